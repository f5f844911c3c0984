/// `--format md`: streaks.md of the report set.
public struct StreaksMarkdownFormat: StreaksFormat {
    public init() {}

    public var name: String { "md" }
    public var needs: ReportParts { StreaksMarkdownFile().needs }

    public func render(_ report: Report, csv: CSVOptions) -> String {
        StreaksMarkdownFile().markdown(report)
    }
}
