import Foundation
import Testing
import TestSupport
@testable import TrackerModel

/// Habit strength (docs/streaks-and-strength.md, "Habit strength"): worked out by hand on a small store with a
/// joker-healed day and a counter, and against `ReferenceWalk` — the definition written again
/// plainly — on seeded random histories.
@Suite struct HabitStrengthTests {
    typealias F = Fixture
    static let zone = F.zone("Europe/Berlin")
    static let m = 0.948_077_514_339_171_4  // 0.5^(1/13)

    @Test func theMultiplierIsLoops() {
        #expect(abs(HabitStrength.multiplier - Self.m) < 1e-15)
        #expect(abs(pow(HabitStrength.multiplier, 13) - 0.5) < 1e-12)
    }

    /// Earn every 2 successes. Six days ending today:
    ///
    ///     day  log     walk                                      strength S
    ///     1    steady  success, streak 1                          (1 − m)                 = 0.051922
    ///     2    steady  success, streak 2, earns a joker           S₁·m + (1 − m)          = 0.101149
    ///     3    easy    needsGrace: the joker heals it, streak 3   skipped: S₂             = 0.101149
    ///     4    —       a gap on a milestone: earns, then heals    skipped: S₂             = 0.101149
    ///     5    wild    needsGrace, no joker left: streak 0        S₂·m                    = 0.095897
    ///     6    steady  success, streak 1                          S₅·m + (1 − m)          = 0.142840
    @Test func aHandWorkedTrackerWithJokers() {
        let tracker = F.tracker(name: "Sober", mode: .levels, levels: F.noAlcLevelsWildBreaks.map {
            TrackerLevel(id: $0.id, key: $0.key, icon: "", labelKey: $0.labelKey, streakEffect: $0.key == "steady" ? .success : .needsGrace)
        }, rewards: RewardConfig(earnEveryDays: 2, maxOnHand: 3, canHealGrace: true))
        let values: [Int?] = [F.steady, F.steady, F.easy, nil, F.wild]
        var logs = F.dailyLogs(tracker, values, hour: 12, zone: Self.zone)
        logs.append(F.log(tracker, F.date(F.today, 12, in: Self.zone), F.steady))
        let calendar = ReportCalendar(timeZone: Self.zone, today: F.today)
        let (summary, history) = Self.summaryAndHistory(tracker, logs, calendar)
        let s1 = 1 - Self.m, s2 = s1 * Self.m + (1 - Self.m), s5 = s2 * Self.m, s6 = s5 * Self.m + (1 - Self.m)
        let expected: [(strength: Double, streak: Int32, healed: Bool)] = [
            (s1, 1, false), (s2, 2, false), (s2, 3, true), (s2, 4, true), (s5, 0, false), (s6, 1, false),
        ]
        let records = (0..<6).compactMap { history.record(F.today.advanced(by: $0 - 5)) }
        #expect(records.map(\.streakAfter) == expected.map(\.streak))
        #expect(records.map(\.isHealed) == expected.map(\.healed))
        for (record, want) in zip(records, expected) {
            #expect(abs(record.strength - want.strength) < 1e-15)
        }
        #expect(abs(summary.strength - s6) < 1e-15)
        #expect(ReferenceWalk.fourDecimals(summary.strength) == "0.1428")
        #expect(ReferenceWalk.fourDecimals(s2) == "0.1011")
    }

    /// A counter with goal 8, no jokers; today is decided (10 ≥ 8):
    ///
    ///     day  total  v              strength S
    ///     1    8      1 (success)    (1 − m)                  = 0.051922
    ///     2    4      4/8 = 0.5      S₁·m + 0.5·(1 − m)       = 0.075188
    ///     3    —      0              S₂·m                     = 0.071284
    ///     4    10     1 (success)    S₃·m + (1 − m)           = 0.119505
    @Test func aHandWorkedCounter() {
        let tracker = F.tracker(name: "Water", mode: .counter, dailyGoal: 8)
        var logs = F.dailyLogs(tracker, [5, 4, nil], hour: 9, zone: Self.zone)
        logs.append(F.log(tracker, F.date(F.today.advanced(by: -3), 19, in: Self.zone), 3))
        logs.append(F.log(tracker, F.date(F.today, 9, in: Self.zone), 10))
        let calendar = ReportCalendar(timeZone: Self.zone, today: F.today)
        let (summary, history) = Self.summaryAndHistory(tracker, logs, calendar)
        let s1 = 1 - Self.m, s2 = s1 * Self.m + 0.5 * (1 - Self.m), s3 = s2 * Self.m, s4 = s3 * Self.m + (1 - Self.m)
        let records = (0..<4).compactMap { history.record(F.today.advanced(by: $0 - 3)) }
        for (record, want) in zip(records, [s1, s2, s3, s4]) {
            #expect(abs(record.strength - want) < 1e-15)
        }
        #expect(abs(summary.strength - s4) < 1e-15)
        #expect(ReferenceWalk.fourDecimals(summary.strength) == "0.1195")
        // While today is open (no log yet) the walk, and the strength, end yesterday.
        let open = Self.summaryAndHistory(tracker, Array(logs.dropLast()), calendar).0
        #expect(abs(open.strength - s3) < 1e-15)
    }

