/// One `--format` of `trackerkit streaks`. Adding a format: one type conforming to this
/// protocol, in a file of its own, and one entry in `StreaksFormats.all` (which also gives
/// the option's values and help).
public protocol StreaksFormat: Sendable {
    /// The `--format` value.
    var name: String { get }

    /// The parts of the report it reads beyond the listed trackers and their streaks; what
    /// `streaks` works out.
    var needs: ReportParts { get }

    /// The whole output for the terminal or a pipe.
    func render(_ report: Report, csv: CSVOptions) -> String
}

/// The formats of `trackerkit streaks`, in the order the help lists them; the first is the default.
public enum StreaksFormats {
    public static let all: [any StreaksFormat] = [
        StreaksTextFormat(), StreaksMarkdownFormat(), StreaksCSVFormat(), StreaksJSONFormat(),
    ]

    public static var names: [String] { all.map(\.name) }

    public static func named(_ name: String) -> (any StreaksFormat)? {
        all.first { $0.name == name }
    }
}
