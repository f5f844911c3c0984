/// How many of the recent days were successes.
///
/// Definition: the window is the `days` calendar days ending today (today included).
/// `countedDays` are the window's days the streak walk covered (`DayOutcome.isWalked`):
/// days before the tracker's first logged day and a today that is not decided yet are left
/// out. `successDays` are counted days whose outcome is `success` — a needsGrace or empty day
/// healed by a joker keeps the streak but is not a success. No counted day → `fraction` nil.
public struct SuccessRate: Sendable, Hashable {
    /// Window length in days (7 or 30).
    public var days: Int
    public var successDays: Int
    public var countedDays: Int

    public init(days: Int, successDays: Int, countedDays: Int) {
        self.days = days
        self.successDays = successDays
        self.countedDays = countedDays
    }

    /// `successDays / countedDays`, nil when no day counts.
    public var fraction: Double? {
        countedDays == 0 ? nil : Double(successDays) / Double(countedDays)
    }
}
