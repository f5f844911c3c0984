import TrackerModel

/// A tracker's streaks (runs of days that made the streak grow) in the heatmap's 53 weeks, on
/// the same time axis; the gaps between them are the breaks. The current and the longest run
/// are marked.
struct StreakTimeline {
    struct Run {
        /// Days from the axis start to the run's first day (clipped to the axis).
        let startOffset: Int
        let length: Int
        let isCurrent: Bool
        let isLongest: Bool
        /// "Oct 1, 2026 – Oct 20, 2026 (20)" (the locale's medium dates), with "Current streak" /
        /// "Longest streak" in front.
        let title: String
    }

    let title: String
    /// The axis length in days.
    let days: Int
    let runs: [Run]
    /// In words for the picture's text alternative.
    let summary: String
    /// "Longest streak: Jan 2, 2024 – Jun 30, 2024 (181)" when it ended before the axis starts
    /// (shown beside the axis title), else nil.
    let longestBeforeAxis: String?
    /// The marks the timeline uses, with their words: a streak, the current one, the longest's box.
    let legend: [LegendItem]

    init(report: Report, entry: Report.TrackerEntry, history: DayHistory, start: CalendarDay) {
        let today = report.asOf
        let formatter = LocaleFormatter(locale: report.locale)
        days = start.distance(to: today) + 1
        title = report.text(.timelineTitle)
        let longest = entry.summary.longestStreakDays
        // The current streak ends on the walk's last day (today, or yesterday while today is open).
        let currentEnd = entry.summary.currentStreak > 0 ? entry.summary.walkedDays?.upperBound : nil
        func words(_ first: CalendarDay, _ last: CalendarDay) -> String {
            formatter.mediumDate(first) + " – " + formatter.mediumDate(last) + " (" + formatter.integer(first.distance(to: last) + 1) + ")"
        }
        var runs: [Run] = []
        var runStart: CalendarDay?
        func close(_ last: CalendarDay) {
            guard let first = runStart else { return }
            runStart = nil
            // A run on the axis's first day may have begun before it: its true first day is the
            // current or longest streak's, when it is one of them.
            let isCurrent = currentEnd == last
            let isLongest = longest?.upperBound == last
            let trueFirst = isLongest ? longest?.lowerBound ?? first : isCurrent ? entry.summary.currentStreakStart ?? first : first
            var text = words(trueFirst, last)
            if isLongest { text = report.text(.timelineLongest) + ": " + text }
            if isCurrent { text = report.text(.timelineCurrent) + ": " + text }
            runs.append(Run(startOffset: start.distance(to: first), length: first.distance(to: last) + 1,
                            isCurrent: isCurrent, isLongest: isLongest, title: text))
        }
        var day = start
        while day <= today {
            if let record = history.record(day), record.extendsStreak {
                if runStart == nil { runStart = day }
            } else {
                close(day.advanced(by: -1))
            }
            day = day.advanced(by: 1)
        }
        close(today)
        self.runs = runs
        // The marked runs only: a year can hold dozens of runs, too many words for a picture's
        // label. A longest streak before the axis is named in words.
        var marked = runs.filter { $0.isCurrent || $0.isLongest }.map(\.title)
        if let longest, longest.upperBound < start {
            longestBeforeAxis = report.text(.timelineLongest) + ": " + words(longest.lowerBound, longest.upperBound)
            marked.append(longestBeforeAxis ?? "")
        } else {
            longestBeforeAxis = nil
        }
        summary = title + ": " + (marked.isEmpty ? "–" : marked.joined(separator: "; "))
        var legend: [LegendItem] = []
        if runs.contains(where: { !$0.isCurrent }) { legend.append(LegendItem("run", report.text(.timelineStreak))) }
        if runs.contains(where: \.isCurrent) { legend.append(LegendItem("run-cur", report.text(.timelineCurrent))) }
        if runs.contains(where: \.isLongest) { legend.append(LegendItem("run-long", report.text(.timelineLongest), mark: .outline)) }
        self.legend = legend
    }
}
