import Foundation
import Testing
import TestSupport
import TrackerModel

/// A store of 50 trackers × 3,650 days × 4–7 logs a day (~1,000,000 logs). Run in release to
/// get the figure: `swift test -c release --filter StreakPerformanceTests`. Debug builds use a
/// tenth of the days, so the everyday `swift test` stays fast (same code path, same checks).
@Suite struct StreakPerformanceTests {
    #if DEBUG
    static let days = 365
    #else
    static let days = 3_650
    #endif

    @Test func streaksForAMillionLogs() {
        var random = SeededGenerator(seed: 1_000_000)
        let zone = Fixture.zone("Europe/Berlin")
        let today = CalendarDay(iso: "2026-11-20")!
        let todayStart = Fixture.date(today, 0, in: zone).timeIntervalSince1970
        let trackers: [Tracker] = (0..<50).map { index in
            switch index % 5 {
            case 0: return Fixture.noAlc()
            case 1: return Fixture.tracker(name: "Mood", mode: .levels)
            case 2: return Fixture.tracker(name: "Drink Water", mode: .counter, dailyGoal: 8)
            case 3: return Fixture.tracker(mode: .avoidance, dayAssignment: "cutoffHour:4")
            default: return Fixture.tracker(mode: .yesNo, rewards: RewardConfig())
            }
        }
        var logs: [TrackerLog] = []
        logs.reserveCapacity(50 * Self.days * 6)
        for back in stride(from: Self.days, through: 1, by: -1) {
            for tracker in trackers {
                for _ in 0..<random.next(in: 4...7) {
                    let time = todayStart - Double(back) * 86_400 + Double(random.next(in: 0...86_399))
                    logs.append(TrackerLog(id: UUID(), trackerId: tracker.id, timestamp: Date(timeIntervalSince1970: time), value: random.next(in: 0...2)))
                }
            }
        }

        let clock = ContinuousClock()
        var summaries: [StreakSummary] = []
        let elapsed = clock.measure {
            let calendar = ReportCalendar(timeZone: zone, today: today)
            summaries = StreakSummary.summaries(for: trackers, logs: logs, calendar: calendar)
        }
        print("streaks for \(logs.count) logs of \(trackers.count) trackers: \(elapsed)")
        #expect(summaries.count == 50)
        // Every yesNo tracker was logged every day up to yesterday.
        #expect(summaries[4].currentStreak == Self.days)
        #expect(elapsed < .seconds(5))
    }
}
