/// What one assigned day means for a tracker's streak (contract §4.2 "day outcome"), with the
/// facts a report shows for it: the deciding level, the day's total and how many logs it has.
public struct DayOutcome: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case success
        case needsGrace
        case breaksStreak
        /// Nothing that decides the day: no log (except for avoidance), a counter below its
        /// goal, a latest log that is no level, or a level whose `streakEffect` is unknown.
        case noData
    }

    public var day: CalendarDay
    /// The day judged by the tracker's success condition alone (before any joker heals it).
    public var kind: Kind
    /// The level of the day's latest log (the deciding log; equal timestamps: the later one
    /// in the store), including legacy drink counts read as levels; nil when that log is no
    /// level, the day has no log, or the tracker has no levels.
    public var level: TrackerLevel?
    /// The sum of the day's values (a log without a value adds 0), exact and then clamped to Int's range (DaySum).
    public var sum: Int
    public var logCount: Int
    /// The streak walk covered this day: it lies between the first logged day and the walk's
    /// end (today when today is decided or the tracker is an avoidance tracker, else
    /// yesterday). Days before the first log and a still-running today are not walked.
    public var isWalked: Bool

    public init(day: CalendarDay, kind: Kind, level: TrackerLevel?, sum: Int, logCount: Int, isWalked: Bool) {
        self.day = day
        self.kind = kind
        self.level = level
        self.sum = sum
        self.logCount = logCount
        self.isWalked = isWalked
    }
}
