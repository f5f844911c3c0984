import Foundation
import Testing
import TestSupport
import TrackerModel

/// A store of 50 trackers × 365 days × 4–7 logs a day (~100,000 logs): every tracker gets its
/// summary, and the trackers logged every day have a streak of every day. The time for ten
/// times as many days is measured by `trackerkit-bench streaks-synthetic` (Benchmarks/run.sh).
@Suite struct StreakManyLogsTests {
    static let days = 365

    @Test func streaksForManyLogs() {
        var random = SeededGenerator(seed: 1_000_000)
        let zone = Fixture.zone("Europe/Berlin")
        let today = Fixture.today
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

        let calendar = ReportCalendar(timeZone: zone, today: today)
        let summaries = StreakSummary.summaries(for: trackers, logs: logs, calendar: calendar)
        #expect(summaries.count == 50)
        // Every yesNo tracker was logged every day up to yesterday.
        #expect(summaries[4].currentStreak == Self.days)
    }
}
