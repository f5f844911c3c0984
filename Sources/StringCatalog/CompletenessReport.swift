import JSONParsing
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
        var widths = [Int](repeating: 0, count: headers.count)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        for row in rows {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(column == 0 ? cell + padding : padding + cell)
            }
            out += cells.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        out += "\n"
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
        for (kind, group) in groupedProblems {
            out += "\n\(kind.rawValue) (\(group.count))\n"
            for (index, problem) in group {
                var line = "  \(problem.severity.rawValue.padding(7)) \(problem.key.replacingNewlines())"
                if let locale = problem.locale { line += " [\(locale)]" }
                if let fileLine = problem.line, fileLine > 0 { line += " line \(fileLine)" }
                if let result, result.baseline != nil { line += result.isNew[index] ? " (new)" : " (in baseline)" }
                line += ": " + problem.message.replacingNewlines()
                out += line + "\n"
            }
        }
        if let result, result.hasGateDetails { out += "\n" + result.verdict + "\n" }
        return out
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

    /// Problems by kind, each with its index in `problems`.
    private var groupedProblems: [(ProblemKind, [(Int, CatalogProblem)])] {
        ProblemKind.allCases.compactMap { kind in
            let group = problems.enumerated().filter { $0.element.kind == kind }.map { ($0.offset, $0.element) }
            return group.isEmpty ? nil : (kind, group)
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
        for (kind, group) in groupedProblems {
            out += "\n### \(kind.rawValue) (\(group.count))\n\n"
            // Long lists fold away so the comment stays readable.
            let folded = group.count > 20
            if folded { out += "<details><summary>Show \(group.count) problems</summary>\n\n" }
            for (index, problem) in group {
                let icon = problem.severity == .error ? "❌" : "⚠️"
                var line = "- \(icon) \(Self.code(problem.key))"
                if let locale = problem.locale { line += " · \(Self.code(locale))" }
                if let fileLine = problem.line, fileLine > 0 { line += " · line \(fileLine)" }
                if let result, result.baseline != nil { line += result.isNew[index] ? " · **new**" : " · in baseline" }
                line += " — " + Self.escapeMarkdown(problem.message)
                out += line + "\n"
            }
            if folded { out += "\n</details>\n" }
        }
        return out
    }

    /// A Markdown code span that survives backticks in the text.
    static func code(_ text: String) -> String {
        if text.isEmpty { return "`\u{200B}`" }
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
        var out = "{\n"
        out += "  \"catalog\": \(JSONText.quote(catalog)),\n"
        out += "  \"sourceLanguage\": \(JSONText.quote(sourceLanguage)),\n"
        out += "  \"locales\": [" + locales.map(JSONText.quote).joined(separator: ", ") + "],\n"
        out += "  \"summary\": {"
        if summaries.isEmpty {
            out += "},\n"
        } else {
            out += "\n"
            out += summaries.map { summary in
                "    \(JSONText.quote(summary.locale)): {\"keys\": \(summary.keys), \"translated\": \(summary.translated), \"missing\": \(summary.missing), \"needsReview\": \(summary.needsReview), \"new\": \(summary.new), \"stale\": \(summary.stale)}"
            }.joined(separator: ",\n")
            out += "\n  },\n"
        }
        out += "  \"problems\": ["
        if problems.isEmpty {
            out += "]\n"
        } else {
            out += "\n"
            out += problems.enumerated().map { index, problem in
                let fields: [(String, String?)] = [
                    ("severity", problem.severity.rawValue), ("kind", problem.kind.rawValue), ("key", problem.key),
                    ("locale", problem.locale), ("tracker", problem.tracker), ("level", problem.level),
                    ("message", problem.message), ("suggestion", problem.suggestion),
                ]
                return Self.problemJSON(problem, fields: fields)
                    + (details.map { result in
                        (result.baseline == nil ? "" : ", \"status\": \(result.isNew[index] ? "\"new\"" : "\"open\"")")
                            + ", \"fails\": \(result.fails[index])"
                    } ?? "") + "}"
            }.joined(separator: ",\n")
            out += "\n  ]" + (details == nil ? "\n" : ",\n")
        }
        if let details {
            if problems.isEmpty { out.removeLast(); out += ",\n" }
            out += details.gateJSON()
        }
        out += "}\n"
        return out
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
    /// `text` as a JSON string literal (the one escaping rule of the package, in JSONParsing).
    static func quote(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 2)
        JSONValue.writeString(text, to: &out)
        return out
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }

    func replacingNewlines() -> String {
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
