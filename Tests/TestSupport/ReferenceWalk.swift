import Foundation
import TrackerModel

/// The streak walk and the habit strength written once more, plainly and from the documents
/// alone — contract §2 and §4.2 for the walk, docs/streaks-and-strength.md "Habit strength" for the strength — as
/// the oracle of the differential tests: Foundation's `Calendar` for each log's day, a
/// dictionary of days, one step per calendar day, `S = S × m + v × (1 − m)` every day from the
/// habit's first day (the tracker's creation, or its first log when earlier), no closed forms
/// and nothing of the tool's but its plain value types.
public enum ReferenceWalk {
    public enum Outcome: Sendable, Equatable { case success, needsGrace, breaks, noData }

    /// One walked day.
    public struct Day: Sendable, Equatable {
        public var day: CalendarDay
        public var outcome: Outcome
        public var healed: Bool
        /// The streak and the strength after the day.
        public var streak: Int
        public var strength: Double
        public var logCount: Int
        public var sum: Int
        /// The deciding (latest) log's level, its index in the tracker's levels.
        public var levelIndex: Int?
    }

    /// Loop's daily multiplier, as docs/streaks-and-strength.md defines it.
    public static let multiplier = pow(0.5, 1.0 / 13.0)

    /// Every day the walk judges, in order (empty without logs on or before today); each
    /// day's strength counts the habit's days before its first log too.
    public static func walk(tracker: Tracker, logs: [TrackerLog], zone: TimeZone, today: CalendarDay) -> [Day] {
        run(tracker: tracker, logs: logs, zone: zone, today: today).days
    }

    /// The habit strength after the walk's last day: from the tracker's creation (or its first
    /// log, when earlier) — an avoidance tracker's days before its first relapse are
    /// successes, any other tracker's days before its first log are worth 0 — so a tracker
    /// without logs has one too.
    public static func strength(tracker: Tracker, logs: [TrackerLog], zone: TimeZone, today: CalendarDay) -> Double {
        run(tracker: tracker, logs: logs, zone: zone, today: today).strength
    }

    private static func run(tracker: Tracker, logs: [TrackerLog], zone: TimeZone, today: CalendarDay) -> (days: [Day], strength: Double) {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = zone
        // contract §2: stored levels; a levels tracker without them takes its preset's.
        let levels = tracker.levels ?? (tracker.trackingMode == .levels ? TrackerPreset.named(tracker.name)?.levels : nil)
        let hasSuccessLevel = (levels ?? []).contains { $0.streakEffect == .success }
        let goal = tracker.trackingMode == .counter ? tracker.dailyGoal.flatMap { $0 > 0 ? $0 : nil } : nil
        let avoidance = !hasSuccessLevel && tracker.trackingMode == .avoidance
        var cutoff: Int?
        if let raw = tracker.dayAssignmentRaw {
            for prefix in ["cutoffHour:", "cutoff:"] where raw.hasPrefix(prefix) {
                if let hour = Int(raw.dropFirst(prefix.count)), (0...23).contains(hour), raw.dropFirst(prefix.count).allSatisfy(\.isNumber) {
                    cutoff = hour
                }
            }
        }
        let rewards = tracker.rewardConfig.flatMap { $0.earnEveryDays >= 1 && $0.maxOnHand >= 0 ? $0 : nil }
        let drinkCounts = levels.map { $0.map(\.key).sorted() == ["easy", "steady", "wild"] } ?? false
        func levelIndex(_ value: Int?) -> Int? {
            guard let value, let levels else { return nil }
            if let index = levels.firstIndex(where: { $0.id == value }) { return index }
            guard drinkCounts else { return nil }
            if (3...5).contains(value) { return levels.firstIndex { $0.key == "easy" } }
            return value >= 6 ? levels.firstIndex { $0.key == "wild" } : nil
        }

        var byDay: [CalendarDay: [(log: TrackerLog, order: Int)]] = [:]
        for (order, log) in logs.enumerated() {
            let parts = gregorian.dateComponents([.year, .month, .day, .hour], from: log.timestamp)
            guard var day = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!) else { continue }
            if let cutoff, parts.hour! < cutoff { day = day.advanced(by: -1) }
            if day <= today { byDay[day, default: []].append((log, order)) }
        }
        func facts(_ day: CalendarDay) -> (outcome: Outcome, credit: Double, count: Int, sum: Int, level: Int?) {
            let dayLogs = byDay[day] ?? []
            let sum = dayLogs.reduce(0) { $0 + ($1.log.value ?? 0) }
            let latest = dayLogs.max { ($0.log.timestamp, $0.order) < ($1.log.timestamp, $1.order) }
            let level = latest.flatMap { levelIndex($0.log.value) }
            let outcome: Outcome
            var credit = 0.0
            if hasSuccessLevel {
                switch level.map({ levels![$0].streakEffect }) {
                case .success?: outcome = .success
                case .needsGrace?: outcome = .needsGrace
                case .breaksStreak?: outcome = .breaks
                default: outcome = .noData
                }
            } else if let goal {
                outcome = !dayLogs.isEmpty && sum >= goal ? .success : .noData
                if outcome == .noData && !dayLogs.isEmpty && sum > 0 { credit = Double(sum) / Double(goal) }
            } else if avoidance {
                outcome = dayLogs.isEmpty ? .success : .breaks
            } else {
                outcome = dayLogs.isEmpty ? .noData : .success
            }
            return (outcome, outcome == .success ? 1 : credit, dayLogs.count, sum, level)
        }

