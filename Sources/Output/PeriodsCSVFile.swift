import SharpTools
import TrackerModel

/// `periods.csv`: one row per listed tracker and period (its last 12 ISO weeks, last 12
/// months, every year — two or more years without a log as one row — or only the kinds asked
/// for, as `export periods --period` does), with the habit strength after the period's last
/// walked day (empty when the walk covered none of its days).
public struct PeriodsCSVFile: ReportFileRenderer {
    public let kinds: [PeriodSummary.Kind]

    public init(kinds: [PeriodSummary.Kind] = PeriodSummary.Kind.allCases) {
        self.kinds = kinds
    }

    public var fileName: String { "periods.csv" }
    public var format: ReportFormat { .csv }
    public var needs: ReportParts { .history }
    public var exportName: String? { "periods" }

    package func limited(to kinds: [PeriodSummary.Kind]) -> (any ReportFileRenderer)? {
        PeriodsCSVFile(kinds: kinds)
    }

    public func render(_ report: Report, csv options: CSVOptions) -> [UInt8] {
        var bytes: [UInt8] = []
        write(report, csv: options) { (chunk) throws(Never) in bytes += chunk.bytes }
        return bytes
    }

    /// In chunks of about 1 MB: thousands of trackers make a file of megabytes, never held whole.
    package func write<E: Error>(_ report: Report, csv options: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        let dialect = options.csvDialect(locale: report.locale)
        var writer = CSVWriter(dialect: dialect, reservingCapacity: DailyCSVFile.chunkBytes + 4096)
        writer.appendRow(ReportCSV.header(report, options, file: fileName, ReportCSV.trackerColumns + [
            ("period_kind", .columnPeriodKind), ("period", .columnPeriod), ("start", .columnPeriodStart),
            ("end", .columnPeriodEnd), ("days_judged", .columnDecidedDays), ("successes", .columnSuccesses),
            ("success_rate", .columnSuccessRate), ("jokers_earned", .columnRewardsEarned), ("jokers_used", .columnRewardsUsed),
            ("longest_streak", .columnLongestStreak), ("longest_break", .columnLongestBreak),
            ("strength_at_end", .columnStrengthAtEnd),
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
                for (summary, label) in zip(periods.summaries(kind), periods.labels(kind)) {
                    // Years without logs joined into one period: localized ("1901–2025: no
                    // logs"), or with ids headers the ISO 8601 interval of the years ("1901/2025").
                    let shownLabel = options.headers == .ids && summary.spansYears
                        ? String(summary.first.components.year) + "/" + String(summary.last.components.year) : label
                    writer.appendRow(ReportCSV.trackerCells(entry) + [
                        .text(kindText), .text(shownLabel), .text(summary.first.isoString), .text(summary.last.isoString),
                        .integer(summary.decidedDays), .integer(summary.successes),
                        summary.rate.map { CSVCell.decimal($0, fractionDigits: 3) } ?? .text(""),
                        .integer(summary.jokersEarned), .integer(summary.jokersUsed),
                        .integer(summary.longestStreak), .integer(summary.longestBreak),
                        summary.strengthAtEnd.map { CSVCell.decimal($0, fractionDigits: 4) } ?? .text(""),
                    ])
                }
                if writer.bytes.count >= DailyCSVFile.chunkBytes {
                    try output(OutputChunk(writer.bytes))
                    writer = CSVWriter(dialect: dialect, reservingCapacity: DailyCSVFile.chunkBytes + 4096, continuing: true)
                }
            }
        }
        try output(OutputChunk(writer.bytes))
    }
}
