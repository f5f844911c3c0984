import Foundation
import TrackerModel

/// The tested claims behind the report's insight sentences, worked out once per run for every
/// locale (`ReportBuilder.Basis`): which trackers' success depends on the weekday, and which
/// pairs of trackers go together — on the same day, or one tracker's day and the other's next
/// day (a lagged effect: NoAlc today, Mood tomorrow). Honest by construction — a sentence
/// appears only for what passes:
///
/// - the days are the 52 weeks (364 days) ending today, as the weekday rates;
/// - each comparison is a permutation test (`PermutationTest`, seeded by the trackers' ids, so
///   the same store gives the same sentences), two-sided;
/// - over all pairs tested, same-day and next-day together (and, separately, over all weekday
///   tests) Benjamini–Hochberg keeps the false discovery rate at 5 %: testing many pairs does
///   not make one look lucky;
/// - a pair is tested only with at least 20 days in each group (the note under the sentences
///   says so);
/// - the pairs' tests draw at most `shuffleBudget` values in all (a bound on their time).
///
/// A pair is a *condition* tracker — whose day is a success or not: NoAlc, a goal, a yes/no
/// habit, an avoidance — and a *value* tracker with a number per logged day: a scale (a
/// levels tracker whose levels are all successes, such as Mood or Energy; its value is the
/// level's place, 1 = first) or a counter (its day's total). The groups are the condition's
/// successes and its other judged days; the values are the value tracker's on those days. The
/// next-day pairs take the value tracker's number on the day after, and any other tracker
/// judged success or not as 1 or 0 on the day after (its mean is its success rate then).
struct InsightStatistics: Sendable {
    /// A pair that passed: the value tracker's mean on the condition's success days (`with`)
    /// and on its other judged days.
    struct Correlation: Sendable, Hashable {
        /// Indices into the listed trackers.
        let condition: Int
        let value: Int
        let test: PermutationTest.MeanDifference
        /// The value is the one of the day after the condition's.
        let nextDay: Bool
        /// The value tracker is judged success or not: its values are 1 and 0 (its mean a rate).
        let valueIsSuccess: Bool
    }

    /// The pairs that passed, smallest p first.
    let correlations: [Correlation]
    /// Per listed tracker: whether its success rate depends on the weekday.
    let weekdayMatters: [Bool]

    static let none = InsightStatistics(correlations: [], weekdayMatters: [])
    /// At least this many days in each group of a pair.
    static let minimumDays = 20
    /// At least this many judged days on each weekday before the weekdays are compared.
    static let minimumWeekdayDays = 10
    static let falseDiscoveryRate = 0.05
    /// Pairs are formed among the first this many listed trackers (display order): a store of
    /// thousands of trackers would otherwise test millions of pairs.
    static let maximumPairedTrackers = 64
    /// The values the pairs' permutation tests may draw in all, a bound on the time the tests
    /// take whatever the store (about 0.2 s on this project's VM). Pairs are tested in the order
    /// of the listed trackers, conditions first; once the budget is spent, the pairs after it
    /// are not tested (and Benjamini–Hochberg counts only the tested ones). A clear "no" costs a
    /// few dozen shuffles, a small p-value 9,999: the ~600 pairs of 50 trackers with ten years
    /// of daily logs draw ~4 million values; it takes dozens of strong pairs to reach it.
    static let shuffleBudget = 50_000_000

    init(correlations: [Correlation], weekdayMatters: [Bool]) {
        self.correlations = correlations
        self.weekdayMatters = weekdayMatters
    }

