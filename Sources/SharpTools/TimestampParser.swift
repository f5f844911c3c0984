import Foundation

/// Parses RFC 3339 / ISO 8601 timestamps with a zone (`Z` or `±HH:MM`), optional seconds
/// and fraction, straight from the UTF-8 bytes — no `DateFormatter` per log.
package enum TimestampParser {
    /// Years a store can plausibly hold; outside them a timestamp is a data error.
    package static let acceptedYears = 1900...9999

    package enum Failure: Error, Equatable, Sendable {
        case malformed
        case missingZone
        case outOfRange(String)
    }

    package static func parse(_ text: String) -> Result<Date, Failure> {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// A message for a failure, naming the text as written.
    package static func message(for failure: Failure, text: String) -> String {
        switch failure {
        case .malformed:
            return "\"\(text)\" is not an RFC 3339 timestamp (expected YYYY-MM-DDTHH:MM:SS with Z or an offset such as +01:00)"
        case .missingZone:
            return "timestamp \"\(text)\" has no time zone (add Z or an offset such as +01:00)"
        case .outOfRange(let what):
            return "timestamp \"\(text)\": \(what)"
        }
    }

    /// The timestamp written in `bytes[range]`; malformed for a range outside `bytes` (the
    /// buffer slice below is not bounds-checked in release builds).
    package static func parse(_ bytes: [UInt8], in range: Range<Int>) -> Result<Date, Failure> {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return .failure(.malformed) }
        return bytes.withUnsafeBufferPointer { parse(utf8: UnsafeBufferPointer(rebasing: $0[range])) }
    }

    static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Result<Date, Failure> {
        if let date = fixedLayout(bytes) { return .success(date) }
        return parseAnyLayout(utf8: bytes)
    }

    /// The two layouts of nearly every timestamp — `YYYY-MM-DDTHH:MM:SSZ` and
    /// `YYYY-MM-DDTHH:MM:SS±HH:MM` — read at fixed places; nil for any other text, and for a
    /// valid layout with a value out of range, which `parseAnyLayout` then reads (and names
    /// the problem of). The same date as `parseAnyLayout` (a test holds it to that).
    static func fixedLayout(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        let count = bytes.count
        guard count == 20 || count == 25, let text = bytes.baseAddress else { return nil }
        // Each digit's value; any byte that is not a digit makes `invalid` exceed 9.
        var invalid: UInt8 = 0
        @inline(__always) func two(_ at: Int) -> Int {
            let (tens, ones) = (text[at] &- 0x30, text[at + 1] &- 0x30)
            invalid |= tens > 9 || ones > 9 ? 0xFF : 0
            return Int(tens) * 10 + Int(ones)
        }
        let year = two(0) * 100 + two(2), month = two(5), day = two(8)
        let hour = two(11), minute = two(14), second = two(17)
        let separator = text[10]
        guard text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-"), text[13] == UInt8(ascii: ":"), text[16] == UInt8(ascii: ":"),
              separator == UInt8(ascii: "T") || separator == UInt8(ascii: "t") || separator == UInt8(ascii: " ")
        else { return nil }
        var offsetSeconds = 0
        if count == 20 {
            guard text[19] == UInt8(ascii: "Z") || text[19] == UInt8(ascii: "z") else { return nil }
        } else {
            let sign = text[19]
            guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"), text[22] == UInt8(ascii: ":") else { return nil }
            let offsetHours = two(20), offsetMinutes = two(23)
            guard offsetHours <= 23, offsetMinutes <= 59 else { return nil }
            offsetSeconds = (sign == UInt8(ascii: "-") ? -1 : 1) * (offsetHours * 3600 + offsetMinutes * 60)
        }
        guard invalid == 0, acceptedYears.contains(year), (1...12).contains(month), day >= 1,
              day <= CivilCalendar.daysInMonth(year: year, month: month), hour <= 23, minute <= 59, second <= 59
        else { return nil }
        let seconds = CivilCalendar.daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + 0.0)
    }

    /// Any layout RFC 3339 allows (and the few ISO 8601 ones the app has written).
    static func parseAnyLayout(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Result<Date, Failure> {
        var index = 0
        let count = bytes.count

        func digits(_ n: Int) -> Int? {
            guard index + n <= count else { return nil }
            var value = 0
            for i in index..<index + n {
                let d = bytes[i] &- UInt8(ascii: "0")
                guard d <= 9 else { return nil }
                value = value * 10 + Int(d)
            }
            index += n
            return value
        }
        func expect(_ byte: UInt8) -> Bool {
            guard index < count, bytes[index] == byte else { return false }
            index += 1
            return true
        }

        guard let year = digits(4), expect(UInt8(ascii: "-")), let month = digits(2), expect(UInt8(ascii: "-")),
              let day = digits(2)
        else { return .failure(.malformed) }
        guard index < count, bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: "t") || bytes[index] == UInt8(ascii: " ") else {
            return .failure(index == count ? .missingZone : .malformed)
        }
        index += 1
        guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2) else { return .failure(.malformed) }
        var second = 0
        var fraction = 0.0
        if expect(UInt8(ascii: ":")) {
            guard let s = digits(2) else { return .failure(.malformed) }
            second = s
            if expect(UInt8(ascii: ".")) || expect(UInt8(ascii: ",")) {
                // Digits as one integer divided once: the same value whatever the digit count.
                var numerator = 0
                var denominator = 1
                let start = index
                while index < count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
                    if denominator < 1_000_000_000 {
                        numerator = numerator * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                        denominator *= 10
                    }
                    index += 1
                }
                guard index > start else { return .failure(.malformed) }
                fraction = Double(numerator) / Double(denominator)
            }
        }
        guard index < count else { return .failure(.missingZone) }
        var offsetSeconds = 0
        switch bytes[index] {
        case UInt8(ascii: "Z"), UInt8(ascii: "z"):
            index += 1
        case UInt8(ascii: "+"), UInt8(ascii: "-"):
            let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
            index += 1
            guard let offsetHours = digits(2) else { return .failure(.malformed) }
            _ = expect(UInt8(ascii: ":"))
            guard let offsetMinutes = digits(2) else { return .failure(.malformed) }
            guard offsetHours <= 23, offsetMinutes <= 59 else { return .failure(.outOfRange("zone offset out of range")) }
            offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        default:
            return .failure(.malformed)
        }
        guard index == count else { return .failure(.malformed) }
        guard acceptedYears.contains(year) else {
            return .failure(.outOfRange("year \(year) is outside \(acceptedYears.lowerBound)–\(acceptedYears.upperBound)"))
        }
        guard (1...12).contains(month), day >= 1, day <= CivilCalendar.daysInMonth(year: year, month: month) else {
            return .failure(.outOfRange("no such date"))
        }
        // RFC 3339 allows a leap second (60), but the app never writes one and reading it as
        // the next minute's first second could move a log to the next day: rejected by name.
        guard second != 60 else { return .failure(.outOfRange("second 60 (a leap second) is not accepted; write :59 or the next minute's :00")) }
        guard hour <= 23, minute <= 59, second <= 59 else { return .failure(.outOfRange("no such time of day")) }
        let seconds = CivilCalendar.daysFromCivil(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return .success(Date(timeIntervalSince1970: Double(seconds) + fraction))
    }
}

extension TimestampParser.Failure: CustomStringConvertible {
    /// The problem in words, without the text (`message(for:text:)` names it).
    package var description: String {
        switch self {
        case .malformed: return "not an RFC 3339 timestamp (expected YYYY-MM-DDTHH:MM:SS with Z or an offset such as +01:00)"
        case .missingZone: return "the timestamp has no time zone (add Z or an offset such as +01:00)"
        case .outOfRange(let what): return "timestamp: \(what)"
        }
    }
}
