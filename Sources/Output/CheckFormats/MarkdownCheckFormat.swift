import SharpTools
import StringCatalog
import CatalogCheck

/// `--format md`: the report as a Markdown comment for a pull request — tables, then the
/// problems by kind, long lists folded away. Keys and locales are shortened (`DisplayText`),
/// their controls shown as `\u{1b}` (`MarkdownText.codeSpan`).
public struct MarkdownCheckFormat: CheckFormat {
    public let name = "md"
    public let helpNote: String? = nil

    public init() {}

    package func render(_ result: CheckResult, toolVersion: String) -> String {
        let report = result.report
        var out = "## String catalog check: \(MarkdownText.codeSpan(report.catalog))\n\n"
        out += "Source language \(MarkdownText.codeSpan(report.sourceLanguage)) · "
        out += report.problems.isEmpty ? "no problems" : CheckPhrases.counts(report)
        out += "\n\n"
        out += CheckTables.coverage(report, locale: { localeLabel($0, report) }).render(compactDelimiterRow: true)
        if let phrase = CheckPhrases.needNoTranslation(report) { out += "\n" + phrase + "\n" }
        if let phrase = CheckPhrases.cannotTell(report) { out += "\n" + MarkdownText.escapeInline(phrase) + "\n" }
        if let baseline = result.baseline {
            out += "\nCompared with the baseline \(MarkdownText.codeSpan(baseline.name)):\n\n"
            out += CheckTables.baseline(result, locale: { localeLabel($0, result.report) }).render(compactDelimiterRow: true)
        }
        if result.hasGateDetails {
            out += "\n**" + MarkdownText.escapeShowingLineBreaks(result.verdict) + "** " + (result.passed ? "✅" : "❌") + "\n"
        }
        if report.problems.isEmpty {
            out += "\nNo problems found. ✅\n"
            return out
        }
        var buffer = ReportBuffer(capacity: out.utf8.count + report.problems.count * 220)
        buffer.append(out)
        appendProblems(result, to: &buffer)
        return buffer.text
    }

    /// Several catalogs: each catalog's section, then the coverage over all of them.
    package func render(_ results: [CheckResult], toolVersion: String) -> String {
        if results.count == 1 { return render(results[0], toolVersion: toolVersion) }
        let totals = CheckTotals(results)
        var out = results.map { render($0, toolVersion: toolVersion) }.joined(separator: "\n")
        out += "\n## Total over \(totals.catalogs.count) catalogs\n\n" + totals.table.render(compactDelimiterRow: true)
        out += "\n**" + (totals.passed ? "Passed" : "Failed") + "** " + (totals.passed ? "✅" : "❌") + "\n"
        return out
    }

    private func localeLabel(_ locale: String, _ report: CompletenessReport) -> MarkdownCell {
        .markdown(MarkdownText.codeSpan(DisplayText.shortened(locale)) + (locale == report.sourceLanguage ? " (source)" : ""))
    }

    private func appendProblems(_ result: CheckResult, to buffer: inout ReportBuffer) {
        let problems = result.report.problems
        let marksBaseline = result.baseline != nil
        for (kind, group) in CheckPhrases.groupedProblems(result.report) {
            buffer.append("\n### \(kind.rawValue) (\(group.count))\n\n")
            // Long lists fold away so the comment stays readable.
            let folded = group.count > 20
            if folded { buffer.append("<details><summary>Show \(group.count) problems</summary>\n\n") }
            for index in group {
                let problem = problems[index]
                buffer.append(problem.severity == .error ? "- ❌ " as StaticString : "- ⚠️ " as StaticString)
                buffer.append(MarkdownText.codeSpan(DisplayText.shortened(problem.key)))
                if let locale = problem.locale {
                    buffer.append(" · " as StaticString)
                    buffer.append(MarkdownText.codeSpan(DisplayText.shortened(locale)))
                }
                if let source = problem.source {
                    buffer.append(" · " as StaticString)
                    buffer.append(MarkdownText.codeSpan("\(source.file):\(source.line):\(source.column)"))
                } else if let fileLine = problem.line, fileLine > 0 {
                    buffer.append(" · line " as StaticString)
                    buffer.append(fileLine)
                }
                if marksBaseline { buffer.append(result.isNew[index] ? " · **new**" as StaticString : " · in baseline" as StaticString) }
                buffer.append(" — " as StaticString)
                buffer.append(MarkdownText.escapeShowingLineBreaks(problem.message))
                buffer.append(byte: UInt8(ascii: "\n"))
            }
            if folded { buffer.append("\n</details>\n" as StaticString) }
        }
    }
}
