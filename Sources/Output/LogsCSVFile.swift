import Foundation
import SharpTools
import TrackerModel

/// `logs.csv`: one row per log in range, ordered by tracker position, timestamp and log id.
/// Large: written in chunks rendered on the other cores (`OrderedChunkPipeline`), never all
/// in memory; the rows are spelled by `LogsCSVEncoder`.
public struct LogsCSVFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "logs.csv" }
    public var format: ReportFormat { .csv }
    public var needs: ReportParts { [] }
    public var exportName: String? { "logs" }

    public func render(_ report: Report, csv options: CSVOptions) -> [UInt8] {
        var bytes: [UInt8] = []
        write(report, csv: options) { bytes += $0.bytes }
        return bytes
    }

    /// Rows per chunk of `logs.csv`: about 1 MB at ~160 bytes a row — large enough that a
    /// write(2) per chunk costs nothing, small enough that the buffers stay in the cache.
    static let rowsPerChunk = 6_500

    /// Fewer rows are rendered on the caller's thread: starting workers costs more.
    static let parallelRowThreshold = 20_000

    /// Rendering threads: one per core; the caller's thread mostly waits for them, waking to
    /// write a finished chunk.
    static let renderingWorkers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

    /// `logs.csv` piece by piece, in order, to `output` (on the caller's thread): the header,
    /// then chunks of rows rendered on worker threads into a few reused buffers
    /// (`OrderedChunkPipeline`), so the file is never all in memory. The bytes are those of
    /// `render(_:csv:)` whatever the chunking. `output` may throw to stop.
    package func write<E: Error>(_ report: Report, csv options: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        try write(report, csv: options, rowsPerChunk: LogsCSVFile.rowsPerChunk, workers: nil, to: output)
    }

    /// `workers`: nil for the default (one per core for large stores).
    func write<E: Error>(
        _ report: Report, csv options: CSVOptions, rowsPerChunk: Int, workers: Int?,
        to output: (borrowing OutputChunk) throws(E) -> Void
    ) throws(E) {
        let dialect = options.csvDialect(locale: report.locale)
        var header = CSVWriter(dialect: dialect)
        header.appendRow(ReportCSV.header(report, options, file: fileName, ReportCSV.trackerColumns + [
            ("log_id", .columnLogID), ("timestamp", .columnTimestamp), ("day", .columnDay),
            ("value", .columnValue), ("level_key", .columnLevelKey), ("level_label", .columnLevel), ("note", .columnNote),
            ("trigger", .columnTrigger), ("location", .columnLocation),
        ]))
        try output(OutputChunk(header.bytes))

        let encoder = LogsCSVEncoder(report: report, dialect: dialect)
        let count = report.logs.count
        let rowsPerChunk = max(1, rowsPerChunk)
        let chunkCount = (count + rowsPerChunk - 1) / rowsPerChunk
        try OrderedChunkPipeline.run(
            chunkCount: chunkCount,
            workers: workers ?? (count >= LogsCSVFile.parallelRowThreshold ? LogsCSVFile.renderingWorkers : 0),
            // Rows average ~155 bytes on the generated stores; a chunk with long notes grows.
            chunkCapacity: min(count, rowsPerChunk) * 180,
            render: { index, chunk in
                encoder.encode(rows: (index * rowsPerChunk)..<min(count, (index + 1) * rowsPerChunk), into: &chunk)
            },
            consume: { (chunk) throws(E) in try output(chunk) }
        )
    }
}
