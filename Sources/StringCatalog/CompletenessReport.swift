import SharpTools
/// The result of `CompletenessChecker.run()`: per-locale counts and the problems found,
/// ready to render as text, Markdown or JSON.
public struct CompletenessReport: Sendable {
    /// Output formats of `strings check --format`.
    public enum Format: String, Sendable, CaseIterable {
        case text, md, json, github, junit, sarif
    }

    /// The catalog as named on the command line (or its file name).
    public var catalog: String
    public var sourceLanguage: String
    /// The locales checked, in report order.
    public var locales: [String]
    /// One summary per locale, in `locales` order.
    public var summaries: [LocaleSummary]
    /// Problems in report order: by kind (SPEC order), key, locale, severity, line, message.
    public var problems: [CatalogProblem]
    /// The keys checked, in catalog order, then the required keys missing from the catalog
    /// (one JUnit test case per key × locale).
    public var keys: [String]

    public init(
        catalog: String, sourceLanguage: String, locales: [String], summaries: [LocaleSummary], problems: [CatalogProblem],
        keys: [String] = []
    ) {
        self.catalog = catalog
        self.sourceLanguage = sourceLanguage
        self.locales = locales
        self.summaries = summaries
        self.problems = problems
        self.keys = keys
    }

    public var errorCount: Int { problems.lazy.filter { $0.severity == .error }.count }
    public var warningCount: Int { problems.lazy.filter { $0.severity == .warning }.count }

    /// True when the check passes: no errors, and with `strict` no warnings either.
    public func passed(strict: Bool) -> Bool {
        errorCount == 0 && (!strict || warningCount == 0)
    }

    /// The process exit code: 0 when the check passed, 1 when it found problems.
    /// (Exit code 2, for unreadable input, comes from `CatalogError` before a report exists.)
    public func exitCode(strict: Bool) -> Int32 {
        passed(strict: strict) ? 0 : 1
    }

    /// The report in `format`; always ends with a newline.
    public func render(format: Format) -> String {
        CheckResult(report: self).render(format: format)
    }

    // MARK: Text

    /// Coverage with one decimal, rounded down so that 100.0% means complete.
    static func percent(_ summary: LocaleSummary) -> String {
        let tenths = summary.keys == 0 ? 1000 : summary.translated * 1000 / summary.keys
        return "\(tenths / 10).\(tenths % 10)%"
    }

