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
        // About 160 bytes a row: one allocation for the whole file.
        var writer = CSVWriter(dialect: options.csvDialect(locale: report.locale), reservingCapacity: 64 + report.logs.count * 160)
        writer.appendRow(header(report, options, [
            ("tracker_position", .columnPosition), ("tracker_id", .columnTrackerID), ("tracker", .columnTrackerName),
            ("tracker_label", .columnTracker), ("log_id", .columnLogID), ("timestamp", .columnTimestamp), ("day", .columnDay),
            ("value", .columnValue), ("level_key", .columnLevelKey), ("level_label", .columnLevel), ("note", .columnNote),
            ("trigger", .columnTrigger), ("location", .columnLocation),
        ]))
        let dialect = options.csvDialect(locale: report.locale)
        let trackerPrefixes = report.allTrackers.map { CSVWriter.encodedFields(trackerCells($0), dialect: dialect) }
        let trackerCellCount = 4
        let levelKeys = report.allTrackers.map { $0.rules.levels?.map(\.key) ?? [] }
        let levelLabels = report.allTrackers.map(\.levelLabels)
        // Ids, timestamps and days are formatted straight into this buffer: no String per cell.
        let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
        defer { scratch.deallocate() }
        func appendBytes(_ count: Int) {
            writer.appendTextCell(utf8: UnsafeBufferPointer(start: scratch, count: count))
        }
        for entry in report.logs {
            let log = report.log(entry)
            let trackerIndex = Int(entry.trackerIndex)
            writer.appendEncodedFields(trackerPrefixes[trackerIndex], count: trackerCellCount)
            appendBytes(UUIDText.write(log.id, to: scratch))
            if let count = report.calendar.writeTimestamp(log.timestamp, to: scratch) {
                appendBytes(count)
            } else {
                writer.appendCell(.text(report.calendar.timestampString(log.timestamp)))
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

    private static func trackerCells(_ entry: Report.TrackerEntry) -> [CSVCell] {
        [.integer(entry.position), .text(UUIDText.string(entry.tracker.id)), .text(entry.tracker.name), .text(entry.label)]
    }
}
