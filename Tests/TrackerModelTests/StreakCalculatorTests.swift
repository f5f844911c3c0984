import Foundation
import Testing
import TrackerModel

/// The app's streak scenarios (contract §4.2). Expected numbers are worked out from the contract's
/// rules by hand in each test's comment. Unless said otherwise: NoAlc (preset levels, rewards
/// 7/3/heal, cutoffHour:18), Europe/Berlin, today 2026-11-20 not logged, logs at 20:00.
@Suite struct StreakCalculatorTests {
    let berlin = Fixture.zone("Europe/Berlin")
    typealias F = Fixture

    func noAlcSummary(_ values: [Int?], tracker: Tracker = Fixture.noAlc()) -> StreakSummary {
        F.summary(tracker, F.dailyLogs(tracker, values, zone: berlin), zone: berlin)
    }

    func expect(_ summary: StreakSummary, current: Int, longest: Int, available: Int, earned: Int, used: Int,
                sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(summary.currentStreak == current, "current", sourceLocation: sourceLocation)
        #expect(summary.longestStreak == longest, "longest", sourceLocation: sourceLocation)
        #expect(summary.availableRewards == available, "available", sourceLocation: sourceLocation)
        #expect(summary.totalRewardsEarned == earned, "earned", sourceLocation: sourceLocation)
        #expect(summary.totalRewardsUsed == used, "used", sourceLocation: sourceLocation)
    }

    @Test func sevenSteadyDaysGiveSevenAndOneReward() {
        // Day 7: current 7, 7 % 7 == 0 and 0 < 3 on hand → earned 1.
        let summary = noAlcSummary(F.repeated(F.steady, 7))
        expect(summary, current: 7, longest: 7, available: 1, earned: 1, used: 0)
        #expect(summary.currentStreakStart == F.today.advanced(by: -7))
        #expect(summary.longestStreakDays == F.today.advanced(by: -7)...F.today.advanced(by: -1))
    }

    @Test func steadyThenEasyWithoutJokerIsZero() {
        // Easy: (1 + 1) % 7 != 0, nothing on hand → reset.
        expect(noAlcSummary([F.steady, F.easy]), current: 0, longest: 1, available: 0, earned: 0, used: 0)
    }

    @Test func steadyThenWildWithoutJokerIsZero() {
        expect(noAlcSummary([F.steady, F.wild]), current: 0, longest: 1, available: 0, earned: 0, used: 0)
    }

    @Test func sevenSteadyThenEasyIsEightWithTheJokerSpent() {
        // Day 8 easy: (7 + 1) % 7 != 0; 1 on hand → used 1, current 8.
        expect(noAlcSummary(F.repeated(F.steady, 7) + [F.easy]), current: 8, longest: 8, available: 0, earned: 1, used: 1)
    }

    @Test func sevenSteadyThenWildIsEightWithPresetLevels() {
        // The preset's wild needs grace, so the joker heals it.
        expect(noAlcSummary(F.repeated(F.steady, 7) + [F.wild]), current: 8, longest: 8, available: 0, earned: 1, used: 1)
    }

    @Test func sevenSteadyThenWildIsZeroWhenTheStoreSaysWildBreaks() {
        let tracker = F.noAlc(levels: F.noAlcLevelsWildBreaks)
        let summary = noAlcSummary(F.repeated(F.steady, 7) + [F.wild], tracker: tracker)
        // breaksStreak resets current, earned and used; the 7 days stay the longest.
        expect(summary, current: 0, longest: 7, available: 0, earned: 0, used: 0)
        #expect(summary.currentStreakStart == nil)
    }

    @Test func presetLevelsFillATrackerWithoutLevels() {
        // Same history, levels absent: the preset fills them in, wild needs grace → healed.
        let summary = noAlcSummary(F.repeated(F.steady, 7) + [F.wild], tracker: F.noAlc(levels: nil))
        #expect(summary.currentStreak == 8)
    }

    @Test func aGapWithoutAJokerLeavesOne() {
        // steady (1), gap: noData, nothing on hand → reset, steady (1).
        expect(noAlcSummary([F.steady] + F.gap + [F.steady]), current: 1, longest: 1, available: 0, earned: 0, used: 0)
    }

