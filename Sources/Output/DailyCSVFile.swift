import SharpTools
import TrackerModel

/// `daily.csv`: one row per day, one column per listed tracker (contract §4.2) — but older than
/// 53 weeks, days in a row without a log of any listed tracker share one row, its day the
/// ISO 8601 interval `1900-01-03/2025-11-14` (`Report.DailyTable`). Written in chunks of rows:
/// the file grows with the rows × trackers.
public struct DailyCSVFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "daily.csv" }
    public var format: ReportFormat { .csv }
    public var needs: ReportParts { .daily }
    public var exportName: String? { "daily" }

    /// Bytes gathered before a chunk is handed on.
    static let chunkBytes = 1 << 20

    public func render(_ report: Report, csv options: CSVOptions) -> [UInt8] {
        var bytes: [UInt8] = []
        write(report, csv: options) { (chunk: borrowing OutputChunk) in bytes.append(contentsOf: chunk.bytes) }
        return bytes
    }

    package func write<E: Error>(_ report: Report, csv options: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        let dialect = options.csvDialect(locale: report.locale)
        var writer = CSVWriter(dialect: dialect, reservingCapacity: Self.chunkBytes + 4096)
        var headerRow: [CSVCell] = [.header(options.headers == .ids ? "day" : report.text(.columnDay))]
        for entry in report.trackers {
            // A custom tracker's name is user text: neutralized like any text cell.
            headerRow.append(options.headers == .ids ? .header(entry.tracker.id.uuidString) : .text(entry.label))
        }
        writer.appendRow(headerRow)
        try report.daily.forEachRow { (days, cells) throws(E) in
            // Several days without a log in one row: their ISO 8601 interval.
            writer.appendCell(.text(days.lowerBound == days.upperBound
                ? days.lowerBound.isoString : days.lowerBound.isoString + "/" + days.upperBound.isoString))
            for cell in cells {
                switch cell {
                case .empty: writer.appendCell(.text(""))
                case .text(let text): writer.appendCell(.text(text))
                case .number(let value): writer.appendCell(.integer(value))
                }
            }
            writer.endRow()
            if writer.bytes.count >= Self.chunkBytes {
                try output(OutputChunk(writer.bytes))
                writer = CSVWriter(dialect: dialect, reservingCapacity: Self.chunkBytes + 4096, continuing: true)
            }
        }
        try output(OutputChunk(writer.bytes))
    }
}
