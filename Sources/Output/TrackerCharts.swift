import TrackerModel

/// The charts under a tracker's heatmap, as data (`ChartSVG` draws them): its habit strength
/// on the heatmap's axis, and — where the tracker has numbers — its values: a counter's daily
/// total against the goal over the last 12 weeks, a levels tracker's mix of levels per week
/// (in the heatmap's colours, on its columns); and for a history longer than the heatmap, the
/// success rate of every year, so the whole history is summarized. Every text is localized
/// here; each chart's marks have a legend.
struct TrackerCharts {
    /// The strength after each walked day of the axis (nil: not walked), oldest first.
    struct Strength {
        let title: String
        /// One per day of the axis (`heatmap.start` through today).
        let values: [Double?]
        /// Per week column: the words of its last walked day ("Nov 20, 2026: 72 %"), or nil.
        let weekTitles: [String?]
        /// The axis's first and last day, as the chart's ends name them.
        let firstLabel: String
        let lastLabel: String
        /// The percentages of the plot's top, middle and bottom lines ("100%", "50 %", "0 %").
        let fullLabel: String
        let halfLabel: String
        let zeroLabel: String
    }

    struct Totals {
        let title: String
        /// One per day, oldest first: the total (nil: no log) and the day's words.
        let days: [(total: Int?, title: String)]
        let goal: Int?
        let firstLabel: String
        let lastLabel: String
        /// The total at the plot's top (the highest bar, or a quarter above the goal) and its words.
        let highest: Double
        let highestLabel: String
        let legend: [LegendItem]
    }

    struct LevelMix {
        let title: String
        /// Per week column: per level (in level order) the days it decided, and the words.
        let weeks: [(counts: [Int], title: String)]
        /// The style class of each level (the heatmap's).
        let styles: [String]
        /// The levels' marks: the heatmap's level legend.
        let legend: [LegendItem]
    }

    /// The success rate of each calendar year of the history (years without a log joined).
    struct Years {
        let title: String
        /// Per year, oldest first: its rate (nil: no day judged), its label ("2025") and words.
        let years: [(rate: Double?, label: String, title: String)]
        let fullLabel: String
        let zeroLabel: String
    }

    enum Values {
        case none
        case totals(Totals)
        case levels(LevelMix)
    }

    let strength: Strength
    let values: Values
    /// Nil when the history begins within the heatmap's weeks.
    let years: Years?
    /// The charts in words, for the picture's text alternative.
    let summary: String

    /// The days a counter's chart shows.
    static let totalsDays = 84

    init(report: Report, entry: Report.TrackerEntry, periods: TrackerPeriods, heatmap: Heatmap) {
        let history = periods.history
        let formatter = LocaleFormatter(locale: report.locale)
        let today = report.asOf
        let axisDays = heatmap.start.distance(to: today) + 1
        let values = (0..<axisDays).map { offset -> Double? in
            guard let record = history.record(heatmap.start.advanced(by: offset)), record.inStrengthWalk else { return nil }
            return record.strength
        }
        let weekTitles = (0..<heatmap.weeks).map { week -> String? in
            // The week's last day with a strength.
            var offset = week * 7 + 6
            while offset >= week * 7 && !(offset < axisDays && values[offset] != nil) { offset -= 1 }
            guard offset >= week * 7 else { return nil }
            return formatter.mediumDate(heatmap.start.advanced(by: offset)) + ": " + formatter.percent(values[offset] ?? 0)
        }
        let title = report.text(.chartStrength)
        strength = Strength(title: title, values: values, weekTitles: weekTitles,
                            firstLabel: formatter.mediumDate(heatmap.start), lastLabel: formatter.mediumDate(today),
                            fullLabel: formatter.percent(1), halfLabel: formatter.percent(0.5), zeroLabel: formatter.percent(0))
        var summary = title + ": " + entry.strengthText
        if let trend = entry.strengthTrendText { summary += " (" + trend + ")" }
        if entry.rules.trackingMode == .counter {
            let totals = Self.totals(report: report, entry: entry, history: history, formatter: formatter)
            self.values = .totals(totals)
            summary += ". " + totals.title
        } else if let levels = entry.rules.levels, !levels.isEmpty {
            let mix = Self.levelMix(report: report, entry: entry, history: history, heatmap: heatmap, formatter: formatter)
            self.values = .levels(mix)
            summary += ". " + mix.title
        } else {
            self.values = .none
        }
        years = Self.years(report: report, periods: periods, heatmap: heatmap, formatter: formatter)
        if let years { summary += ". " + years.title + ": " + years.years.map(\.title).joined(separator: ", ") }
        self.summary = summary
    }

