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
        // A store whose newest data is old would make every day since a miss: no insight then,
        // and the report says why.
        let insights = options.parts.contains(.insights) && options.staleSince == nil
            ? InsightSentences(entries: listed, periods: periods, statistics: basis.statistics, today: calendar.today, formatter: formatter)
                .insights(&localizer)
            : []
        let insightsWithheld = options.parts.contains(.insights) && !listed.isEmpty
            ? options.staleSince.map { localizer.text(.insightsStale, [.int($0.distance(to: calendar.today))]) } : nil
        let insightsNote = insights.contains(where: \.isCorrelation) ? localizer.text(.insightsNote) : nil
        let zoneNote = options.isSystemZoneFallback ? localizer.text(.zoneFallback, [.string(calendar.timeZone.identifier)]) : nil
        let missingTitle = localizer.text(.missingTranslations, [.string(options.locale)])
        let byScalars = { (a: String, b: String) in a.unicodeScalars.lexicographicallyPrecedes(b.unicodeScalars) }
        return Report(
            locale: options.locale, asOf: calendar.today, calendar: calendar, from: options.from, to: options.to, trackers: listed, allTrackers: entries, logs: logRows.entries, storeLogs: store.logs,
            daily: daily, texts: texts, asOfLine: asOfLine,
            staleLine: options.staleSince.map {
                localizer.text(.staleData, [.int($0.distance(to: calendar.today)), .string(formatter.mediumDate($0))])
            },
            summary: summaryLine,
            missingTranslations: localizer.missingKeys.sorted(by: byScalars).map(DisplayText.shortened),
            rawKeys: localizer.rawKeys.sorted(by: byScalars).map(DisplayText.shortened), zoneNote: zoneNote, insightsWithheld: insightsWithheld,
            missingTranslationsTitle: missingTitle,
            periods: periods, insights: insights, insightsNote: insightsNote
        )
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
             .insightStrengthChange, .insightCorrelation, .insightCorrelationNextDay, .insightNextDaySuccess, .insightsStale, .missingTranslations,
             .dayAssignmentCutoff, .rewardRule, .days, .jokers, .trackersLoggedToday, .periodsYearsWithoutLogs, .summaryYesterday, .summaryDone,
             .summaryJokersUsed, .summaryMissed, .ofDays, .listAnd, .zoneFallback:
            return true
        default: return false
        }
    }
}
