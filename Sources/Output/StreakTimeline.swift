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
        /// "2026-10-01 – 2026-10-20 (20)", with "Current streak" / "Longest streak" in front.
        let title: String
    }

    let title: String
    /// The axis length in days.
    let days: Int
    let runs: [Run]
    /// In words for the picture's text alternative.
    let summary: String

    init(report: Report, entry: Report.TrackerEntry, history: DayHistory, start: CalendarDay) {
        let today = report.asOf
        days = start.distance(to: today) + 1
        title = report.text(.timelineTitle)
        let longestEnd = entry.summary.longestStreakDays?.upperBound
        let currentStart = entry.summary.currentStreak > 0 ? entry.summary.currentStreakStart : nil
        var runs: [Run] = []
        var runStart: CalendarDay?
        func close(_ last: CalendarDay) {
            guard let first = runStart else { return }
            runStart = nil
            // The run's real first day may lie before the axis: the longest or current streak
            // is recognised by its true dates from the summary.
            var trueFirst = first
            while let record = history.record(trueFirst.advanced(by: -1)), record.extendsStreak { trueFirst = trueFirst.advanced(by: -1) }
            let isCurrent = currentStart == trueFirst
            let isLongest = longestEnd == last
            var words = trueFirst.isoString + " – " + last.isoString + " (" + LocaleFormatter(locale: report.locale).integer(trueFirst.distance(to: last) + 1) + ")"
            if isLongest { words = report.text(.timelineLongest) + ": " + words }
            if isCurrent { words = report.text(.timelineCurrent) + ": " + words }
            runs.append(Run(startOffset: start.distance(to: first), length: first.distance(to: last) + 1,
                            isCurrent: isCurrent, isLongest: isLongest, title: words))
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
        // The marked runs only: a year can hold dozens of runs, too many words for a picture's label.
        let marked = runs.filter { $0.isCurrent || $0.isLongest }
        summary = title + ": " + (marked.isEmpty ? "–" : marked.map(\.title).joined(separator: "; "))
    }
}
