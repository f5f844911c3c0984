import Foundation

/// Calendar days in one IANA time zone, with "today" fixed (contract §4.1: `--as-of`).
///
/// The zone's UTC offsets are read from Foundation once, into a sorted table of offset
/// intervals (every transition Foundation reports — DST and changes of standard time, such
/// as Kiritimati in 1994 or Samoa skipping 2011-12-30); mapping a `Date` to its local day is
/// then a binary search and integer arithmetic, with no `Calendar` call per log. A 23- or
/// 25-hour day is one day like any other. Dates outside the table (before 1900 or years
/// after today) ask `TimeZone` directly: correct, just slower.
public struct ReportCalendar: Sendable {
    public let timeZone: TimeZone
    /// The report's "today".
    public let today: CalendarDay

    /// Start (UTC seconds since 1970) of each offset interval; `starts[0]` is the table's
    /// lower bound and the last interval ends at `tableEnd`.
    private let starts: [Int]
    /// UTC offset in seconds of each interval.
    private let offsets: [Int]
    private let tableEnd: Int
    /// The days the zone skipped entirely, ascending (Samoa's 2011-12-30: its clocks went from
    /// the 29th to the 31st). No instant belongs to them, so they are no day of a streak.
    public let skippedDays: [Int]

    static let secondsPerDay = 86_400
    /// 1900-01-01T00:00:00Z.
    private static let tableStart = -2_208_988_800
    /// Far beyond any real log; keeps `Int(…)` conversions of absurd timestamps from trapping.
    private static let secondsLimit = 1.0e14

