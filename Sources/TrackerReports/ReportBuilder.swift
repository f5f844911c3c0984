import Foundation
import StringCatalog
import TrackerModel

/// Store + catalog + options → one `Report` value (pure: no I/O, no clock, no environment).
/// One pass over the logs groups them per tracker and assigned day; streaks, the log list
/// and the daily table are all derived from that.
public enum ReportBuilder {
    public static func build(store: Store, catalog: StringCatalog, options: ReportOptions) -> Report {
        var localizer = ReportLocalizer(catalog: catalog, locale: options.locale)
        let formatter = LocaleFormatter(locale: options.locale)
        let calendar = options.calendar
        let order = DisplayOrder(trackers: store.trackers, pins: options.pins, includeInactive: options.includeInactive)
        let listed = order.trackers
        let summaries = StreakSummary.summaries(for: listed, logs: store.logs, calendar: calendar)

        var texts: [ReportText: String] = [:]
        for key in ReportText.allCases where !key.takesArguments {
            texts[key] = localizer.text(key)
        }

        var entries: [Report.TrackerEntry] = []
        entries.reserveCapacity(listed.count)
        for (index, entry) in order.entries.enumerated() {
            entries.append(trackerEntry(
                entry, summary: summaries[index], calendar: calendar, formatter: formatter, localizer: &localizer
            ))
        }

        let (logs, daily) = logsAndDaily(store: store, entries: entries, options: options)
        let summaryLine = summary(entries: entries, today: calendar.today, localizer: &localizer)
        let asOfLine = localizer.text(.asOf, [.string(formatter.mediumDate(calendar.today)), .string(calendar.timeZone.identifier)])
        let missingTitle = localizer.text(.missingTranslations, [.string(options.locale)])
        return Report(
            locale: options.locale, asOf: calendar.today, calendar: calendar, trackers: entries, logs: logs,
            daily: daily, texts: texts, asOfLine: asOfLine, summaryLine: summaryLine,
            missingTranslations: localizer.missingKeys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) },
            missingTranslationsTitle: missingTitle
        )
    }

    // MARK: Trackers and streaks

    private static func trackerEntry(
        _ entry: DisplayOrder.Entry, summary: StreakSummary, calendar: ReportCalendar,
        formatter: LocaleFormatter, localizer: inout ReportLocalizer
    ) -> Report.TrackerEntry {
        let tracker = entry.tracker
        let rules = TrackerRules(tracker: tracker)
        // A preset's name is the app's own text and is translated; a custom name is the user's.
        let label = tracker.preset.map { localizer.text($0.nameKey) } ?? tracker.name
        let levels = rules.levels ?? []
        let levelLabels = levels.map { localizer.text($0.labelKey) }
        let levelsText = zip(levels, levelLabels).map { level, label in
            level.icon.isEmpty ? label : "\(level.icon) \(label)"
        }.joined(separator: " · ")

        let typeText: String
        switch tracker.type {
        case .good: typeText = localizer.text(.typeGood)
        case .saboteur: typeText = localizer.text(.typeSaboteur)
        case .unknown(let raw): typeText = raw
        }
        let modeText: String
        switch tracker.trackingMode {
        case .counter: modeText = localizer.text(.modeCounter)
        case .yesNo: modeText = localizer.text(.modeYesNo)
        case .awareness: modeText = localizer.text(.modeAwareness)
        case .avoidance: modeText = localizer.text(.modeAvoidance)
        case .levels: modeText = localizer.text(.modeLevels)
        case .unknown(let raw): modeText = raw
        }
        let rewardText = rules.rewardConfig.map {
            localizer.text(.rewardRule, [.int($0.earnEveryDays), .int($0.maxOnHand)])
        } ?? ""
        let dayAssignmentText: String
        switch rules.dayAssignment {
        case .timestamp: dayAssignmentText = localizer.text(.dayAssignmentTimestamp)
        case .cutoffHour(let hour): dayAssignmentText = localizer.text(.dayAssignmentCutoff, [.int(hour)])
        }

        let todayText: String
        switch summary.todayEntry {
        case .level(let level?):
            let levelLabel = levelLabels[levels.firstIndex(of: level) ?? 0]
            todayText = level.icon.isEmpty ? levelLabel : "\(level.icon) \(levelLabel)"
        case .level(nil), .logged(false):
            todayText = summary.today.logCount > 0 ? "?" : localizer.text(.todayNotLogged)
        case .count(let sum, let goal?):
            todayText = "\(formatter.integer(sum))/\(formatter.integer(goal))"
        case .count(let sum, nil):
            todayText = formatter.integer(sum)
        case .avoidance(let hasLog):
            todayText = hasLog ? "✗" : "✓"
        case .logged(true):
            todayText = "✓"
        }

        return Report.TrackerEntry(
            position: entry.position, tracker: tracker, rules: rules, isPinned: entry.isPinned, label: label,
            levelLabels: levelLabels, typeText: typeText, trackingModeText: modeText,
            activeText: localizer.text(tracker.isActive ? .yes : .no), levelsText: levelsText,
            rewardText: rewardText, dayAssignmentText: dayAssignmentText,
            createdDay: calendar.day(of: tracker.createdAt), summary: summary,
            currentStreakText: localizer.text(.days, [.int(summary.currentStreak)]),
            longestStreakText: localizer.text(.days, [.int(summary.longestStreak)]),
            availableRewardsText: rules.rewardConfig == nil ? "" : localizer.text(.jokers, [.int(summary.availableRewards)]),
            todayText: todayText,
            recentDaysText: summary.recentDays.map(symbol).joined()
        )
    }

    /// One symbol per day: the deciding level's icon, else ✓ success, ✗ broken, ~ needs grace,
    /// · nothing (no log, or a day not walked yet).
    private static func symbol(_ outcome: DayOutcome) -> String {
        if let level = outcome.level, !level.icon.isEmpty { return level.icon }
        guard outcome.isWalked else { return "·" }
        switch outcome.kind {
        case .success: return "✓"
        case .breaksStreak: return "✗"
        case .needsGrace: return "~"
        case .noData: return "·"
        }
    }

    /// "3 trackers logged today · NoAlc: 12 days · 2 jokers": the count of trackers with a
    /// log today, then the first tracker's current streak and, if it has rewards, its jokers.
    private static func summary(entries: [Report.TrackerEntry], today: CalendarDay, localizer: inout ReportLocalizer) -> String {
        let loggedToday = entries.filter { $0.summary.today.logCount > 0 }.count
        var parts = [localizer.text(.trackersLoggedToday, [.int(loggedToday)])]
        if let first = entries.first {
            parts.append("\(first.label): \(first.currentStreakText)")
            if !first.availableRewardsText.isEmpty { parts.append(first.availableRewardsText) }
        }
        return parts.joined(separator: " · ")
    }

    // MARK: Logs and the daily table

    private static func logsAndDaily(store: Store, entries: [Report.TrackerEntry], options: ReportOptions) -> ([Report.LogEntry], Report.DailyTable) {
        let calendar = options.calendar
        var indexByTracker: [UUID: Int] = [:]
        for (index, entry) in entries.enumerated() { indexByTracker[entry.tracker.id] = index }

        struct DayAggregate {
            var latestLog: Int
            var sum: Int
            var count: Int
        }
        var perTracker = [[Int: DayAggregate]](repeating: [:], count: entries.count)
        var logs: [Report.LogEntry] = []
        var earliestDay: CalendarDay?

        for (storeIndex, log) in store.logs.enumerated() {
            guard let trackerIndex = indexByTracker[log.trackerId] else { continue }
            let entry = entries[trackerIndex]
            let day = calendar.assignedDay(of: log.timestamp, entry.rules.dayAssignment)
            if let from = options.from, day < from { continue }
            if let to = options.to, day > to { continue }
            let match = entry.rules.level(forValue: log.value)
            let levelLabel = match.level.flatMap { level in
                entry.rules.levels?.firstIndex(of: level).map { entry.levelLabels[$0] }
            }
            logs.append(Report.LogEntry(trackerIndex: trackerIndex, log: log, day: day, level: match.level, levelLabel: levelLabel))
            earliestDay = min(earliestDay ?? day, day)
            // Later in the store wins a timestamp tie, as in the streak rules.
            let value = log.value ?? 0
            if var aggregate = perTracker[trackerIndex][day.dayNumber] {
                if log.timestamp >= store.logs[aggregate.latestLog].timestamp { aggregate.latestLog = storeIndex }
                // Saturating, as in the streak rules: two huge counter values must not trap.
                let (sum, overflow) = aggregate.sum.addingReportingOverflow(value)
                aggregate.sum = overflow ? (value > 0 ? Int.max : Int.min) : sum
                aggregate.count += 1
                perTracker[trackerIndex][day.dayNumber] = aggregate
            } else {
                perTracker[trackerIndex][day.dayNumber] = DayAggregate(latestLog: storeIndex, sum: value, count: 1)
            }
        }
        logs.sort { a, b in
            if a.trackerIndex != b.trackerIndex { return a.trackerIndex < b.trackerIndex }
            if a.log.timestamp != b.log.timestamp { return a.log.timestamp < b.log.timestamp }
            return a.log.id.uuidString < b.log.id.uuidString
        }

        // Days: from --from (or the first logged day) to --to (or today).
        let lastDay = options.to ?? calendar.today
        guard let firstDay = options.from ?? earliestDay, firstDay <= lastDay else {
            return (logs, Report.DailyTable(days: [], cells: []))
        }
        var days: [CalendarDay] = []
        var cells: [[String]] = []
        days.reserveCapacity(firstDay.distance(to: lastDay) + 1)
        for day in firstDay...lastDay {
            days.append(day)
            cells.append(entries.indices.map { index in
                guard let aggregate = perTracker[index][day.dayNumber] else { return "" }
                return dailyCell(entry: entries[index], latest: store.logs[aggregate.latestLog], sum: aggregate.sum)
            })
        }
        return (logs, Report.DailyTable(days: days, cells: cells))
    }

    /// A logged day in words: the latest log's level label for level trackers, the total
    /// against the goal for counters, ✗ for an avoidance relapse, ✓ otherwise.
    private static func dailyCell(entry: Report.TrackerEntry, latest: TrackerLog, sum: Int) -> String {
        if let levels = entry.rules.levels {
            if let level = entry.rules.level(forValue: latest.value).level, let index = levels.firstIndex(of: level) {
                return entry.levelLabels[index]
            }
            return latest.value.map(String.init) ?? ""
        }
        switch entry.rules.successCondition {
        case .meetsGoal(let goal): return "\(sum)/\(goal)"
        case .logNotExists: return "✗"
        case .logExists where entry.tracker.trackingMode == .counter: return String(sum)
        case .logExists, .levelMatches: return "✓"
        }
    }
}

extension ReportText {
    /// Keys whose text needs arguments; they are looked up where the arguments are known.
    var takesArguments: Bool {
        switch self {
        case .asOf, .missingTranslations, .dayAssignmentCutoff, .rewardRule, .days, .jokers, .trackersLoggedToday: return true
        default: return false
        }
    }
}
