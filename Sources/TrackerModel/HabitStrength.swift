import Foundation

/// Habit strength: an exponential average of the days the streak walk judges, after Loop Habit
/// Tracker's "score". Unlike a streak, which drops to 0 on one bad day, it falls a little
/// with each bad day and rises a little with each good one, so a few missed days after a long
/// run leave most of it standing.
///
/// The definition, so anyone can recompute it (docs/streaks-and-strength.md, "Habit strength"): over the days the
/// walk judges — its first day to its last, today only once decided — starting from 0, each
/// day `S = S × m + v × (1 − m)` with `m = 0.5^(1/13)` (half of the weight lies on the last 13
/// days), where `v` is 1 for a success, `total / goal` for a counter day below its goal (0
/// without a log) and 0 for a missed, broken or unhealed day. A day a joker healed is skipped:
/// `S` stays as it was. The joker is the app's promise that the day does not count against the
/// habit; counting it as 0 would punish what the streak forgives, counting it as 1 would
/// reward a day that was not a success.
public struct HabitStrength: Sendable, Hashable {
    /// Loop's daily multiplier `0.5^(1/13)`.
    public static let multiplier = pow(0.5, 1.0 / 13.0)

    /// The strength after the days added so far, 0…1.
    public private(set) var value: Double = 0

    public init(value: Double = 0) {
        self.value = value
    }

    /// One judged day that was not healed, worth `credit` (0…1).
    public mutating func add(_ credit: Double) {
        value = value * HabitStrength.multiplier + credit * (1 - HabitStrength.multiplier)
    }

    /// `count` judged days worth 0 in a row. Day by day while the value can still show (a
    /// long gap is cheap: the rest is one power, and the value is far below what four decimals
    /// show by then); so the result is the day-by-day result to within 1e-12.
    public mutating func addMisses(_ count: Int) {
        var remaining = count
        while remaining > 0 && value >= HabitStrength.negligible {
            add(0)
            remaining -= 1
        }
        if remaining > 0 { value *= pow(HabitStrength.multiplier, Double(remaining)) }
    }

    /// `count` successes in a row (an avoidance tracker's days without a relapse), in the same
    /// way as `addMisses`: day by day while the distance to 1 can still show.
    public mutating func addSuccesses(_ count: Int) {
        var remaining = count
        while remaining > 0 && 1 - value >= HabitStrength.negligible {
            add(1)
            remaining -= 1
        }
        if remaining > 0 { value = 1 - (1 - value) * pow(HabitStrength.multiplier, Double(remaining)) }
    }

    /// `count` days without a log before a tracker's first one (or a tracker without logs):
    /// successes for an avoidance tracker (`succeed`), days worth 0 for any other.
    public mutating func addEmptyDays(_ count: Int, succeed: Bool) {
        guard count > 0 else { return }
        if succeed { addSuccesses(count) } else { addMisses(count) }
    }

    /// Below this a difference cannot change a value shown with four decimals, however many
    /// days follow (each day only shrinks it).
    static let negligible = 1e-12

    /// What a day is worth: 1 for a success; for a counter with a goal, a day below it is worth
    /// its share of the goal (`total / goal`, 0 without a log); anything else 0.
    static func credit(kind: DayOutcome.Kind, sum: Int, logCount: Int, condition: SuccessCondition) -> Double {
        if kind == .success { return 1 }
        guard case .meetsGoal(let goal) = condition, logCount > 0, sum > 0 else { return 0 }
        // In Double: a sum near Int.max must not overflow; below the goal it is < 1.
        return min(1, Double(sum) / Double(goal))
    }
}
