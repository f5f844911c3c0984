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
        Array(logsSegments(report, options: options).joined())
    }

    /// `logs.csv` as consecutive parts: the header, then the rows split in two halves rendered
    /// at the same time (a million rows take about half a second on one core).
    public static func logsSegments(_ report: Report, options: CSVOptions) -> [[UInt8]] {
        let dialect = options.csvDialect(locale: report.locale)
        var header = CSVWriter(dialect: dialect)
        header.appendRow(self.header(report, options, [
            ("tracker_position", .columnPosition), ("tracker_id", .columnTrackerID), ("tracker", .columnTrackerName),
            ("tracker_label", .columnTracker), ("log_id", .columnLogID), ("timestamp", .columnTimestamp), ("day", .columnDay),
            ("value", .columnValue), ("level_key", .columnLevelKey), ("level_label", .columnLevel), ("note", .columnNote),
            ("trigger", .columnTrigger), ("location", .columnLocation),
        ]))
        let rows = LogRowEncoder(report: report, dialect: dialect)
        let count = report.logs.count
        let parts = count >= 20_000 ? 2 : 1
        let bodies = ParallelWork.map(parts) { part in
            rows.encode(rows: (count * part / parts)..<(count * (part + 1) / parts))
        }
        return [header.bytes] + bodies
    }

    /// Encodes `logs.csv` rows; shared read-only by the parts rendered in parallel.
    private struct LogRowEncoder: Sendable {
        let report: Report
        let dialect: CSVDialect
        let trackerPrefixes: [[UInt8]]
        let levelKeys: [[String]]
        let levelLabels: [[String]]
        static let trackerCellCount = 4

        init(report: Report, dialect: CSVDialect) {
            self.report = report
            self.dialect = dialect
            trackerPrefixes = report.allTrackers.map { CSVWriter.encodedFields(CSVReportRenderer.trackerCells($0), dialect: dialect) }
            levelKeys = report.allTrackers.map { $0.rules.levels?.map(\.key) ?? [] }
            levelLabels = report.allTrackers.map(\.levelLabels)
        }

        func encode(rows range: Range<Int>) -> [UInt8] {
            // About 160 bytes a row: one allocation for the whole part.
            var writer = CSVWriter(dialect: dialect, reservingCapacity: range.count * 160, continuing: true)
            // Ids, timestamps and days are formatted straight into this buffer: no String per cell.
            let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
            defer { scratch.deallocate() }
            func appendBytes(_ count: Int) {
                writer.appendTextCell(utf8: UnsafeBufferPointer(start: scratch, count: count))
            }
            let calendar = report.calendar
            for entry in report.logs[range] {
                let log = report.log(entry)
                let trackerIndex = Int(entry.trackerIndex)
                writer.appendEncodedFields(trackerPrefixes[trackerIndex], count: Self.trackerCellCount)
                appendBytes(UUIDText.write(log.id, to: scratch))
                if let count = calendar.writeTimestamp(log.timestamp, to: scratch) {
                    appendBytes(count)
                } else {
                    writer.appendCell(.text(calendar.timestampString(log.timestamp)))
                }
                if let count = entry.day.writeISO(to: scratch) {
                    appendBytes(count)
                } else {
                    writer.appendCell(.text(entry.day.isoString))
                }
                writer.appendCell(log.value.map(CSVCell.integer) ?? .text(""))
                let levelIndex = Int(entry.levelIndex)
                writer.appendCell(.text(levelIndex < 0 ? "" : levelKeys[trackerIndex][levelIndex]))
                writer.appendCell(.text(levelIndex < 0 ? "" : levelLabels[trackerIndex][levelIndex]))
                writer.appendCell(.text(log.note ?? ""))
                writer.appendCell(.text(log.trigger ?? ""))
                writer.appendCell(.text(log.location ?? ""))
                writer.endRow()
            }
            return writer.bytes
        }
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

    fileprivate static func trackerCells(_ entry: Report.TrackerEntry) -> [CSVCell] {
        [.integer(entry.position), .text(UUIDText.string(entry.tracker.id)), .text(entry.tracker.name), .text(entry.label)]
    }
}
