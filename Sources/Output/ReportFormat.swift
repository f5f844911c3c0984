/// The kinds of file `report --format` chooses from. Each report file declares its kind
/// (`ReportFileRenderer.format`); the option offers the kinds that have files
/// (`ReportFiles.formats`), in this order.
public enum ReportFormat: String, CaseIterable, Sendable {
    case html, md, csv

    /// What the `--format` help adds after the name ("md (Markdown and its SVG pictures)");
    /// nil for none.
    public var helpNote: String? {
        switch self {
        case .md: "Markdown and its SVG pictures"
        case .html, .csv: nil
        }
    }
}
