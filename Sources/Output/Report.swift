import Foundation
import TrackerModel

/// Everything the report files show for one locale, computed once by `ReportBuilder`.
/// The renderers only arrange and escape what is here: every word is already localized,
/// every number already computed.
public struct Report: Sendable {
    public let locale: String
    public let asOf: CalendarDay
    public let calendar: ReportCalendar
    /// `--from` / `--to`: the days logs.csv, daily.csv and days.csv are limited to.
    public let from: CalendarDay?
    public let to: CalendarDay?
    /// The trackers in display order (inactive ones only when asked for).
    public let trackers: [TrackerEntry]
    /// `trackers`, then the inactive trackers left out of it (positions continuing), so that
    /// `logs.csv` can hold every log of the store.
    public let allTrackers: [TrackerEntry]
    /// Every log in range, ordered by tracker position, timestamp, log id; `trackerIndex`
    /// points into `allTrackers`.
    public let logs: [LogEntry]
    /// The store's logs, shared (not copied) with the store; `logs` points into it.
    public let storeLogs: [TrackerLog]
    /// `daily.csv`: one row per day, one cell per tracker (display order).
    public let daily: DailyTable
    /// Localized headings and column titles.
    public let texts: [ReportText: String]
    /// "As of 20.11.2026 · Europe/Berlin".
    public let asOfLine: String
    /// "No new data for 6 days (newest from Nov 20, 2026): …" when the store's newest data is
    /// old and no `--as-of` was given (`ReportOptions.staleSince`); nil otherwise.
    public let staleLine: String?
    /// "3 trackers logged today · NoAlc: 12 days · 2 jokers", in pieces: the first tracker's
    /// name is user text, which index.html isolates from the words around it.
    public let summary: Line
    /// The summary as one text.
    public var summaryLine: String { summary.text }
    /// The keys that had no translation in this locale, sorted; shown in a footnote.
    public let missingTranslations: [String]
    /// The keys no catalog had a text for at all, sorted: the report shows them as they are
    /// (a custom level's `Focus.Deep`), so the command warns with the fix.
    public let rawKeys: [String]
    /// "The store records no time zone: days are counted in UTC, …" when the report's zone is
    /// the system's because neither the store nor the options name one; nil otherwise.
    public let zoneNote: String?
    /// Why the insight sentences are left out ("No insights: the store has no new data for 6
    /// days, …"), when the store's data is old; nil otherwise.
    public let insightsWithheld: String?
    /// The footnote's heading, e.g. "Missing translations (de)".
    public let missingTranslationsTitle: String
    /// Per listed tracker (parallel to `trackers`): its days and period summaries.
    public let periods: [TrackerPeriods]
    /// The insight sentences (`ReportParts.insights`), trackers' own first, in display order.
    public let insights: [Insight]
    /// How claims about trackers going together were tested; nil when there is none.
    public let insightsNote: String?

    public func text(_ key: ReportText) -> String { texts[key] ?? key.rawValue }

    /// A line of the report's own words around one piece of user text (a tracker's name):
    /// `lead + user + tail`.
    public struct Line: Sendable, Hashable {
        public let lead: String
        public let user: String
        public let tail: String

        public var text: String { lead + user + tail }
    }

    /// One tracker as the report shows it. Every text from the store or a catalog here is
    /// shortened for showing (`DisplayText.shortened`); `tracker` keeps the stored values
    /// whole, for its id and for JSON.
    public struct TrackerEntry: Sendable {
        public let position: Int
        public let tracker: Tracker
        public let rules: TrackerRules
        public let isPinned: Bool
        /// The localized name: a preset's catalog name, a custom tracker's own name.
        public let label: String
        /// The stored name and icon, shortened.
        public let name: String
        public let icon: String
        /// The icon and the label ("🍷 NoAlc"), or the label alone: a tracker's heading.
        public var heading: String { icon.isEmpty ? label : icon + " " + label }
        /// Localized labels parallel to `rules.levels`.
        public let levelLabels: [String]
        /// The levels' icons and their keys as output shows them (`rules.levelOutputKeys`),
        /// shortened, parallel to `rules.levels`.
        public let levelIcons: [String]
        public let levelKeys: [String]
        /// The stored type and tracking mode (`good`, `levels`, or an unknown value kept as
        /// written), shortened.
        public let typeValue: String
        public let trackingModeValue: String
        public let typeText: String
        public let trackingModeText: String
        public let activeText: String
        /// "💧 Kaum · ✨ Überschaubar · 💥 Party", empty without levels.
        public let levelsText: String
        public let rewardText: String
        public let dayAssignmentText: String
        public let createdDay: CalendarDay
        public let summary: StreakSummary
        public let currentStreakText: String
        public let longestStreakText: String
        public let availableRewardsText: String
        /// Today's entry in words: a level, a count against the goal, ✓/✗, or "not logged yet".
        public let todayText: String
        /// Yesterday, the last complete day: done, healed by a joker, missed or not begun.
        public let yesterday: DayMark
        /// The last 14 days as one symbol each (level icons, ✓, ✗, ·), oldest first.
        public let recentDaysText: String
        /// The habit strength as a whole percentage ("72 %").
        public let strengthText: String
        /// The change since four weeks before the strength walk's last day ("↑ +6 points in 4
        /// weeks"): the one trend the report shows; nil without the history, or when the
        /// strength walk began later.
        public let strengthTrendText: String?
        /// Beside the strength, the raw counts: "25 of 30 days" a success, over the last 30 days
        /// the strength covers.
        public let strengthCountsText: String
        /// The 7- and 30-day success rates as shown: "83%", or "2 of 3 days" when the window
        /// reaches back before the walk's first day, "–" when no day counted.
        public let rate7Text: String
        public let rate30Text: String
    }

