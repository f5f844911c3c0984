import SharpTools

/// One file of the report set (`trackerkit report` writes each per locale into
/// `OUT/<locale>/`). Adding a report file: one type conforming to this protocol, in a file of
/// its own, and one entry in `ReportFiles.all`.
public protocol ReportFileRenderer: Sendable {
    /// The file's name in `OUT/<locale>/`.
    var fileName: String { get }

    /// The whole file in memory.
    func render(_ report: Report, csv: CSVOptions) -> [UInt8]

    /// The file's bytes, piece by piece and in order, to `output` on the caller's thread — for
    /// writing a file without holding all of it (`logs.csv` is 160 MB for a million logs).
    /// When `output` throws, rendering stops and the error is rethrown. By default: the whole
    /// file in one piece.
    func write<E: Error>(_ report: Report, csv: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E)
}

extension ReportFileRenderer {
    public func write<E: Error>(_ report: Report, csv: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        try output(OutputChunk(render(report, csv: csv)))
    }

    /// The whole file with the default CSV options.
    public func render(_ report: Report) -> [UInt8] {
        render(report, csv: CSVOptions())
    }
}

/// The report set.
public enum ReportFiles {
    /// Every file `trackerkit report` writes per locale, in the order they are written.
    public static let all: [any ReportFileRenderer] = [
        TrackersMarkdownFile(), TrackersCSVFile(), StreaksMarkdownFile(), StreaksCSVFile(), LogsCSVFile(), DailyCSVFile(),
        PeriodsMarkdownFile(), PeriodsCSVFile(), HTMLReportFile(),
    ]

    /// Every file of a report whose listed trackers are `listed` (position and stored name, in
    /// display order): `all`, then one picture per listed tracker (`img/NN-<slug>.svg`) —
    /// only the files of `formats`.
    public static func files(listed: [(position: Int, name: String)], formats: Set<ReportFormat> = Set(ReportFormat.allCases)) -> [any ReportFileRenderer] {
        let pictures = listed.enumerated().map { TrackerSVGFile(index: $0.offset, position: $0.element.position, name: $0.element.name) }
        return (all + pictures).filter { formats.contains(ReportFormat.of($0.fileName)) }
    }

    /// `files(listed:formats:)` for the trackers `report` lists.
    public static func files(for report: Report, formats: Set<ReportFormat> = Set(ReportFormat.allCases)) -> [any ReportFileRenderer] {
        files(listed: report.trackers.map { ($0.position, $0.tracker.name) }, formats: formats)
    }

    /// The file of the set called `fileName` (`logs.csv`, …).
    public static func named(_ fileName: String) -> (any ReportFileRenderer)? {
        all.first { $0.fileName == fileName }
    }
}
