import SharpTools
import StringCatalog

/// `--format md`: the report as a Markdown comment for a pull request — tables, then the
/// problems by kind, long lists folded away.
public struct MarkdownCheckFormat: CheckFormat {
    public let name = "md"
    public let helpNote: String? = nil

    public init() {}

    public func render(_ result: CheckResult, toolVersion: String) -> String {
        let report = result.report
        var out = "## String catalog check: \(MarkdownText.codeSpan(report.catalog))\n\n"
        out += "Source language \(MarkdownText.codeSpan(report.sourceLanguage)) · "
        out += report.problems.isEmpty ? "no problems" : CheckPhrases.counts(report)
        out += "\n\n"
        out += CheckTables.coverage(report, locale: { localeLabel($0, report) }).render(compactDelimiterRow: true)
        if let phrase = CheckPhrases.needNoTranslation(report) { out += "\n" + phrase + "\n" }
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

    private func localeLabel(_ locale: String, _ report: CompletenessReport) -> MarkdownCell {
        .markdown(MarkdownText.codeSpan(locale) + (locale == report.sourceLanguage ? " (source)" : ""))
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
                buffer.append(MarkdownText.codeSpan(problem.key))
                if let locale = problem.locale {
                    buffer.append(" · " as StaticString)
                    buffer.append(MarkdownText.codeSpan(locale))
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