    /// One row of `logs.csv`. Small on purpose (16 bytes; there are a million of them): the
    /// log itself stays in `storeLogs`, the level is an index into the tracker's levels.
    public struct LogEntry: Sendable {
        /// Index into `allTrackers`.
        public let trackerIndex: Int32
        /// Index into `storeLogs`.
        public let storeIndex: Int32
        /// The assigned day's number (day numbers of real, clamped timestamps fit in 32 bits).
        let dayNumber: Int32
        /// Index into the tracker's `rules.levels` / `levelLabels`; -1 when the value is no level.
        public let levelIndex: Int32

        /// The assigned day.
        public var day: CalendarDay { CalendarDay(dayNumber: Int(dayNumber)) }

        init(trackerIndex: Int32, storeIndex: Int32, dayNumber: Int32, levelIndex: Int32) {
            self.trackerIndex = trackerIndex
            self.storeIndex = storeIndex
            self.dayNumber = dayNumber
            self.levelIndex = levelIndex
        }
    }

    public func log(_ entry: LogEntry) -> TrackerLog { storeLogs[Int(entry.storeIndex)] }

    public func level(_ entry: LogEntry) -> TrackerLevel? {
        entry.levelIndex < 0 ? nil : allTrackers[Int(entry.trackerIndex)].rules.levels?[Int(entry.levelIndex)]
    }

    public func levelLabel(_ entry: LogEntry) -> String? {
        entry.levelIndex < 0 ? nil : allTrackers[Int(entry.trackerIndex)].levelLabels[Int(entry.levelIndex)]
    }

    /// `daily.csv`'s table: a row per day, a column per listed tracker. Its cells are worked out
    /// row by row as they are written (`forEachRow`), from the logged days only: a store whose
    /// trackers span a century never makes a table of that size in memory. Nor in the file: the
    /// days of the last 53 weeks (`recentDays`) have a row each, and so has every older day
    /// with a log; older days in a row without a log of any listed tracker share one row.
    public struct DailyTable: Sendable {
        let totals: LogRows.DailyTotals
        let columns: [DailyColumn]

        static let empty = DailyTable(
            totals: LogRows.DailyTotals(firstDay: 0, dayCount: 0, trackerCount: 0, loggedDays: [], starts: [0]), columns: [])

        /// The days up to the table's last that always have a row of their own: 53 weeks.
        public static let recentDays = 371

        /// The days the table spans, from its first row's to its last.
        public var dayCount: Int { totals.dayCount }

        /// The days of each row, oldest first: one day, or several without a log.
        public var rows: [ClosedRange<CalendarDay>] {
            var rows: [ClosedRange<CalendarDay>] = []
            forEachRow { days, _ in rows.append(days) }
            return rows
        }

        /// Every row at once: `cells[row][column]` (for tests and small tables).
        public var cells: [[DailyCell]] {
            var rows: [[DailyCell]] = []
            forEachRow { _, row in rows.append(row) }
            return rows
        }

        /// Calls `body` with each row's days, oldest first, and its cells in column order. The
        /// cells of days without a log are alike (empty, or an avoidance tracker's ✓ inside the
        /// walk, which begins on a logged day), so a row of several such days has one day's cells.
        public func forEachRow<E: Error>(_ body: (ClosedRange<CalendarDay>, [DailyCell]) throws(E) -> Void) throws(E) {
            // One cursor per column into its logged days, which are in day order.
            var cursors = (0..<columns.count).map { totals.starts[$0] }
            var row = [DailyCell](repeating: .empty, count: columns.count)
            let lastDay = totals.firstDay + totals.dayCount - 1
            let recentStart = lastDay - Self.recentDays + 1
            var day = totals.firstDay
            while day <= lastDay {
                var rowEnd = day
                if day < recentStart {
                    // The next logged day of any column: the days before it have no log.
                    var nextLogged = recentStart
                    for column in columns.indices where cursors[column] < totals.starts[column + 1] {
                        nextLogged = min(nextLogged, Int(totals.loggedDays[cursors[column]].day))
                    }
                    rowEnd = max(day, nextLogged - 1)
                }
                for (column, decider) in columns.enumerated() {
                    let cursor = cursors[column]
                    if cursor < totals.starts[column + 1], Int(totals.loggedDays[cursor].day) == day {
                        let logged = totals.loggedDays[cursor]
                        row[column] = decider.cell(day: day, latestValue: .some(logged.latestValue), sum: logged.sum.clamped)
                        cursors[column] = cursor + 1
                    } else {
                        row[column] = decider.cell(day: day, latestValue: nil, sum: 0)
                    }
                }
                try body(CalendarDay(dayNumber: day)...CalendarDay(dayNumber: rowEnd), row)
                day = rowEnd + 1
            }
        }
    }

    /// A day of one tracker in `daily.csv`: its decided outcome in words.
    public enum DailyCell: Sendable, Hashable {
        /// Nothing decided: no log, or a latest log that is no level.
        case empty
        /// A level label, ✓ or ✗.
        case text(String)
        /// A counter's total (with or without a goal).
        case number(Int)
    }
}
