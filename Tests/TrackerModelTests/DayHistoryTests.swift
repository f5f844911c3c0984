import Foundation
import Testing
import TestSupport
@testable import TrackerModel

/// `DayHistory` keeps the recent window day by day and older years as tallies, walking runs
/// of alike days in one step. These tests compare it with the plain walk: every day from the
/// first log through today, one `Walk.apply` each, every day tallied into its year.
@Suite struct DayHistoryTests {
    static let today = CalendarDay(iso: "2026-11-20")!
    static let levels: [TrackerLevel] = [
        TrackerLevel(id: 0, key: "steady", icon: "", labelKey: "Steady", streakEffect: .success),
        TrackerLevel(id: 1, key: "easy", icon: "", labelKey: "Easy", streakEffect: .needsGrace),
        TrackerLevel(id: 2, key: "wild", icon: "", labelKey: "Wild", streakEffect: .breaksStreak),
    ]

    /// The plain walk: records of every day from the first log through today, and the years.
    static func plainHistory(days: [StreakCalculator.DayFacts], rules: TrackerRules, today: Int)
        -> (records: [Int: DayHistory.Record], years: [PeriodSummary])
    {
        guard let first = days.first?.day else { return ([:], []) }
        let judge = StreakCalculator.DayJudge(rules: rules)
        let byDay = Dictionary(uniqueKeysWithValues: days.map { ($0.day, $0) })
        let todayKind = judge.outcome(byDay[today] ?? StreakCalculator.DayFacts(day: today, logCount: 0, sum: 0, latestValue: nil)).kind
        let end: Int
        if case .logNotExists = rules.successCondition { end = today } else { end = todayKind == .noData ? today - 1 : today }
        var walk = StreakCalculator.Walk(rewards: rules.rewardConfig)
        var records: [Int: DayHistory.Record] = [:]
        var years: [PeriodSummary] = []
        var run = 0, breakRun = 0
        for day in first...today {
            let facts = byDay[day] ?? StreakCalculator.DayFacts(day: day, logCount: 0, sum: 0, latestValue: nil)
            let kind = judge.outcome(facts).kind
            let before = walk
            if day <= end { walk.apply(kind, on: day, credit: judge.credit(facts, kind: kind)) }
            let record = DayHistory.Record(
                kind: kind, isWalked: day <= end, isHealed: walk.used > before.used,
                earnedJoker: walk.earned > before.earned && walk.current > 0,
                levelIndex: Int32(facts.logCount > 0 ? rules.levelIndex(forValue: facts.latestValue) ?? -1 : -1),
                logCount: Int32(facts.logCount), streakAfter: Int32(walk.current), sum: facts.sum, strength: walk.strength.value)
            records[day] = record
            let (year, month, dayOfMonth) = CalendarDay(dayNumber: day).components
            if years.isEmpty || (month == 1 && dayOfMonth == 1) {
                years.append(PeriodSummary(
                    kind: .year, first: CalendarDay(year: year, month: 1, day: 1)!, last: CalendarDay(year: year, month: 12, day: 31)!))
                run = 0
                breakRun = 0
            }
            years[years.count - 1].add(record, run: &run, breakRun: &breakRun)
        }
        return (records, years)
    }

    /// `b` when it is within 1e-9 of `a`, else `a`: strengths from closed forms and from the
    /// plain walk agree that far.
    static func nearly(_ a: Double?, _ b: Double?) -> Double? {
        guard let a, let b else { return a }
        return abs(a - b) < 1e-9 ? b : a
    }

    /// A tracker of a random kind: levels with or without jokers, a counter with a goal,
    /// yes/no, avoidance (with jokers too: the closed form must count their earnings).
    static func randomTracker(_ random: inout SeededGenerator) -> Tracker {
        let rewards = Bool.random(using: &random) ? RewardConfig(
            earnEveryDays: Int.random(in: 1...8, using: &random), maxOnHand: Int.random(in: 0...4, using: &random),
            canHealGrace: Int.random(in: 0..<5, using: &random) != 0) : nil
        let mode: TrackingMode = [.levels, .counter, .yesNo, .avoidance][Int.random(in: 0..<4, using: &random)]
        return Tracker(
            id: UUID(), name: "T", type: mode == .avoidance ? .saboteur : .good, trackingMode: mode,
            createdAt: Date(timeIntervalSince1970: 0), dailyGoal: mode == .counter ? Int.random(in: 1...5, using: &random) : nil,
            levels: mode == .levels ? levels : nil, rewardConfig: rewards)
    }

