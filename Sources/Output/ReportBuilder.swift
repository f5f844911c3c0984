import Foundation
import SharpTools
import StringCatalog
import TrackerModel

/// Store + strings + options → one `Report` value (pure: no I/O, no clock, no environment).
/// One pass over the logs (`LogRows`) gives the streaks, the ordered logs.csv rows and the
/// daily.csv totals; the rest is per tracker and cheap.
public enum ReportBuilder {
    /// What a report needs that does not depend on its locale — the display order, the
    /// trackers' rules and the one pass over the logs (streaks, histories, logs.csv rows,
    /// daily totals) — worked out once for all the locales of a run.
    public struct Basis: Sendable {
        let order: DisplayOrder
        let listedCount: Int
        let rules: [TrackerRules]
        let logRows: LogRows
        /// What the insight sentences claim, tested (empty unless `ReportParts.insights`).
        let statistics: InsightStatistics

        /// The trackers the reports list, as position and stored name in display order —
        /// what names the report's pictures, known before a report is built.
        public var listedTrackers: [(position: Int, name: String)] {
            order.entries.prefix(listedCount).map { ($0.position, $0.tracker.name) }
        }
    }

    /// The basis of reports of `store` with `options` (its `locale` is not used).
    public static func basis(store: Store, options: ReportOptions) -> Basis {
        // Every tracker, inactive ones after the active (as --include-inactive lists them): the
        // listed trackers are a prefix of it, and logs.csv covers the rest too.
        let order = DisplayOrder(trackers: store.trackers, pins: options.pins, includeInactive: true)
        // Active trackers come first in the order; the inactive ones follow only when asked for.
        let listedCount = options.includeInactive ? order.entries.count : order.entries.prefix { $0.tracker.isActive }.count
        let trackers = order.trackers
        let rules = trackers.map(TrackerRules.init(tracker:))
        let logRows = LogRows(store: store, trackers: trackers, rules: rules, listedCount: listedCount, options: options)
        let statistics = options.parts.contains(.insights)
            ? InsightStatistics(ids: trackers.prefix(listedCount).map(\.id), rules: Array(rules.prefix(listedCount)),
                                histories: logRows.histories, today: options.calendar.today)
            : .none
        return Basis(order: order, listedCount: listedCount, rules: rules, logRows: logRows, statistics: statistics)
    }

    /// - Parameters:
    ///   - strings: the app's catalog (if any) over the built-in phrases.
    ///   - basis: `basis(store:options:)` for these options (in any locale); computed here when nil.
    public static func build(store: Store, strings: CatalogStack, options: ReportOptions, basis: Basis? = nil) -> Report {
        var localizer = ReportLocalizer(strings: strings, locale: options.locale)
        let formatter = LocaleFormatter(locale: options.locale)
        let calendar = options.calendar
        let basis = basis ?? Self.basis(store: store, options: options)
        let (order, listedCount, rules, logRows) = (basis.order, basis.listedCount, basis.rules, basis.logRows)
        let summaries = logRows.summaries

        var texts: [ReportText: String] = [:]
        for key in ReportText.allCases where !key.takesArguments {
            texts[key] = localizer.text(key)
        }

        var entries: [Report.TrackerEntry] = []
        entries.reserveCapacity(order.entries.count)
        for (index, entry) in order.entries.enumerated() {
            entries.append(trackerEntry(
                entry, rules: rules[index], summary: summaries[index], history: index < logRows.histories.count ? logRows.histories[index] : nil,
                calendar: calendar, formatter: formatter, localizer: &localizer
            ))
        }

        let daily = dailyTable(logRows.daily, entries: entries)
        let listed = Array(entries.prefix(listedCount))
        let summaryLine = summary(entries: listed, localizer: &localizer)
        let asOfLine = localizer.text(.asOf, [.string(formatter.mediumDate(calendar.today)), .string(calendar.timeZone.identifier)])
        let periods = logRows.histories.map { history in
            TrackerPeriods(history: history, today: calendar.today, formatter: formatter) { first, last in
                localizer.text(.periodsYearsWithoutLogs, [.string(first), .string(last)])
            }
        }
        let insights = options.parts.contains(.insights)
            ? InsightSentences(entries: listed, periods: periods, statistics: basis.statistics, today: calendar.today, formatter: formatter)
                .insights(&localizer)
            : []
        let insightsNote = insights.contains(where: \.isCorrelation) ? localizer.text(.insightsNote) : nil
        let missingTitle = localizer.text(.missingTranslations, [.string(options.locale)])
        return Report(
            locale: options.locale, asOf: calendar.today, calendar: calendar, from: options.from, to: options.to, trackers: listed, allTrackers: entries, logs: logRows.entries, storeLogs: store.logs,
            daily: daily, texts: texts, asOfLine: asOfLine,
            staleLine: options.staleSince.map {
                localizer.text(.staleData, [.int($0.distance(to: calendar.today)), .string(formatter.mediumDate($0))])
            },
            summary: summaryLine,
            missingTranslations: localizer.missingKeys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
                .map(DisplayText.shortened),
            missingTranslationsTitle: missingTitle,
            periods: periods, insights: insights, insightsNote: insightsNote
        )
    }

