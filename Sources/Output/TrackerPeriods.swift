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
    /// Monday … Sunday over the 52 weeks ending today.
    public let weekdayRates: [SuccessRate]

    /// - Parameter yearsWithoutLogs: the label of a period of several years without a log,
    ///   from its first and its last year ("1901", "2025").
    public init(history: DayHistory, today: CalendarDay, yearsWithoutLogs: (String, String) -> String) {
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
    }

    public func summaries(_ kind: PeriodSummary.Kind) -> [PeriodSummary] {
        switch kind {
        case .week: return weeks
        case .month: return months
        case .year: return years
        }
    }

    /// How the tables name the periods of `kind`, parallel to `summaries(kind)`.
    public func labels(_ kind: PeriodSummary.Kind) -> [String] {
        kind == .year ? yearLabels : summaries(kind).map(\.label)
    }
}
