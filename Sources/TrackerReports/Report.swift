import Foundation
import TrackerModel

/// Everything the report files show for one locale, computed once by `ReportBuilder`.
/// The renderers only arrange and escape what is here: every word is already localized,
/// every number already computed.
public struct Report: Sendable {
    public let locale: String
    public let asOf: CalendarDay
    public let calendar: ReportCalendar
    /// The trackers in display order.
    public let trackers: [TrackerEntry]
    /// The logs of the listed trackers in range, ordered by tracker position, timestamp, log id.
    public let logs: [LogEntry]
    /// `daily.csv`: one row per day, one cell per tracker (display order).
    public let daily: DailyTable
    /// Localized headings and column titles.
    public let texts: [ReportText: String]
    /// "As of 20.11.2026 · Europe/Berlin".
    public let asOfLine: String
    /// "3 trackers logged today · NoAlc: 12 days · 2 jokers".
    public let summaryLine: String
    /// The keys that had no translation in this locale, sorted; shown in a footnote.
    public let missingTranslations: [String]
    /// The footnote's heading, e.g. "Missing translations (de)".
    public let missingTranslationsTitle: String

    public func text(_ key: ReportText) -> String { texts[key] ?? key.rawValue }

    public struct TrackerEntry: Sendable {
        public let position: Int
        public let tracker: Tracker
        public let rules: TrackerRules
        public let isPinned: Bool
        /// The localized name: a preset's catalog name, a custom tracker's own name.
        public let label: String
        /// Localized labels parallel to `rules.levels`.
        public let levelLabels: [String]
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
        /// The last 14 days as one symbol each (level icons, ✓, ✗, ·), oldest first.
        public let recentDaysText: String
    }

    public struct LogEntry: Sendable {
        /// Index into `trackers`.
        public let trackerIndex: Int
        public let log: TrackerLog
        public let day: CalendarDay
        public let level: TrackerLevel?
        public let levelLabel: String?
    }

    public struct DailyTable: Sendable {
        public let days: [CalendarDay]
        /// `cells[row][column]`, row per day, column per tracker.
        public let cells: [[String]]
    }
}