    // MARK: Trackers and streaks

    private static func trackerEntry(
        _ entry: DisplayOrder.Entry, rules: TrackerRules, summary: StreakSummary, history: DayHistory?, calendar: ReportCalendar,
        formatter: LocaleFormatter, localizer: inout ReportLocalizer
    ) -> Report.TrackerEntry {
        let tracker = entry.tracker
        // A preset's name is the app's own text and is translated; a custom name is the user's.
        // Texts from the store are shortened here, the localizer's texts by the localizer.
        let label = tracker.preset.map { localizer.text($0.nameKey) } ?? DisplayText.shortened(tracker.name)
        let levels = rules.levels ?? []
        let levelLabels = levels.map { localizer.text($0.labelKey) }
        let levelIcons = levels.map { DisplayText.shortened($0.icon) }
        let levelsText = zip(levelIcons, levelLabels).map { icon, label in
            icon.isEmpty ? label : "\(icon) \(label)"
        }.joined(separator: " · ")

        let typeText: String
        switch tracker.type {
        case .good: typeText = localizer.text(.typeGood)
        case .saboteur: typeText = localizer.text(.typeSaboteur)
        case .unknown(let raw): typeText = DisplayText.shortened(raw)
        }
        let modeText: String
        switch tracker.trackingMode {
        case .counter: modeText = localizer.text(.modeCounter)
        case .yesNo: modeText = localizer.text(.modeYesNo)
        case .awareness: modeText = localizer.text(.modeAwareness)
        case .avoidance: modeText = localizer.text(.modeAvoidance)
        case .levels: modeText = localizer.text(.modeLevels)
        case .unknown(let raw): modeText = DisplayText.shortened(raw)
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
            let index = levels.firstIndex(of: level) ?? 0
            todayText = levelIcons[index].isEmpty ? levelLabels[index] : "\(levelIcons[index]) \(levelLabels[index])"
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

        let trend = strengthTrend(summary, history: history, formatter: formatter, localizer: &localizer)
        return Report.TrackerEntry(
            position: entry.position, tracker: tracker, rules: rules, isPinned: entry.isPinned, label: label,
            name: DisplayText.shortened(tracker.name), icon: DisplayText.shortened(tracker.icon), levelLabels: levelLabels,
            levelIcons: levelIcons, levelKeys: rules.levelOutputKeys.map(DisplayText.shortened),
            typeValue: DisplayText.shortened(tracker.type.rawValue), trackingModeValue: DisplayText.shortened(tracker.trackingMode.rawValue),
            typeText: typeText, trackingModeText: modeText,
            activeText: localizer.text(tracker.isActive ? .yes : .no), levelsText: levelsText,
            rewardText: rewardText, dayAssignmentText: dayAssignmentText,
            createdDay: calendar.day(of: tracker.createdAt), summary: summary,
            currentStreakText: localizer.text(.days, [.int(summary.currentStreak)]),
            longestStreakText: localizer.text(.days, [.int(summary.longestStreak)]),
            availableRewardsText: rules.rewardConfig == nil ? "" : localizer.text(.jokers, [.int(summary.availableRewards)]),
            todayText: todayText,
            recentDaysText: summary.recentDays.map { symbol($0, healed: history?.record($0.day)?.isHealed ?? false) }.joined(),
            strengthText: formatter.percent(summary.strength), strengthTrendText: trend?.long, strengthTrendShort: trend?.short
        )
    }

    /// How the strength changed over the four weeks up to the walk's last day, in whole
    /// percentage points: "↑ +6 points in 4 weeks" (and "↑ +6"); "→ 0 …" within half a point.
    private static func strengthTrend(
        _ summary: StreakSummary, history: DayHistory?, formatter: LocaleFormatter, localizer: inout ReportLocalizer
    ) -> (long: String, short: String)? {
        guard let end = summary.walkedDays?.upperBound, let before = history?.record(end.advanced(by: -28)), before.isWalked else { return nil }
        let points = Int(((summary.strength - before.strength) * 100).rounded())
        let arrow = points > 0 ? "↑ +" : points < 0 ? "↓ −" : "→ "
        let short = arrow + formatter.integer(abs(points))
        return (localizer.text(.strengthTrend, [.string(arrow + localizer.text(.points, [.int(abs(points))]))]), short)
    }

    /// One symbol per day, all of the same (emoji) width so that rows line up: 🟩 success,
    /// 🟦 healed by a joker, 🟨 needs a joker (none left), 🟥 broke the streak, ⬜ missed (judged,
    /// nothing that counts), ➖ not judged (before the first log, or today still open).
    static let stripSymbols: [(symbol: String, text: ReportText)] = [
        ("🟩", .outcomeSuccess), ("🟦", .outcomeHealed), ("🟨", .outcomeNeedsGrace), ("🟥", .outcomeBroken),
        ("⬜", .outcomeMissed), ("➖", .outcomeOpen),
    ]

    private static func symbol(_ outcome: DayOutcome, healed: Bool) -> String {
        guard outcome.isWalked else { return "➖" }
        if healed { return "🟦" }
        switch outcome.kind {
        case .success: return "🟩"
        case .breaksStreak: return "🟥"
        case .needsGrace: return "🟨"
        case .noData: return "⬜"
        }
    }

    /// "3 trackers logged today · NoAlc: 12 days · 2 jokers": the count of trackers with a
    /// log today, then the first tracker's current streak and, if it has rewards, its jokers.
    private static func summary(entries: [Report.TrackerEntry], localizer: inout ReportLocalizer) -> Report.Line {
        let loggedToday = entries.filter { $0.summary.today.logCount > 0 }.count
        let count = localizer.text(.trackersLoggedToday, [.int(loggedToday)])
        guard let first = entries.first else { return Report.Line(lead: count, user: "", tail: "") }
        var tail = ": " + first.currentStreakText
        if !first.availableRewardsText.isEmpty { tail += " · " + first.availableRewardsText }
        return Report.Line(lead: count + " · ", user: first.label, tail: tail)
    }

    // MARK: Logs and the daily table

    /// The daily.csv table from the per-day totals `LogRows` gathered.
    private static func dailyTable(_ totals: LogRows.DailyTotals, entries: [Report.TrackerEntry]) -> Report.DailyTable {
        guard totals.dayCount > 0 else { return .empty }
        // What decides a column's cells, taken out of the (large) entries once.
        return Report.DailyTable(totals: totals, columns: entries.prefix(totals.trackerCount).map(DailyColumn.init(entry:)))
    }

    /// "6 / 8": the spaces keep spreadsheets (LibreOffice, Excel) from reading `6/8` as a
    /// date when they open the CSV — a quoted "6/8" is converted too.
    static func totalAgainstGoal(_ total: String, _ goal: String) -> String {
        total + " / " + goal
    }
}

extension ReportText {
    /// Keys whose text needs arguments; they are looked up where the arguments are known.
    var takesArguments: Bool {
        switch self {
        case .asOf, .staleData, .strengthTrend, .points, .insightWeekdays, .insightNextJoker, .insightLongestInReach, .insightOnLongest,
             .insightStrengthChange, .insightCorrelation, .missingTranslations, .dayAssignmentCutoff, .rewardRule, .days, .jokers, .trackersLoggedToday, .periodsYearsWithoutLogs:
            return true
        default: return false
        }
    }
}