    @Test func sevenSteadyAGapAndSteadyIsNine() {
        // 7 steady (earned 1), gap healed (used 1, current 8), steady → 9.
        let summary = noAlcSummary(F.repeated(F.steady, 7) + F.gap + [F.steady])
        expect(summary, current: 9, longest: 9, available: 0, earned: 1, used: 1)
        #expect(summary.currentStreakStart == F.today.advanced(by: -9))
    }

    @Test func fourteenSteadyTwoGapsAndSteadyIsSeventeen() {
        // 14 steady (earned 2), two gaps healed (used 2, current 16), steady → 17.
        let summary = noAlcSummary(F.repeated(F.steady, 14) + F.gap + F.gap + [F.steady])
        expect(summary, current: 17, longest: 17, available: 0, earned: 2, used: 2)
    }

    @Test func sixSteadyThenNeedsGraceEarnsBeforeSpending() {
        // Day 7 easy: (6 + 1) % 7 == 0 → earned 1 first; then spent → current 7.
        expect(noAlcSummary(F.repeated(F.steady, 6) + [F.easy]), current: 7, longest: 7, available: 0, earned: 1, used: 1)
    }

    @Test func sixSteadyThenNeedsGraceWithoutHealingResets() {
        // canHealGrace false: earned on day 7 but cannot be spent → reset of all three.
        let tracker = F.noAlc(rewards: RewardConfig(earnEveryDays: 7, maxOnHand: 3, canHealGrace: false))
        expect(noAlcSummary(F.repeated(F.steady, 6) + [F.easy], tracker: tracker), current: 0, longest: 6, available: 0, earned: 0, used: 0)
    }

    @Test func rewardsAreCappedAtThreeOnHand() {
        // 28 steady: earns on days 7, 14, 21; day 28 has 3 on hand → none.
        expect(noAlcSummary(F.repeated(F.steady, 28)), current: 28, longest: 28, available: 3, earned: 3, used: 0)
        // Day 29 easy: (28 + 1) % 7 != 0; spend 1 → 2 on hand. Days 30–35 steady: day 35 earns
        // (35 % 7 == 0, 2 < 3) → earned 4.
        let summary = noAlcSummary(F.repeated(F.steady, 28) + [F.easy] + F.repeated(F.steady, 6))
        expect(summary, current: 35, longest: 35, available: 3, earned: 4, used: 1)
    }

    @Test func rewardsAreLostWhenTheStreakBreaks() {
        // 14 steady (2 on hand), 3 gaps: two healed, the third resets all; 2 steady after.
        let summary = noAlcSummary(F.repeated(F.steady, 14) + F.gap + F.gap + F.gap + F.repeated(F.steady, 2))
        expect(summary, current: 2, longest: 16, available: 0, earned: 0, used: 0)
        #expect(summary.longestStreakDays == F.today.advanced(by: -19)...F.today.advanced(by: -4))
    }

    @Test func avoidanceWithARelapseTwoDaysAgoIsTwo() {
        // first = the relapse day (breaks), yesterday and today have no log → success, success.
        let tracker = F.tracker(mode: .avoidance)
        let logs = [F.log(tracker, F.date(F.today.advanced(by: -2), 15, in: berlin), nil)]
        let summary = F.summary(tracker, logs, zone: berlin)
        expect(summary, current: 2, longest: 2, available: 0, earned: 0, used: 0)
        #expect(summary.todayEntry == .avoidance(hasLog: false))
        #expect(summary.walkedDays == F.today.advanced(by: -2)...F.today)
    }

    @Test func avoidanceWithoutLogsIsAllZeros() {
        let summary = F.summary(F.tracker(mode: .avoidance), [], zone: berlin)
        expect(summary, current: 0, longest: 0, available: 0, earned: 0, used: 0)
        #expect(summary.walkedDays == nil)
        #expect(summary.last7Days.countedDays == 0)
    }

    @Test func avoidanceRelapseTodayBreaksTodayAtOnce() {
        // end is always today for logNotExists: a log today breaks the streak now.
        let tracker = F.tracker(mode: .avoidance)
        let logs = [
            F.log(tracker, F.date(F.today.advanced(by: -5), 15, in: berlin), nil),
            F.log(tracker, F.date(F.today, 9, in: berlin), nil),
        ]
        let summary = F.summary(tracker, logs, zone: berlin)
        expect(summary, current: 0, longest: 4, available: 0, earned: 0, used: 0)
        #expect(summary.todayEntry == .avoidance(hasLog: true))
    }

