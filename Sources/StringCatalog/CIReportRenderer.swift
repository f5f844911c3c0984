/// The check result for CI consumers: GitHub Actions workflow commands, JUnit XML and
/// SARIF 2.1.0. Every problem names the catalog file and, when it is about something in the
/// file, its line. Levels: a problem that fails the check is an error; one that does not
/// (a warning, a coverage-gated gap, or — with a baseline — one the baseline already had)
/// is a warning, or a note when the baseline had it.
enum CIReportRenderer {
    // MARK: GitHub Actions

    /// `::error file=…,line=…,title=…::message` per problem (`::warning`, `::notice`), one
    /// `::error` per locale below the minimum coverage, then one plain summary line.
    static func github(_ result: CheckResult) -> String {
        let report = result.report
        var out = ""
        for (index, problem) in report.problems.enumerated() {
            let command: String
            switch result.level(of: index) {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            var properties = [("file", report.catalog)]
            if let line = problem.line, line > 0 { properties.append(("line", String(line))) }
            properties.append(("title", title(problem)))
            out += workflowCommand(command, properties: properties, message: problem.message)
        }
        if let minimum = result.policy.minCoverage {
            for outcome in result.localesBelowMinimum {
                let message = "\(outcome.locale) coverage is \(CheckResult.percent(tenths: outcome.coverageTenths)) (\(outcome.summary.translated) of \(outcome.summary.keys) keys translated), below the minimum of \(CheckResult.minimumText(minimum))% — translate the missing keys"
                out += workflowCommand("error", properties: [("file", report.catalog), ("title", "coverage [\(outcome.locale)]")], message: message)
            }
        }
        let summary = result.report.summaries.map { "\($0.locale) \(CompletenessReport.percent($0))" }.joined(separator: ", ")
        out += oneLine("\(report.catalog): \(result.verdict) Coverage: \(summary).") + "\n"
        return out
    }

    static func title(_ problem: CatalogProblem) -> String {
        "\(problem.kind.rawValue): \(problem.key)" + (problem.locale.map { " [\($0)]" } ?? "")
    }

    /// One workflow command line, escaped per the runner's rules: in the message `%`, CR and
    /// LF; in property values also `:` and `,`.
    static func workflowCommand(_ command: String, properties: [(String, String)], message: String) -> String {
        var line = "::" + command
        if !properties.isEmpty {
            line += " " + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        }
        return line + "::" + escapeData(message) + "\n"
    }

    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func oneLine(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    // MARK: JUnit

    /// One `<testsuite>` per locale, one `<testcase>` per checked key in it (a problem with no
    /// locale — missing key, stale entry — belongs to the key's case in every locale); a case
    /// fails when one of its problems fails the check, and lists its other problems in
    /// `<system-out>`. With `--min-coverage` each suite has one more case, `coverage`.
    static func junit(_ result: CheckResult) -> String {
        let report = result.report
        var keys = report.keys
        var known = Set(keys)
        for problem in report.problems where known.insert(problem.key).inserted { keys.append(problem.key) }
        var byKey: [String: [Int]] = [:]
        for (index, problem) in report.problems.enumerated() { byKey[problem.key, default: []].append(index) }

        var suites: [(name: String, tests: Int, failures: Int, body: String)] = []
        for outcome in result.localeOutcomes where !outcome.locale.isEmpty {
            let locale = outcome.locale
            var tests = 0
            var failures = 0
            var body = ""
            for key in keys {
                let indices = (byKey[key] ?? []).filter { report.problems[$0].locale == nil || report.problems[$0].locale == locale }
                tests += 1
                let firstLine = indices.compactMap { report.problems[$0].line }.first { $0 > 0 }
                var testcase = "    <testcase classname=\"\(xml(report.catalog + "." + locale))\" name=\"\(xml(key))\" file=\"\(xml(report.catalog))\""
                if let firstLine { testcase += " line=\"\(firstLine)\"" }
                let failing = indices.filter { result.fails[$0] }
                let others = indices.filter { !result.fails[$0] }
                if failing.isEmpty && others.isEmpty {
                    body += testcase + "/>\n"
                    continue
                }
                testcase += ">\n"
                if let first = failing.first {
                    failures += 1
                    let problem = report.problems[first]
                    let text = failing.map { describe(report.problems[$0], catalog: report.catalog) }.joined(separator: "\n")
                    testcase += "      <failure type=\"\(xml(problem.kind.rawValue))\" message=\"\(xml(problem.message))\">\(xml(text, attribute: false))</failure>\n"
                }
                if !others.isEmpty {
                    let text = others.map { "\(result.level(of: $0).rawValue): " + describe(report.problems[$0], catalog: report.catalog) }.joined(separator: "\n")
                    testcase += "      <system-out>\(xml(text, attribute: false))</system-out>\n"
                }
                body += testcase + "    </testcase>\n"
            }
            if let minimum = result.policy.minCoverage {
                tests += 1
                let coverage = CheckResult.percent(tenths: outcome.coverageTenths)
                let testcase = "    <testcase classname=\"\(xml(report.catalog + "." + locale))\" name=\"coverage\" file=\"\(xml(report.catalog))\""
                if outcome.belowMinimum {
                    failures += 1
                    let message = "\(locale) coverage is \(coverage), below the minimum of \(CheckResult.minimumText(minimum))%"
                    body += testcase + ">\n      <failure type=\"coverage\" message=\"\(xml(message))\">\(xml(message, attribute: false))</failure>\n    </testcase>\n"
                } else {
                    body += testcase + "/>\n"
                }
            }
            suites.append((locale, tests, failures, body))
        }
        let totalTests = suites.reduce(0) { $0 + $1.tests }
        let totalFailures = suites.reduce(0) { $0 + $1.failures }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(xml("trackerkit strings check " + report.catalog))\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
        for suite in suites {
            out += "  <testsuite name=\"\(xml(report.catalog + " [" + suite.name + "]"))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\" errors=\"0\" skipped=\"0\">\n"
            out += suite.body
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    static func describe(_ problem: CatalogProblem, catalog: String) -> String {
        var place = catalog
        if let line = problem.line, line > 0 { place += ":\(line)" }
        return "\(place): \(problem.severity.rawValue): [\(problem.kind.rawValue)] \(problem.message)"
    }

    /// XML 1.0 text: `&`, `<`, `>` (and in attributes `"`, `'`, TAB, LF, CR as character
    /// references) escaped; characters XML 1.0 cannot carry at all (other C0 controls,
    /// U+FFFE, U+FFFF) written as a visible `\u{…}`.
    static func xml(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\t" where attribute: out += "&#9;"
            case "\n" where attribute: out += "&#10;"
            case "\r": out += "&#13;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    // MARK: SARIF

    /// SARIF 2.1.0: one run of the `trackerkit` driver with one rule per problem kind (and
    /// `coverage`), one result per problem with its physical location (the catalog, and
    /// `region.startLine` when known); with a baseline, `baselineState` `new` / `unchanged`.
    static func sarif(_ result: CheckResult, toolVersion: String) -> String {
        let report = result.report
        var kinds = ProblemKind.allCases.map(\.rawValue)
        kinds.append("coverage")
        let ruleIndex = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
        let rules: [JSONNode] = kinds.map { kind in
            let defaultLevel = ProblemKind(rawValue: kind).map { $0.defaultSeverity == .error ? "error" : "warning" } ?? "error"
            return .object([
                ("id", .string(kind)),
                ("name", .string(ruleName(kind))),
                ("shortDescription", .object([("text", .string(ruleDescription(kind)))])),
                ("defaultConfiguration", .object([("level", .string(defaultLevel))])),
            ])
        }
        let uri = uriReference(report.catalog)
        func location(line: Int?) -> JSONNode {
            var physical: [(String, JSONNode)] = [("artifactLocation", .object([("uri", .string(uri))]))]
            if let line, line > 0 { physical.append(("region", .object([("startLine", .number(String(line)))]))) }
            return .object([("physicalLocation", .object(physical))])
        }
        var results: [JSONNode] = []
        for (index, problem) in report.problems.enumerated() {
            var members: [(String, JSONNode)] = [
                ("ruleId", .string(problem.kind.rawValue)),
                ("ruleIndex", .number(String(ruleIndex[problem.kind.rawValue] ?? 0))),
                ("level", .string(result.level(of: index).rawValue)),
                ("message", .object([("text", .string(problem.message))])),
                ("locations", .array([location(line: problem.line)])),
                ("partialFingerprints", .object([("trackerkitProblem/v1", .string(
                    [problem.kind.rawValue, problem.key, problem.locale ?? ""].map { $0.replacingOccurrences(of: "\u{1F}", with: "") }.joined(separator: "\u{1F}")
                ))])),
            ]
            if result.baseline != nil { members.append(("baselineState", .string(result.isNew[index] ? "new" : "unchanged"))) }
            var properties: [(String, JSONNode)] = [("key", .string(problem.key))]
            if let locale = problem.locale { properties.append(("locale", .string(locale))) }
            if let suggestion = problem.suggestion { properties.append(("suggestion", .string(suggestion))) }
            members.append(("properties", .object(properties)))
            results.append(.object(members))
        }
        if let minimum = result.policy.minCoverage {
            for outcome in result.localesBelowMinimum {
                results.append(.object([
                    ("ruleId", .string("coverage")),
                    ("ruleIndex", .number(String(ruleIndex["coverage"] ?? 0))),
                    ("level", .string("error")),
                    ("message", .object([("text", .string("\(outcome.locale) coverage is \(CheckResult.percent(tenths: outcome.coverageTenths)), below the minimum of \(CheckResult.minimumText(minimum))%"))])),
                    ("locations", .array([location(line: nil)])),
                    ("properties", .object([("locale", .string(outcome.locale))])),
                ]))
            }
        }
        let log: JSONNode = .object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", .object([
                    ("name", .string("trackerkit")),
                    ("version", .string(toolVersion)),
                    ("rules", .array(rules)),
                ]))])),
                ("artifacts", .array([.object([("location", .object([("uri", .string(uri))]))])])),
                ("results", .array(results)),
            ])])),
        ])
        var out = ""
        log.render(indent: 0, into: &out)
        return out + "\n"
    }

    static func ruleName(_ kind: String) -> String {
        kind.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func ruleDescription(_ kind: String) -> String {
        switch kind {
        case "missing-key": return "A level label key or preset name has no catalog entry."
        case "missing-translation": return "A catalog entry has no localization for a required locale."
        case "untranslated": return "A translation is in state new or has an empty value."
        case "needs-review": return "A translation is marked needs_review."
        case "stale": return "An entry is no longer found in the source code."
        case "format-mismatch": return "A translation's format specifiers differ from the source's."
        case "plural-missing-category": return "A plural variation lacks a category the language needs (CLDR)."
        case "duplicate-key": return "A member name occurs more than once in the same JSON object."
        case "invalid-entry": return "A localization has no string unit or an unknown state."
        default: return "A locale's translated share is below the minimum coverage."
        }
    }

    /// A path as a URI reference: unreserved characters and `/` kept, everything else
    /// percent-encoded (UTF-8); an absolute path becomes a `file://` URI.
    static func uriReference(_ path: String) -> String {
        var out = path.hasPrefix("/") ? "file://" : ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                out.append(character)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}

/// A JSON value with ordered members, pretty-printed with 2-space indentation.
indirect enum JSONNode {
    case object([(String, JSONNode)])
    case array([JSONNode])
    case string(String)
    /// A number, `true`, `false` or `null`, as written.
    case number(String)

    func render(indent: Int, into out: inout String) {
        let pad = String(repeating: " ", count: indent + 2)
        switch self {
        case .string(let text): out += JSONText.quote(text)
        case .number(let text): out += text
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += pad + JSONText.quote(member.0) + ": "
                member.1.render(indent: indent + 2, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            if elements.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += pad
                element.render(indent: indent + 2, into: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        }
    }
}
