/// Every day of one tracker from its first logged day through today, judged and walked one
/// day at a time (the same judge and walk as `StreakCalculator`, SPEC §4.2), so that pictures
/// and period summaries can say what each day did: success or not, healed by a joker, a
/// joker earned, how long the streak was after it.
public struct DayHistory: Sendable, Hashable {
    /// The first logged day (nil without logs on or before today).
    public let firstDay: CalendarDay?
    /// `records[i]` is the day `firstDay + i`; the last is today.
    public let records: [Record]

    public struct Record: Sendable, Hashable {
        /// The day judged by the success condition alone (before any joker).
        public var kind: DayOutcome.Kind
        /// Index into the tracker's levels of the deciding log's level; -1 for none.
        public var levelIndex: Int16
        /// The streak walk covered the day (false only for a today still running).
        public var isWalked: Bool
        /// A joker healed the day (a needsGrace day, or an empty day of a joker tracker).
        public var isHealed: Bool
        /// The day earned a joker that was kept.
        public var earnedJoker: Bool
        /// The day's total of values (clamped) and its number of logs.
        public var sum: Int
        public var logCount: Int32
        /// The current streak after the day.
        public var streakAfter: Int32

        /// The day made the streak grow (a success or a healed day).
        public var extendsStreak: Bool { isWalked && (kind == .success || isHealed) }
    }

    public init(firstDay: CalendarDay?, records: [Record]) {
        self.firstDay = firstDay
        self.records = records
    }

    /// The record of `day`, nil before the first logged day or after today.
    public func record(_ day: CalendarDay) -> Record? {
        guard let firstDay else { return nil }
        let index = day.dayNumber - firstDay.dayNumber
        return index >= 0 && index < records.count ? records[index] : nil
    }

    /// The history of one tracker whose logs the caller has resolved, as for
    /// `StreakSummary.summary` (same arguments, same meaning).
    public static func history(
        rules: TrackerRules, calendar: ReportCalendar, logCount: Int,
        log: (Int) -> (day: Int, time: Double, order: Int, value: Int?)
    ) -> DayHistory {
        var entries: [StreakCalculator.Entry] = []
        entries.reserveCapacity(logCount)
        let today = calendar.today.dayNumber
        for k in 0..<logCount {
            let resolved = log(k)
            if resolved.day > today { continue }
            entries.append(StreakCalculator.Entry(day: resolved.day, time: resolved.time, order: resolved.order, value: resolved.value))
        }
        let days = StreakCalculator.groupIntoDays(&entries)
        guard let first = days.first?.day else { return DayHistory(firstDay: nil, records: []) }
        let judge = StreakCalculator.DayJudge(rules: rules)
        // The walk ends today, or yesterday while today has no deciding data (as in the calculator).
        var todayFacts = StreakCalculator.DayFacts(day: today, logCount: 0, sum: 0, latestValue: nil)
        if let last = days.last, last.day == today { todayFacts = last }
        let end: Int
        if case .logNotExists = rules.successCondition {
            end = today
        } else {
            end = judge.outcome(todayFacts).kind == .noData ? today - 1 : today
        }
        // Days more than `maximumDays` back are walked (their streaks count) but not recorded:
        // absurd dates cannot make the history, and memory, grow without bound.
        let recordStart = max(first, today - maximumDays + 1)
        var walker = Walker(rules: rules, judge: judge, end: end, recordStart: recordStart)
        walker.records.reserveCapacity(today - recordStart + 1)
        var cursor = first
        for facts in days {
            walker.emptyDays(cursor..<facts.day)
            walker.step(facts)
            cursor = facts.day + 1
        }
        walker.emptyDays(cursor..<(today + 1))
        return DayHistory(firstDay: CalendarDay(dayNumber: recordStart), records: walker.records)
    }

    /// The most days a history records (about 100 years, as `daily.csv`).
    public static let maximumDays = 36_600

    /// The walk, one day at a time from `recordStart` on, recording each day.
    private struct Walker {
        let rules: TrackerRules
        let judge: StreakCalculator.DayJudge
        let end: Int
        let recordStart: Int
        var walk: StreakCalculator.Walk
        var records: [Record] = []

        init(rules: TrackerRules, judge: StreakCalculator.DayJudge, end: Int, recordStart: Int) {
            self.rules = rules
            self.judge = judge
            self.end = end
            self.recordStart = recordStart
            walk = StreakCalculator.Walk(rewards: rules.rewardConfig)
        }

        /// Days without logs: in closed form before `recordStart`, else one by one.
        mutating func emptyDays(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            let unrecorded = min(range.upperBound, recordStart, end + 1) - range.lowerBound
            if unrecorded > 0 { walk.emptyDays(unrecorded, from: range.lowerBound, kind: judge.emptyDayKind) }
            for day in max(range.lowerBound, recordStart)..<max(range.upperBound, recordStart) {
                step(StreakCalculator.DayFacts(day: day, logCount: 0, sum: 0, latestValue: nil))
            }
        }

        mutating func step(_ facts: StreakCalculator.DayFacts) {
            let kind = judge.outcome(facts).kind
            let walked = facts.day <= end
            let before = walk
            if walked { walk.apply(kind, on: facts.day) }
            guard facts.day >= recordStart else { return }
            records.append(Record(
                kind: kind, levelIndex: Int16(clamping: facts.logCount > 0 ? rules.levelIndex(forValue: facts.latestValue) ?? -1 : -1),
                isWalked: walked, isHealed: walk.used > before.used,
                earnedJoker: walk.earned > before.earned && walk.current > 0, sum: facts.sum,
                logCount: Int32(clamping: facts.logCount), streakAfter: Int32(clamping: walk.current)))
        }
    }
}
