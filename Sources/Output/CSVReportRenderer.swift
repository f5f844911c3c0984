import Foundation
import TrackerModel

/// The four CSV files (SPEC §5): RFC 4180 or the Excel dialect, localized or snake_case
/// headers, ISO dates, raw values beside their localized meaning.
public enum CSVReportRenderer {
    private static func header(_ report: Report, _ options: CSVOptions, _ columns: [(id: String, title: ReportText)]) -> [CSVCell] {
        columns.map { .header(options.headers == .ids ? $0.id : report.text($0.title)) }
    }

    private static let trackerColumns: [(id: String, title: ReportText)] = [
        ("position", .columnPosition), ("tracker_id", .columnTrackerID), ("tracker", .columnTrackerName),
        ("tracker_label", .columnTracker),
    ]

    public static func trackers(_ report: Report, options: CSVOptions) -> [UInt8] {
        var writer = CSVWriter(dialect: options.csvDialect(locale: report.locale))
        writer.appendRow(header(report, options, trackerColumns + [
            ("icon", .columnIcon), ("type", .columnType), ("tracking_mode", .columnTrackingMode),
            ("display_order", .columnDisplayOrder), ("active", .columnActive), ("levels", .columnLevels),
            ("daily_goal", .columnGoal), ("rewards", .columnRewards), ("day_assignment", .columnDayAssignment),
            ("created", .columnCreated),
        ]))
        for entry in report.trackers {
            writer.appendRow(trackerCells(entry) + [
                .text(entry.tracker.icon), .text(entry.tracker.type.rawValue), .text(entry.tracker.trackingMode.rawValue),
                .integer(entry.tracker.displayOrder), .text(entry.tracker.isActive ? "true" : "false"), .text(entry.levelsText),
                entry.tracker.dailyGoal.map(CSVCell.integer) ?? .text(""), .text(entry.rewardText),
                .text(entry.rules.dayAssignment.rawValue), .text(entry.createdDay.isoString),
            ])
        }
        return writer.bytes
    }

    public static func streaks(_ report: Report, options: CSVOptions) -> [UInt8] {
        var writer = CSVWriter(dialect: options.csvDialect(locale: report.locale))
        writer.appendRow(header(report, options, trackerColumns + [
            ("current_streak", .columnCurrentStreak), ("longest_streak", .columnLongestStreak),
            ("rewards_available", .columnRewardsAvailable), ("rewards_earned", .columnRewardsEarned),
            ("rewards_used", .columnRewardsUsed), ("current_streak_start", .columnCurrentStreakStart),
            ("longest_streak_start", .columnLongestStreakStart), ("longest_streak_end", .columnLongestStreakEnd),
            ("today", .columnToday), ("success_rate_7_days", .columnRate7), ("success_rate_30_days", .columnRate30),
        ]))
        for entry in report.trackers {
            let summary = entry.summary
            writer.appendRow(trackerCells(entry) + [
                .integer(summary.currentStreak), .integer(summary.longestStreak), .integer(summary.availableRewards),
                .integer(summary.totalRewardsEarned), .integer(summary.totalRewardsUsed),
                .text(summary.currentStreakStart?.isoString ?? ""),
                .text(summary.longestStreakDays?.lowerBound.isoString ?? ""),
                .text(summary.longestStreakDays?.upperBound.isoString ?? ""),
                .text(entry.todayText),
                summary.last7Days.fraction.map { CSVCell.decimal($0, fractionDigits: 3) } ?? .text(""),
                summary.last30Days.fraction.map { CSVCell.decimal($0, fractionDigits: 3) } ?? .text(""),
            ])
        }
        return writer.bytes
    }

    public static func logs(_ report: Report, options: CSVOptions) -> [UInt8] {
        var bytes: [UInt8] = []
        writeLogs(report, options: options) { bytes += $0 }
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
    /// `logs(_:options:)` whatever the chunking. `output` may throw to stop.
    static func writeLogs<E: Error>(
        _ report: Report, options: CSVOptions, rowsPerChunk: Int = rowsPerChunk, workers: Int? = nil,
        to output: (UnsafeRawBufferPointer) throws(E) -> Void
    ) throws(E) {
        let dialect = options.csvDialect(locale: report.locale)
        var header = CSVWriter(dialect: dialect)
        header.appendRow(self.header(report, options, [
            ("tracker_position", .columnPosition), ("tracker_id", .columnTrackerID), ("tracker", .columnTrackerName),
            ("tracker_label", .columnTracker), ("log_id", .columnLogID), ("timestamp", .columnTimestamp), ("day", .columnDay),
            ("value", .columnValue), ("level_key", .columnLevelKey), ("level_label", .columnLevel), ("note", .columnNote),
            ("trigger", .columnTrigger), ("location", .columnLocation),
        ]))
        try ReportRenderer.emit(header.bytes, to: output)

        let encoder = LogsCSVEncoder(report: report, dialect: dialect)
        let count = report.logs.count
        let rowsPerChunk = max(1, rowsPerChunk)
        let chunkCount = (count + rowsPerChunk - 1) / rowsPerChunk
        try OrderedChunkPipeline.run(
            chunkCount: chunkCount,
            workers: workers ?? (count >= parallelRowThreshold ? renderingWorkers : 0),
            // Rows average ~155 bytes on the generated stores; a chunk with long notes grows.
            chunkCapacity: min(count, rowsPerChunk) * 180,
            render: { index, chunk in
                encoder.encode(rows: (index * rowsPerChunk)..<min(count, (index + 1) * rowsPerChunk), into: chunk)
            },
            consume: { (chunk) throws(E) in try output(chunk.bytes) }
        )
    }

    public static func daily(_ report: Report, options: CSVOptions) -> [UInt8] {
        var writer = CSVWriter(dialect: options.csvDialect(locale: report.locale))
        var headerRow: [CSVCell] = [.header(options.headers == .ids ? "day" : report.text(.columnDay))]
        for entry in report.trackers {
            // A custom tracker's name is user text: neutralized like any text cell.
            headerRow.append(options.headers == .ids ? .header(entry.tracker.id.uuidString) : .text(entry.label))
        }
        writer.appendRow(headerRow)
        for (row, day) in report.daily.days.enumerated() {
            writer.appendCell(.text(day.isoString))
            for cell in report.daily.cells[row] {
                switch cell {
                case .empty: writer.appendCell(.text(""))
                case .text(let text): writer.appendCell(.text(text))
                case .number(let value): writer.appendCell(.integer(value))
                }
            }
            writer.endRow()
        }
        return writer.bytes
    }

    /// A tracker's leading cells, shared by trackers.csv, streaks.csv and logs.csv.
    static func trackerCells(_ entry: Report.TrackerEntry) -> [CSVCell] {
        [.integer(entry.position), .text(UUIDText.string(entry.tracker.id)), .text(entry.tracker.name), .text(entry.label)]
    }
}