    /// The years of a history that began before the heatmap's first day.
    private static func years(report: Report, periods: TrackerPeriods, heatmap: Heatmap, formatter: LocaleFormatter) -> Years? {
        guard let first = periods.history.firstDay, first < heatmap.start, !periods.years.isEmpty else { return nil }
        let years = zip(periods.years, periods.yearLabels).map { year, label -> (rate: Double?, label: String, title: String) in
            let rate = year.rate
            let words = rate.map { formatter.percent($0) + " · " + formatter.integer(year.successes) + "/" + formatter.integer(year.decidedDays) } ?? "–"
            return (rate, label, label + ": " + words)
        }
        return Years(title: report.text(.chartYears), years: years, fullLabel: formatter.percent(1), zeroLabel: formatter.percent(0))
    }

    private static func totals(report: Report, entry: Report.TrackerEntry, history: DayHistory, formatter: LocaleFormatter) -> Totals {
        let today = report.asOf
        var goal: Int?
        if case .meetsGoal(let value) = entry.rules.successCondition { goal = value }
        let first = max(today.advanced(by: 1 - totalsDays), history.firstDay ?? today)
        let days = (0...max(0, first.distance(to: today))).map { offset -> (total: Int?, title: String) in
            let day = first.advanced(by: offset)
            guard let record = history.record(day), record.logCount > 0 else {
                return (nil, formatter.mediumDate(day) + ": –")
            }
            let total = formatter.integer(record.sum)
            return (record.sum, formatter.mediumDate(day) + ": " + (goal.map { ReportBuilder.totalAgainstGoal(total, formatter.integer($0)) } ?? total))
        }
        let title = report.text(goal == nil ? .chartTotalsNoGoal : .chartTotals)
        // In Double, a quarter above the goal: totals and goals near Int.max must not overflow.
        let highest = max(Double(days.compactMap(\.total).max() ?? 1), (Double(goal ?? 0) * 1.25).rounded(.up), 1)
        var legend = [LegendItem("s1", report.text(goal == nil ? .chartTotalsNoGoal : .chartGoalReached))]
        if let goal {
            legend += [LegendItem("c1", report.text(.outcomeBelowGoal)),
                       LegendItem("goal", report.text(.chartGoal) + " " + formatter.integer(goal), mark: .line)]
        }
        return Totals(title: title, days: days, goal: goal, firstLabel: formatter.mediumDate(first), lastLabel: formatter.mediumDate(today),
                      highest: highest, highestLabel: highest < 9e18 ? formatter.integer(Int(highest)) : formatter.decimal(highest, fractionDigits: 0),
                      legend: legend)
    }

    private static func levelMix(
        report: Report, entry: Report.TrackerEntry, history: DayHistory, heatmap: Heatmap, formatter: LocaleFormatter
    ) -> LevelMix {
        let levelCount = entry.levelLabels.count
        let classifier = HeatmapStyle(report: report, entry: entry)
        let weeks = (0..<heatmap.weeks).map { week -> (counts: [Int], title: String) in
            var counts = [Int](repeating: 0, count: levelCount)
            let first = heatmap.start.advanced(by: week * 7)
            for offset in 0..<7 {
                guard let record = history.record(first.advanced(by: offset)), record.logCount > 0,
                      record.levelIndex >= 0, Int(record.levelIndex) < levelCount else { continue }
                counts[Int(record.levelIndex)] += 1
            }
            let words = counts.indices.filter { counts[$0] > 0 }.map { index in
                let icon = entry.levelIcons[index]
                return (icon.isEmpty ? "" : icon + " ") + entry.levelLabels[index] + " " + formatter.integer(counts[index])
            }
            let days = formatter.dayRange(first, min(first.advanced(by: 6), report.asOf))
            return (counts, days + ": " + (words.isEmpty ? "–" : words.joined(separator: ", ")))
        }
        // The legend of the levels the weeks show (a scale's whole range, once any shows).
        var shown: Set<String> = []
        for week in weeks {
            for (level, count) in week.counts.enumerated() where count > 0 { shown.insert(classifier.levelClasses[level]) }
        }
        let legend = classifier.legend.filter { item in
            item.styles.allSatisfy { classifier.levelClasses.contains($0) } && item.styles.contains { shown.contains($0) }
        }
        return LevelMix(title: report.text(.chartLevels), weeks: weeks, styles: classifier.levelClasses, legend: legend)
    }
}