    private var countsLine: String {
        let errors = errorCount
        let warnings = warningCount
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    private func localeLabel(_ locale: String) -> String {
        locale == sourceLanguage ? "\(locale) (source)" : locale
    }

    func renderText(_ result: CheckResult? = nil) -> String {
        var out = "\(catalog) — source language \(sourceLanguage)\n\n"
        let headers = ["Locale", "Keys", "Translated", "Missing", "Needs review", "New", "Stale", "Coverage"]
        var rows: [[String]] = [headers]
        for summary in summaries {
            rows.append([
                localeLabel(summary.locale), String(summary.keys), String(summary.translated), String(summary.missing),
                String(summary.needsReview), String(summary.new), String(summary.stale), Self.percent(summary),
            ])
        }
        out += Self.alignedTable(rows) + "\n"
        if let result, let baseline = result.baseline {
            out += "Compared with the baseline \(baseline.name.replacingNewlines()):\n\n"
            var rows: [[String]] = [["Locale", "New", "Fixed", "Open", "Coverage before", "After", "Change"]]
            for outcome in result.localeOutcomes {
                let before = outcome.coverageBeforeTenths
                rows.append([
                    outcome.locale.isEmpty ? "(catalog)" : localeLabel(outcome.locale), String(outcome.new), String(outcome.fixed), String(outcome.open),
                    outcome.locale.isEmpty ? "" : before.map { CheckResult.percent(tenths: $0) } ?? "–",
                    outcome.locale.isEmpty ? "" : CheckResult.percent(tenths: outcome.coverageTenths),
                    outcome.locale.isEmpty ? "" : before.map { CheckResult.change(tenths: outcome.coverageTenths - $0) } ?? "–",
                ])
            }
            out += Self.alignedTable(rows) + "\n"
        }
        if problems.isEmpty {
            out += "No problems found.\n"
            if let result, result.hasGateDetails { out += result.verdict + "\n" }
            return out
        }
        out += countsLine + "\n"
        var buffer = ReportBuffer(capacity: out.utf8.count + problems.count * 200)
        buffer.append(out)
        let marksBaseline = result?.baseline != nil
        for (kind, group) in groupedProblems {
            buffer.append("\n\(kind.rawValue) (\(group.count))\n")
            for index in group {
                let problem = problems[index]
                buffer.append(problem.severity == .error ? "  error   " as StaticString : "  warning " as StaticString)
                buffer.append(problem.key.replacingNewlines())
                if let locale = problem.locale {
                    buffer.append(" [" as StaticString)
                    buffer.append(locale)
                    buffer.append(byte: UInt8(ascii: "]"))
                }
                if let fileLine = problem.line, fileLine > 0 {
                    buffer.append(" line " as StaticString)
                    buffer.append(fileLine)
                }
                if let result, marksBaseline { buffer.append(result.isNew[index] ? " (new)" as StaticString : " (in baseline)" as StaticString) }
                buffer.append(": " as StaticString)
                buffer.append(problem.message.replacingNewlines())
                buffer.append(byte: UInt8(ascii: "\n"))
            }
        }
        if let result, result.hasGateDetails { buffer.append("\n" + result.verdict + "\n") }
        return buffer.text
    }

    static func alignedTable(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows.first?.count ?? 0)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        var out = ""
        for row in rows {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(column == 0 ? cell + padding : padding + cell)
            }
            out += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        return out
    }

    /// The indices of `problems` by kind, kinds in report order, each group in `problems` order.
    private var groupedProblems: [(ProblemKind, [Int])] {
        var groups = [[Int]](repeating: [], count: ProblemKind.allCases.count)
        for (index, problem) in problems.enumerated() { groups[problem.kind.order].append(index) }
        return ProblemKind.allCases.compactMap { kind in
            groups[kind.order].isEmpty ? nil : (kind, groups[kind.order])
        }
    }

    // MARK: Markdown

