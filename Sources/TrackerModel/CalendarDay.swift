import SharpTools
/// A calendar date without a time zone, stored as the number of days since 1970-01-01
/// (proleptic Gregorian), so day arithmetic in hot loops is integer arithmetic.
public struct CalendarDay: Sendable, Hashable, Comparable, Strideable, CustomStringConvertible {
    public var dayNumber: Int

    public init(dayNumber: Int) {
        self.dayNumber = dayNumber
    }

    /// Nil when the date does not exist (month 13, February 30, …).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= CalendarDay.daysInMonth(year: year, month: month) else {
            return nil
        }
        self.dayNumber = CalendarDay.daysFromCivil(year: year, month: month, day: day)
    }

    /// Parses `YYYY-MM-DD`.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    public var components: (year: Int, month: Int, day: Int) {
        CalendarDay.civilFromDays(dayNumber)
    }

    /// `YYYY-MM-DD` (a year outside 0–9999 is padded to four digits and keeps its sign).
    public var isoString: String {
        let (year, month, day) = components
        return ISODateCache.string(year: year, month: month, day: day) ?? paddedISOString
    }

    /// `isoString` spelled by padding each field (any year; the plain form `isoString`'s
    /// fixed-width spelling is tested against).
    var paddedISOString: String {
        let (year, month, day) = components
        return CalendarDay.pad(year, 4) + "-" + CalendarDay.pad(month, 2) + "-" + CalendarDay.pad(day, 2)
    }

    public var description: String { isoString }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.dayNumber < rhs.dayNumber }
    public func advanced(by n: Int) -> CalendarDay { CalendarDay(dayNumber: dayNumber + n) }
    public func distance(to other: CalendarDay) -> Int { other.dayNumber - dayNumber }

    public static func isLeapYear(_ year: Int) -> Bool { CivilCalendar.isLeapYear(year) }

    public static func daysInMonth(year: Int, month: Int) -> Int { CivilCalendar.daysInMonth(year: year, month: month) }

    /// Days since 1970-01-01 (Howard Hinnant's days-from-civil algorithm).
    public static func daysFromCivil(year: Int, month: Int, day: Int) -> Int { CivilCalendar.daysFromCivil(year: year, month: month, day: day) }

    public static func civilFromDays(_ days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `value` in decimal with at least `width` digits (zeros in front), `-` before negatives.
    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
        return value < 0 ? "-" + padded : padded
    }
}