    @Test func counterMeetingItsGoalCountsEveryDay() {
        // Goal 8: day −3 5 + 3, day −2 8 + a log without value (adds 0), day −1 10 → 3 successes.
        let tracker = F.tracker(name: "Drink Water", mode: .counter, dailyGoal: 8)
        var logs: [TrackerLog] = []
        for (offset, values) in [(-3, [5, 3]), (-2, [8, nil]), (-1, [10])] as [(Int, [Int?])] {
            for (index, value) in values.enumerated() {
                logs.append(F.log(tracker, F.date(F.today.advanced(by: offset), 9 + index, in: berlin), value))
            }
        }
        let summary = F.summary(tracker, logs, zone: berlin)
        expect(summary, current: 3, longest: 3, available: 0, earned: 0, used: 0)
        #expect(summary.todayEntry == .count(sum: 0, goal: 8))
    }

    @Test func counterMissingItsGoalBreaksWithoutRewards() {
        // Day −3 8, day −2 9, day −1 6 + nil (6 < 8 → noData, no rewards → current 0);
        // today 4 so far: below the goal, still running, costs nothing.
        let tracker = F.tracker(name: "Drink Water", mode: .counter, dailyGoal: 8)
        var logs = F.dailyLogs(tracker, [8, 9, 6], hour: 10, zone: berlin)
        logs.append(F.log(tracker, F.date(F.today.advanced(by: -1), 11, in: berlin), nil))
        logs.append(F.log(tracker, F.date(F.today, 11, in: berlin), 4))
        let summary = F.summary(tracker, logs, zone: berlin)
        expect(summary, current: 0, longest: 2, available: 0, earned: 0, used: 0)
        #expect(summary.todayEntry == .count(sum: 4, goal: 8))
        #expect(summary.walkedDays == F.today.advanced(by: -3)...F.today.advanced(by: -1))
        #expect(summary.today.isWalked == false)
    }

    @Test func counterReachingItsGoalTodayCountsToday() {
        let tracker = F.tracker(name: "Drink Water", mode: .counter, dailyGoal: 8)
        var logs = F.dailyLogs(tracker, [8, 9], hour: 10, zone: berlin)
        logs.append(F.log(tracker, F.date(F.today, 11, in: berlin), 8))
        let summary = F.summary(tracker, logs, zone: berlin)
        expect(summary, current: 3, longest: 3, available: 0, earned: 0, used: 0)
        #expect(summary.today.isWalked)
    }

    @Test func noRewardTrackerWithAGapBreaksAsTheSpecSays() {
        // Gratitude (awareness, logExists, no rewards): logs on days −5, −4, −2, −1.
        // Day −3 has no log → current = 0 there (the written spec; the app's code would leave
        // the streak unchanged and end at 4); days −2, −1 → 2.
        let tracker = F.tracker(name: "Gratitude", mode: .awareness)
        let summary = F.summary(tracker, F.dailyLogs(tracker, [1, 1, nil, 1, 1], zone: berlin), zone: berlin)
        expect(summary, current: 2, longest: 2, available: 0, earned: 0, used: 0)
        #expect(summary.currentStreakStart == F.today.advanced(by: -2))
    }

    @Test func noRewardTrackerWithoutALogYesterdayIsZero() {
        // "yesterday had no log → streak resets": logs −4…−2, none yesterday, none today.
        let tracker = F.tracker(name: "Gratitude", mode: .awareness)
        let summary = F.summary(tracker, F.dailyLogs(tracker, [1, 1, 1, nil], zone: berlin), zone: berlin)
        expect(summary, current: 0, longest: 3, available: 0, earned: 0, used: 0)
    }

    @Test func cutoffHour18At1759BelongsToThePreviousDay() {
        // 6 steady on −7…−2, then steady today at 17:59 → assigned to yesterday → 7 days
        // (earned 1); today has no log of its own → not walked.
        let tracker = F.noAlc()
        var logs = F.dailyLogs(tracker, F.repeated(F.steady, 6) + F.gap, zone: berlin)
        let at1759 = F.date(F.today, 17, 59, 59, in: berlin)
        logs.append(F.log(tracker, at1759, F.steady))
        #expect(ReportCalendar(timeZone: berlin, today: F.today).assignedDay(of: at1759, .cutoffHour(18)) == F.today.advanced(by: -1))
        expect(F.summary(tracker, logs, zone: berlin), current: 7, longest: 7, available: 1, earned: 1, used: 0)
    }

