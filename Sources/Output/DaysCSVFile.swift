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

    public func write<E: Error>(_ report: Report, csv options: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        let dialect = options.csvDialect(locale: report.locale)
        var writer = CSVWriter(dialect: dialect, reservingCapacity: DailyCSVFile.chunkBytes + 4096)
        writer.appendRow(ReportCSV.header(report, options, [
            ("day", .columnDay), ("position", .columnPosition), ("tracker_id", .columnTrackerID), ("tracker", .columnTrackerName),
            ("tracker_label", .columnTracker), ("value_total", .columnValueTotal), ("goal", .columnGoal), ("level_key", .columnLevelKey),
            ("level_index", .columnLevelIndex), ("outcome", .columnOutcome), ("streak", .columnStreak), ("strength", .columnStrength),
        ]))
        let range = (report.from ?? CalendarDay(dayNumber: Int.min))...(report.to ?? CalendarDay(dayNumber: Int.max))
        for (entry, periods) in zip(report.trackers, report.periods) {
            let row = Row(report: report, entry: entry, ids: options.headers == .ids)
            let history = periods.history
            for older in history.olderDays where range.contains(older.days.lowerBound) {
                row.append(older.days, older.record, to: &writer)
            }
            for (offset, record) in history.records.enumerated() where record.isWalked {
                let day = history.recordStart.advanced(by: offset)
                if range.contains(day) { row.append(day...day, record, to: &writer) }
            }
            if writer.bytes.count >= DailyCSVFile.chunkBytes {
                try output(OutputChunk(writer.bytes))
                writer = CSVWriter(dialect: dialect, reservingCapacity: DailyCSVFile.chunkBytes + 4096, continuing: true)
            }
        }
        try output(OutputChunk(writer.bytes))
    }

    /// One tracker's rows: the cells that are the same on each, and how a day becomes a row.
    private struct Row {
        let leading: [CSVCell]
        let entry: Report.TrackerEntry
        let goal: Int?
        let isCounter: Bool
        let outcomes: [DayOutcomeWord: String]

        init(report: Report, entry: Report.TrackerEntry, ids: Bool) {
            leading = [.integer(entry.position), .text(UUIDText.string(entry.tracker.id)), .text(entry.name), .text(entry.label)]
            self.entry = entry
            if case .meetsGoal(let goal) = entry.rules.successCondition { self.goal = goal } else { goal = nil }
            isCounter = entry.rules.trackingMode == .counter
            var outcomes: [DayOutcomeWord: String] = [:]
            for word in DayOutcomeWord.allCases { outcomes[word] = ids ? word.rawValue : report.text(word.text) }
            self.outcomes = outcomes
        }

        func append(_ days: ClosedRange<CalendarDay>, _ record: DayHistory.Record, to writer: inout CSVWriter) {
            // Several days without a log in one row: their ISO 8601 interval.
            writer.appendCell(.text(days.lowerBound == days.upperBound
                ? days.lowerBound.isoString : days.lowerBound.isoString + "/" + days.upperBound.isoString))
            for cell in leading { writer.appendCell(cell) }
            writer.appendCell(isCounter ? .integer(record.sum) : .text(""))
            writer.appendCell(goal.map(CSVCell.integer) ?? .text(""))
            let level = Int(record.levelIndex)
            let hasLevel = level >= 0 && level < entry.levelKeys.count
            writer.appendCell(.text(hasLevel ? entry.levelKeys[level] : ""))
            // 1 = the tracker's first level: what a chart of the "average level" plots.
            writer.appendCell(hasLevel ? .integer(level + 1) : .text(""))
            writer.appendCell(.text(outcomes[DayOutcomeWord(record, goal: goal)] ?? ""))
            writer.appendCell(.integer(Int(record.streakAfter)))
            writer.appendCell(.decimal(record.strength, fractionDigits: 4))
            writer.endRow()
        }
    }
}