    public init(timeZone: TimeZone, today: CalendarDay) {
        self.timeZone = timeZone
        self.today = today
        // Cover some years after today too: a log shortly after today may still be assigned
        // to today (cutoff hours), and reports may look at the coming days.
        let end = max(today.dayNumber + 3 * 366, 0) * ReportCalendar.secondsPerDay
        var starts = [ReportCalendar.tableStart]
        var offsets = [timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(ReportCalendar.tableStart)))]
        var cursor = Date(timeIntervalSince1970: TimeInterval(ReportCalendar.tableStart))
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next > cursor {
            let seconds = Int(next.timeIntervalSince1970.rounded(.down))
            if seconds >= end { break }
            let offset = timeZone.secondsFromGMT(for: next)
            if offset != offsets[offsets.count - 1] {
                starts.append(seconds)
                offsets.append(offset)
            }
            cursor = next
        }
        self.starts = starts
        self.offsets = offsets
        self.tableEnd = end
        // A clock moved forward skips the local times [start + old offset, start + new
        // offset); the days wholly inside were never had.
        var skipped: [Int] = []
        for index in offsets.indices.dropFirst() where offsets[index] - offsets[index - 1] >= ReportCalendar.secondsPerDay {
            let skippedFrom = starts[index] + offsets[index - 1], skippedTo = starts[index] + offsets[index]
            let first = -ReportCalendar.floorDiv(-skippedFrom, ReportCalendar.secondsPerDay)
            let end = ReportCalendar.floorDiv(skippedTo, ReportCalendar.secondsPerDay)
            if first < end { skipped += Array(first..<end) }
        }
        self.skippedDays = skipped
    }

    /// The first day of a run of `length` days the zone had, ending on `last` (skipped days
    /// are no part of it, so the run reaches back over them).
    public func firstDay(ofRun length: Int, endingOn last: Int) -> Int {
        var first = last - length + 1
        for day in skippedDays.reversed() where day <= last && day >= first { first -= 1 }
        return first
    }

    /// The skipped days in `range`, ascending.
    func skippedDays(in range: Range<Int>) -> ArraySlice<Int> {
        guard let first = skippedDays.firstIndex(where: { $0 >= range.lowerBound }) else { return [] }
        return skippedDays[first...].prefix { $0 < range.upperBound }
    }

    /// Nil when `identifier` names no time zone Foundation knows.
    public init?(timeZoneIdentifier identifier: String, today: CalendarDay) {
        guard let zone = TimeZone(identifier: identifier) else { return nil }
        self.init(timeZone: zone, today: today)
    }

    /// The calendar day of `now` in `timeZone` (the default `--as-of`).
    public static func today(in timeZone: TimeZone, now: Date) -> CalendarDay {
        let seconds = utcSeconds(now)
        return CalendarDay(dayNumber: floorDiv(seconds + timeZone.secondsFromGMT(for: now), secondsPerDay))
    }

    // MARK: Offsets and local time

    /// Whole seconds since 1970 (fractions dropped towards the past).
    @inline(__always)
    static func utcSeconds(_ date: Date) -> Int {
        let raw = date.timeIntervalSince1970
        guard raw.isFinite else { return raw > 0 ? Int(secondsLimit) : -Int(secondsLimit) }
        // Truncate, then step down for negative fractions: `rounded(.down)` is a call to
        // `floor` on baseline x86-64, and this runs for every timestamp of logs.csv.
        let clamped = min(max(raw, -secondsLimit), secondsLimit)
        let truncated = Int(clamped)
        return Double(truncated) > clamped ? truncated - 1 : truncated
    }

    /// The zone's UTC offset in seconds at `utcSeconds` (seconds since 1970).
    @inline(__always)
    func offset(atUTCSeconds seconds: Int) -> Int {
        if seconds >= ReportCalendar.tableStart && seconds < tableEnd {
            // Last interval whose start is <= seconds.
            var low = 0
            var high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) >> 1
                if starts[mid] <= seconds { low = mid } else { high = mid - 1 }
            }
            return offsets[low]
        }
        return timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    /// The offset interval holding `seconds`: its UTC offset and the UTC seconds it covers.
    /// Outside the table, the offset at that second only.
    func offsetInterval(atUTCSeconds seconds: Int) -> (offset: Int, range: Range<Int>) {
        guard seconds >= ReportCalendar.tableStart && seconds < tableEnd else {
            return (timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds))), seconds..<(seconds + 1))
        }
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if starts[mid] <= seconds { low = mid } else { high = mid - 1 }
        }
        return (offsets[low], starts[low]..<(low + 1 < starts.count ? starts[low + 1] : tableEnd))
    }

    /// The UTC offset in seconds at `date`.
    public func secondsFromGMT(for date: Date) -> Int {
        offset(atUTCSeconds: ReportCalendar.utcSeconds(date))
    }

    /// Seconds since 1970-01-01T00:00 local wall-clock time.
    @inline(__always)
    func localSeconds(_ date: Date) -> Int {
        let seconds = ReportCalendar.utcSeconds(date)
        return seconds + offset(atUTCSeconds: seconds)
    }

    // MARK: Days

    /// The local calendar day of `date`.
    public func day(of date: Date) -> CalendarDay {
        CalendarDay(dayNumber: ReportCalendar.floorDiv(localSeconds(date), ReportCalendar.secondsPerDay))
    }

    /// The day a log at `date` belongs to under `assignment` (contract §2: `cutoffHour:H` —
    /// a local hour below H belongs to the previous day).
    public func assignedDay(of date: Date, _ assignment: DayAssignment) -> CalendarDay {
        CalendarDay(dayNumber: assignedDayNumber(of: date, assignment))
    }

    @inline(__always)
    func assignedDayNumber(of date: Date, _ assignment: DayAssignment) -> Int {
        ReportCalendar.assignedDayNumber(local: localSeconds(date), assignment)
    }

    /// The assigned day of a local wall-clock time (seconds since 1970-01-01T00:00 local).
    @inline(__always)
    static func assignedDayNumber(local: Int, _ assignment: DayAssignment) -> Int {
        let day = ReportCalendar.floorDiv(local, ReportCalendar.secondsPerDay)
        switch assignment {
        case .timestamp:
            return day
        case .cutoffHour(let cutoff):
            let hour = (local - day * ReportCalendar.secondsPerDay) / 3600
            return hour < cutoff ? day - 1 : day
        }
    }

    /// The first instant of `day` in the zone: local midnight, or — when a clock change
    /// skips midnight — the moment the day begins. A day the zone skipped entirely (Samoa,
    /// 2011-12-30) starts and ends at the same instant.
    public func startOfDay(_ day: CalendarDay) -> Date {
        Date(timeIntervalSince1970: TimeInterval(firstUTCSecond(atOrAfterLocal: day.dayNumber * ReportCalendar.secondsPerDay)))
    }

    /// The instants belonging to `day` (23, 24 or 25 hours long; empty for a skipped day).
    public func dateInterval(of day: CalendarDay) -> Range<Date> {
        let start = startOfDay(day)
        let end = startOfDay(day.advanced(by: 1))
        return start..<max(start, end)
    }

    /// The instants whose assigned day under `assignment` is `day`.
    public func dateInterval(of day: CalendarDay, assignment: DayAssignment) -> Range<Date> {
        switch assignment {
        case .timestamp:
            return dateInterval(of: day)
        case .cutoffHour(let hour):
            let start = firstUTCSecond(atOrAfterLocal: day.dayNumber * ReportCalendar.secondsPerDay + hour * 3600)
            let end = firstUTCSecond(atOrAfterLocal: (day.dayNumber + 1) * ReportCalendar.secondsPerDay + hour * 3600)
            return Date(timeIntervalSince1970: TimeInterval(start))..<Date(timeIntervalSince1970: TimeInterval(max(start, end)))
        }
    }

    /// The smallest UTC second whose local time is at or after `local`.
    func firstUTCSecond(atOrAfterLocal local: Int) -> Int {
        // Offsets lie within ±26 h, so only intervals overlapping this window can hold the answer.
        let window = 26 * 3600
        if local - window >= ReportCalendar.tableStart && local + window < tableEnd {
            var index = 0
            var low = 0
            var high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) >> 1
                if starts[mid] <= local - window { low = mid } else { high = mid - 1 }
            }
            index = low
            while index < starts.count {
                let start = max(starts[index], local - window)
                let end = index + 1 < starts.count ? starts[index + 1] : tableEnd
                let offset = offsets[index]
                // Local times of this interval: [start + offset, end + offset).
                if local < start + offset { return start }
                if local < end + offset { return local - offset }
                index += 1
            }
        }
        // Outside the table: fixed-point on the offset (clock-change gaps are not searched).
        let guess = local - timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(local)))
        return local - timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(guess)))
    }

    // MARK: Local time

    /// A moment as read in the zone: its local day, the seconds since that day's local
    /// midnight, and the UTC offset in force (what a timestamp's text is made of).
    public struct LocalTime: Sendable, Hashable {
        /// Days since 1970-01-01 (`CalendarDay.dayNumber`).
        public var dayNumber: Int
        /// 0 ..< 86,400 (fractions of a second dropped).
        public var secondOfDay: Int
        /// Seconds east of UTC.
        public var utcOffset: Int

        @inline(__always)
        init(utcSeconds seconds: Int, offset: Int) {
            let local = seconds + offset
            dayNumber = ReportCalendar.floorDiv(local, ReportCalendar.secondsPerDay)
            secondOfDay = local - dayNumber * ReportCalendar.secondsPerDay
            utcOffset = offset
        }
    }

    /// `date` read in the zone.
    public func localTime(of date: Date) -> LocalTime {
        let seconds = ReportCalendar.utcSeconds(date)
        return LocalTime(utcSeconds: seconds, offset: offset(atUTCSeconds: seconds))
    }

    /// `YYYY-MM-DDTHH:MM:SS±HH:MM` in the zone (fractions of a second dropped; an offset
    /// with seconds, as local mean time before ~1900 has, prints its hours and minutes).
    /// Years outside 0–9999 (only from odd SQLite dates) are padded, not cut.
    public func timestampString(_ date: Date) -> String {
        let time = localTime(of: date)
        let (second, magnitude) = (time.secondOfDay, abs(time.utcOffset))
        return CalendarDay(dayNumber: time.dayNumber).isoString
            + "T" + CalendarDay.pad(second / 3600, 2) + ":" + CalendarDay.pad(second / 60 % 60, 2)
            + ":" + CalendarDay.pad(second % 60, 2)
            + (time.utcOffset < 0 ? "-" : "+") + CalendarDay.pad(magnitude / 3600 % 100, 2) + ":" + CalendarDay.pad(magnitude / 60 % 60, 2)
    }

    /// Reads times as `localTime(of:)` does, faster for runs of nearby ones (the rows of
    /// logs.csv, in time order per tracker): it keeps the last UTC-offset interval, so there
    /// is no binary search while the offset holds. One per thread; cheap to make.
    public struct LocalTimeCursor {
        private var offsets: OffsetCursor

        public init(calendar: ReportCalendar) {
            offsets = OffsetCursor(calendar: calendar)
        }

        @inline(__always)
        public mutating func localTime(of date: Date) -> LocalTime {
            let seconds = ReportCalendar.utcSeconds(date)
            return LocalTime(utcSeconds: seconds, offset: offsets.offset(atUTCSeconds: seconds))
        }
    }

    /// Assigns days as `assignedDay(of:_:)` does, faster for runs of nearby timestamps (a
    /// store's logs, in about time order): no binary search while the UTC offset holds.
    /// One per thread; cheap to make.
    public struct DayAssigner {
        private var offsets: OffsetCursor

        public init(calendar: ReportCalendar) {
            offsets = OffsetCursor(calendar: calendar)
        }

        @inline(__always)
        public mutating func dayNumber(of date: Date, _ assignment: DayAssignment) -> Int {
            let seconds = ReportCalendar.utcSeconds(date)
            let local = seconds + offsets.offset(atUTCSeconds: seconds)
            return ReportCalendar.assignedDayNumber(local: local, assignment)
        }
    }

    /// The UTC offset at a second, remembering the last offset interval found.
    struct OffsetCursor {
        let calendar: ReportCalendar
        private var range = 0..<0
        private var offset = 0

        init(calendar: ReportCalendar) {
            self.calendar = calendar
        }

        @inline(__always)
        mutating func offset(atUTCSeconds seconds: Int) -> Int {
            if !range.contains(seconds) {
                (offset, range) = calendar.offsetInterval(atUTCSeconds: seconds)
            }
            return offset
        }
    }

    // MARK: Integer helpers

    @inline(__always)
    static func floorDiv(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }
}
