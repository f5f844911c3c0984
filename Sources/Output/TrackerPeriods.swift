import TrackerModel

/// One listed tracker's days and period summaries, for periods.md, periods.csv and the pictures.
public struct TrackerPeriods: Sendable {
    public let history: DayHistory
    /// The last 12 ISO weeks and months, every year; oldest first, each ending with today's.
    public let weeks: [PeriodSummary]
    public let months: [PeriodSummary]
    public let years: [PeriodSummary]
    /// Monday … Sunday over the 52 weeks ending today.
    public let weekdayRates: [SuccessRate]

    public init(history: DayHistory, today: CalendarDay) {
        self.history = history
        weeks = PeriodSummary.periods(history, kind: .week, today: today)
        months = PeriodSummary.periods(history, kind: .month, today: today)
        years = history.years
        weekdayRates = PeriodSummary.weekdayRates(history, today: today)
    }

    public func summaries(_ kind: PeriodSummary.Kind) -> [PeriodSummary] {
        switch kind {
        case .week: return weeks
        case .month: return months
        case .year: return years
        }
    }
}
