/// The sum of one day's log values for goals and totals, clamped to the range of `Int`.
///
/// The exact sum is kept (the wrapped low word and how often it wrapped), so the clamped
/// result is the same in whatever order the logs are added: a saturating running sum would
/// depend on the order once it hits a limit (`Int.max + 1 − 1`), and the streaks (which
/// see a day's logs in one order) and daily.csv (another) would disagree.
public struct DaySum: Sendable, Hashable {
    private var low = 0
    /// How many times `low` wrapped past Int.max (positive) or Int.min (negative).
    private var wraps = 0

    public init() {}

    public mutating func add(_ value: Int) {
        let (sum, overflow) = low.addingReportingOverflow(value)
        if overflow { wraps += value > 0 ? 1 : -1 }
        low = sum
    }

    /// The exact sum, or Int.max / Int.min when it lies beyond them.
    public var clamped: Int {
        // Exact sum = low + wraps × 2⁶⁴, with low in Int.min…Int.max: any wrap puts it
        // beyond the range on that side.
        wraps > 0 ? Int.max : (wraps < 0 ? Int.min : low)
    }
}