    /// The strength begins where the habit began — the day the tracker was created — so an
    /// avoidance tracker without a relapse is near 100 % after half a year (Loop Habit Tracker
    /// shows 100 %), and one relapse yesterday leaves about 95 % (streak 1, today clean):
    ///
    ///     created 180 days before today, no log:   S = 1 − m^181                 = 1.0000
    ///     the same with a relapse yesterday:       S = (1 − m^179)·m·m + (1 − m)  = 0.9507
    ///
    /// A tracker of any other mode gains nothing from its days before the first log (they
    /// are worth 0 from 0), and a store whose logs begin before createdAt starts at the first log.
    @Test func theStrengthStartsWhenTheTrackerWasCreated() {
        var tracker = F.tracker(name: "NoSmoking", mode: .avoidance)
        tracker.type = .saboteur
        tracker.createdAt = F.date(F.today.advanced(by: -180), 9, in: Self.zone)
        let calendar = ReportCalendar(timeZone: Self.zone, today: F.today)
        let (clean, cleanHistory) = Self.summaryAndHistory(tracker, [], calendar)
        #expect(abs(clean.strength - (1 - pow(Self.m, 181))) < 1e-12)
        #expect(ReferenceWalk.fourDecimals(clean.strength) == "0.9999" && clean.currentStreak == 0 && clean.walkedDays == nil)
        #expect(clean.strengthDays == F.today.advanced(by: -180)...F.today)
        // Not walked for the streak (contract §4.2: no logs, all zeros), but in the strength walk.
        let record = cleanHistory.record(F.today.advanced(by: -1))
        #expect(record?.isWalked == false && record?.inStrengthWalk == true && cleanHistory.firstDay == nil)

        let slip = [F.log(tracker, F.date(F.today.advanced(by: -1), 21, in: Self.zone), nil)]
        let (relapsed, _) = Self.summaryAndHistory(tracker, slip, calendar)
        let expected = (1 - pow(Self.m, 179)) * Self.m * Self.m + (1 - Self.m)
        #expect(abs(relapsed.strength - expected) < 1e-12)
        #expect(ReferenceWalk.fourDecimals(relapsed.strength) == "0.9507" && relapsed.currentStreak == 1)
        #expect(ReferenceWalk.fourDecimals(ReferenceWalk.strength(tracker: tracker, logs: slip, zone: Self.zone, today: F.today)) == "0.9507")

        var habit = F.tracker(name: "Reading", mode: .yesNo)
        habit.createdAt = tracker.createdAt
        let logs = F.dailyLogs(habit, [1, 1], zone: Self.zone)
        let fromCreation = Self.summaryAndHistory(habit, logs, calendar).0
        habit.createdAt = F.date(F.today, 23, in: Self.zone)
        let fromFirstLog = Self.summaryAndHistory(habit, logs, calendar).0
        #expect(fromCreation.strength == fromFirstLog.strength)
        #expect(abs(fromFirstLog.strength - ((1 - Self.m) * Self.m + (1 - Self.m))) < 1e-15)
        #expect(fromFirstLog.strengthDays == F.today.advanced(by: -2)...F.today.advanced(by: -1))
    }

