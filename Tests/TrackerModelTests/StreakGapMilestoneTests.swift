import Foundation
import Testing
import TrackerModel

/// The app's rule for a gap (noData) on a milestone day (contract §4.2): it earns first and then
/// heals, exactly like a needsGrace day (the app's streaks-rewards.md: "Tag 7 ist Fehltag —
/// Easy, Wild oder Gap: erst Joker verdienen, dann konsumieren"). NoAlc (rewards 7/3/heal,
/// cutoffHour:18), Europe/Berlin, logs at 20:00; `steadyToday` adds a steady log today.
@Suite struct StreakGapMilestoneTests {
    let berlin = Fixture.zone("Europe/Berlin")
    typealias F = Fixture

    func summary(_ values: [Int?], steadyToday: Bool = true, tracker: Tracker = Fixture.noAlc()) -> StreakSummary {
        var logs = F.dailyLogs(tracker, values, zone: berlin)
        if steadyToday { logs.append(F.log(tracker, F.date(F.today, 20, in: berlin), F.steady)) }
        return F.summary(tracker, logs, zone: berlin)
    }

    func expect(_ summary: StreakSummary, current: Int, longest: Int, available: Int, earned: Int, used: Int,
                sourceLocation: SourceLocation = #_sourceLocation) {
        let got = [summary.currentStreak, summary.longestStreak, summary.availableRewards, summary.totalRewardsEarned, summary.totalRewardsUsed]
        #expect(got == [current, longest, available, earned, used], "current, longest, available, earned, used", sourceLocation: sourceLocation)
    }

    @Test func sixSteadyAGapOnDaySevenAndSteadyTodayIsEight() {
        // Day 7 gap: (6 + 1) % 7 == 0 → earn 1 first, spend it → 7; today steady → 8.
        let result = summary(F.repeated(F.steady, 6) + F.gap)
        expect(result, current: 8, longest: 8, available: 0, earned: 1, used: 1)
        #expect(result.currentStreakStart == F.today.advanced(by: -7))
    }

    @Test func aGapOnDaySixIsNoMilestoneAndBreaks() {
        // Day 6 gap: (5 + 1) % 7 != 0, nothing on hand → reset; day 7 and today steady → 2.
        expect(summary(F.repeated(F.steady, 5) + F.gap + [F.steady]), current: 2, longest: 5, available: 0, earned: 0, used: 0)
    }

    @Test func aGapOnDayEightTakesTheJokerOfDaySeven() {
        // 7 steady earn 1; day 8 gap: (7 + 1) % 7 != 0, 1 on hand → spent, 8; today → 9.
        expect(summary(F.repeated(F.steady, 7) + F.gap), current: 9, longest: 9, available: 0, earned: 1, used: 1)
    }

    @Test func aGapOnDaySevenWithoutHealingBreaks() {
        // canHealGrace false: the joker earned on day 7 cannot be spent → reset; today → 1.
        let tracker = F.noAlc(rewards: RewardConfig(earnEveryDays: 7, maxOnHand: 3, canHealGrace: false))
        expect(summary(F.repeated(F.steady, 6) + F.gap, tracker: tracker), current: 1, longest: 6, available: 0, earned: 0, used: 0)
    }

    @Test func aGapOnAMilestoneAtTheCapEarnsNothing() {
        // 27 steady earn on days 7, 14, 21 → 3 on hand (the cap). Day 28 gap: a milestone,
        // but 3 on hand → no earning; one spent → 28, 2 on hand; today steady → 29.
        expect(summary(F.repeated(F.steady, 27) + F.gap), current: 29, longest: 29, available: 2, earned: 3, used: 1)
    }

    @Test func aGapOnAMilestoneWithNoRoomAtAllBreaks() {
        // maxOnHand 0: nothing is ever earned, so the day-7 gap breaks; today → 1.
        let tracker = F.noAlc(rewards: RewardConfig(earnEveryDays: 7, maxOnHand: 0, canHealGrace: true))
        expect(summary(F.repeated(F.steady, 6) + F.gap, tracker: tracker), current: 1, longest: 6, available: 0, earned: 0, used: 0)
    }

    @Test func aSecondGapAfterTheMilestoneBreaks() {
        // Day 7 gap earns and spends its joker (7); day 8 gap: nothing on hand → reset.
        expect(summary(F.repeated(F.steady, 6) + F.gap + F.gap, steadyToday: false), current: 0, longest: 7, available: 0, earned: 0, used: 0)
    }

    @Test func gapsAcrossSeveralMilestonesSpendTheJokersOnHand() {
        // 20 steady: earned 2 (days 7, 14). Gap 21: milestone, earn (3), spend (2 left) → 21;
        // gaps 22, 23 spend the two → 23; gap 24 has none → reset. Today steady → 1.
        expect(summary(F.repeated(F.steady, 20) + F.gap + F.gap + F.gap + F.gap), current: 1, longest: 23, available: 0, earned: 0, used: 0)
        // One gap fewer: the run survives → 24 with today, all three earned jokers spent.
        expect(summary(F.repeated(F.steady, 20) + F.gap + F.gap + F.gap), current: 24, longest: 24, available: 0, earned: 3, used: 3)
    }

    @Test func earningEveryDayAGapDoesNotPayForItself() {
        // earnEveryDays 1: every day is a milestone. Two steady days earn 2; gaps 3 and 4 spend
        // them; gap 5 would earn and spend its own joker — and so every gap after it, forever
        // — so a gap there does not earn: reset. Today steady → 1, earning 1.
        let tracker = F.noAlc(rewards: RewardConfig(earnEveryDays: 1, maxOnHand: 3, canHealGrace: true))
        expect(summary(F.repeated(F.steady, 2) + F.gap + F.gap + F.gap, tracker: tracker), current: 1, longest: 4, available: 1, earned: 1, used: 0)
    }

    @Test func earningEveryDayALogOnceLongAgoKeepsNoStreak() {
        // One steady day 40 days ago (earns 1), then nothing: one gap healed, then reset.
        let tracker = F.noAlc(rewards: RewardConfig(earnEveryDays: 1, maxOnHand: 3, canHealGrace: true))
        let values: [Int?] = [F.steady] + Array(repeating: nil, count: 39)
        expect(summary(values, steadyToday: false, tracker: tracker), current: 0, longest: 2, available: 0, earned: 0, used: 0)
    }

    @Test func aNeedsGraceDayEarningEveryDayStillHealsItself() {
        // Unchanged by the gap rule: an easy day logged with earnEveryDays 1 earns and spends.
        let tracker = F.noAlc(rewards: RewardConfig(earnEveryDays: 1, maxOnHand: 3, canHealGrace: true))
        expect(summary([F.easy, F.easy, F.easy], steadyToday: false, tracker: tracker), current: 3, longest: 3, available: 0, earned: 3, used: 3)
    }
}