    @Test func cutoffHour18At1800BelongsToTheSameDay() {
        // Same history at 18:00: yesterday stays empty — day 7, a milestone: the gap earns a
        // joker and spends it (contract §4.2) → 7; today steady → 8, nothing left on hand.
        let tracker = F.noAlc()
        var logs = F.dailyLogs(tracker, F.repeated(F.steady, 6) + F.gap, zone: berlin)
        let at1800 = F.date(F.today, 18, 0, in: berlin)
        logs.append(F.log(tracker, at1800, F.steady))
        #expect(ReportCalendar(timeZone: berlin, today: F.today).assignedDay(of: at1800, .cutoffHour(18)) == F.today)
        expect(F.summary(tracker, logs, zone: berlin), current: 8, longest: 8, available: 0, earned: 1, used: 1)
    }

    @Test func aLogAt0110TheNextMorningCountsForToday() {
        // 3 steady on −3…−1 and steady tomorrow 01:10 → assigned to today → 4.
        let tracker = F.noAlc()
        var logs = F.dailyLogs(tracker, F.repeated(F.steady, 3), zone: berlin)
        logs.append(F.log(tracker, F.date(F.today.advanced(by: 1), 1, 10, in: berlin), F.steady))
        let summary = F.summary(tracker, logs, zone: berlin)
        expect(summary, current: 4, longest: 4, available: 0, earned: 0, used: 0)
        #expect(summary.todayEntry == .level(TrackerPreset.noAlc.levels?[0]))
    }

    @Test func logsAssignedAfterTodayAreIgnored() {
        // Wild tomorrow at 18:30 (cutoff 18 → tomorrow) would break with stored levels; a
        // timestamp tracker's log tomorrow 00:30 would start a day. Both are ignored.
        let tracker = F.noAlc(levels: F.noAlcLevelsWildBreaks)
        var logs = F.dailyLogs(tracker, F.repeated(F.steady, 3), zone: berlin)
        logs.append(F.log(tracker, F.date(F.today.advanced(by: 1), 18, 30, in: berlin), F.wild))
        expect(F.summary(tracker, logs, zone: berlin), current: 3, longest: 3, available: 0, earned: 0, used: 0)

        let yesNo = F.tracker(mode: .yesNo)
        let onlyFuture = [F.log(yesNo, F.date(F.today.advanced(by: 1), 0, 30, in: berlin), 1)]
        let summary = F.summary(yesNo, onlyFuture, zone: berlin)
        expect(summary, current: 0, longest: 0, available: 0, earned: 0, used: 0)
        #expect(summary.walkedDays == nil)
    }

    @Test func todayNotYetLoggedCostsNothing() {
        // Also without rewards: a running today never resets anything.
        expect(noAlcSummary(F.repeated(F.steady, 5)), current: 5, longest: 5, available: 0, earned: 0, used: 0)
        let tracker = F.tracker(name: "Gratitude", mode: .awareness)
        let summary = F.summary(tracker, F.dailyLogs(tracker, [1, 1], zone: berlin), zone: berlin)
        #expect(summary.currentStreak == 2)
        #expect(summary.walkedDays?.upperBound == F.today.advanced(by: -1))
        #expect(summary.todayEntry == .logged(false))
    }

    @Test func aLatestLogThatIsNoLevelMakesTheDayNoData() {
        // Yesterday: steady at 19:00, then a log without value at 21:00 → noData (the earlier
        // valid log does not count); no joker after 3 days → reset.
        let tracker = F.noAlc()
        var logs = F.dailyLogs(tracker, F.repeated(F.steady, 3) + F.gap, zone: berlin)
        logs.append(F.log(tracker, F.date(F.today.advanced(by: -1), 19, in: berlin), F.steady))
        logs.append(F.log(tracker, F.date(F.today.advanced(by: -1), 21, in: berlin), nil))
        let summary = F.summary(tracker, logs, zone: berlin)
        expect(summary, current: 0, longest: 3, available: 0, earned: 0, used: 0)
        #expect(summary.recentDays[12].kind == .noData)
        #expect(summary.recentDays[12].level == nil)
    }

    @Test func aLatestLogThatIsNoLevelTodayLeavesTodayRunning() {
        let tracker = F.noAlc()
        var logs = F.dailyLogs(tracker, F.repeated(F.steady, 3), zone: berlin)
        logs.append(F.log(tracker, F.date(F.today, 19, in: berlin), -1))
        let summary = F.summary(tracker, logs, zone: berlin)
        expect(summary, current: 3, longest: 3, available: 0, earned: 0, used: 0)
        #expect(summary.todayEntry == .level(nil))
    }

