import Foundation
import TrackerModel

/// Streak summaries for tests and benchmarks, computed through the tool's one entry point,
/// `StreakSummary.summary(rules:calendar:logCount:log:)`: each log's assigned day resolved
/// with `ReportCalendar.assignedDay`, its position in the given array as its store order.
extension StreakSummary {
    /// The summary of one tracker from its logs in store order (other trackers' logs must not
    /// be passed).
    public static func summary(logs: [TrackerLog], rules: TrackerRules, calendar: ReportCalendar) -> StreakSummary {
        summary(rules: rules, calendar: calendar, logCount: logs.count) { k in
            let log = logs[k]
            return (calendar.assignedDay(of: log.timestamp, rules.dayAssignment).dayNumber, log.timestamp.timeIntervalSince1970, k, log.value)
        }
    }

    /// Summaries of `trackers`, in that order, from a store's logs in store order; logs of
    /// other trackers are skipped. A log's store position breaks timestamp ties.
    public static func summaries(for trackers: [Tracker], logs: [TrackerLog], calendar: ReportCalendar) -> [StreakSummary] {
        var indexByID: [UUID: Int] = [:]
        for (index, tracker) in trackers.enumerated() where indexByID[tracker.id] == nil {
            indexByID[tracker.id] = index
        }
        var positions = [[Int]](repeating: [], count: trackers.count)
        for (position, log) in logs.enumerated() {
            if let index = indexByID[log.trackerId] { positions[index].append(position) }
        }
        return trackers.indices.map { index in
            let rules = TrackerRules(tracker: trackers[index])
            let own = positions[index]
            return summary(rules: rules, calendar: calendar, logCount: own.count) { k in
                let log = logs[own[k]]
                return (calendar.assignedDay(of: log.timestamp, rules.dayAssignment).dayNumber, log.timestamp.timeIntervalSince1970, own[k], log.value)
            }
        }
    }

    /// Summaries of every tracker of `store`, in the store's tracker order.
    public static func summaries(store: Store, calendar: ReportCalendar) -> [StreakSummary] {
        summaries(for: store.trackers, logs: store.logs, calendar: calendar)
    }
}
