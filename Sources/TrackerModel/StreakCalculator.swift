import Foundation

/// The app's forward-iteration streak algorithm (contract §4.2), on integer day numbers.
///
/// Decisions where the contract is silent:
/// - A level whose `streakEffect` is unknown decides its day as `noData` (as a latest log
///   that is no level does).
/// - A needsGrace day without a reward config breaks the streak (nothing can heal it).
/// - With `earnEveryDays` 1 a gap does not earn first (see `Walk.gapDays`).
/// - Ties for the longest streak: the most recent streak of that length gives the dates.
public enum StreakCalculator {
    /// A log reduced to what the calculation needs.
    struct Entry: Sendable {
        var day: Int
        var time: Double
        /// Position in the store: breaks timestamp ties (later wins).
        var order: Int
        var value: Int?
    }

    /// The facts of one assigned day.
    struct DayFacts {
        var day: Int
        var logCount: Int
        var sum: Int
        /// The value of the latest log (its `value`, possibly nil).
        var latestValue: Int?
    }

    /// `entries` hold only days ≤ today; they are sorted in place.
    static func calculate(entries: inout [Entry], rules: TrackerRules, calendar: ReportCalendar) -> StreakSummary {
        calculate(days: groupIntoDays(&entries), rules: rules, calendar: calendar)
    }

    /// The summary and the day-by-day history (for pictures and period tables), from one
    /// grouping of the logs.
    static func calculateWithHistory(
        entries: inout [Entry], rules: TrackerRules, calendar: ReportCalendar, olderDays: DayHistory.OlderDays? = nil
    ) -> (StreakSummary, DayHistory) {
        let days = groupIntoDays(&entries)
        return (calculate(days: days, rules: rules, calendar: calendar),
                DayHistory.history(days: days, rules: rules, today: calendar.today.dayNumber, olderDays: olderDays,
                                   habitStart: calendar.day(of: rules.createdAt).dayNumber, skipped: calendar.skippedDays))
    }

    private static func calculate(days: [DayFacts], rules: TrackerRules, calendar: ReportCalendar) -> StreakSummary {
        let today = calendar.today.dayNumber
        let judge = DayJudge(rules: rules)
        var todayFacts = DayFacts(day: today, logCount: 0, sum: 0, latestValue: nil)
        if let last = days.last, last.day == today { todayFacts = last }
        let (todayKind, _) = judge.outcome(todayFacts)
        let habitStart = calendar.day(of: rules.createdAt).dayNumber
        let (walk, walked, strengthStart) = walkDays(days, rules: rules, judge: judge, calendar: calendar, todayKind: todayKind, habitStart: habitStart)
        let window = windowOutcomes(days, judge: judge, calendar: calendar, walked: walked)

        func rate(_ length: Int) -> SuccessRate {
            let slice = window.suffix(length)
            return SuccessRate(
                days: length,
                successDays: slice.filter { $0.isWalked && $0.kind == .success }.count,
                countedDays: slice.filter(\.isWalked).count
            )
        }

        var levelCounts: [StreakSummary.LevelCount] = []
        if let levels = rules.levels {
            for level in levels {
                // Compare ids: a level's id identifies it (unique per tracker).
                let count = window.filter { $0.level?.id == level.id && $0.level?.key == level.key }.count
                levelCounts.append(StreakSummary.LevelCount(level: level, days: count))
            }
        }

        let todayOutcome = window[window.count - 1]
        return StreakSummary(
            currentStreak: walk.current,
            longestStreak: walk.longest,
            availableRewards: max(0, walk.earned - walk.used),
            totalRewardsEarned: walk.earned,
            totalRewardsUsed: walk.used,
            strength: walk.strength.value,
            currentStreakStart: walked.flatMap { walk.current > 0 ? CalendarDay(dayNumber: calendar.firstDay(ofRun: walk.current, endingOn: $0.upperBound)) : nil },
            longestStreakDays: walk.longest > 0
                ? CalendarDay(dayNumber: calendar.firstDay(ofRun: walk.longest, endingOn: walk.longestEnd))...CalendarDay(dayNumber: walk.longestEnd) : nil,
            walkedDays: walked.map { CalendarDay(dayNumber: $0.lowerBound)...CalendarDay(dayNumber: $0.upperBound) },
            strengthDays: strengthStart.map { CalendarDay(dayNumber: $0)...CalendarDay(dayNumber: walkEnd(rules: rules, today: today, todayKind: todayKind)) },
            today: todayOutcome,
            todayEntry: todayEntry(todayOutcome, rules: rules),
            last7Days: rate(7),
            last30Days: rate(30),
            levelCounts30Days: levelCounts,
            recentDays: Array(window.suffix(14))
        )
    }

