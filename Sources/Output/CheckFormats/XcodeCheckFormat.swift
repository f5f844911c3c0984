import Foundation
import SharpTools
import StringCatalog
import CatalogCheck

/// `--format xcode`: one `path:line:column: error|warning|note: message` line per problem, the
/// shape compilers print and Xcode shows inline when a Run Script build phase prints it. A
/// problem found in the code points at the Swift line; one about the catalog at the catalog's
/// line (line 1 when it has none, so Xcode can still open the file). Paths are absolute, as
/// Xcode needs them; the last line sums up.
package struct XcodeCheckFormat: CheckFormat {
    public let name = "xcode"
    public let helpNote: String? = "Xcode build phase"
    /// Relative paths are made absolute against this directory.
    let directory: String

    public init() {
        directory = FileManager.default.currentDirectoryPath
    }

    init(directory: String) {
        self.directory = directory
    }

    package func render(_ result: CheckResult, toolVersion: String) -> String {
        let report = result.report
        var out = ReportBuffer(capacity: 256 + report.problems.count * 200)
        let catalog = absolute(report.catalog)
        for (index, problem) in report.problems.enumerated() {
            let place: String
            if let source = problem.source {
                place = "\(absolute(source.file)):\(source.line):\(source.column)"
            } else {
                place = "\(catalog):\(max(problem.line ?? 1, 1)):1"
            }
            let level: String
            switch result.level(of: index) {
            case .error: level = "error"
            case .warning: level = "warning"
            case .note: level = "note"
            }
            let subject = DisplayText.shortened(problem.key) + (problem.locale.map { " [\(DisplayText.shortened($0))]" } ?? "")
            out.append(TerminalText.oneLine("\(place): \(level): \(subject): \(problem.message) [\(problem.kind.rawValue)]") + "\n")
        }
        if let minimum = result.policy.minCoverage {
            for outcome in result.localesBelowMinimum {
                out.append("\(catalog):1:1: error: \(outcome.locale) coverage is \(CheckResult.percent(tenths: outcome.coverageTenths)), below the minimum of \(CheckResult.minimumText(minimum))% [coverage]\n")
            }
        }
        let summary = report.summaries.map { "\($0.locale) \(CheckPhrases.percent($0))" }.joined(separator: ", ")
        out.append(TerminalText.oneLine("\(report.catalog): \(result.verdict) Coverage: \(summary).") + "\n")
        return out.text
    }

    private func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: directory).appendingPathComponent(path).standardizedFileURL.path
    }
}
