import StringCatalog
import CatalogCheck

/// One output format of `trackerkit strings check --format`: a type of its own per format,
/// listed once in `CheckFormats.all`.
///
/// Adding a format is one new file with a type conforming to this protocol, and one entry in
/// `CheckFormats.all` — the `--format` values, their help and the dispatch come from that list.
package protocol CheckFormat: Sendable {
    /// The `--format` value (`json`).
    var name: String { get }
    /// What the `--format` help adds after the name (`XML` gives "junit (XML)"); nil for none.
    var helpNote: String? { get }
    /// The check result in this format; always ends with a newline.
    /// - Parameter toolVersion: the version of the tool, for formats that name it (SARIF).
    func render(_ result: CheckResult, toolVersion: String) -> String
    /// The results of several catalogs of one run (`--catalog` repeated, `--root`) as one
    /// output, with the coverage in total; with one result the same as `render(_:toolVersion:)`.
    func render(_ results: [CheckResult], toolVersion: String) -> String
}

extension CheckFormat {
    /// By default each catalog's report in turn, then the total coverage table and verdict.
    package func render(_ results: [CheckResult], toolVersion: String) -> String {
        if results.count == 1 { return render(results[0], toolVersion: toolVersion) }
        let totals = CheckTotals(results)
        var out = results.map { render($0, toolVersion: toolVersion) }.joined(separator: "\n")
        out += "\n" + totals.verdictLine + "\n\n" + totals.table.renderAligned(trimmingTrailingSpaces: true)
        return out
    }
}

/// The check formats, in the order the help lists them.
public enum CheckFormats {
    package static let all: [any CheckFormat] = [
        TextCheckFormat(), MarkdownCheckFormat(), JSONCheckFormat(), GitHubCheckFormat(), JUnitCheckFormat(), SARIFCheckFormat(), XcodeCheckFormat(),
    ]

    /// The `--format` values, in list order.
    public static var names: [String] { all.map(\.name) }

    /// The format whose `--format` value is `name`.
    package static func named(_ name: String) -> (any CheckFormat)? {
        all.first { $0.name == name }
    }

    /// The formats as the help lists them: `text, md, json, github (workflow commands), …`.
    public static var helpList: String {
        all.map { format in format.helpNote.map { "\(format.name) (\($0))" } ?? format.name }.joined(separator: ", ")
    }
}
