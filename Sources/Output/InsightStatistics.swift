import Foundation
import TrackerModel

/// The tested claims behind the report's insight sentences, worked out once per run for every
/// locale (`ReportBuilder.Basis`): which trackers' success depends on the weekday, and which
/// pairs of trackers go together. Honest by construction — a sentence appears only for what
/// passes:
///
/// - the days are the 52 weeks (364 days) ending today, as the weekday rates;
/// - each comparison is a permutation test (`PermutationTest`, seeded by the trackers' ids, so
///   the same store gives the same sentences), two-sided;
/// - over all pairs tested (and, separately, over all weekday tests) Benjamini–Hochberg keeps
///   the false discovery rate at 5 %: testing many pairs does not make one look lucky;
/// - a pair is tested only with at least 20 days in each group;
/// - the pairs' tests draw at most `shuffleBudget` values in all (a bound on their time).
///
/// A pair is a *condition* tracker — whose day is a success or not: NoAlc, a goal, a yes/no
/// habit, an avoidance — and a *value* tracker with a number per logged day: a scale (a
/// levels tracker whose levels are all successes, such as Mood or Energy; its value is the
/// level's place, 1 = first) or a counter (its day's total). The groups are the condition's
/// successes and its other judged days; the values are the value tracker's on those days.
struct InsightStatistics: Sendable {
    /// A pair that passed: the value tracker's mean on the condition's success days (`with`)
    /// and on its other judged days.
    struct Correlation: Sendable, Hashable {
        /// Indices into the listed trackers.
        let condition: Int
        let value: Int
        let test: PermutationTest.MeanDifference
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

    /// - Parameters: the listed trackers' ids, rules and histories (parallel), today, and the
    ///   values the pairs' tests may draw in all.
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
        // What a pair needs of each tracker alone: a condition with `minimumDays` successes and
        // as many other judged days, a value tracker with twice that many days with a number.
        // Only trackers that have it are paired, so a tracker with little data costs nothing per
        // pair (2,000 trackers logged once are 1,000,000 pairs, none of them testable).
        let conditions = rules.indices.filter { index in
            guard !Self.isScale(rules[index]) else { return false }
            let judged = outcomes[index].compactMap { $0 }
            let successes = judged.count { $0 }
            return successes >= Self.minimumDays && judged.count - successes >= Self.minimumDays
        }
        let valueTrackers = rules.indices.filter { (values[$0]?.count { $0 != nil } ?? 0) >= 2 * Self.minimumDays }
        var tested: [(Correlation)] = []
        var budget = shuffleBudget
        pairs: for condition in conditions {
            for value in valueTrackers where value != condition {
                guard let dayValues = values[value] else { continue }
                var with: [Double] = [], other: [Double] = []
                for (success, number) in zip(outcomes[condition], dayValues) {
                    guard let success, let number else { continue }
                    if success { with.append(number) } else { other.append(number) }
                }
                guard with.count >= Self.minimumDays && other.count >= Self.minimumDays else { continue }
                guard budget > 0 else { break pairs }
                let seed = PermutationTest.seed(UUIDText.string(ids[condition]) + "/" + UUIDText.string(ids[value]))
                let test = PermutationTest.meanDifference(with, other, seed: seed)
                budget -= test.shuffles * min(with.count, other.count)
                tested.append(Correlation(condition: condition, value: value, test: test))
            }
        }
        let passed = PermutationTest.benjaminiHochberg(tested.map(\.test.pValue), rate: Self.falseDiscoveryRate)
        correlations = zip(tested, passed).filter(\.1).map(\.0).sorted {
            ($0.test.pValue, $0.condition, $0.value) < ($1.test.pValue, $1.condition, $1.value)
        }
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
