import Foundation
import Testing
import TestSupport
import TrackerModel

/// Seeded random histories: `StreakCalculator` against a deliberately naive reference
/// written from contract §4.2 here — Foundation `Calendar` for every log's day, a dictionary of
/// days, one step per calendar day, no closed forms.
@Suite struct StreakPropertyTests {
    typealias F = Fixture

    struct Expected: Equatable, CustomStringConvertible {
        var current = 0, longest = 0, earned = 0, used = 0
        var available: Int { max(0, earned - used) }
        var walked: ClosedRange<CalendarDay>?
        var currentStart: CalendarDay?
        var longestDays: ClosedRange<CalendarDay>?
        var successLast7 = 0, countedLast7 = 0, successLast30 = 0, countedLast30 = 0
        var description: String {
            "current \(current) longest \(longest) earned \(earned) used \(used) walked \(String(describing: walked)) start \(String(describing: currentStart)) longestDays \(String(describing: longestDays)) 7d \(successLast7)/\(countedLast7) 30d \(successLast30)/\(countedLast30)"
        }
    }

    enum Outcome { case success, needsGrace, breaks, noData }

    /// The reference: contract §2 and §4.2 read literally.
    static func reference(tracker: Tracker, logs: [TrackerLog], zone: TimeZone, today: CalendarDay) -> Expected {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = zone

        // Derived rules (contract §2), independently of TrackerRules.
        // A preset fills in lacking levels of a levels tracker only (an awareness "NoAlc" or
        // "Mood" keeps its own mode).
        let levels = tracker.levels ?? (tracker.trackingMode == .levels ? TrackerPreset.named(tracker.name)?.levels : nil)
        let successKeys = (levels ?? []).filter { $0.streakEffect == .success }.map(\.key)
        enum Condition { case exists, notExists, goal(Int), level }
        let condition: Condition
        if !successKeys.isEmpty {
            condition = .level
        } else if tracker.trackingMode == .counter, let goal = tracker.dailyGoal, goal > 0 {
            condition = .goal(goal)
        } else if tracker.trackingMode == .avoidance {
            condition = .notExists
        } else {
            condition = .exists
        }
        var cutoff: Int?
        if let raw = tracker.dayAssignmentRaw, raw.hasPrefix("cutoffHour:"), let hour = Int(raw.dropFirst(11)), (0...23).contains(hour) {
            cutoff = hour
        }
        let rewards = tracker.rewardConfig.flatMap { $0.earnEveryDays >= 1 && $0.maxOnHand >= 0 ? $0 : nil }
        let noAlcLike = levels.map { Set($0.map(\.key)) == ["steady", "easy", "wild"] && $0.count == 3 } ?? false
        func level(_ value: Int?) -> TrackerLevel? {
            guard let value, let levels else { return nil }
            if let level = levels.first(where: { $0.id == value }) { return level }
            guard noAlcLike else { return nil }
            if (3...5).contains(value) { return levels.first { $0.key == "easy" } }
            if value >= 6 { return levels.first { $0.key == "wild" } }
            return nil
        }

        // Group by assigned day with Calendar.
        var byDay: [CalendarDay: [(log: TrackerLog, order: Int)]] = [:]
        for (order, log) in logs.enumerated() {
            let parts = gregorian.dateComponents([.year, .month, .day, .hour], from: log.timestamp)
            var day = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)!
            if let cutoff, parts.hour! < cutoff { day = day.advanced(by: -1) }
            if day > today { continue }
            byDay[day, default: []].append((log, order))
        }
        func outcome(_ day: CalendarDay) -> Outcome {
            let dayLogs = byDay[day] ?? []
            switch condition {
            case .exists: return dayLogs.isEmpty ? .noData : .success
            case .notExists: return dayLogs.isEmpty ? .success : .breaks
            case .goal(let goal): return dayLogs.reduce(0) { $0 + ($1.log.value ?? 0) } >= goal ? .success : .noData
            case .level:
                guard let latest = dayLogs.max(by: { ($0.log.timestamp, $0.order) < ($1.log.timestamp, $1.order) }) else { return .noData }
                switch level(latest.log.value)?.streakEffect {
                case .success?: return .success
                case .needsGrace?: return .needsGrace
                case .breaksStreak?: return .breaks
                default: return .noData
                }
            }
        }

