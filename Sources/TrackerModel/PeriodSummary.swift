/// One tracker's figures for one ISO week, calendar month or calendar year (periods.md,
/// periods.csv), taken from its `DayHistory`.
///
/// Definitions (the issue leaves them open):
/// - `decidedDays` are the period's days the streak walk judged (as `SuccessRate.countedDays`:
///   not the days before the first log, not a today still running); `successes` those whose
///   outcome is success, so `rate` matches the 7/30-day rates.
/// - `longestStreak` is the longest run of the period's days that made the streak grow
///   (successes and joker-healed days), cut at the period's edges; `longestBreak` the longest
///   run of judged days that did not.
/// - A run of two or more calendar years without a log is shown as one period spanning them
///   (`collapsingYearsWithoutLogs`): a tracker logged once in 1900 has two year rows, not 127.
public struct PeriodSummary: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case week, month, year
    }

    public var kind: Kind
    public var first: CalendarDay
    public var last: CalendarDay
    public var decidedDays: Int
    public var successes: Int
    public var jokersEarned: Int
    public var jokersUsed: Int
    public var longestStreak: Int
    public var longestBreak: Int
    /// The days with at least one log.
    public var loggedDays = 0
    /// The habit strength after the period's last walked day; nil when the walk covered none
    /// of its days.
    public var strengthAtEnd: Double?
    /// What joining two adjacent periods needs (`joined(_:)`): the days added (`add`), and the
    /// runs of days that made the streak grow, and that broke it, from the first day added and
    /// up to the last.
    public var addedDays = 0
    public var leadingStreak = 0
    public var leadingBreak = 0
    public var trailingStreak = 0
    public var trailingBreak = 0

    public init(
        kind: Kind, first: CalendarDay, last: CalendarDay, decidedDays: Int = 0, successes: Int = 0,
        jokersEarned: Int = 0, jokersUsed: Int = 0, longestStreak: Int = 0, longestBreak: Int = 0
    ) {
        self.kind = kind
        self.first = first
        self.last = last
        self.decidedDays = decidedDays
        self.successes = successes
        self.jokersEarned = jokersEarned
        self.jokersUsed = jokersUsed
        self.longestStreak = longestStreak
        self.longestBreak = longestBreak
    }

    /// `successes / decidedDays`, nil when no day was judged.
    public var rate: Double? { decidedDays == 0 ? nil : Double(successes) / Double(decidedDays) }

    /// Whether the period is several calendar years (`collapsingYearsWithoutLogs`).
    public var spansYears: Bool { kind == .year && first.components.year != last.components.year }

    /// "2026-W47", "2026-11", "2026"; "1901–2025" for years collapsed into one period.
    public var label: String {
        switch kind {
        case .week:
            let (year, week) = PeriodSummary.isoWeek(first)
            return CalendarDay.pad(year, 4) + "-W" + CalendarDay.pad(week, 2)
        case .month:
            let (year, month, _) = first.components
            return CalendarDay.pad(year, 4) + "-" + CalendarDay.pad(month, 2)
        case .year:
            let firstYear = CalendarDay.pad(first.components.year, 4)
            return spansYears ? firstYear + "–" + CalendarDay.pad(last.components.year, 4) : firstYear
        }
    }

    /// The periods of `kind` since the first log, oldest first, the last one holding `today`:
    /// weeks and months from the history's window (at most 12 — the window holds 12 months),
    /// years from its yearly tallies.
    public static func periods(_ history: DayHistory, kind: Kind, today: CalendarDay, limit: Int = 12) -> [PeriodSummary] {
        guard let firstDay = history.firstDay else { return [] }
        if kind == .year { return history.years }
        var starts: [CalendarDay] = []
        var start = periodStart(kind, of: today)
        while start >= periodStart(kind, of: firstDay) && starts.count < min(limit, 12) {
            starts.append(start)
            start = periodStart(kind, of: start.advanced(by: -1))
        }
        return starts.reversed().map { start in
            let end = periodStart(kind, of: nextPeriodDay(kind, after: start)).advanced(by: -1)
            return summary(history, kind: kind, days: start...end)
        }
    }

    /// The figures of `days` (inside the history's window).
    public static func summary(_ history: DayHistory, kind: Kind, days: ClosedRange<CalendarDay>) -> PeriodSummary {
        var result = PeriodSummary(kind: kind, first: days.lowerBound, last: days.upperBound)
        var run = 0
        var breakRun = 0
        for day in days {
            // The days before the first log are in the history only for the strength.
            if let record = history.record(day), let first = history.firstDay, day >= first {
                result.add(record, run: &run, breakRun: &breakRun)
            } else {
                run = 0
                breakRun = 0
            }
        }
        return result
    }

    /// Adds one day; `run` and `breakRun` are the streak and the break running into it.
    mutating func add(_ record: DayHistory.Record, run: inout Int, breakRun: inout Int) {
        addedDays += 1
        if record.logCount > 0 { loggedDays += 1 }
        defer {
            trailingStreak = run
            trailingBreak = breakRun
        }
        guard record.isWalked else {
            run = 0
            breakRun = 0
            return
        }
        decidedDays += 1
        strengthAtEnd = record.strength
        if record.kind == .success { successes += 1 }
        if record.earnedJoker { jokersEarned += 1 }
        if record.isHealed { jokersUsed += 1 }
        if record.extendsStreak {
            run += 1
            breakRun = 0
            longestStreak = max(longestStreak, run)
            if leadingStreak == addedDays - 1 { leadingStreak += 1 }
        } else {
            breakRun += 1
            run = 0
            longestBreak = max(longestBreak, breakRun)
            if leadingBreak == addedDays - 1 { leadingBreak += 1 }
        }
    }

    /// This period and `next`, which begins the day after this one's last added day, as one:
    /// counts added up, and the runs that cross from one into the other joined.
    public func joined(_ next: PeriodSummary) -> PeriodSummary {
        var result = PeriodSummary(
            kind: kind, first: first, last: next.last, decidedDays: decidedDays + next.decidedDays,
            successes: successes + next.successes, jokersEarned: jokersEarned + next.jokersEarned,
            jokersUsed: jokersUsed + next.jokersUsed,
            longestStreak: max(longestStreak, next.longestStreak, trailingStreak + next.leadingStreak),
            longestBreak: max(longestBreak, next.longestBreak, trailingBreak + next.leadingBreak))
        result.loggedDays = loggedDays + next.loggedDays
        result.strengthAtEnd = next.strengthAtEnd ?? strengthAtEnd
        result.addedDays = addedDays + next.addedDays
        result.leadingStreak = leadingStreak == addedDays ? addedDays + next.leadingStreak : leadingStreak
        result.leadingBreak = leadingBreak == addedDays ? addedDays + next.leadingBreak : leadingBreak
        result.trailingStreak = next.trailingStreak == next.addedDays ? next.addedDays + trailingStreak : next.trailingStreak
        result.trailingBreak = next.trailingBreak == next.addedDays ? next.addedDays + trailingBreak : next.trailingBreak
        return result
    }

    /// `years` (consecutive, oldest first) with every run of two or more years without a log
    /// joined into one period: what the period tables show, so that a tracker logged once in
    /// 1900 has a row for 1900, one for "1901–2026" and none for each year between.
    public static func collapsingYearsWithoutLogs(_ years: [PeriodSummary]) -> [PeriodSummary] {
        var result: [PeriodSummary] = []
        result.reserveCapacity(min(years.count, 64))
        // Whether the last period of `result` is a year (or years) without a log.
        var lastHasNoLogs = false
        for year in years {
            if year.loggedDays == 0, lastHasNoLogs, let last = result.last {
                result[result.count - 1] = last.joined(year)
            } else {
                result.append(year)
                lastHasNoLogs = year.loggedDays == 0
            }
        }
        return result
    }

    /// Success rate per weekday over the 52 weeks (364 days) ending today: `[Monday … Sunday]`,
    /// each (successes, judged days).
    public static func weekdayRates(_ history: DayHistory, today: CalendarDay) -> [SuccessRate] {
        var rates = (0..<7).map { _ in SuccessRate(days: 52, successDays: 0, countedDays: 0) }
        for day in today.advanced(by: -363)...today {
            guard let record = history.record(day), record.isWalked else { continue }
            let weekday = isoWeekday(day) - 1
            rates[weekday].countedDays += 1
            if record.kind == .success { rates[weekday].successDays += 1 }
        }
        return rates
    }

    /// 1 = Monday … 7 = Sunday (1970-01-01 was a Thursday).
    public static func isoWeekday(_ day: CalendarDay) -> Int {
        ((day.dayNumber + 3) % 7 + 7) % 7 + 1
    }

    /// The ISO 8601 week-numbering year and week of `day` (the week's Thursday decides).
    public static func isoWeek(_ day: CalendarDay) -> (year: Int, week: Int) {
        let thursday = day.advanced(by: 4 - isoWeekday(day))
        let year = thursday.components.year
        let dayOfYear = thursday.dayNumber - CalendarDay.daysFromCivil(year: year, month: 1, day: 1)
        return (year, dayOfYear / 7 + 1)
    }

    static func periodStart(_ kind: Kind, of day: CalendarDay) -> CalendarDay {
        let (year, month, _) = day.components
        switch kind {
        case .week: return day.advanced(by: 1 - isoWeekday(day))
        case .month: return CalendarDay(dayNumber: CalendarDay.daysFromCivil(year: year, month: month, day: 1))
        case .year: return CalendarDay(dayNumber: CalendarDay.daysFromCivil(year: year, month: 1, day: 1))
        }
    }

    /// A day of the period after the one starting at `start`.
    static func nextPeriodDay(_ kind: Kind, after start: CalendarDay) -> CalendarDay {
        switch kind {
        case .week: return start.advanced(by: 7)
        case .month: return start.advanced(by: 31)
        case .year: return start.advanced(by: 366)
        }
    }
}
