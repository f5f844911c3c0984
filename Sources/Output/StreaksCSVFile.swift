import TrackerModel

/// `streaks.csv`: one row per listed tracker — its streaks, jokers, success rates and habit
/// strength (0–1, four decimals: a number in either dialect).
package struct StreaksCSVFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "streaks.csv" }
    public var format: ReportFormat { .csv }
    public var needs: ReportParts { [] }

    public func render(_ report: Report, csv options: CSVOptions) -> [UInt8] {
        var writer = CSVWriter(dialect: options.csvDialect(locale: report.locale))
        writer.appendRow(ReportCSV.header(report, options, file: fileName, ReportCSV.trackerColumns + [
            ("current_streak", .columnCurrentStreak), ("longest_streak", .columnLongestStreak),
            ("jokers_available", .columnRewardsAvailable), ("jokers_earned", .columnRewardsEarned),
            ("jokers_used", .columnRewardsUsed), ("current_streak_start", .columnCurrentStreakStart),
            ("longest_streak_start", .columnLongestStreakStart), ("longest_streak_end", .columnLongestStreakEnd),
            ("today", .columnToday), ("success_rate_7_days", .columnRate7), ("success_rate_30_days", .columnRate30),
            ("strength", .columnStrength),
        ]))
        for entry in report.trackers {
            let summary = entry.summary
            writer.appendRow(ReportCSV.trackerCells(entry) + [
                .integer(summary.currentStreak), .integer(summary.longestStreak), .integer(summary.availableRewards),
                .integer(summary.totalRewardsEarned), .integer(summary.totalRewardsUsed),
                .text(summary.currentStreakStart?.isoString ?? ""),
                .text(summary.longestStreakDays?.lowerBound.isoString ?? ""),
                .text(summary.longestStreakDays?.upperBound.isoString ?? ""),
                .text(entry.todayText),
                summary.last7Days.fraction.map { CSVCell.decimal($0, fractionDigits: 3) } ?? .text(""),
                summary.last30Days.fraction.map { CSVCell.decimal($0, fractionDigits: 3) } ?? .text(""),
                CSVCell.decimal(summary.strength, fractionDigits: 4),
            ])
        }
        return writer.bytes
    }
}
