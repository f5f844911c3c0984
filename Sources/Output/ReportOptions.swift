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
    /// Whether the report fills `daily.csv` (days × listed trackers). Commands that show no
    /// daily table turn it off: its size grows with the days the trackers span, not with
    /// the logs (2,000 trackers logged once in 1900 make 73 million cells).
    public var includesDaily = true
    /// Whether the report works out each listed tracker's `DayHistory` and period summaries
    /// (periods.md/csv, index.html, the SVG pictures). Off for commands that show none of them.
    public var includesPeriods = true

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
