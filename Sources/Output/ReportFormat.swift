/// The kinds of file `report --format` chooses from: `md` (the Markdown files and the SVG
/// pictures they show), `csv`, `html` (index.html, self-contained).
public enum ReportFormat: String, CaseIterable, Sendable {
    case html, md, csv

    /// The format a report file belongs to, by its name's extension.
    public static func of(_ fileName: String) -> ReportFormat {
        if fileName.hasSuffix(".csv") { return .csv }
        if fileName.hasSuffix(".html") { return .html }
        return .md
    }
}
