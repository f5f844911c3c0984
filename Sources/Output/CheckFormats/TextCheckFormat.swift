import SharpTools
import StringCatalog
import CatalogCheck

/// `--format text`: a coverage table per locale (and, with a baseline, the comparison), then
/// the problems grouped by kind, one per line. Keys, locales, names and messages come from
/// files and go to terminals and CI logs: control characters are shown escaped
/// (`TerminalText.oneLine`), so none can start a line of its own or reach the terminal, and
/// keys and locales are shortened (`DisplayText`; `--format json` keeps them whole).
package struct TextCheckFormat: CheckFormat {
    public let name = "text"
    public let helpNote: String? = nil

    public init() {}

    package func render(_ result: CheckResult, toolVersion: String) -> String {
        let report = result.report
        var out = "\(TerminalText.oneLine(report.catalog)) — source language \(TerminalText.oneLine(report.sourceLanguage))\n\n"
        out += CheckTables.coverage(report, locale: { localeLabel($0, report) }).renderAligned(trimmingTrailingSpaces: true) + "\n"
        if let phrase = CheckPhrases.needNoTranslation(report) { out += phrase + "\n\n" }
        if let phrase = CheckPhrases.cannotTell(report) { out += TerminalText.oneLine(phrase) + "\n\n" }
        if let baseline = result.baseline {
            out += "Compared with the baseline \(TerminalText.oneLine(baseline.name)):\n\n"
            out += CheckTables.baseline(result, locale: { localeLabel($0, result.report) }).renderAligned(trimmingTrailingSpaces: true) + "\n"
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

    private func localeLabel(_ locale: String, _ report: CompletenessReport) -> MarkdownCell {
        let shown = TerminalText.oneLine(DisplayText.shortened(locale))
        return .text(locale == report.sourceLanguage ? "\(shown) (source)" : shown)
    }

    private func appendProblems(_ result: CheckResult, to buffer: inout ReportBuffer) {
        let problems = result.report.problems
        let marksBaseline = result.baseline != nil
        for (kind, group) in CheckPhrases.groupedProblems(result.report) {
            buffer.append("\n\(kind.rawValue) (\(group.count))\n")
            for index in group {
                let problem = problems[index]
                buffer.append(problem.severity == .error ? "  error   " as StaticString : "  warning " as StaticString)
                buffer.append(TerminalText.oneLine(DisplayText.shortened(problem.key)))
                if let locale = problem.locale {
                    buffer.append(" [" as StaticString)
                    buffer.append(TerminalText.oneLine(DisplayText.shortened(locale)))
                    buffer.append(byte: UInt8(ascii: "]"))
                }
                if let source = problem.source {
                    buffer.append(" at " as StaticString)
                    buffer.append(TerminalText.showingLineBreaks("\(source.file):\(source.line):\(source.column)"))
                } else if let fileLine = problem.line, fileLine > 0 {
                    buffer.append(" line " as StaticString)
                    buffer.append(fileLine)
                }
                if marksBaseline { buffer.append(result.isNew[index] ? " (new)" as StaticString : " (in baseline)" as StaticString) }
                buffer.append(": " as StaticString)
                buffer.append(TerminalText.oneLine(problem.message))
                buffer.append(byte: UInt8(ascii: "\n"))
            }
        }
    }
}