    @Test func equalTimestampsTheLaterLogInTheStoreWins() {
        let tracker = F.noAlc(levels: F.noAlcLevelsWildBreaks)
        let base = F.dailyLogs(tracker, F.repeated(F.steady, 3) + F.gap, zone: berlin)
        let at = F.date(F.today.advanced(by: -1), 20, in: berlin)
        let steadyThenWild = base + [F.log(tracker, at, F.steady), F.log(tracker, at, F.wild)]
        let wildThenSteady = base + [F.log(tracker, at, F.wild), F.log(tracker, at, F.steady)]
        #expect(F.summary(tracker, steadyThenWild, zone: berlin).currentStreak == 0)
        #expect(F.summary(tracker, wildThenSteady, zone: berlin).currentStreak == 4)
    }

    @Test func theLatestLogDecidesNotTheLastInTheStore() {
        // Store order: the 21:00 wild first, then a 19:00 steady → the 21:00 log decides.
        let tracker = F.noAlc(levels: F.noAlcLevelsWildBreaks)
        var logs = F.dailyLogs(tracker, F.repeated(F.steady, 3) + F.gap, zone: berlin)
        logs.append(F.log(tracker, F.date(F.today.advanced(by: -1), 21, in: berlin), F.wild))
        logs.append(F.log(tracker, F.date(F.today.advanced(by: -1), 19, in: berlin), F.steady))
        #expect(F.summary(tracker, logs, zone: berlin).currentStreak == 0)
    }

    @Test func legacyDrinkCountsMapToLevels() {
        // 4 drinks → easy (needsGrace), 6 → wild; with a joker from 7 steady days the easy
        // day heals, the wild day (nothing left) resets.
        let summary = noAlcSummary(F.repeated(F.steady, 7) + [4, 6])
        expect(summary, current: 0, longest: 8, available: 0, earned: 0, used: 0)
    }

    @Test func anUnknownStreakEffectCountsAsNoData() {
        let levels = [
            TrackerLevel(id: 0, key: "ok", icon: "✅", labelKey: "X.Ok", streakEffect: .success),
            TrackerLevel(id: 1, key: "odd", icon: "❓", labelKey: "X.Odd", streakEffect: StreakEffect(rawValue: "sparkles")),
        ]
        // With rewards 7/3/heal: 7 ok (earned 1), odd → noData healed (used 1) → 8.
        let withRewards = F.tracker(mode: .levels, levels: levels, rewards: RewardConfig())
        let healed = F.summary(withRewards, F.dailyLogs(withRewards, F.repeated(0, 7) + [1], zone: berlin), zone: berlin)
        expect(healed, current: 8, longest: 8, available: 0, earned: 1, used: 1)
        // Without rewards: noData breaks → 0.
        let plain = F.tracker(mode: .levels, levels: levels)
        let broken = F.summary(plain, F.dailyLogs(plain, F.repeated(0, 3) + [1], zone: berlin), zone: berlin)
        expect(broken, current: 0, longest: 3, available: 0, earned: 0, used: 0)
    }

    @Test func aNeedsGraceDayWithoutARewardConfigBreaks() {
        let tracker = F.noAlc(rewards: nil)
        expect(noAlcSummary(F.repeated(F.steady, 7) + [F.easy], tracker: tracker), current: 0, longest: 7, available: 0, earned: 0, used: 0)
    }

    @Test func anUnusableRewardConfigMeansNoRewards() {
        // earnEveryDays 0 cannot work → treated as none: the gap breaks.
        let tracker = F.noAlc(rewards: RewardConfig(earnEveryDays: 0, maxOnHand: 3, canHealGrace: true))
        expect(noAlcSummary(F.repeated(F.steady, 7) + F.gap + [F.steady], tracker: tracker), current: 1, longest: 7, available: 0, earned: 0, used: 0)
    }

    @Test func noLogsGiveAllZeros() {
        let summary = F.summary(F.noAlc(), [], zone: berlin)
        expect(summary, current: 0, longest: 0, available: 0, earned: 0, used: 0)
        #expect(summary.longestStreakDays == nil)
        #expect(summary.recentDays.count == 14)
        #expect(summary.levelCounts30Days.map(\.days) == [0, 0, 0])
    }
}