    /// The facts of each day with logs, in day order (one pass over the tracker's logs,
    /// sorted here by day).
    static func groupIntoDays(_ entries: inout [Entry]) -> [DayFacts] {
        entries.sort { $0.day < $1.day }
        var days: [DayFacts] = []
        var index = 0
        while index < entries.count {
            let day = entries[index].day
            var facts = DayFacts(day: day, logCount: 0, sum: 0, latestValue: nil)
            var sum = DaySum()
            var latestTime = -Double.infinity
            var latestOrder = Int.min
            while index < entries.count && entries[index].day == day {
                let entry = entries[index]
                facts.logCount += 1
                if let value = entry.value { sum.add(value) }
                if entry.time > latestTime || (entry.time == latestTime && entry.order > latestOrder) {
                    latestTime = entry.time
                    latestOrder = entry.order
                    facts.latestValue = entry.value
                }
                index += 1
            }
            facts.sum = sum.clamped
            days.append(facts)
        }
        return days
    }

    /// The last day the walk judges: today when the condition is `logNotExists` or today is
    /// decided, else yesterday (contract §4.2 `end`).
    static func walkEnd(rules: TrackerRules, today: Int, todayKind: DayOutcome.Kind) -> Int {
        if case .logNotExists = rules.successCondition { return today }
        return todayKind == .noData ? today - 1 : today
    }

    /// The habit strength's first day: the tracker's creation, or its first logged day when
    /// that is earlier (a store with logs from before the tracker was made).
    static func strengthStart(habitStart: Int, firstLogged: Int?) -> Int {
        min(habitStart, firstLogged ?? habitStart)
    }

    /// The forward walk from the first logged day to today (or yesterday, while today has no
    /// data and can still be logged), and the days it covered; before it, the strength of the
    /// habit's days before its first log (an avoidance tracker's days without a relapse are
    /// successes, any other tracker's count 0), and the strength walk's first day (nil when
    /// it would begin after the walk's end). A day the zone skipped is no day: the walk goes
    /// over it.
    private static func walkDays(
        _ days: [DayFacts], rules: TrackerRules, judge: DayJudge, calendar: ReportCalendar, todayKind: DayOutcome.Kind, habitStart: Int
    ) -> (Walk, ClosedRange<Int>?, Int?) {
        let today = calendar.today.dayNumber
        var walk = Walk(rewards: rules.rewardConfig)
        func emptyDays(_ range: Range<Int>) {
            var start = range.lowerBound
            for skipped in calendar.skippedDays(in: range) {
                walk.emptyDays(skipped - start, from: start, kind: judge.emptyDayKind)
                start = skipped + 1
            }
            walk.emptyDays(range.upperBound - start, from: start, kind: judge.emptyDayKind)
        }
        let end = walkEnd(rules: rules, today: today, todayKind: todayKind)
        let first = days.first?.day
        let start = strengthStart(habitStart: habitStart, firstLogged: first)
        guard start <= end else { return (walk, nil, nil) }
        let beforeFirstLog = start..<min(first ?? end + 1, end + 1)
        walk.strength.addEmptyDays(beforeFirstLog.count - calendar.skippedDays(in: beforeFirstLog).count, succeed: judge.emptyDayKind == .success)
        guard let first, first <= end else { return (walk, nil, start) }
        var cursor = first
        for facts in days where facts.day <= end {
            emptyDays(cursor..<facts.day)
            let kind = judge.outcome(facts).kind
            walk.apply(kind, on: facts.day, credit: judge.credit(facts, kind: kind))
            cursor = facts.day + 1
        }
        emptyDays(cursor..<(end + 1))
        return (walk, first...end, start)
    }

