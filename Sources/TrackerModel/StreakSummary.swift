import Foundation

/// The streak figures of one tracker as of the calendar's today (contract §4.2), plus what helps
/// people read them: the current and longest streak's dates, today's entry, recent rates,
/// level counts and the last days' outcomes.
public struct StreakSummary: Sendable, Hashable {
    public var currentStreak: Int
    public var longestStreak: Int
    /// `max(0, earned − used)`.
    public var availableRewards: Int
    /// Rewards earned within the current run (reset when a streak breaks, as in the app).
    public var totalRewardsEarned: Int
    /// Rewards used within the current run.
    public var totalRewardsUsed: Int
    /// The habit strength after the last walked day, 0…1 (`HabitStrength`); 0 without one.
    public var strength: Double

    /// The first day of the current streak (its last is `walkedDays.upperBound`); nil at 0.
    public var currentStreakStart: CalendarDay?
    /// The first and last day of the longest streak; when several streaks share the longest
    /// length, the most recent one. Nil when `longestStreak` is 0.
    public var longestStreakDays: ClosedRange<CalendarDay>?
    /// The days the streak walk covered: the earliest assigned day of a log through today or
    /// yesterday (contract §4.2 `first`…`end`). Nil without logs, or when the only logged day is
    /// a today that is not decided yet.
    public var walkedDays: ClosedRange<CalendarDay>?
    /// The days the habit strength covers: from the tracker's creation (or its first logged
    /// day, when earlier) to the walk's last day. Nil when that range is empty.
    public var strengthDays: ClosedRange<CalendarDay>?

    /// Today's outcome (`isWalked` false while today is still running).
    public var today: DayOutcome
    public var todayEntry: TodayEntry
    /// Success rates over the 7 and 30 days ending today (see `SuccessRate` for the definition).
    public var last7Days: SuccessRate
    public var last30Days: SuccessRate
    /// Per level of the tracker (in the tracker's level order, zeros included): on how many of
    /// the 30 days ending today the deciding (latest) log was that level. Empty without levels.
    public var levelCounts30Days: [LevelCount]
    /// The outcomes of the 14 days ending today, oldest first (`recentDays.last` is today).
    public var recentDays: [DayOutcome]

    public struct LevelCount: Sendable, Hashable {
        public var level: TrackerLevel
        public var days: Int

        public init(level: TrackerLevel, days: Int) {
            self.level = level
            self.days = days
        }
    }

    public init(
        currentStreak: Int, longestStreak: Int, availableRewards: Int, totalRewardsEarned: Int,
        totalRewardsUsed: Int, strength: Double = 0, currentStreakStart: CalendarDay?, longestStreakDays: ClosedRange<CalendarDay>?,
        walkedDays: ClosedRange<CalendarDay>?, strengthDays: ClosedRange<CalendarDay>? = nil, today: DayOutcome, todayEntry: TodayEntry,
        last7Days: SuccessRate, last30Days: SuccessRate, levelCounts30Days: [LevelCount], recentDays: [DayOutcome]
    ) {
        self.currentStreak = currentStreak
        self.longestStreak = longestStreak
        self.availableRewards = availableRewards
        self.totalRewardsEarned = totalRewardsEarned
        self.totalRewardsUsed = totalRewardsUsed
        self.strength = strength
        self.currentStreakStart = currentStreakStart
        self.longestStreakDays = longestStreakDays
        self.walkedDays = walkedDays
        self.strengthDays = strengthDays
        self.today = today
        self.todayEntry = todayEntry
        self.last7Days = last7Days
        self.last30Days = last30Days
        self.levelCounts30Days = levelCounts30Days
        self.recentDays = recentDays
    }

    /// The one way to compute a streak summary: for one tracker whose logs the caller has
    /// already resolved (the report builder looks up each log's tracker and assigned day
    /// once, for the streaks and logs.csv alike; tests do the same in TestSupport). `log(k)` gives the
    /// k-th of the tracker's `logCount` logs, in any order: its assigned day number, its
    /// timestamp (seconds since 1970), its position in the store (later wins timestamp ties)
    /// and its value. Logs assigned after `calendar.today` are ignored.
    public static func summary(
        rules: TrackerRules, calendar: ReportCalendar, logCount: Int,
        log: (Int) -> (day: Int, time: Double, order: Int, value: Int?)
    ) -> StreakSummary {
        var entries = calculatorEntries(calendar: calendar, logCount: logCount, log: log)
        return StreakCalculator.calculate(entries: &entries, rules: rules, calendar: calendar)
    }

    /// `summary`, and the tracker's `DayHistory` from the same walk (same arguments), with its
    /// days before the window when `olderDays` asks for them.
    public static func summaryAndHistory(
        rules: TrackerRules, calendar: ReportCalendar, logCount: Int, olderDays: DayHistory.OlderDays? = nil,
        log: (Int) -> (day: Int, time: Double, order: Int, value: Int?)
    ) -> (StreakSummary, DayHistory) {
        var entries = calculatorEntries(calendar: calendar, logCount: logCount, log: log)
        return StreakCalculator.calculateWithHistory(entries: &entries, rules: rules, calendar: calendar, olderDays: olderDays)
    }

    private static func calculatorEntries(
        calendar: ReportCalendar, logCount: Int, log: (Int) -> (day: Int, time: Double, order: Int, value: Int?)
    ) -> [StreakCalculator.Entry] {
        var entries: [StreakCalculator.Entry] = []
        entries.reserveCapacity(logCount)
        let today = calendar.today.dayNumber
        for k in 0..<logCount {
            let resolved = log(k)
            if resolved.day > today { continue }
            entries.append(StreakCalculator.Entry(day: resolved.day, time: resolved.time, order: resolved.order, value: resolved.value))
        }
        return entries
    }
}
