import SharpTools
import TrackerModel

/// One file of the report set (`trackerkit report` writes each per locale into
/// `OUT/<locale>/`). Adding a report file: one type conforming to this protocol, in a file of
/// its own, and one entry in `ReportFiles.all`. The type declares everything the commands,
/// their help and the tests need to know about the file: its name, its kind, the report data
/// it reads, whether `export` writes it, and its golden copies.
package protocol ReportFileRenderer: Sendable {
    /// The file's name in `OUT/<locale>/`; may lie in a subdirectory (`img/01-noalc.svg`).
    var fileName: String { get }

    /// The kind of file `report --format` picks it by.
    var format: ReportFormat { get }

    /// The parts of the report it reads beyond the listed trackers, their streaks and the
    /// logs. A part not declared here is not worked out when only this file is written.
    var needs: ReportParts { get }

    /// The word `trackerkit export` writes it under (`logs`); nil (the default) when export
    /// does not offer it.
    var exportName: String? { get }

    /// The golden sets keeping a committed copy of it (by default every set that holds files
    /// of its kind: `ReportGoldenSet.holdsByDefault`).
    var goldenSets: [ReportGoldenSet] { get }

    /// The file with only the periods of `kinds` (`export periods --period week`); nil (the
    /// default) for a file without kinds of period.
    func limited(to kinds: [PeriodSummary.Kind]) -> (any ReportFileRenderer)?

    /// The whole file in memory.
    func render(_ report: Report, csv: CSVOptions) -> [UInt8]

    /// The file's bytes, piece by piece and in order, to `output` on the caller's thread — for
    /// writing a file without holding all of it (`logs.csv` is 160 MB for a million logs).
    /// When `output` throws, rendering stops and the error is rethrown. By default: the whole
    /// file in one piece.
    func write<E: Error>(_ report: Report, csv: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E)
}

extension ReportFileRenderer {
    public var exportName: String? { nil }

    public var goldenSets: [ReportGoldenSet] {
        ReportGoldenSet.allCases.filter { $0.holdsByDefault(format) }
    }

    public func limited(to kinds: [PeriodSummary.Kind]) -> (any ReportFileRenderer)? { nil }

    package func write<E: Error>(_ report: Report, csv: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        try output(OutputChunk(render(report, csv: csv)))
    }

    /// The whole file with the default CSV options.
    public func render(_ report: Report) -> [UInt8] {
        render(report, csv: CSVOptions())
    }
}
