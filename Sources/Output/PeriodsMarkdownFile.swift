import SharpTools
import TrackerModel

/// `periods.md`: per listed tracker, its last 12 ISO weeks and months (named as people read
/// them, which makes columns of their first and last day unneeded: "1.–7. Sept.", "Mai 2026"), its years (two or more in a row without a log as one row,
/// "1901–2025: no logs"), with the habit strength at each period's end — the joker columns only
/// for a tracker with rewards — and its success rate per weekday over the last 52 weeks.
public struct PeriodsMarkdownFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "periods.md" }
    public var format: ReportFormat { .md }
    public var needs: ReportParts { .history }

    public func render(_ report: Report, csv: CSVOptions) -> [UInt8] {
        Array(markdown(report).utf8)
    }

    /// The file as text (tests, small reports).
    public func markdown(_ report: Report) -> String {
        var out = ""
        write(report, csv: CSVOptions()) { (chunk) throws(Never) in out += String(decoding: chunk.bytes, as: UTF8.self) }
        return out
    }

    /// The file tracker by tracker, so thousands of trackers never make the whole file in memory.
    package func write<E: Error>(_ report: Report, csv: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        let formatter = LocaleFormatter(locale: report.locale)
        var head = ReportMarkdown.heading(report.text(.periodsTitle), report)
        if report.trackers.isEmpty {
            head += MarkdownText.escapeInline(report.text(.noTrackers)) + "\n"
        }
        try output(OutputChunk(Array(head.utf8)))
        for (entry, periods) in zip(report.trackers, report.periods) {
            try output(OutputChunk(Array(section(entry, periods, report: report, formatter: formatter).utf8)))
        }
        try output(OutputChunk(Array(ReportMarkdown.footnote(report).utf8)))
    }

    /// One tracker's heading, period tables and weekday rates.
    private func section(_ entry: Report.TrackerEntry, _ periods: TrackerPeriods, report: Report, formatter: LocaleFormatter) -> String {
        var output = "## " + MarkdownText.escapeInline(entry.heading) + "\n\n"
        let sections: [(ReportText, PeriodSummary.Kind)] = [(.periodsWeeks, .week), (.periodsMonths, .month), (.periodsYears, .year)]
        for (title, kind) in sections where !periods.summaries(kind).isEmpty {
            output += "### " + MarkdownText.escapeInline(report.text(title)) + "\n\n"
            output += Self.table(periods.summaries(kind), labels: periods.names(kind), withJokers: entry.rules.rewardConfig != nil,
                                 report: report, formatter: formatter).render() + "\n"
        }
        guard !periods.weeks.isEmpty else {
            return output + MarkdownText.escapeInline(report.text(.periodsNoLogs)) + "\n\n"
        }
        output += "### " + MarkdownText.escapeInline(report.text(.periodsWeekdays)) + "\n\n"
        // In the locale's week order, as the heatmap's rows and the page's table.
        let order = Heatmap.weekdayOrder(formatter.locale)
        var weekdays = MarkdownTable(columns: order.map { .init(report.text(Self.weekdayTexts[$0]), alignment: .right) })
        weekdays.appendRow(order.map { periods.weekdayRates[$0].fraction.map { formatter.percent($0) } ?? "–" })
        return output + weekdays.render() + "\n"
    }

    static let weekdayTexts: [ReportText] = [.weekday1, .weekday2, .weekday3, .weekday4, .weekday5, .weekday6, .weekday7]

    /// `labels`: how each of `summaries` is named (`TrackerPeriods.labels`).
    static func table(_ summaries: [PeriodSummary], labels: [String], withJokers: Bool, report: Report, formatter: LocaleFormatter) -> MarkdownTable {
        var columns: [MarkdownTable.Column] = [
            .init(report.text(.columnPeriod)), .init(report.text(.columnDecidedDays), alignment: .right), .init(report.text(.columnSuccesses), alignment: .right),
            .init(report.text(.columnSuccessRate), alignment: .right),
        ]
        if withJokers {
            columns += [.init(report.text(.columnRewardsEarned), alignment: .right), .init(report.text(.columnRewardsUsed), alignment: .right)]
        }
        columns += [
            .init(report.text(.columnLongestStreak), alignment: .right), .init(report.text(.columnLongestBreak), alignment: .right),
            .init(report.text(.columnStrengthAtEnd), alignment: .right),
        ]
        var table = MarkdownTable(columns: columns)
        for (summary, label) in zip(summaries, labels) {
            var row = [
                label, formatter.integer(summary.decidedDays), formatter.integer(summary.successes),
                summary.rate.map { formatter.percent($0) } ?? "–",
            ]
            if withJokers { row += [formatter.integer(summary.jokersEarned), formatter.integer(summary.jokersUsed)] }
            row += [
                formatter.integer(summary.longestStreak), formatter.integer(summary.longestBreak),
                summary.strengthAtEnd.map { formatter.percent($0) } ?? "–",
            ]
            table.appendRow(row)
        }
        return table
    }
}
