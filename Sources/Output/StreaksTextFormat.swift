/// `--format text` (the default): a plain table for the terminal, one line per tracker,
/// columns padded; user text on one line.
public struct StreaksTextFormat: StreaksFormat {
    public init() {}

    public var name: String { "text" }
    public var needs: ReportParts { .history }

    public func render(_ report: Report, csv: CSVOptions) -> String {
        // Every text on one line and with no control acting: names, labels and the catalog's phrases alike.
        var table = MarkdownTable(columns: [
            report.text(.columnPosition), report.text(.columnTracker), report.text(.columnCurrentStreak),
            report.text(.columnLongestStreak), report.text(.columnRewardsAvailable), report.text(.columnToday),
            report.text(.columnLast14Days),
        ].map { MarkdownTable.Column(TerminalText.oneLine($0)) })
        for entry in report.trackers {
            table.appendRow([
                String(entry.position), entry.label, entry.currentStreakText, entry.longestStreakText,
                entry.availableRewardsText, entry.todayText, entry.recentDaysText,
            ].map(TerminalText.oneLine))
        }
        let stale = report.staleLine.map { TerminalText.oneLine($0) + "\n" } ?? ""
        return TerminalText.oneLine(report.asOfLine) + "\n" + stale + TerminalText.oneLine(report.summaryLine) + "\n\n" + table.renderAligned()
    }
}
