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
        var out = ReportBuffer(capacity: 256 + report.problems.count * 240)
        // `workflowCommand` per problem, written straight into one buffer.
        let file = escapeProperty(report.catalog)
        for (index, problem) in report.problems.enumerated() {
            switch result.level(of: index) {
            case .error: out.append("::error file=" as StaticString)
            case .warning: out.append("::warning file=" as StaticString)
            case .note: out.append("::notice file=" as StaticString)
            }
            out.append(file)
            if let line = problem.line, line > 0 {
                out.append(",line=" as StaticString)
                out.append(line)
            }
            out.append(",title=" as StaticString)
            appendEscaped(problem.kind.rawValue, property: true, to: &out)
            out.append("%3A " as StaticString)
            appendEscaped(problem.key, property: true, to: &out)
            if let locale = problem.locale {
                out.append(" [" as StaticString)
                appendEscaped(locale, property: true, to: &out)
                out.append(byte: UInt8(ascii: "]"))
            }
            out.append("::" as StaticString)
            appendEscaped(problem.message, property: false, to: &out)
            out.append(byte: UInt8(ascii: "\n"))
        }
        if let minimum = result.policy.minCoverage {
            for outcome in result.localesBelowMinimum {
                let message = "\(outcome.locale) coverage is \(CheckResult.percent(tenths: outcome.coverageTenths)) (\(outcome.summary.translated) of \(outcome.summary.keys) keys translated), below the minimum of \(CheckResult.minimumText(minimum))% — translate the missing keys"
                out.append(workflowCommand("error", properties: [("file", report.catalog), ("title", "coverage [\(outcome.locale)]")], message: message))
            }
        }
        let summary = result.report.summaries.map { "\($0.locale) \(CompletenessReport.percent($0))" }.joined(separator: ", ")
        out.append(oneLine("\(report.catalog): \(result.verdict) Coverage: \(summary).") + "\n")
        return out.text
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
        var out = ReportBuffer()
        appendEscaped(text, property: false, to: &out)
        return out.text
    }

    static func escapeProperty(_ text: String) -> String {
        var out = ReportBuffer()
        appendEscaped(text, property: true, to: &out)
        return out.text
    }

    /// `escapeData` (or, for a property value, `escapeProperty`) of `text`, appended. Every
    /// character escaped is ASCII, and the UTF-8 of other characters has no ASCII byte, so
    /// the escaping works on bytes.
    static func appendEscaped(_ text: String, property: Bool, to out: inout ReportBuffer) {
        FormatScanner.withBytes(of: text) { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() {
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "%"): replacement = "%25"
                case 0x0D: replacement = "%0D"
                case 0x0A: replacement = "%0A"
                case UInt8(ascii: ":") where property: replacement = "%3A"
                case UInt8(ascii: ",") where property: replacement = "%2C"
                default: continue
                }
                out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                out.append(replacement)
                start = index + 1
            }
            out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
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
        // Per key, worked out once for all locales: its problems and its name as XML.
        let problemsOfKey = keys.map { byKey[$0] ?? [] }
        let keyNames = keys.map { xml($0) }
        let file = xml(report.catalog)

        struct Suite {
            var locale: String
            var outcome: LocaleOutcome
            var classname: String
        }
        let suites = result.localeOutcomes.filter { !$0.locale.isEmpty }.map { outcome in
            Suite(locale: outcome.locale, outcome: outcome, classname: xml(report.catalog + "." + outcome.locale))
        }
        func relevant(_ indices: [Int], to locale: String) -> [Int] {
            indices.filter { report.problems[$0].locale == nil || report.problems[$0].locale == locale }
        }
        // Counts first: the totals head the document.
        let coverageCase = result.policy.minCoverage != nil
        var tests: [Int] = []
        var failures: [Int] = []
        for suite in suites {
            var failing = 0
            for indices in problemsOfKey where !indices.isEmpty {
                if relevant(indices, to: suite.locale).contains(where: { result.fails[$0] }) { failing += 1 }
            }
            if coverageCase && suite.outcome.belowMinimum { failing += 1 }
            tests.append(keys.count + (coverageCase ? 1 : 0))
            failures.append(failing)
        }

        var out = ReportBuffer(capacity: 1024 + suites.count * keys.count * (file.utf8.count * 2 + 60))
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" as StaticString)
        out.append("<testsuites name=\"\(xml("trackerkit strings check " + report.catalog))\" tests=\"\(tests.reduce(0, +))\" failures=\"\(failures.reduce(0, +))\" errors=\"0\">\n")
        for (position, suite) in suites.enumerated() {
            out.append("  <testsuite name=\"\(xml(report.catalog + " [" + suite.locale + "]"))\" tests=\"\(tests[position])\" failures=\"\(failures[position])\" errors=\"0\" skipped=\"0\">\n")
            for (keyIndex, key) in keyNames.enumerated() {
                let indices = problemsOfKey[keyIndex].isEmpty ? [] : relevant(problemsOfKey[keyIndex], to: suite.locale)
                out.append("    <testcase classname=\"" as StaticString)
                out.append(suite.classname)
                out.append("\" name=\"" as StaticString)
                out.append(key)
                out.append("\" file=\"" as StaticString)
                out.append(file)
                out.append(byte: UInt8(ascii: "\""))
                if indices.isEmpty {
                    out.append("/>\n" as StaticString)
                    continue
                }
                if let firstLine = indices.compactMap({ report.problems[$0].line }).first(where: { $0 > 0 }) {
                    out.append(" line=\"" as StaticString)
                    out.append(firstLine)
                    out.append(byte: UInt8(ascii: "\""))
                }
                out.append(">\n" as StaticString)
                let failing = indices.filter { result.fails[$0] }
                let others = indices.filter { !result.fails[$0] }
                if let first = failing.first {
                    let problem = report.problems[first]
                    let text = failing.map { describe(report.problems[$0], catalog: report.catalog) }.joined(separator: "\n")
                    out.append("      <failure type=\"\(xml(problem.kind.rawValue))\" message=\"\(xml(problem.message))\">\(xml(text, attribute: false))</failure>\n")
                }
                if !others.isEmpty {
                    let text = others.map { "\(result.level(of: $0).rawValue): " + describe(report.problems[$0], catalog: report.catalog) }.joined(separator: "\n")
                    out.append("      <system-out>\(xml(text, attribute: false))</system-out>\n")
                }
                out.append("    </testcase>\n" as StaticString)
            }
            if let minimum = result.policy.minCoverage {
                let coverage = CheckResult.percent(tenths: suite.outcome.coverageTenths)
                let testcase = "    <testcase classname=\"\(suite.classname)\" name=\"coverage\" file=\"\(file)\""
                if suite.outcome.belowMinimum {
                    let message = "\(suite.locale) coverage is \(coverage), below the minimum of \(CheckResult.minimumText(minimum))%"
                    out.append(testcase + ">\n      <failure type=\"coverage\" message=\"\(xml(message))\">\(xml(message, attribute: false))</failure>\n    </testcase>\n")
                } else {
                    out.append(testcase + "/>\n")
                }
            }
            out.append("  </testsuite>\n" as StaticString)
        }
        out.append("</testsuites>\n" as StaticString)
        return out.text
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
        FormatScanner.withBytes(of: text) { bytes -> String in
            // Most text has nothing to escape: no new string for it.
            var plain = true
            for byte in bytes where byte < 0x20 || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0xEF {
                plain = false
                break
            }
            if plain { return text }
            var out = ReportBuffer(capacity: bytes.count + 16)
            appendXML(bytes, attribute: attribute, to: &out)
            return out.text
        }
    }

    /// `xml` over UTF-8: every character it replaces is ASCII or U+FFFE/U+FFFF (EF BF BE /
    /// EF BF BF), and no other character's UTF-8 contains those bytes.
    private static func appendXML(_ bytes: UnsafeBufferPointer<UInt8>, attribute: Bool, to out: inout ReportBuffer) {
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"): out.append("&amp;" as StaticString)
            case UInt8(ascii: "<"): out.append("&lt;" as StaticString)
            case UInt8(ascii: ">"): out.append("&gt;" as StaticString)
            case UInt8(ascii: "\"") where attribute: out.append("&quot;" as StaticString)
            case UInt8(ascii: "'") where attribute: out.append("&apos;" as StaticString)
            case 0x09 where attribute: out.append("&#9;" as StaticString)
            case 0x0A where attribute: out.append("&#10;" as StaticString)
            case 0x0D: out.append("&#13;" as StaticString)
            case 0x09, 0x0A: out.append(byte: byte)
            case 0xEF where index + 2 < count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                out.append(bytes[index + 2] == 0xBE ? "\\u{fffe}" as StaticString : "\\u{ffff}" as StaticString)
                index += 3
                continue
            default:
                if byte < 0x20 {
                    out.append("\\u{\(String(byte, radix: 16))}")
                } else {
                    out.append(byte: byte)
                }
            }
            index += 1
        }
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
                    [problem.kind.rawValue, problem.key, problem.locale ?? ""].map(withoutUnitSeparators).joined(separator: "\u{1F}")
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
        var out = ReportBuffer(capacity: 4096 + report.problems.count * 900)
        log.render(indent: 0, into: &out)
        out.append(byte: UInt8(ascii: "\n"))
        return out.text
    }

    /// `text` without U+001F (the separator of fingerprint parts); most text has none.
    static func withoutUnitSeparators(_ text: String) -> String {
        text.utf8.contains(0x1F) ? text.replacingOccurrences(of: "\u{1F}", with: "") : text
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

    /// Written into one byte buffer: a SARIF log of a large catalog has tens of thousands of
    /// results.
    func render(indent: Int, into out: inout ReportBuffer) {
        switch self {
        case .string(let text): out.appendJSONString(text)
        case .number(let text): out.append(text)
        case .object(let members):
            if members.isEmpty { out.append("{}" as StaticString); return }
            out.append("{\n" as StaticString)
            for (index, member) in members.enumerated() {
                Self.pad(indent + 2, into: &out)
                out.appendJSONString(member.0)
                out.append(": " as StaticString)
                member.1.render(indent: indent + 2, into: &out)
                out.append(index == members.count - 1 ? "\n" as StaticString : ",\n" as StaticString)
            }
            Self.pad(indent, into: &out)
            out.append(byte: UInt8(ascii: "}"))
        case .array(let elements):
            if elements.isEmpty { out.append("[]" as StaticString); return }
            out.append("[\n" as StaticString)
            for (index, element) in elements.enumerated() {
                Self.pad(indent + 2, into: &out)
                element.render(indent: indent + 2, into: &out)
                out.append(index == elements.count - 1 ? "\n" as StaticString : ",\n" as StaticString)
            }
            Self.pad(indent, into: &out)
            out.append(byte: UInt8(ascii: "]"))
        }
    }

    private static func pad(_ width: Int, into out: inout ReportBuffer) {
        for _ in 0..<width { out.append(byte: UInt8(ascii: " ")) }
    }
}