    /// Days with logs: a few clusters, some decades back, separated by gaps of any length,
    /// often one close to today.
    static func randomDays(_ random: inout SeededGenerator, today: Int) -> [StreakCalculator.DayFacts] {
        var days: [StreakCalculator.DayFacts] = []
        var day = today - Int.random(in: 0...40_000, using: &random)
        while day <= today {
            let clusterLength = Int.random(in: 1...60, using: &random)
            for _ in 0..<clusterLength where day <= today {
                if Int.random(in: 0..<4, using: &random) != 0 {
                    let value = Int.random(in: -1...6, using: &random)
                    days.append(StreakCalculator.DayFacts(
                        day: day, logCount: Int.random(in: 1...3, using: &random), sum: max(0, value), latestValue: value < 0 ? nil : value % 4))
                }
                day += 1
            }
            day += [1, 5, 30, 400, 3_000][Int.random(in: 0..<5, using: &random)] * Int.random(in: 1...3, using: &random)
        }
        return days
    }

    @Test(arguments: 0..<8) func theBoundedWalkMatchesThePlainWalk(seed: UInt64) {
        var random = SeededGenerator(seed: 0xDA7 + seed)
        let today = Self.today.dayNumber
        for _ in 0..<60 {
            let rules = TrackerRules(tracker: Self.randomTracker(&random))
            let days = Self.randomDays(&random, today: today)
            let history = DayHistory.history(days: days, rules: rules, today: today)
            var plain = Self.plainHistory(days: days, rules: rules, today: today)
            // The strength of long runs is one power instead of thousands of products: equal to
            // within 1e-12 (`HabitStrength`), which four decimals never show.
            for (index, year) in plain.years.enumerated() where index < history.years.count {
                plain.years[index].strengthAtEnd = Self.nearly(year.strengthAtEnd, history.years[index].strengthAtEnd)
            }
            for (offset, record) in history.records.enumerated() {
                let day = history.recordStart.dayNumber + offset
                if let other = plain.records[day] { plain.records[day]?.strength = Self.nearly(other.strength, record.strength) ?? 0 }
            }
            // The first year that differs, if any (the whole lists would be hundreds of lines).
            let differing = zip(history.years, plain.years).first { $0.0 != $0.1 }
            #expect(history.years.count == plain.years.count && differing == nil,
                    "rules \(rules): \(String(describing: differing?.0)) instead of \(String(describing: differing?.1))")
            #expect(history.records.count <= 400)
            for (offset, record) in history.records.enumerated() {
                let day = history.recordStart.dayNumber + offset
                #expect(plain.records[day] == record, "day \(CalendarDay(dayNumber: day))")
                if plain.records[day] != record { break }
            }
            if let first = days.first?.day {
                #expect(history.recordStart.dayNumber == max(first, DayHistory.windowStart(today: Self.today).dayNumber))
                #expect(history.records.count == today - history.recordStart.dayNumber + 1)
            }
        }
    }

    /// The history's last walked streak is the calculator's current streak.
    @Test func theHistoryEndsWithTheCurrentStreak() {
        var random = SeededGenerator(seed: 41)
        let calendar = ReportCalendar(timeZone: TimeZone(identifier: "UTC")!, today: Self.today)
        for _ in 0..<100 {
            let rules = TrackerRules(tracker: Self.randomTracker(&random))
            let days = Self.randomDays(&random, today: Self.today.dayNumber)
            let (summary, history) = StreakSummary.summaryAndHistory(rules: rules, calendar: calendar, logCount: days.count) { index in
                (day: days[index].day, time: Double(days[index].day) * 86_400, order: index, value: days[index].latestValue)
            }
            guard let last = history.records.last(where: \.isWalked) else {
                #expect(summary.currentStreak == 0)
                continue
            }
            #expect(Int(last.streakAfter) == summary.currentStreak)
        }
    }

    /// A tracker logged once in 1900: 127 yearly tallies, a window of records, no more.
    @Test func aCenturyOldLogCostsAWindowAndATallyPerYear() {
        let rules = TrackerRules(tracker: Tracker(
            id: UUID(), name: "Old", type: .saboteur, trackingMode: .avoidance, createdAt: Date(timeIntervalSince1970: 0),
            rewardConfig: RewardConfig(earnEveryDays: 7, maxOnHand: 2)))
        let first = CalendarDay(iso: "1900-03-01")!.dayNumber
        let history = DayHistory.history(
            days: [StreakCalculator.DayFacts(day: first, logCount: 1, sum: 0, latestValue: nil)], rules: rules, today: Self.today.dayNumber)
        #expect(history.years.count == 2026 - 1900 + 1)
        #expect(history.records.count == Self.today.dayNumber - DayHistory.windowStart(today: Self.today).dayNumber + 1)
        // 1900: the relapse on March 1, then 305 days without one; a joker every 7 days, two at most.
        #expect(history.years[0].decidedDays == 306 && history.years[0].successes == 305 && history.years[0].jokersEarned == 2)
        #expect(history.years[0].longestStreak == 305 && history.years[0].longestBreak == 1)
        #expect(history.years[1].decidedDays == 365 && history.years[1].jokersEarned == 0 && history.years[1].longestStreak == 365)
    }

    /// Years without a log joined into one period have the figures of one period over all
    /// their days — runs crossing the turns of the years counted whole — and every year with a
    /// log stays as it is.
    @Test(arguments: 0..<4) func yearsWithoutLogsCollapseIntoOnePeriodOverTheirDays(seed: UInt64) {
        var random = SeededGenerator(seed: 0xC011 + seed)
        let today = Self.today.dayNumber
        var collapsedSome = false
        for _ in 0..<60 {
            let rules = TrackerRules(tracker: Self.randomTracker(&random))
            let days = Self.randomDays(&random, today: today)
            let history = DayHistory.history(days: days, rules: rules, today: today)
            let plain = Self.plainHistory(days: days, rules: rules, today: today)
            let collapsed = PeriodSummary.collapsingYearsWithoutLogs(history.years)
            #expect(collapsed.map(\.addedDays).reduce(0, +) == history.years.map(\.addedDays).reduce(0, +))
            for (index, period) in collapsed.enumerated() {
                if period.loggedDays > 0 {
                    #expect(!period.spansYears && history.years.contains(period))
                    continue
                }
                #expect(index == 0 || collapsed[index - 1].loggedDays > 0, "two periods without logs in a row")
                guard period.spansYears else { continue }
                collapsedSome = true
                // The reference: one period, every day added in order, runs cut only at its edges.
                var reference = PeriodSummary(kind: .year, first: period.first, last: period.last)
                var run = 0, breakRun = 0
                for day in period.first.dayNumber...min(period.last.dayNumber, today) {
                    if let record = plain.records[day] { reference.add(record, run: &run, breakRun: &breakRun) }
                }
                reference.strengthAtEnd = Self.nearly(reference.strengthAtEnd, period.strengthAtEnd)
                #expect(period == reference, "rules \(rules)")
            }
        }
        #expect(collapsedSome)
    }

    @Test func theWindowCoversTwelveMonthsAndFiftyThreeWeeks() {
        #expect(DayHistory.windowStart(today: CalendarDay(iso: "2026-11-20")!) == CalendarDay(iso: "2025-11-15")!)
        #expect(DayHistory.windowStart(today: CalendarDay(iso: "2026-01-05")!) == CalendarDay(iso: "2024-12-31")!)
        #expect(DayHistory.windowStart(today: CalendarDay(iso: "2026-12-31")!) == CalendarDay(iso: "2025-12-26")!)
    }
}
