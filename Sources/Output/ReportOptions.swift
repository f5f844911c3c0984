import TrackerModel

/// What a report covers and how it is written, beside the store and the catalog.
public struct ReportOptions: Sendable {
    public var locale: String
    /// The report time zone and today (`--as-of`).
    public var calendar: ReportCalendar
    public var pins: [String]
    public var includeInactive: Bool
    /// Inclusive limits (by assigned day) for `logs.csv` and `daily.csv`.
    public var from: CalendarDay?
    public var to: CalendarDay?
    /// The parts worked out: a command sets what the files or formats it writes declare
    /// they read (`ReportFiles.parts(formats:)`, `ReportParts.needed(by:)`,
    /// `StreaksFormat.needs`), so the daily table or the day histories are not worked out
    /// for a run that shows neither. All of them by default.
    public var parts: ReportParts = .all
    /// The day of the store's newest data, when it is more than a day before today and no
    /// `--as-of` was given: the report says so under its as-of line.
    public var staleSince: CalendarDay?
    /// The report's zone is the system's: neither the store nor the options name one. The
    /// report says so at its top.
    public var isSystemZoneFallback = false

    /// Whether the report fills `Report.daily` (days × listed trackers).
    public var includesDaily: Bool { parts.contains(.daily) }
    /// Whether the report works out each listed tracker's `DayHistory` and period summaries.
    public var includesHistory: Bool { !parts.isDisjoint(with: [.history, .dayRows, .insights]) }

    public init(
        locale: String, calendar: ReportCalendar, pins: [String] = DisplayOrder.defaultPins,
        includeInactive: Bool = false, from: CalendarDay? = nil, to: CalendarDay? = nil
    ) {
        self.locale = locale
        self.calendar = calendar
        self.pins = pins
        self.includeInactive = includeInactive
        self.from = from
        self.to = to
    }
}