    /// - Parameters: the listed trackers' ids, rules and histories (parallel), and today.
    init(ids: [UUID], rules: [TrackerRules], histories: [DayHistory], today: CalendarDay, shuffleBudget: Int = Self.shuffleBudget) {
        let first = today.advanced(by: -363)
        let days = (0..<364).map { first.advanced(by: $0) }
        weekdayMatters = Self.weekdayTests(ids: ids, histories: histories, days: days)
        // Per tracker, the window's days once: its success (nil: not judged) and its value.
        let outcomes = histories.map { history in days.map { day -> Bool? in
            guard let record = history.record(day), record.isWalked else { return nil }
            return record.kind == .success && !record.isHealed
        } }
        let values = zip(rules, histories).map { rules, history in Self.values(rules: rules, history: history, days: days) }
        var tested: [(Correlation)] = []
        let paired = rules.indices.prefix(Self.maximumPairedTrackers)
        // Only trackers that can fill both groups: a condition with 20 success days and 20
        // others, a value tracker with 40 days of values.
        let conditions = paired.filter { index in
            !Self.isScale(rules[index]) && outcomes[index].filter { $0 == true }.count >= Self.minimumDays
                && outcomes[index].filter { $0 == false }.count >= Self.minimumDays
        }
        let valued = paired.filter { index in
            (values[index]?.compactMap { $0 }.count ?? outcomes[index].compactMap { $0 }.count) >= 2 * Self.minimumDays
        }
        var budget = shuffleBudget
        pairs: for condition in conditions {
            for value in valued where value != condition {
                guard budget > 0 else { break pairs }
                let pair = UUIDText.string(ids[condition]) + "/" + UUIDText.string(ids[value])
                if let dayValues = values[value], let test = Self.test(outcomes[condition], dayValues, lag: 0, seed: pair) {
                    budget -= test.shuffles * min(test.countA, test.countB)
                    tested.append(Correlation(condition: condition, value: value, test: test, nextDay: false, valueIsSuccess: false))
                }
                // The next day: a number, or a success (1) or not (0).
                let isSuccess = values[value] == nil
                let nextValues = values[value] ?? outcomes[value].map { $0.map { $0 ? 1 : 0 } }
                if let test = Self.test(outcomes[condition], nextValues, lag: 1, seed: pair + "/next") {
                    budget -= test.shuffles * min(test.countA, test.countB)
                    tested.append(Correlation(condition: condition, value: value, test: test, nextDay: true, valueIsSuccess: isSuccess))
                }
            }
        }
        let passed = PermutationTest.benjaminiHochberg(tested.map(\.test.pValue), rate: Self.falseDiscoveryRate)
        correlations = zip(tested, passed).filter(\.1).map(\.0).sorted {
            ($0.test.pValue, $0.condition, $0.value, $0.nextDay ? 1 : 0) < ($1.test.pValue, $1.condition, $1.value, $1.nextDay ? 1 : 0)
        }
    }

    /// The permutation test of `values` on the days after (`lag`) the condition's success days
    /// against those after its other judged days; nil with fewer than `minimumDays` in a group.
    private static func test(_ outcomes: [Bool?], _ values: [Double?], lag: Int, seed: String) -> PermutationTest.MeanDifference? {
        var with: [Double] = [], other: [Double] = []
        for index in outcomes.indices where index + lag < values.count {
            guard let success = outcomes[index], let number = values[index + lag] else { continue }
            if success { with.append(number) } else { other.append(number) }
        }
        guard with.count >= minimumDays && other.count >= minimumDays else { return nil }
        return PermutationTest.meanDifference(with, other, seed: PermutationTest.seed(seed))
    }

    /// A levels tracker whose every level is a success: its days are a scale, not a judgement.
    static func isScale(_ rules: TrackerRules) -> Bool {
        guard rules.trackingMode == .levels, let levels = rules.levels, levels.count >= 2 else { return false }
        return levels.allSatisfy { $0.streakEffect == .success }
    }

    /// The tracker's number on each of `days` (nil: none that day), or nil for a tracker
    /// without numbers: a scale's level (1 = first), a counter's total on a logged day.
    static func values(rules: TrackerRules, history: DayHistory, days: [CalendarDay]) -> [Double?]? {
        if isScale(rules) {
            return days.map { day in
                guard let record = history.record(day), record.logCount > 0, record.levelIndex >= 0 else { return nil }
                return Double(record.levelIndex + 1)
            }
        }
        guard rules.trackingMode == .counter else { return nil }
        return days.map { day in
            guard let record = history.record(day), record.logCount > 0 else { return nil }
            return Double(record.sum)
        }
    }

    /// Per tracker: whether its best and worst weekdays differ more than chance would make them
    /// (each weekday judged at least `minimumWeekdayDays` times), Benjamini–Hochberg over the
    /// trackers tested.
    private static func weekdayTests(ids: [UUID], histories: [DayHistory], days: [CalendarDay]) -> [Bool] {
        var tested: [(index: Int, p: Double)] = []
        for (index, history) in histories.enumerated() {
            var outcomes: [Bool] = [], weekdays: [Int] = []
            for day in days {
                guard let record = history.record(day), record.isWalked else { continue }
                outcomes.append(record.kind == .success)
                weekdays.append(PeriodSummary.isoWeekday(day) - 1)
            }
            var perWeekday = [Int](repeating: 0, count: 7)
            for weekday in weekdays { perWeekday[weekday] += 1 }
            // All successes or none: no weekday differs.
            guard perWeekday.allSatisfy({ $0 >= minimumWeekdayDays }), outcomes.contains(true), outcomes.contains(false) else { continue }
            let seed = PermutationTest.seed(UUIDText.string(ids[index]) + "/weekdays")
            tested.append((index, PermutationTest.weekdaySpread(outcomes: outcomes, weekdays: weekdays, seed: seed)))
        }
        var result = [Bool](repeating: false, count: histories.count)
        for (entry, passed) in zip(tested, PermutationTest.benjaminiHochberg(tested.map(\.p), rate: falseDiscoveryRate)) where passed {
            result[entry.index] = true
        }
        return result
    }
}
