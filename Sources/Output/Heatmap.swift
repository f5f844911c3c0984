import TrackerModel

/// One tracker's year heatmap: the last 53 weeks × 7 days — or, for a tracker first logged
/// less than a year ago, the weeks since its first log — weeks starting on the locale's first
/// weekday, the last column holding today. Pure data: `HeatmapSVG` draws it for the SVG files
/// and for index.html alike; the timeline and the charts share its axis.
public struct Heatmap: Sendable {
    public struct Cell: Sendable {
        public let day: CalendarDay
        /// Column (week, 0 = oldest) and row (0 = the locale's first weekday).
        public let column: Int
        public let row: Int
        /// The CSS class that colours the cell (see `HeatmapSVG.style`); nil: blank (before the
        /// first log, after today).
        public let style: String?
        /// "Nov 20, 2026: Success · 💧 Steady" (the locale's medium date).
        public let title: String
        public let isToday: Bool
    }

    /// The most weeks a heatmap shows.
    public static let maximumWeeks = 53
    /// The weeks (columns) this one shows.
    public let weeks: Int
    /// The grid's first day (row 0 of column 0).
    public let start: CalendarDay
    /// The locale's first weekday, 1 = Monday.
    public let firstWeekday: Int
    public let cells: [Cell]
    /// (column, label) of each month whose first day is in the grid ("Nov"), and of the
    /// first column when its month begins before the grid and there is room.
    public let monthLabels: [(column: Int, label: String)]
    /// (column, year) over the months: each January, and the grid's first year.
    public let yearLabels: [(column: Int, label: String)]
    /// Labels of rows 0…6.
    public let weekdayLabels: [String]
    /// The marks this heatmap uses, with their words, in legend order.
    let legend: [LegendItem]
    /// "Last 53 weeks: Success 240, Healed by a joker 12, Missed 30", each word of the legend
    /// isolated (`HTMLText.isolatedPlain`).
    public let summary: String

    public init(report: Report, entry: Report.TrackerEntry, periods: TrackerPeriods) {
        let formatter = LocaleFormatter(locale: report.locale)
        let today = report.asOf
        let firstWeekday = Heatmap.firstWeekday(formatter.locale)
        let rowOfToday = (PeriodSummary.isoWeekday(today) - firstWeekday + 7) % 7
        var weeks = Heatmap.maximumWeeks
        if let first = periods.history.firstDay, first <= today {
            // A year that began with the first log: the grid from that log's week on.
            let firstWeekStart = first.advanced(by: -((PeriodSummary.isoWeekday(first) - firstWeekday + 7) % 7))
            weeks = min(weeks, firstWeekStart.distance(to: today.advanced(by: -rowOfToday)) / 7 + 1)
        }
        self.weeks = weeks
        self.firstWeekday = firstWeekday
        let start = today.advanced(by: -rowOfToday - 7 * (weeks - 1))
        let classifier = HeatmapStyle(report: report, entry: entry)
        var cells: [Cell] = []
        cells.reserveCapacity(7 * weeks)
        var months: [(Int, String)] = []
        var years: [(Int, String)] = []
        // The days of each class, in the order the classes first show (a handful).
        var styles: [String] = []
        var styleCounts: [Int] = []
        for offset in 0..<(7 * weeks) {
            let day = start.advanced(by: offset)
            let (year, month, dayOfMonth) = day.components
            if dayOfMonth == 1 && day <= today {
                months.append((offset / 7, formatter.monthAbbreviation(month)))
                if month == 1 { years.append((offset / 7, String(year))) }
            }
            // Days before the first log are kept for the strength only: blank, as not judged.
            guard day <= today, let first = periods.history.firstDay, day >= first, let record = periods.history.record(day) else {
                if day <= today {
                    cells.append(Cell(day: day, column: offset / 7, row: offset % 7, style: nil, title: formatter.mediumDate(day), isToday: day == today))
                }
                continue
            }
            let (style, words) = classifier.style(record)
            if let index = styles.firstIndex(of: style) {
                styleCounts[index] += 1
            } else {
                styles.append(style)
                styleCounts.append(1)
            }
            cells.append(Cell(day: day, column: offset / 7, row: offset % 7, style: style, title: formatter.mediumDate(day) + ": " + words,
                              isToday: day == today))
        }
        // A first month that begins before the grid gets its name too, where it has room.
        let (startYear, startMonth, _) = start.components
        if months.first.map({ $0.0 >= 3 }) ?? true {
            months.insert((0, formatter.monthAbbreviation(startMonth)), at: 0)
        }
        // The grid's first year, unless a January begins it anyway or is near.
        if years.first.map({ $0.0 >= 5 }) ?? true { years.insert((0, String(startYear)), at: 0) }
        yearLabels = years
        self.start = start
        self.cells = cells
        monthLabels = months
        weekdayLabels = Heatmap.weekdayOrder(formatter.locale).map { report.text(PeriodsMarkdownFile.weekdayTexts[$0]) }
        func count(_ style: String) -> Int? { styles.firstIndex(of: style).map { styleCounts[$0] } }
        legend = classifier.legend.filter { $0.styles.contains { count($0) != nil } }
        // A legend text may be a level's label (user text), followed by the picture's own count;
        // a scale's shades each with the first level that has it.
        var counted: [(text: String, count: Int)] = []
        for item in legend {
            if item.high == nil {
                counted.append((item.text, count(item.styles[0]) ?? 0))
                continue
            }
            var seen: Set<String> = []
            for (style, label) in zip(classifier.levelClasses, entry.levelLabels) where seen.insert(style).inserted {
                counted.append((label, count(style) ?? 0))
            }
        }
        summary = report.text(.heatmapTitle) + ": " + counted.map { HTMLText.isolatedPlain($0.text) + " " + formatter.integer($0.count) }.joined(separator: ", ")
    }

    /// Indices 0 (Monday) … 6 (Sunday) in the locale's week order, its first weekday first.
    static func weekdayOrder(_ locale: ReportLocale) -> [Int] {
        let first = firstWeekday(locale)
        return (0..<7).map { (first - 1 + $0) % 7 }
    }

    /// 1 = Monday, 7 = Sunday: the first day of the week in the locale's region (CLDR
    /// weekData, simplified: Sunday for English without a region and the regions below,
    /// Monday elsewhere).
    static func firstWeekday(_ locale: ReportLocale) -> Int {
        let sundayRegions: Set<String> = ["US", "CA", "MX", "BR", "JP", "IL", "IN", "PH", "ZA", "KR", "TW", "HK"]
        if let region = locale.region { return sundayRegions.contains(region) ? 7 : 1 }
        return ["en", "ja", "he", "pt", "ko"].contains(locale.language) ? 7 : 1
    }
}