    func renderMarkdown(_ result: CheckResult? = nil) -> String {
        var out = "## String catalog check: \(Self.code(catalog))\n\n"
        out += "Source language \(Self.code(sourceLanguage)) · "
        out += problems.isEmpty ? "no problems" : countsLine
        out += "\n\n"
        out += "| Locale | Keys | Translated | Missing | Needs review | New | Stale | Coverage |\n"
        out += "|---|---:|---:|---:|---:|---:|---:|---:|\n"
        for summary in summaries {
            let label = Self.code(summary.locale) + (summary.locale == sourceLanguage ? " (source)" : "")
            out += "| \(label) | \(summary.keys) | \(summary.translated) | \(summary.missing) | \(summary.needsReview) | \(summary.new) | \(summary.stale) | \(Self.percent(summary)) |\n"
        }
        if let result, let baseline = result.baseline {
            out += "\nCompared with the baseline \(Self.code(baseline.name)):\n\n"
            out += "| Locale | New | Fixed | Open | Coverage before | After | Change |\n"
            out += "|---|---:|---:|---:|---:|---:|---:|\n"
            for outcome in result.localeOutcomes {
                let before = outcome.coverageBeforeTenths
                if outcome.locale.isEmpty {
                    out += "| (catalog) | \(outcome.new) | \(outcome.fixed) | \(outcome.open) | | | |\n"
                    continue
                }
                let label = Self.code(outcome.locale) + (outcome.locale == sourceLanguage ? " (source)" : "")
                let beforeText = before.map { CheckResult.percent(tenths: $0) } ?? "–"
                let changeText = before.map { CheckResult.change(tenths: outcome.coverageTenths - $0) } ?? "–"
                out += "| \(label) | \(outcome.new) | \(outcome.fixed) | \(outcome.open) | \(beforeText) | \(CheckResult.percent(tenths: outcome.coverageTenths)) | \(changeText) |\n"
            }
        }
        if let result, result.hasGateDetails {
            out += "\n**" + Self.escapeMarkdown(result.verdict) + "** " + (result.passed ? "✅" : "❌") + "\n"
        }
        if problems.isEmpty {
            out += "\nNo problems found. ✅\n"
            return out
        }
        var buffer = ReportBuffer(capacity: out.utf8.count + problems.count * 220)
        buffer.append(out)
        let marksBaseline = result?.baseline != nil
        for (kind, group) in groupedProblems {
            buffer.append("\n### \(kind.rawValue) (\(group.count))\n\n")
            // Long lists fold away so the comment stays readable.
            let folded = group.count > 20
            if folded { buffer.append("<details><summary>Show \(group.count) problems</summary>\n\n") }
            for index in group {
                let problem = problems[index]
                buffer.append(problem.severity == .error ? "- ❌ " as StaticString : "- ⚠️ " as StaticString)
                buffer.append(Self.code(problem.key))
                if let locale = problem.locale {
                    buffer.append(" · " as StaticString)
                    buffer.append(Self.code(locale))
                }
                if let fileLine = problem.line, fileLine > 0 {
                    buffer.append(" · line " as StaticString)
                    buffer.append(fileLine)
                }
                if let result, marksBaseline { buffer.append(result.isNew[index] ? " · **new**" as StaticString : " · in baseline" as StaticString) }
                buffer.append(" — " as StaticString)
                buffer.append(Self.escapeMarkdown(problem.message))
                buffer.append(byte: UInt8(ascii: "\n"))
            }
            if folded { buffer.append("\n</details>\n" as StaticString) }
        }
        return buffer.text
    }

    /// A Markdown code span that survives backticks in the text.
    static func code(_ text: String) -> String {
        if text.isEmpty { return "`\u{200B}`" }
        // Without a backtick the fence is one backtick and there is no padding.
        if !text.utf8.contains(UInt8(ascii: "`")) { return "`" + text.replacingNewlines() + "`" }
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") || longestRun > 0 ? " " : ""
        return fence + pad + text.replacingNewlines() + pad + fence
    }