    /// The outcomes of the 30 days ending today, oldest first (days the zone skipped are none
    /// of them).
    private static func windowOutcomes(_ days: [DayFacts], judge: DayJudge, calendar: ReportCalendar, walked: ClosedRange<Int>?) -> [DayOutcome] {
        let windowLength = 30
        let today = calendar.today.dayNumber
        let windowStart = calendar.firstDay(ofRun: windowLength, endingOn: today)
        var window: [DayOutcome] = []
        window.reserveCapacity(windowLength)
        var dayIndex = days.firstIndex { $0.day >= windowStart } ?? days.count
        let skipped = calendar.skippedDays(in: windowStart..<(today + 1))
        for day in windowStart...today where !skipped.contains(day) {
            var facts = DayFacts(day: day, logCount: 0, sum: 0, latestValue: nil)
            if dayIndex < days.count && days[dayIndex].day == day {
                facts = days[dayIndex]
                dayIndex += 1
            }
            let (kind, level) = judge.outcome(facts)
            window.append(DayOutcome(
                day: CalendarDay(dayNumber: day), kind: kind, level: level, sum: facts.sum,
                logCount: facts.logCount, isWalked: walked?.contains(day) ?? false
            ))
        }
        return window
    }

    /// What today's entry shows, by the tracker's success condition and mode.
    private static func todayEntry(_ todayOutcome: DayOutcome, rules: TrackerRules) -> TodayEntry {
        let hasLevels = !(rules.levels ?? []).isEmpty
        switch rules.successCondition {
        case .levelMatches:
            return .level(todayOutcome.level)
        case .meetsGoal(let goal):
            return .count(sum: todayOutcome.sum, goal: goal)
        case .logNotExists:
            return .avoidance(hasLog: todayOutcome.logCount > 0)
        case .logExists:
            if hasLevels && rules.trackingMode == .levels {
                return .level(todayOutcome.level)
            } else if rules.trackingMode == .counter {
                return .count(sum: todayOutcome.sum, goal: nil)
            } else {
                return .logged(todayOutcome.logCount > 0)
            }
        }
    }

    /// Judges a day by the tracker's success condition.
    struct DayJudge {
        let rules: TrackerRules

        /// What a day without any log is.
        var emptyDayKind: DayOutcome.Kind {
            if case .logNotExists = rules.successCondition { return .success }
            return .noData
        }

        /// What the day is worth to the habit strength (`HabitStrength.credit`).
        func credit(_ facts: DayFacts, kind: DayOutcome.Kind) -> Double {
            HabitStrength.credit(kind: kind, sum: facts.sum, logCount: facts.logCount, condition: rules.successCondition)
        }

        func outcome(_ facts: DayFacts) -> (kind: DayOutcome.Kind, level: TrackerLevel?) {
            let level = facts.logCount > 0 ? rules.level(forValue: facts.latestValue).level : nil
            switch rules.successCondition {
            case .logExists:
                return (facts.logCount > 0 ? .success : .noData, level)
            case .logNotExists:
                return (facts.logCount > 0 ? .breaksStreak : .success, level)
            case .meetsGoal(let goal):
                return (facts.logCount > 0 && facts.sum >= goal ? .success : .noData, level)
            case .levelMatches:
                guard let level else { return (.noData, nil) }
                switch level.streakEffect {
                case .success: return (.success, level)
                case .needsGrace: return (.needsGrace, level)
                case .breaksStreak: return (.breaksStreak, level)
                case .unknown: return (.noData, level)
                }
            }
        }
    }
}
