import SharpTools
import TrackerModel

/// `days.csv`: one row per listed tracker and day the streak walk judged — its total, goal,
/// deciding level, outcome, the streak and the habit strength after it — tracker by tracker,
/// oldest day first: a "long" table that a pivot table or `pandas` charts as it is. Every
/// figure is a number cell, so both CSV dialects give numbers (`0,7312` in the Excel dialect
/// of a decimal-comma locale).
///
/// In proportion to the data, as daily.csv: before the tracker's history window (the last 12
/// months and 53 weeks, `DayHistory.windowStart`), days in a row without a log that ended
/// alike (all missed, all healed, an avoidance tracker's successes) share one row, dated as
/// the ISO 8601 interval `1900-01-03/2025-11-14`, with the streak and strength of its last day.
/// `--from`/`--to` keep the rows inside them (no row reaches across either).
public struct DaysCSVFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "days.csv" }
    public var format: ReportFormat { .csv }
    public var needs: ReportParts { [.history, .dayRows] }
    public var exportName: String? { "days" }

    public func render(_ report: Report, csv options: CSVOptions) -> [UInt8] {
        var bytes: [UInt8] = []
        write(report, csv: options) { (chunk: borrowing OutputChunk) in bytes.append(contentsOf: chunk.bytes) }
        return bytes
    }

    package func write<E: Error>(_ report: Report, csv options: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        let dialect = options.csvDialect(locale: report.locale)
        var header = CSVWriter(dialect: dialect)
        header.appendRow(ReportCSV.header(report, options, file: fileName, [
            ("day", .columnDay), ("position", .columnPosition), ("tracker_id", .columnTrackerID), ("tracker", .columnTrackerName),
            ("tracker_label", .columnTracker), ("value_total", .columnValueTotal), ("goal", .columnGoal), ("level_key", .columnLevelKey),
            ("level_index", .columnLevelIndex), ("outcome", .columnOutcome), ("streak", .columnStreak), ("strength", .columnStrength),
        ]))
        var chunk = OutputChunk(capacity: DailyCSVFile.chunkBytes + 4096)
        chunk.append(contentsOf: header.bytes)
        let range = (report.from ?? CalendarDay(dayNumber: Int.min))...(report.to ?? CalendarDay(dayNumber: Int.max))
        for (entry, periods) in zip(report.trackers, report.periods) {
            // The rows are spelled in place (`DaysCSVEncoder`): no string or cell per value.
            let encoder = DaysCSVEncoder(report: report, entry: entry, ids: options.headers == .ids, dialect: dialect)
            let history = periods.history
            for older in history.olderDays where range.contains(older.days.lowerBound) {
                encoder.append(older.days, older.record, to: &chunk)
            }
            for (offset, record) in history.records.enumerated() where record.isWalked {
                let day = history.recordStart.advanced(by: offset)
                if range.contains(day) { encoder.append(day...day, record, to: &chunk) }
                if chunk.count >= DailyCSVFile.chunkBytes {
                    try output(chunk)
                    chunk.removeAll()
                }
            }
        }
        try output(chunk)
    }
}
