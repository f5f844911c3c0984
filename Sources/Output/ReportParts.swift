/// The parts of a report that are worked out only when a file written in the run reads them;
/// the listed trackers, their streaks and the logs are always there. Each report file and
/// `streaks` format declares what it reads (`needs`), and a command sets
/// `ReportOptions.parts` to the union over what it writes.
public struct ReportParts: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Each listed tracker's `DayHistory`: its recent days one by one — which of them a joker
    /// healed, as the 14-day strip (`recentDaysText`) and the pictures show — and its period
    /// summaries (`Report.periods`). Without it the strip cannot mark healed days and
    /// `Report.periods` is empty.
    public static let history = ReportParts(rawValue: 1 << 0)
    /// The days × listed trackers table (`Report.daily`). Its size grows with the days the
    /// trackers span, not with the logs: 2,000 trackers logged once in 1900 make 73 million cells.
    public static let daily = ReportParts(rawValue: 1 << 1)

    /// Each listed tracker's walked days before its history's window, for days.csv: a row per
    /// day with a log, one per run of alike days without one (`DayHistory.olderDays`). Works out
    /// `.history` too.
    public static let dayRows = ReportParts(rawValue: 1 << 2)

    /// The tested claims behind the insight sentences (`InsightStatistics`: permutation tests
    /// over the listed trackers' last 52 weeks) and the sentences. Works out `.history` too.
    public static let insights = ReportParts(rawValue: 1 << 3)

    public static let all: ReportParts = [.history, .daily, .dayRows, .insights]

    /// What the files read, together.
    package static func needed(by files: [any ReportFileRenderer]) -> ReportParts {
        files.reduce(into: []) { $0.formUnion($1.needs) }
    }
}
