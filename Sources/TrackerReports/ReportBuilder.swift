import Foundation
import StringCatalog
import TrackerModel

/// Store + catalog + options → one `Report` value (pure: no I/O, no clock, no environment).
/// The streak walk and the pass that assigns, filters and sorts the logs are independent and
/// run at the same time; the daily table is derived from the sorted logs.
public enum ReportBuilder {
    public static func build(store: Store, catalog: StringCatalog, options: ReportOptions) -> Report {
        var localizer = ReportLocalizer(catalog: catalog, locale: options.locale)
        let formatter = LocaleFormatter(locale: options.locale)
        let calendar = options.calendar
        // Every tracker, inactive ones after the active (as --include-inactive lists them): the
        // listed trackers are a prefix of it, and logs.csv covers the rest too.
        let order = DisplayOrder(trackers: store.trackers, pins: options.pins, includeInactive: true)
        let listedCount = options.includeInactive ? order.entries.count : order.entries.prefix { $0.tracker.isActive }.count
        let trackers = order.trackers
        let rules = trackers.map(TrackerRules.init(tracker:))
        let (summaries, logRows) = ParallelWork.both(
            { StreakSummary.summaries(for: trackers, logs: store.logs, calendar: calendar) },
            { LogRows(store: store, trackers: trackers, rules: rules, options: options) }
        )

        var texts: [ReportText: String] = [:]
        for key in ReportText.allCases where !key.takesArguments {
            texts[key] = localizer.text(key)
        }

        var entries: [Report.TrackerEntry] = []
        entries.reserveCapacity(order.entries.count)
        for (index, entry) in order.entries.enumerated() {
            entries.append(trackerEntry(
                entry, rules: rules[index], summary: summaries[index], calendar: calendar, formatter: formatter, localizer: &localizer
            ))
        }

        let logs = logRows.rows.map {
            Report.LogEntry(trackerIndex: $0.trackerIndex, storeIndex: $0.storeIndex, day: CalendarDay(dayNumber: $0.dayNumber), levelIndex: $0.levelIndex)
        }
        let daily = dailyTable(logRows, store: store, entries: entries, listedCount: listedCount, options: options)
        let listed = Array(entries.prefix(listedCount))
        let summaryLine = summary(entries: listed, today: calendar.today, localizer: &localizer)
        let asOfLine = localizer.text(.asOf, [.string(formatter.mediumDate(calendar.today)), .string(calendar.timeZone.identifier)])
        let missingTitle = localizer.text(.missingTranslations, [.string(options.locale)])
        return Report(
            locale: options.locale, asOf: calendar.today, calendar: calendar, trackers: listed, allTrackers: entries, logs: logs, storeLogs: store.logs,
            daily: daily, texts: texts, asOfLine: asOfLine, summaryLine: summaryLine,
            missingTranslations: localizer.missingKeys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) },
            missingTranslationsTitle: missingTitle
        )
    }

    // MARK: Trackers and streaks

    private static func trackerEntry(
        _ entry: DisplayOrder.Entry, rules: TrackerRules, summary: StreakSummary, calendar: ReportCalendar,
        formatter: LocaleFormatter, localizer: inout ReportLocalizer
    ) -> Report.TrackerEntry {
        let tracker = entry.tracker
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
            todayText = totalAgainstGoal(formatter.integer(sum), formatter.integer(goal))
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

    /// The most days `daily.csv` spans (about 100 years back from its last day): a store with
    /// absurd dates cannot make the table, and memory, grow without bound. `logs.csv` is not
    /// limited.
    static let maximumDailyDays = 36_600

    private static func dailyTable(
        _ logRows: LogRows, store: Store, entries: [Report.TrackerEntry], listedCount: Int, options: ReportOptions
    ) -> Report.DailyTable {
        let calendar = options.calendar
        let rows = logRows.rows
        let storeLogs = store.logs
        // Days: from --from (or the first logged day) to --to or today, whichever is earlier:
        // later days have no decided outcome.
        let lastDay = min(options.to?.dayNumber ?? Int.max, calendar.today.dayNumber)
        // The first logged day of a listed tracker (logs.csv also covers unlisted inactive ones).
        let earliestListedDay = rows.lazy.filter { Int($0.trackerIndex) < listedCount }.map(\.dayNumber).min()
        guard listedCount > 0, var firstDay = options.from?.dayNumber ?? earliestListedDay, firstDay <= lastDay else {
            return Report.DailyTable(days: [], cells: [])
        }
        firstDay = max(firstDay, lastDay - maximumDailyDays + 1)
        let dayCount = lastDay - firstDay + 1
        let trackerCount = listedCount
        // The deciding (latest) log and the sum of values per day and tracker, in flat arrays.
        var latest = [Int32](repeating: -1, count: dayCount * trackerCount)
        var latestTimestamp = [Double](repeating: 0, count: dayCount * trackerCount)
        var sums = [Int](repeating: 0, count: dayCount * trackerCount)
        for row in rows where row.dayNumber >= firstDay && row.dayNumber <= lastDay && Int(row.trackerIndex) < trackerCount {
            let cell = (row.dayNumber - firstDay) * trackerCount + Int(row.trackerIndex)
            sums[cell] = saturatingSum(sums[cell], storeLogs[Int(row.storeIndex)].value ?? 0)
            // The latest log decides; on equal timestamps the later one in the store wins.
            if latest[cell] < 0 || row.timestamp > latestTimestamp[cell]
                || (row.timestamp == latestTimestamp[cell] && row.storeIndex > latest[cell]) {
                latest[cell] = row.storeIndex
                latestTimestamp[cell] = row.timestamp
            }
        }
        var days: [CalendarDay] = []
        var cells: [[Report.DailyCell]] = []
        days.reserveCapacity(dayCount)
        cells.reserveCapacity(dayCount)
        for offset in 0..<dayCount {
            let day = CalendarDay(dayNumber: firstDay + offset)
            days.append(day)
            cells.append((0..<trackerCount).map { index in
                let cell = offset * trackerCount + index
                return dailyCell(
                    entry: entries[index], day: day,
                    latest: latest[cell] >= 0 ? storeLogs[Int(latest[cell])] : nil, sum: sums[cell]
                )
            })
        }
        return Report.DailyTable(days: days, cells: cells)
    }

    /// A day in words: the latest log's level label for level trackers, the total against the
    /// goal for counters, ✓ for a logged day, and for avoidance trackers ✗ on a relapse and ✓
    /// on a clean day of the walk (SPEC §4.2). Undecided days are empty.
    private static func dailyCell(entry: Report.TrackerEntry, day: CalendarDay, latest: TrackerLog?, sum: Int) -> Report.DailyCell {
        if case .logNotExists = entry.rules.successCondition {
            if latest != nil { return .text("✗") }
            return entry.summary.walkedDays?.contains(day) == true ? .text("✓") : .empty
        }
        guard let latest else { return .empty }
        if entry.rules.levels != nil {
            guard let index = entry.rules.levelIndex(forValue: latest.value) else { return .empty }
            return .text(entry.levelLabels[index])
        }
        switch entry.rules.successCondition {
        case .meetsGoal(let goal): return .text(totalAgainstGoal(String(sum), String(goal)))
        case .logExists where entry.tracker.trackingMode == .counter: return .number(sum)
        case .logExists, .levelMatches, .logNotExists: return .text("✓")
        }
    }

    /// "6 / 8": the spaces keep spreadsheets (LibreOffice, Excel) from reading `6/8` as a
    /// date when they open the CSV — a quoted "6/8" is converted too.
    static func totalAgainstGoal(_ total: String, _ goal: String) -> String {
        total + " / " + goal
    }

    /// Sums of log values clamp at the ends of `Int` instead of trapping on hostile values.
    static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : sum
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

/// The logs in range, each with its tracker (display order index), assigned day and level,
/// sorted by tracker position, timestamp and log id: one pass over the store, compact rows
/// (a million of them are sorted), no String touched.
struct LogRows: Sendable {
    struct Row: Sendable {
        var trackerIndex: Int32
        var storeIndex: Int32
        var dayNumber: Int
        var levelIndex: Int32
        var timestamp: Double
    }

    let rows: [Row]

    init(store: Store, trackers: [Tracker], rules: [TrackerRules], options: ReportOptions) {
        let calendar = options.calendar
        var indexByTracker: [UUID: Int32] = [:]
        for (index, tracker) in trackers.enumerated() { indexByTracker[tracker.id] = Int32(index) }
        let fromDay = options.from?.dayNumber ?? Int.min
        let toDay = options.to?.dayNumber ?? Int.max
        let storeLogs = store.logs
        var rows: [Row] = []
        rows.reserveCapacity(storeLogs.count)
        storeLogs.withUnsafeBufferPointer { logs in
            for storeIndex in logs.indices {
                guard let trackerIndex = indexByTracker[logs[storeIndex].trackerId] else { continue }
                let timestamp = logs[storeIndex].timestamp
                let day = calendar.assignedDay(of: timestamp, rules[Int(trackerIndex)].dayAssignment).dayNumber
                guard day >= fromDay, day <= toDay else { continue }
                let levelIndex = rules[Int(trackerIndex)].levelIndex(forValue: logs[storeIndex].value) ?? -1
                rows.append(Row(trackerIndex: trackerIndex, storeIndex: Int32(storeIndex), dayNumber: day,
                                levelIndex: Int32(levelIndex), timestamp: timestamp.timeIntervalSince1970))
            }
        }
        rows.sort { a, b in
            if a.trackerIndex != b.trackerIndex { return a.trackerIndex < b.trackerIndex }
            if a.timestamp != b.timestamp { return a.timestamp < b.timestamp }
            return UUIDText.precedes(storeLogs[Int(a.storeIndex)].id, storeLogs[Int(b.storeIndex)].id)
        }
        self.rows = rows
    }
}
