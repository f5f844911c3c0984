import Foundation
import Testing
import TestSupport
import TrackerModel

/// The figures beyond contract §4.2's five numbers: rates, level counts, recent days, today.
@Suite struct StreakSummaryTests {
    typealias F = Fixture
    let berlin = Fixture.zone("Europe/Berlin")

    /// NoAlc: −4 steady, −3 easy (no joker → reset), −2 no log (reset), −1 steady, today steady.
    func mixedWeek() -> StreakSummary {
        let tracker = F.noAlc()
        var logs = F.dailyLogs(tracker, [F.steady, F.easy, nil, F.steady], zone: berlin)
        logs.append(F.log(tracker, F.date(F.today, 20, in: berlin), F.steady))
        return F.summary(tracker, logs, zone: berlin)
    }

    @Test func ratesCountWalkedDaysOnly() {
        // Walked: −4 … today (5 days; earlier days precede the first log). Successes: −4, −1, today.
        let summary = mixedWeek()
        #expect(summary.last7Days == SuccessRate(days: 7, successDays: 3, countedDays: 5))
        #expect(summary.last30Days == SuccessRate(days: 30, successDays: 3, countedDays: 5))
        #expect(summary.last7Days.fraction == 0.6)
    }

    @Test func aRunningTodayIsNotCountedInRates() {
        let tracker = F.noAlc()
        let summary = F.summary(tracker, F.dailyLogs(tracker, [F.steady, F.easy], zone: berlin), zone: berlin)
        #expect(summary.last7Days == SuccessRate(days: 7, successDays: 1, countedDays: 2))
        #expect(SuccessRate(days: 7, successDays: 0, countedDays: 0).fraction == nil)
    }

    @Test func healedDaysKeepTheStreakButAreNoSuccess() {
        // 7 steady (−8…−2), a healed gap yesterday, today running: the window −6…today counts
        // −6…−1 (6 days), of which −6…−2 are successes (5).
        let tracker = F.noAlc()
        let summary = F.summary(tracker, F.dailyLogs(tracker, F.repeated(F.steady, 7) + F.gap, zone: berlin), zone: berlin)
        #expect(summary.currentStreak == 8)
        #expect(summary.last7Days == SuccessRate(days: 7, successDays: 5, countedDays: 6))
    }

    @Test func levelCountsUseEachDaysDecidingLog() {
        let summary = mixedWeek()
        #expect(summary.levelCounts30Days.map(\.level.key) == ["steady", "easy", "wild"])
        #expect(summary.levelCounts30Days.map(\.days) == [3, 1, 0])
    }

    @Test func levelCountsIgnoreDaysBeforeTheWindow() {
        // 40 steady days: only the 30 days ending today count (today has no log: 29).
        let tracker = F.noAlc()
        let summary = F.summary(tracker, F.dailyLogs(tracker, F.repeated(F.steady, 40), zone: berlin), zone: berlin)
        #expect(summary.levelCounts30Days.map(\.days) == [29, 0, 0])
        #expect(summary.last30Days == SuccessRate(days: 30, successDays: 29, countedDays: 29))
    }

    @Test func recentDaysAreTheFourteenDaysEndingToday() {
        let summary = mixedWeek()
        #expect(summary.recentDays.count == 14)
        #expect(summary.recentDays.map(\.day) == (0..<14).map { F.today.advanced(by: $0 - 13) })
        let kinds = summary.recentDays.suffix(6).map(\.kind)
        #expect(kinds == [.noData, .success, .needsGrace, .noData, .success, .success])
        #expect(summary.recentDays.suffix(6).map(\.isWalked) == [false, true, true, true, true, true])
        #expect(summary.recentDays[10].level?.key == "easy")
        #expect(summary.recentDays[11].logCount == 0)
        #expect(summary.today == summary.recentDays[13])
        #expect(summary.today.level?.icon == "💧")
    }

    @Test func streakDatesOfTheCurrentAndLongestStreak() {
        let summary = mixedWeek()
        #expect(summary.currentStreak == 2)
        #expect(summary.currentStreakStart == F.today.advanced(by: -1))
        #expect(summary.longestStreakDays == F.today.advanced(by: -1)...F.today)
        #expect(summary.walkedDays == F.today.advanced(by: -4)...F.today)
    }

    @Test func longestStreakTiesShowTheMostRecentRun() {
        // Gratitude without rewards: 3 days, gap, 3 days ending yesterday.
        let tracker = F.tracker(name: "Gratitude", mode: .awareness)
        let summary = F.summary(tracker, F.dailyLogs(tracker, [1, 1, 1, nil, 1, 1, 1], zone: berlin), zone: berlin)
        #expect(summary.longestStreak == 3)
        #expect(summary.longestStreakDays == F.today.advanced(by: -3)...F.today.advanced(by: -1))
    }

    @Test func todaysEntryByKindOfTracker() {
        let at = F.date(F.today, 9, in: berlin)
        let mood = F.tracker(name: "Mood", mode: .levels)
        #expect(F.summary(mood, [F.log(mood, at, 4)], zone: berlin).todayEntry == .level(TrackerPreset.mood.levels?[3]))
        #expect(F.summary(mood, [], zone: berlin).todayEntry == .level(nil))

        let counter = F.tracker(mode: .counter)
        #expect(F.summary(counter, [F.log(counter, at, 3), F.log(counter, at, nil)], zone: berlin).todayEntry == .count(sum: 3, goal: nil))
        let water = F.tracker(name: "Drink Water", mode: .counter, dailyGoal: 8)
        #expect(F.summary(water, [F.log(water, at, 9)], zone: berlin).todayEntry == .count(sum: 9, goal: 8))

        let yesNo = F.tracker(mode: .yesNo)
        #expect(F.summary(yesNo, [F.log(yesNo, at, nil)], zone: berlin).todayEntry == .logged(true))

        let avoidance = F.tracker(mode: .avoidance)
        #expect(F.summary(avoidance, [F.log(avoidance, at, nil)], zone: berlin).todayEntry == .avoidance(hasLog: true))
    }

    @Test func summariesOfAStoreFollowTheTrackerOrderGiven() {
        let noAlc = F.noAlc()
        let gratitude = F.tracker(name: "Gratitude", mode: .awareness)
        let logs = F.dailyLogs(gratitude, [1, 1], zone: berlin) + F.dailyLogs(noAlc, F.repeated(F.steady, 7), zone: berlin)
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [noAlc, gratitude], logs: logs, warnings: [])
        let calendar = ReportCalendar(timeZone: berlin, today: F.today)
        #expect(StreakSummary.summaries(store: store, calendar: calendar).map(\.currentStreak) == [7, 2])
        #expect(StreakSummary.summaries(for: [gratitude, noAlc], logs: logs, calendar: calendar).map(\.currentStreak) == [2, 7])
    }
}