        let end = avoidance || facts(today).outcome != .noData ? today : today.advanced(by: -1)
        let createdParts = gregorian.dateComponents([.year, .month, .day], from: tracker.createdAt)
        let created = CalendarDay(year: createdParts.year!, month: createdParts.month!, day: createdParts.day!)!
        let first = byDay.keys.min()
        var strength = 0.0
        // The habit's days before its first log: no streak, and for the strength a success
        // (avoidance: no relapse) or a day worth 0.
        var day = min(created, first ?? created)
        while day < (first ?? end.advanced(by: 1)) && day <= end {
            strength = strength * multiplier + (avoidance ? 1 : 0) * (1 - multiplier)
            day = day.advanced(by: 1)
        }
        guard let first else { return ([], strength) }
        var result: [Day] = []
        var current = 0, earned = 0, used = 0
        day = first
        while day <= end {
            let today = facts(day)
            var healed = false
            func heal() -> Bool {
                guard let rewards, earned - used > 0, rewards.canHealGrace else { return false }
                used += 1
                current += 1
                return true
            }
            switch today.outcome {
            case .success:
                current += 1
                if let rewards, current % rewards.earnEveryDays == 0, earned - used < rewards.maxOnHand { earned += 1 }
            case .needsGrace, .noData:
                if let rewards, today.outcome == .needsGrace || rewards.earnEveryDays > 1,
                   (current + 1) % rewards.earnEveryDays == 0, earned - used < rewards.maxOnHand {
                    earned += 1
                }
                healed = heal()
                if !healed { (current, earned, used) = (0, 0, 0) }
            case .breaks:
                (current, earned, used) = (0, 0, 0)
            }
            if !healed { strength = strength * multiplier + today.credit * (1 - multiplier) }
            result.append(Day(day: day, outcome: today.outcome, healed: healed, streak: current, strength: strength,
                              logCount: today.count, sum: today.sum, levelIndex: today.level))
            day = day.advanced(by: 1)
        }
        return (result, strength)
    }

    /// `value` (≥ 0) as the report's CSV files write a strength: its shortest decimal form
    /// (Swift's `description`) rounded half away from zero to four decimals (`0.1235` for
    /// 0.12345), with a point.
    public static func fourDecimals(_ value: Double) -> String {
        let text = "\(value)"
        var mantissa = Substring(text)
        var exponent = 0
        if let e = text.firstIndex(of: "e") {
            mantissa = text[..<e]
            exponent = Int(text[text.index(after: e)...]) ?? 0
        }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = (parts[0] + (parts.count > 1 ? parts[1] : "")).compactMap { $0.wholeNumberValue }
        var point = parts[0].count + exponent
        while point <= 0 {
            digits.insert(0, at: 0)
            point += 1
        }
        while digits.count < point + 5 { digits.append(0) }
        var kept = Array(digits[0..<(point + 4)])
        if digits[point + 4] >= 5 {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == 9 {
                    kept[index] = 0
                    index -= 1
                } else {
                    kept[index] += 1
                    break
                }
            }
            if index < 0 {
                kept.insert(1, at: 0)
                point += 1
            }
        }
        let whole = kept[0..<point].map(String.init).joined().drop { $0 == "0" }
        return (whole.isEmpty ? "0" : String(whole)) + "." + kept[point...].map(String.init).joined()
    }
}
