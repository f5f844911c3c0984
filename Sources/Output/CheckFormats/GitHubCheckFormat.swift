import SharpTools
import StringCatalog
import CatalogCheck

/// `--format github`: GitHub Actions workflow commands — `::error file=…,line=…,title=…::message`
/// per problem (`::warning`, `::notice` by `CheckResult.level(of:)`), one `::error` per locale
/// below the minimum coverage, then one plain summary line.
package struct GitHubCheckFormat: CheckFormat {
    public let name = "github"
    public let helpNote: String? = "workflow commands"

    public init() {}

    package func render(_ result: CheckResult, toolVersion: String) -> String {
        let report = result.report
        var out = ReportBuffer(capacity: 256 + report.problems.count * 240)
        // Each problem's command written straight into one buffer.
        let file = Self.escapeProperty(report.catalog)
        for (index, problem) in report.problems.enumerated() {
            switch result.level(of: index) {
            case .error: out.append("::error file=" as StaticString)
            case .warning: out.append("::warning file=" as StaticString)
            case .note: out.append("::notice file=" as StaticString)
            }
            if let source = problem.source {
                // Found in the code: the annotation goes onto the Swift line.
                Self.appendEscaped(source.file, property: true, to: &out)
                out.append(",line=" as StaticString)
                out.append(source.line)
                out.append(",col=" as StaticString)
                out.append(source.column)
            } else {
                out.append(file)
            }
            if problem.source == nil, let line = problem.line, line > 0 {
                out.append(",line=" as StaticString)
                out.append(line)
            }
            out.append(",title=" as StaticString)
            Self.appendEscaped(problem.kind.rawValue, property: true, to: &out)
            out.append("%3A " as StaticString)
            // Shortened for the annotation's title (`DisplayText`); the message quotes it so too.
            Self.appendEscaped(DisplayText.shortened(problem.key), property: true, to: &out)
            if let locale = problem.locale {
                out.append(" [" as StaticString)
                Self.appendEscaped(DisplayText.shortened(locale), property: true, to: &out)
                out.append(byte: UInt8(ascii: "]"))
            }
            out.append("::" as StaticString)
            Self.appendEscaped(problem.message, property: false, to: &out)
            out.append(byte: UInt8(ascii: "\n"))
        }
        if let minimum = result.policy.minCoverage {
            for outcome in result.localesBelowMinimum {
                let message = "\(outcome.locale) coverage is \(CheckResult.percent(tenths: outcome.coverageTenths)) (\(outcome.summary.translated) of \(outcome.summary.keys) keys translated), below the minimum of \(CheckResult.minimumText(minimum))% — translate the missing keys"
                out.append(Self.workflowCommand("error", properties: [("file", report.catalog), ("title", "coverage [\(outcome.locale)]")], message: message))
            }
        }
        let summary = report.summaries.map { "\($0.locale) \(CheckPhrases.percent($0))" }.joined(separator: ", ")
        out.append(TerminalText.oneLine("\(report.catalog): \(result.verdict) Coverage: \(summary).") + "\n")
        return out.text
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
    /// character escaped is ASCII, so the escaping works on bytes. Other control characters
    /// and the bidi controls are shown as `\u{1b}` first (`TerminalText.showingControls`):
    /// the runner would pass an ESC on to the log, where it starts an escape sequence.
    static func appendEscaped(_ text: String, property: Bool, to out: inout ReportBuffer) {
        out.append(TerminalText.showingControls(text)) { byte in
            switch byte {
            case UInt8(ascii: "%"): return "%25"
            case 0x0D: return "%0D"
            case 0x0A: return "%0A"
            case UInt8(ascii: ":") where property: return "%3A"
            case UInt8(ascii: ",") where property: return "%2C"
            default: return nil
            }
        }
    }
}