    /// Loop Habit Tracker's own score tests of an at-most habit (`NumericalAtMostScoreListTest`
    /// in uhabits-core: `test_recompute`, `undereachievingIsntRelevant`, `test_getValue`), as an
    /// avoidance tracker made long before (Loop starts such a habit at 100 %; here it has
    /// reached that from its creation): their expected values, to Loop's six decimals.
    @Test func theStrengthAgreesWithLoopsAtMostFixtures() {
        var tracker = F.tracker(name: "NoSmoking", mode: .avoidance)
        tracker.type = .saboteur
        tracker.createdAt = F.date(F.today.advanced(by: -400), 9, in: Self.zone)
        let calendar = ReportCalendar(timeZone: Self.zone, today: F.today)
        func relapses(_ daysAgo: [Int]) -> [TrackerLog] {
            daysAgo.map { F.log(tracker, F.date(F.today.advanced(by: -$0), 12, in: Self.zone), 5000) }
        }
        func strength(_ logs: [TrackerLog]) -> Double { Self.summaryAndHistory(tracker, logs, calendar).0.strength }
        #expect(abs(strength([]) - 1.0) < 1e-6)                           // test_recompute, no entry
        #expect(abs(strength(relapses([0, 1])) - 0.898850) < 1e-6)       // test_recompute, two days over the limit
        #expect(abs(strength(relapses([1])) - 0.950773) < 1e-6)          // undereachievingIsntRelevant
        // test_getValue: over the limit on each of the last 20 days; Loop's values from today back.
        let loop = [0.344253, 0.363106, 0.382992, 0.403967, 0.426090, 0.449426, 0.474039, 0.500000, 0.527383, 0.556266,
                    0.586730, 0.618863, 0.652756, 0.688505, 0.726212, 0.765983, 0.807933, 0.852180, 0.898851, 0.948078, 1.0]
        let history = Self.summaryAndHistory(tracker, relapses(Array(0..<20)), calendar).1
        for (back, expected) in loop.enumerated() {
            let record = history.record(F.today.advanced(by: -back))
            #expect(abs((record?.strength ?? -1) - expected) < 1e-6, "\(back) days ago")
        }
    }

    /// Long runs in closed form agree with day-by-day products to within 1e-12.
    @Test func longRunsMatchDayByDay() {
        for start in [0.0, 0.3, 1.0] {
            for count in [1, 10, 600, 5_000] {
                var fast = HabitStrength(value: start), slow = HabitStrength(value: start)
                fast.addMisses(count)
                for _ in 0..<count { slow.add(0) }
                #expect(abs(fast.value - slow.value) < 1e-12)
                fast = HabitStrength(value: start)
                slow = HabitStrength(value: start)
                fast.addSuccesses(count)
                for _ in 0..<count { slow.add(1) }
                #expect(abs(fast.value - slow.value) < 1e-12)
            }
        }
    }

    /// Seeded random trackers and logs (those of the streak property test): the summary's
    /// strength and every recorded day's streak, healing and strength equal the reference's.
    @Test(arguments: 0..<6) func theWalkMatchesTheReference(seed: UInt64) {
        var random = SeededGenerator(seed: 0x57E + seed)
        for _ in 0..<150 {
            let zone = F.zone(StreakPropertyTests.zones[random.next(in: 0...(StreakPropertyTests.zones.count - 1))])
            let today = StreakPropertyTests.todays[random.next(in: 0...(StreakPropertyTests.todays.count - 1))]
            let tracker = StreakPropertyTests.randomTracker(&random)
            let logs = StreakPropertyTests.randomLogs(tracker, today: today, zone: zone, &random)
            let calendar = ReportCalendar(timeZone: zone, today: today)
            let (summary, history) = Self.summaryAndHistory(tracker, logs, calendar)
            let reference = ReferenceWalk.walk(tracker: tracker, logs: logs, zone: zone, today: today)
            let strength = ReferenceWalk.strength(tracker: tracker, logs: logs, zone: zone, today: today)
            #expect(ReferenceWalk.fourDecimals(summary.strength) == ReferenceWalk.fourDecimals(strength),
                    "\(tracker.trackingMode) \(String(describing: tracker.rewardConfig))")
            for day in reference {
                guard let record = history.record(day.day) else { continue }
                #expect(record.isWalked && Int(record.streakAfter) == day.streak && record.isHealed == day.healed)
                #expect(abs(record.strength - day.strength) < 1e-12, "\(day.day)")
            }
        }
    }

    static func summaryAndHistory(_ tracker: Tracker, _ logs: [TrackerLog], _ calendar: ReportCalendar) -> (StreakSummary, DayHistory) {
        let rules = TrackerRules(tracker: tracker)
        return StreakSummary.summaryAndHistory(rules: rules, calendar: calendar, logCount: logs.count) { k in
            let log = logs[k]
            return (calendar.assignedDay(of: log.timestamp, rules.dayAssignment).dayNumber, log.timestamp.timeIntervalSince1970, k, log.value)
        }
    }
}
