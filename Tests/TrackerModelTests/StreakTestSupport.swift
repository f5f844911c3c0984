import Foundation
import TestSupport
import TrackerModel

/// Builds trackers, logs and calendars for the streak tests. Local times are turned into
/// `Date`s with Foundation's `Calendar` — independently of `ReportCalendar`.
enum Fixture {
    static let today = CalendarDay(year: 2026, month: 11, day: 20)!

    static func zone(_ identifier: String) -> TimeZone {
        guard let zone = TimeZone(identifier: identifier) else { preconditionFailure("unknown zone \(identifier)") }
        return zone
    }

    static func gregorian(_ zone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar
    }

    /// The instant of a local wall-clock time on `day` in `zone`.
    static func date(_ day: CalendarDay, _ hour: Int, _ minute: Int = 0, _ second: Int = 0, in zone: TimeZone) -> Date {
        let (year, month, dayOfMonth) = day.components
        let components = DateComponents(year: year, month: month, day: dayOfMonth, hour: hour, minute: minute, second: second)
        guard let date = gregorian(zone).date(from: components) else { preconditionFailure("no date for \(components)") }
        return date
    }

    /// An instant from an RFC 3339 text with an offset.
    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        guard let date = formatter.date(from: text) else { preconditionFailure("bad timestamp \(text)") }
        return date
    }

    static func tracker(
        name: String = "Custom", mode: TrackingMode, levels: [TrackerLevel]? = nil,
        rewards: RewardConfig? = nil, dailyGoal: Int? = nil, dayAssignment: String? = nil
    ) -> Tracker {
        Tracker(
            id: UUID(), name: name, type: .good, trackingMode: mode,
            createdAt: Date(timeIntervalSince1970: 1_700_000_000), dailyGoal: dailyGoal,
            levels: levels, rewardConfig: rewards, dayAssignmentRaw: dayAssignment
        )
    }

    /// NoAlc as the app stores it, with the preset filling its levels unless `levels` is given.
    static func noAlc(levels: [TrackerLevel]? = nil, rewards: RewardConfig? = RewardConfig()) -> Tracker {
        var tracker = tracker(name: "NoAlc", mode: .levels, levels: levels, rewards: rewards, dayAssignment: "cutoffHour:18")
        tracker.type = .saboteur
        return tracker
    }

    /// NoAlc levels as a store may carry them, with wild breaking the streak.
    static let noAlcLevelsWildBreaks: [TrackerLevel] = [
        TrackerLevel(id: 0, key: "steady", icon: "💧", labelKey: "NoAlc.Steady", streakEffect: .success),
        TrackerLevel(id: 1, key: "easy", icon: "✨", labelKey: "NoAlc.Easy", streakEffect: .needsGrace),
        TrackerLevel(id: 2, key: "wild", icon: "💥", labelKey: "NoAlc.Wild", streakEffect: .breaksStreak),
    ]

    static let steady = 0
    static let easy = 1
    static let wild = 2

    static func log(_ tracker: Tracker, _ date: Date, _ value: Int?) -> TrackerLog {
        TrackerLog(id: UUID(), trackerId: tracker.id, timestamp: date, value: value)
    }

    /// One log per entry on consecutive days ending yesterday (a `nil` entry: no log that day),
    /// at `hour` local time; today gets no log.
    static func dailyLogs(_ tracker: Tracker, _ values: [Int?], hour: Int = 20, zone: TimeZone, today: CalendarDay = today) -> [TrackerLog] {
        var logs: [TrackerLog] = []
        for (offset, value) in values.enumerated() {
            guard let value else { continue }
            let day = today.advanced(by: offset - values.count)
            logs.append(log(tracker, date(day, hour, in: zone), value))
        }
        return logs
    }

    static func summary(_ tracker: Tracker, _ logs: [TrackerLog], zone: TimeZone, today: CalendarDay = today) -> StreakSummary {
        let calendar = ReportCalendar(timeZone: zone, today: today)
        return StreakSummary.summary(logs: logs, rules: TrackerRules(tracker: tracker), calendar: calendar)
    }

    static func repeated(_ value: Int, _ count: Int) -> [Int?] {
        Array(repeating: value, count: count)
    }

    /// A day without any log.
    static let gap: [Int?] = [nil]
}
