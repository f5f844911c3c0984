import TrackerModel

/// `periods.csv`: one row per listed tracker and period (its last 12 ISO weeks, last 12
/// months, every year — or only the kinds asked for, as `export periods --period` does).
public struct PeriodsCSVFile: ReportFileRenderer {
    public let kinds: [PeriodSummary.Kind]

    public init(kinds: [PeriodSummary.Kind] = PeriodSummary.Kind.allCases) {
        self.kinds = kinds
    }

    public var fileName: String { "periods.csv" }

    public func render(_ report: Report, csv options: CSVOptions) -> [UInt8] {
        var writer = CSVWriter(dialect: options.csvDialect(locale: report.locale))
        writer.appendRow(ReportCSV.header(report, options, ReportCSV.trackerColumns + [
            ("period_kind", .columnPeriodKind), ("period", .columnPeriod), ("start", .columnPeriodStart),
            ("end", .columnPeriodEnd), ("days_judged", .columnDecidedDays), ("successes", .columnSuccesses),
            ("success_rate", .columnSuccessRate), ("jokers_earned", .columnRewardsEarned), ("jokers_used", .columnRewardsUsed),
            ("longest_streak", .columnLongestStreak), ("longest_break", .columnLongestBreak),
        ]))
        for kind in kinds {
            var kindText: String
            switch kind {
            case .week: kindText = report.text(.periodWeek)
            case .month: kindText = report.text(.periodMonth)
            case .year: kindText = report.text(.periodYear)
            }
            if options.headers == .ids { kindText = kind.rawValue }
            for (entry, periods) in zip(report.trackers, report.periods) {
                for summary in periods.summaries(kind) {
                    writer.appendRow(ReportCSV.trackerCells(entry) + [
                        .text(kindText), .text(summary.label), .text(summary.first.isoString), .text(summary.last.isoString),
                        .integer(summary.decidedDays), .integer(summary.successes),
                        summary.rate.map { CSVCell.decimal($0, fractionDigits: 3) } ?? .text(""),
                        .integer(summary.jokersEarned), .integer(summary.jokersUsed),
                        .integer(summary.longestStreak), .integer(summary.longestBreak),
                    ])
                }
            }
        }
        return writer.bytes
    }
}
