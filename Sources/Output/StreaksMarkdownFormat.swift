/// `--format md`: streaks.md of the report set — without its pictures, which are files of the
/// report set that standard output does not have, unless `images` names the directory they
/// are written to (`streaks --images DIR`); the links then lead there.
public struct StreaksMarkdownFormat: StreaksFormat {
    public let images: String?

    public init(images: String? = nil) {
        self.images = images
    }

    public var name: String { "md" }
    public var needs: ReportParts { StreaksMarkdownFile().needs }

    public func render(_ report: Report, csv: CSVOptions) -> String {
        StreaksMarkdownFile().markdown(report, images: images)
    }
}
