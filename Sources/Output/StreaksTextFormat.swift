/// `--format text` (the default): a plain table for the terminal, one line per tracker, that
/// fits `width` columns — long titles on two lines, and a tracker name or today's text too long
/// for the rest cut with "…" — then the legend of the 14-day strip; user text on one line.
public struct StreaksTextFormat: StreaksFormat {
    /// A terminal of 100 columns shows the table unwrapped (a fixed width, not the terminal's:
    /// the same store gives the same text whether it goes to a terminal, a file or a pipe).
    public static let width = 100

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
        // The tracker's name and today's text (a level's label) are the user's, of any length.
        let fitted = table.renderFitting(Self.width, shortenable: [1, 5])
        let legend = ReportBuilder.stripSymbols.map { $0.symbol + " " + TerminalText.oneLine(report.text($0.text)) }
        let stale = [report.staleLine, report.zoneNote].compactMap { $0.map { TerminalText.oneLine($0) + "\n" } }.joined()
        // The summary's parts (yesterday, today, the first tracker's streak) wrap between them.
        var parts = report.summary.lead.components(separatedBy: " · ").filter { !$0.isEmpty }
        if !report.summary.user.isEmpty { parts.append(report.summary.user + report.summary.tail) }
        let summary = TerminalText.lines(parts.map(TerminalText.oneLine), separator: " · ", width: Self.width)
        return TerminalText.oneLine(report.asOfLine) + "\n" + stale + summary.joined(separator: "\n") + "\n\n" + fitted + "\n"
            + TerminalText.lines(legend, separator: " · ", width: Self.width).joined(separator: "\n") + "\n"
    }
}