    static func escapeMarkdown(_ text: String) -> String {
        // Text without any character escaped here (nor a line break) stays as it is.
        let plain = FormatScanner.withBytes(of: text) { bytes in
            !bytes.contains { byte in
                switch byte {
                case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"),
                     UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"), 0x0A, 0x0D:
                    return true
                default:
                    return false
                }
            }
        }
        if plain { return text }
        var out = ""
        for character in text.replacingNewlines() {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "*", "_", "`", "[", "]", "\\": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    // MARK: JSON

    /// The SPEC shape: `{"catalog","sourceLanguage","locales","summary":{locale:{keys,translated,
    /// missing,needsReview,new,stale}},"problems":[{severity,kind,key,locale,tracker,level,message,
    /// suggestion}]}`, keys in that order, absent values as `null`, 2-space indentation.
    func renderJSON(_ result: CheckResult? = nil) -> String {
        let details = result.flatMap { $0.hasGateDetails ? $0 : nil }
        // About 300 bytes per problem; reserving avoids copying a large report as it grows.
        var out = ReportBuffer(capacity: 1024 + problems.count * 320 + summaries.count * 128)
        out.append("{\n  \"catalog\": " as StaticString)
        out.appendJSONString(catalog)
        out.append(",\n  \"sourceLanguage\": " as StaticString)
        out.appendJSONString(sourceLanguage)
        out.append(",\n  \"locales\": [" as StaticString)
        for (index, locale) in locales.enumerated() {
            if index > 0 { out.append(", " as StaticString) }
            out.appendJSONString(locale)
        }
        out.append("],\n  \"summary\": {" as StaticString)
        if summaries.isEmpty {
            out.append("},\n" as StaticString)
        } else {
            for (index, summary) in summaries.enumerated() {
                out.append(index == 0 ? "\n    " as StaticString : ",\n    " as StaticString)
                out.appendJSONString(summary.locale)
                out.append(": {\"keys\": " as StaticString)
                out.append(summary.keys)
                out.append(", \"translated\": " as StaticString)
                out.append(summary.translated)
                out.append(", \"missing\": " as StaticString)
                out.append(summary.missing)
                out.append(", \"needsReview\": " as StaticString)
                out.append(summary.needsReview)
                out.append(", \"new\": " as StaticString)
                out.append(summary.new)
                out.append(", \"stale\": " as StaticString)
                out.append(summary.stale)
                out.append(byte: UInt8(ascii: "}"))
            }
            out.append("\n  },\n" as StaticString)
        }
        out.append("  \"problems\": [" as StaticString)
        if problems.isEmpty {
            out.append(details == nil ? "]\n" as StaticString : "],\n" as StaticString)
        } else {
            for (index, problem) in problems.enumerated() {
                out.append(index == 0 ? "\n    {\"severity\": " as StaticString : ",\n    {\"severity\": " as StaticString)
                out.appendJSONString(problem.severity.rawValue)
                out.append(", \"kind\": " as StaticString)
                out.appendJSONString(problem.kind.rawValue)
                out.append(", \"key\": " as StaticString)
                out.appendJSONString(problem.key)
                out.append(", \"locale\": " as StaticString)
                out.appendJSONString(orNull: problem.locale)
                out.append(", \"tracker\": " as StaticString)
                out.appendJSONString(orNull: problem.tracker)
                out.append(", \"level\": " as StaticString)
                out.appendJSONString(orNull: problem.level)
                out.append(", \"message\": " as StaticString)
                out.appendJSONString(problem.message)
                out.append(", \"suggestion\": " as StaticString)
                out.appendJSONString(orNull: problem.suggestion)
                out.append(", \"line\": " as StaticString)
                if let line = problem.line, line > 0 { out.append(line) } else { out.append("null" as StaticString) }
                if let details {
                    if details.baseline != nil {
                        out.append(details.isNew[index] ? ", \"status\": \"new\"" as StaticString : ", \"status\": \"open\"" as StaticString)
                    }
                    out.append(details.fails[index] ? ", \"fails\": true" as StaticString : ", \"fails\": false" as StaticString)
                }
                out.append(byte: UInt8(ascii: "}"))
            }
            out.append(details == nil ? "\n  ]\n" as StaticString : "\n  ],\n" as StaticString)
        }
        if let details { out.append(details.gateJSON()) }
        out.append("}\n" as StaticString)
        return out.text
    }

    /// One problem's SPEC fields plus `line`, without the closing brace.
    static func problemJSON(_ problem: CatalogProblem, fields: [(String, String?)]) -> String {
        let line = problem.line.flatMap { $0 > 0 ? String($0) : nil } ?? "null"
        return "    {" + fields.map { name, value in
            "\"\(name)\": " + (value.map(JSONText.quote) ?? "null")
        }.joined(separator: ", ") + ", \"line\": \(line)"
    }
}

/// JSON string quoting shared by the report and the catalog writer.
enum JSONText {
    /// `text` as a JSON string literal (the one escaping rule of the package, in SharpTools).
    static func quote(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 2)
        JSONValue.writeString(text, to: &out)
        return out
    }
}

private extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }

    func replacingNewlines() -> String {
        // Nearly every key and message has no line break: no new string for those.
        let hasBreak = FormatScanner.withBytes(of: self) { bytes in bytes.contains { $0 == 0x0A || $0 == 0x0D } }
        if !hasBreak { return self }
        var out = ""
        for character in self {
            switch character {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }
}
