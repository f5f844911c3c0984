import TrackerModel

/// One listed tracker's days and period summaries, for periods.md, periods.csv and the pictures.
public struct TrackerPeriods: Sendable {
    public let history: DayHistory
    /// The last 12 ISO weeks and months, every year; oldest first, each ending with today's.
    /// Two or more years in a row without a log are one period (`PeriodSummary.collapsingYearsWithoutLogs`),
    /// so the tables grow with the years that have logs, not with the years since the first.
    public let weeks: [PeriodSummary]
    public let months: [PeriodSummary]
    public let years: [PeriodSummary]
    /// How the tables name each of `years`: "2026", or "1901–2025: no logs" (localized) for
    /// years joined into one period.
    public let yearLabels: [String]
    /// How people read the weeks and months: "1.–7. Sept." / "Sep 1–7", "Mai 2026" / "May 2026"
    /// (`LocaleFormatter.dayRange`, `monthAndYear`); years as `yearLabels`.
    public let weekNames: [String]
    public let monthNames: [String]
    /// Monday … Sunday over the 52 weeks ending today.
    public let weekdayRates: [SuccessRate]

    /// - Parameter yearsWithoutLogs: the label of a period of several years without a log,
    ///   from its first and its last year ("1901", "2025").
    public init(history: DayHistory, today: CalendarDay, formatter: LocaleFormatter, yearsWithoutLogs: (String, String) -> String) {
        self.history = history
        weeks = PeriodSummary.periods(history, kind: .week, today: today)
        months = PeriodSummary.periods(history, kind: .month, today: today)
        years = PeriodSummary.collapsingYearsWithoutLogs(history.years)
        yearLabels = years.map { year in
            guard year.spansYears else { return year.label }
            // Store dates lie in the years 1900–9999: four digits.
            return yearsWithoutLogs(String(year.first.components.year), String(year.last.components.year))
        }
        weekdayRates = PeriodSummary.weekdayRates(history, today: today)
        weekNames = weeks.map { formatter.dayRange($0.first, $0.last) }
        monthNames = months.map { formatter.monthAndYear($0.first) }
    }

    public func summaries(_ kind: PeriodSummary.Kind) -> [PeriodSummary] {
        switch kind {
        case .week: return weeks
        case .month: return months
        case .year: return years
        }
    }

    /// How the tables name the periods of `kind`, parallel to `summaries(kind)`: ISO 8601
    /// (`2026-W47`, `2026-11`) for periods.csv, which scripts sort and parse.
    public func labels(_ kind: PeriodSummary.Kind) -> [String] {
        kind == .year ? yearLabels : summaries(kind).map(\.label)
    }

    /// How people read the periods of `kind` (periods.md, index.html), parallel to `summaries(kind)`.
    public func names(_ kind: PeriodSummary.Kind) -> [String] {
        switch kind {
        case .week: return weekNames
        case .month: return monthNames
        case .year: return yearLabels
        }
    }
}
