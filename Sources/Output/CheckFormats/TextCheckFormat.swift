import SharpTools
import StringCatalog

/// `--format text`: a coverage table per locale (and, with a baseline, the comparison), then
/// the problems grouped by kind, one per line.
public struct TextCheckFormat: CheckFormat {
    public let name = "text"
    public let helpNote: String? = nil

    public init() {}

    public func render(_ result: CheckResult, toolVersion: String) -> String {
        let report = result.report
        var out = "\(report.catalog) — source language \(report.sourceLanguage)\n\n"
        out += Self.aligned(coverageRows(report)) + "\n"
        if let baseline = result.baseline {
            out += "Compared with the baseline \(TerminalText.showingLineBreaks(baseline.name)):\n\n"
            out += Self.aligned(baselineRows(result)) + "\n"
        }
        if report.problems.isEmpty {
            out += "No problems found.\n"
            if result.hasGateDetails { out += result.verdict + "\n" }
            return out
        }
        out += CheckPhrases.counts(report) + "\n"
        var buffer = ReportBuffer(capacity: out.utf8.count + report.problems.count * 200)
        buffer.append(out)
        appendProblems(result, to: &buffer)
        if result.hasGateDetails { buffer.append("\n" + result.verdict + "\n") }
        return buffer.text
    }

    private func localeLabel(_ locale: String, _ report: CompletenessReport) -> String {
        locale == report.sourceLanguage ? "\(locale) (source)" : locale
    }

    /// Rows (the first one the titles) as a terminal table: the first column left-aligned,
    /// the numbers right-aligned, no trailing spaces.
    private static func aligned(_ rows: [[String]]) -> String {
        guard let titles = rows.first else { return "" }
        var table = MarkdownTable(columns: titles.enumerated().map { index, title in
            MarkdownTable.Column(title, alignment: index == 0 ? .left : .right)
        })
        for row in rows.dropFirst() { table.appendRow(row) }
        return table.renderAligned(trimmingTrailingSpaces: true)
    }

    private func coverageRows(_ report: CompletenessReport) -> [[String]] {
        var rows = [["Locale", "Keys", "Translated", "Missing", "Needs review", "New", "Stale", "Coverage"]]
        for summary in report.summaries {
            rows.append([
                localeLabel(summary.locale, report), String(summary.keys), String(summary.translated), String(summary.missing),
                String(summary.needsReview), String(summary.new), String(summary.stale), CheckPhrases.percent(summary),
            ])
        }
        return rows
    }

    private func baselineRows(_ result: CheckResult) -> [[String]] {
        var rows = [["Locale", "New", "Fixed", "Open", "Coverage before", "After", "Change"]]
        for outcome in result.localeOutcomes {
            let before = outcome.coverageBeforeTenths
            let catalogWide = outcome.locale.isEmpty
            rows.append([
                catalogWide ? "(catalog)" : localeLabel(outcome.locale, result.report), String(outcome.new), String(outcome.fixed), String(outcome.open),
                catalogWide ? "" : before.map { CheckResult.percent(tenths: $0) } ?? "–",
                catalogWide ? "" : CheckResult.percent(tenths: outcome.coverageTenths),
                catalogWide ? "" : before.map { CheckPhrases.change(tenths: outcome.coverageTenths - $0) } ?? "–",
            ])
        }
        return rows
    }

    private func appendProblems(_ result: CheckResult, to buffer: inout ReportBuffer) {
        let problems = result.report.problems
        let marksBaseline = result.baseline != nil
        for (kind, group) in CheckPhrases.groupedProblems(result.report) {
            buffer.append("\n\(kind.rawValue) (\(group.count))\n")
            for index in group {
                let problem = problems[index]
                buffer.append(problem.severity == .error ? "  error   " as StaticString : "  warning " as StaticString)
                buffer.append(TerminalText.showingLineBreaks(problem.key))
                if let locale = problem.locale {
                    buffer.append(" [" as StaticString)
                    buffer.append(locale)
                    buffer.append(byte: UInt8(ascii: "]"))
                }
                if let fileLine = problem.line, fileLine > 0 {
                    buffer.append(" line " as StaticString)
                    buffer.append(fileLine)
                }
                if marksBaseline { buffer.append(result.isNew[index] ? " (new)" as StaticString : " (in baseline)" as StaticString) }
                buffer.append(": " as StaticString)
                buffer.append(TerminalText.showingLineBreaks(problem.message))
                buffer.append(byte: UInt8(ascii: "\n"))
            }
        }
    }
}
