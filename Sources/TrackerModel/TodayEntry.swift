/// What a tracker shows for today, by the kind of tracker.
public enum TodayEntry: Sendable, Hashable {
    /// A tracker with levels (a `levels` tracker or any tracker judged by `levelMatches`):
    /// the level of today's latest log; nil when today has no log or its latest log is no level.
    case level(TrackerLevel?)
    /// A counter: today's sum of values against the daily goal (nil: no usable goal).
    case count(sum: Int, goal: Int?)
    /// An avoidance tracker: whether today already has a log (a relapse).
    case avoidance(hasLog: Bool)
    /// Any other tracker (yesNo, awareness, …): whether today has a log.
    case logged(Bool)
}