        var result = Expected()
        guard let first = byDay.keys.min() else { return result }
        let end: CalendarDay
        if case .notExists = condition { end = today } else { end = outcome(today) == .noData ? today.advanced(by: -1) : today }
        guard first <= end else { return result }
        result.walked = first...end
        var current = 0, longest = 0, earned = 0, used = 0
        var longestEnd = first
        var day = first
        while day <= end {
            switch outcome(day) {
            case .success:
                current += 1
                if current >= longest { longest = current; longestEnd = day }
                if let rewards, current % rewards.earnEveryDays == 0, earned - used < rewards.maxOnHand { earned += 1 }
            case .needsGrace:
                if let rewards, (current + 1) % rewards.earnEveryDays == 0, earned - used < rewards.maxOnHand { earned += 1 }
                if let rewards, earned - used > 0, rewards.canHealGrace {
                    used += 1
                    current += 1
                    if current >= longest { longest = current; longestEnd = day }
                } else {
                    current = 0; earned = 0; used = 0
                }
            case .breaks:
                current = 0; earned = 0; used = 0
            case .noData:
                if let rewards {
                    // Like needsGrace: a milestone day earns first — except when every day is
                    // one (earnEveryDays 1), where a gap would pay for itself forever.
                    if rewards.earnEveryDays > 1, (current + 1) % rewards.earnEveryDays == 0, earned - used < rewards.maxOnHand { earned += 1 }
                    if earned - used > 0 && rewards.canHealGrace {
                        used += 1
                        current += 1
                        if current >= longest { longest = current; longestEnd = day }
                    } else {
                        current = 0; earned = 0; used = 0
                    }
                } else {
                    current = 0
                }
            }
            day = day.advanced(by: 1)
        }
        result.current = current
        result.longest = longest
        result.earned = earned
        result.used = used
        result.currentStart = current > 0 ? end.advanced(by: 1 - current) : nil
        result.longestDays = longest > 0 ? longestEnd.advanced(by: 1 - longest)...longestEnd : nil
        for back in 0..<30 {
            let day = today.advanced(by: -back)
            guard day >= first && day <= end else { continue }
            let success = outcome(day) == .success
            if back < 7 { result.countedLast7 += 1; if success { result.successLast7 += 1 } }
            result.countedLast30 += 1
            if success { result.successLast30 += 1 }
        }
        return result
    }

    static let zones = ["Europe/Berlin", "America/New_York", "Pacific/Auckland", "Pacific/Chatham",
                        "Pacific/Kiritimati", "Australia/Lord_Howe", "Asia/Kolkata", "UTC"]
    /// Todays right after DST changes in the north and south, and a plain one.
    static let todays = ["2026-03-30", "2026-04-06", "2026-11-02", "2026-07-15"].map { CalendarDay(iso: $0)! }

    static func randomTracker(_ random: inout SeededGenerator) -> Tracker {
        let effects: [StreakEffect] = [.success, .needsGrace, .breaksStreak, StreakEffect(rawValue: "mystery")]
        var levels: [TrackerLevel]?
        var mode: TrackingMode
        var name = "Custom"
        switch random.next(in: 0...5) {
        case 0:
            mode = .levels
            name = "NoAlc"
            // Preset levels (nil) or the store's own NoAlc-like levels with random effects.
            if random.chance(0.5) {
                levels = ["steady", "easy", "wild"].enumerated().map { index, key in
                    TrackerLevel(id: index, key: key, icon: "•", labelKey: "NoAlc.\(key)", streakEffect: effects[random.next(in: 0...3)])
                }
            }
        case 1:
            mode = .levels
            let count = random.next(in: 2...5)
            let firstID = random.next(in: 0...3)
            levels = (0..<count).map { index in
                TrackerLevel(id: firstID + index, key: "l\(index)", icon: "•", labelKey: "X.l\(index)",
                             streakEffect: effects[random.chance(0.1) ? 3 : random.next(in: 0...2)])
            }
        case 2: mode = .counter
        case 3: mode = .avoidance
        case 4: mode = .yesNo
        default: mode = .awareness
        }
        // A preset's name on a tracker of another mode (an old awareness Mood tracker).
        if mode != .levels && random.chance(0.3) { name = random.chance(0.5) ? "NoAlc" : "Mood" }
        let rewards: RewardConfig? = random.chance(0.35) ? nil
            : RewardConfig(earnEveryDays: random.next(in: 0...8), maxOnHand: random.next(in: -1...4), canHealGrace: random.chance(0.8))
        let assignment = random.chance(0.4) ? "timestamp" : "cutoffHour:\(random.next(in: 0...23))"
        return F.tracker(name: name, mode: mode, levels: levels, rewards: rewards,
                         dailyGoal: mode == .counter ? random.next(in: -1...10) : nil, dayAssignment: assignment)
    }

    static func randomLogs(_ tracker: Tracker, today: CalendarDay, zone: TimeZone, _ random: inout SeededGenerator) -> [TrackerLog] {
        let todayStart = F.date(today, 0, in: zone).timeIntervalSince1970
        let spanDays = random.next(in: 1...45)
        let density = Double(random.next(in: 1...9)) / 10
        var logs: [TrackerLog] = []
        for back in stride(from: spanDays, through: -2, by: -1) where random.chance(density) {
            for _ in 0..<random.next(in: 1...3) {
                var time = todayStart - Double(back) * 86_400 + Double(random.next(in: 0...86_399))
                if random.chance(0.05), let previous = logs.last { time = previous.timestamp.timeIntervalSince1970 }
                let value: Int? = random.chance(0.1) ? nil : random.next(in: -1...8)
                logs.append(F.log(tracker, Date(timeIntervalSince1970: time), value))
            }
        }
        // Store order is not time order.
        for index in logs.indices.reversed() where index > 0 && random.chance(0.3) {
            logs.swapAt(index, random.next(in: 0...index))
        }
        return logs
    }

    @Test func calculatorMatchesTheNaiveReference() {
        var random = SeededGenerator(seed: 20_261_120)
        var calendars: [String: ReportCalendar] = [:]
        var mismatches = 0
        for iteration in 0..<4000 {
            let zoneID = Self.zones[random.next(in: 0...(Self.zones.count - 1))]
            let today = Self.todays[random.next(in: 0...(Self.todays.count - 1))]
            let zone = F.zone(zoneID)
            let key = "\(zoneID) \(today)"
            let calendar = calendars[key] ?? ReportCalendar(timeZone: zone, today: today)
            calendars[key] = calendar
            let tracker = Self.randomTracker(&random)
            let logs = Self.randomLogs(tracker, today: today, zone: zone, &random)

            let summary = StreakSummary.summary(logs: logs, rules: TrackerRules(tracker: tracker), calendar: calendar)
            let expected = Self.reference(tracker: tracker, logs: logs, zone: zone, today: today)
            let actual = Expected(
                current: summary.currentStreak, longest: summary.longestStreak,
                earned: summary.totalRewardsEarned, used: summary.totalRewardsUsed,
                walked: summary.walkedDays, currentStart: summary.currentStreakStart, longestDays: summary.longestStreakDays,
                successLast7: summary.last7Days.successDays, countedLast7: summary.last7Days.countedDays,
                successLast30: summary.last30Days.successDays, countedLast30: summary.last30Days.countedDays
            )
            if actual != expected || summary.availableRewards != expected.available {
                mismatches += 1
                if mismatches <= 3 {
                    Issue.record("history \(iteration) (\(zoneID), today \(today), \(tracker.trackingMode.rawValue), \(tracker.dayAssignmentRaw ?? "-"), rewards \(String(describing: tracker.rewardConfig))):\n  got      \(actual)\n  expected \(expected)")
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func summariesOverAStoreMatchPerTrackerCalculation() {
        // Interleaved logs of several trackers: the grouped path equals the per-tracker one.
        var random = SeededGenerator(seed: 42)
        let zone = F.zone("Europe/Berlin")
        let calendar = ReportCalendar(timeZone: zone, today: Self.todays[0])
        let trackers = (0..<12).map { _ in Self.randomTracker(&random) }
        var logs: [TrackerLog] = trackers.flatMap { Self.randomLogs($0, today: calendar.today, zone: zone, &random) }
        logs.shuffle(using: &random)
        let summaries = StreakSummary.summaries(for: trackers, logs: logs, calendar: calendar)
        #expect(summaries.count == trackers.count)
        for (tracker, summary) in zip(trackers, summaries) {
            let own = logs.filter { $0.trackerId == tracker.id }
            #expect(summary == StreakSummary.summary(logs: own, rules: TrackerRules(tracker: tracker), calendar: calendar))
        }
    }
}
