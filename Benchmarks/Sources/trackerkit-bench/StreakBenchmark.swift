import Foundation
import TestSupport
import TrackerModel

/// `trackerkit-bench streaks-synthetic`: the streak summaries of 50 trackers × 3,650 days ×
/// 4–7 logs a day (~1,000,000 logs, all five tracking modes, cutoff-hour day assignment),
/// generated with a fixed seed; prints the time the summaries take (generation excluded).
/// The same data at a tenth of the days is checked for correctness by StreakManyLogsTests.
enum StreakBenchmark {
    static func run(days: Int = 3_650) -> String {
        var random = SeededGenerator(seed: 1_000_000)
        guard let zone = TimeZone(identifier: "Europe/Berlin"), let today = CalendarDay(iso: "2026-11-20") else {
            return "streaks-synthetic: no Europe/Berlin time zone"
        }
        let calendar = ReportCalendar(timeZone: zone, today: today)
        let todayStart = calendar.startOfDay(today).timeIntervalSince1970
        let trackers: [Tracker] = (0..<50).map { index in
            switch index % 5 {
            case 0: return tracker(name: "NoAlc", type: .saboteur, mode: .levels, rewards: RewardConfig(), dayAssignment: "cutoffHour:18")
            case 1: return tracker(name: "Mood", mode: .levels)
            case 2: return tracker(name: "Drink Water", mode: .counter, dailyGoal: 8)
            case 3: return tracker(name: "Custom", mode: .avoidance, dayAssignment: "cutoffHour:4")
            default: return tracker(name: "Custom", mode: .yesNo, rewards: RewardConfig())
            }
        }
        var logs: [TrackerLog] = []
        logs.reserveCapacity(50 * days * 6)
        for back in stride(from: days, through: 1, by: -1) {
            for tracker in trackers {
                for _ in 0..<Int.random(in: 4...7, using: &random) {
                    let time = todayStart - Double(back) * 86_400 + Double(Int.random(in: 0...86_399, using: &random))
                    logs.append(TrackerLog(id: UUID(), trackerId: tracker.id, timestamp: Date(timeIntervalSince1970: time), value: Int.random(in: 0...2, using: &random)))
                }
            }
        }
        let clock = ContinuousClock()
        var summaries: [StreakSummary] = []
        let elapsed = clock.measure {
            summaries = StreakSummary.summaries(for: trackers, logs: logs, calendar: calendar)
        }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return "streaks of \(summaries.count) trackers from \(logs.count) logs (synthetic) in \(String(format: "%.3f", seconds)) s"
    }

    private static func tracker(
        name: String, type: TrackerType = .good, mode: TrackingMode,
        rewards: RewardConfig? = nil, dailyGoal: Int? = nil, dayAssignment: String? = nil
    ) -> Tracker {
        Tracker(
            id: UUID(), name: name, type: type, trackingMode: mode,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000), dailyGoal: dailyGoal,
            rewardConfig: rewards, dayAssignmentRaw: dayAssignment
        )
    }
}
