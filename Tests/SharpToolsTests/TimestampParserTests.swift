import Foundation
import Testing
import TestSupport
import SharpTools

/// The byte-level RFC 3339 parser against Foundation's `ISO8601DateFormatter` (the plain
/// implementation) on random instants written with random offsets, and on dates that do
/// not exist.
@Suite struct TimestampParserTests {
    private static func formatter(fractional: Bool, zone: TimeZone) -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = zone
        formatter.formatOptions = fractional ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter
    }

    @Test func randomInstantsParseLikeFoundation() throws {
        var generator = SeededGenerator(seed: 3339)
        for _ in 0..<3_000 {
            // 1900…9999, whole milliseconds (what the formatter writes and reads exactly).
            let milliseconds = Int64.random(in: -2_208_988_800_000...253_402_300_799_000, using: &generator)
            let instant = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let offsetMinutes = Int.random(in: -14 * 60 / 15...14 * 60 / 15, using: &generator) * 15
            guard let zone = TimeZone(secondsFromGMT: offsetMinutes * 60) else { continue }
            let text = Self.formatter(fractional: Bool.random(using: &generator), zone: zone).string(from: instant)
            let expected = try #require(Self.formatter(fractional: text.contains("."), zone: zone).date(from: text))
            let parsed = try TimestampParser.parse(text).get()
            #expect(abs(parsed.timeIntervalSince1970 - expected.timeIntervalSince1970) < 1e-6, "\(text)")
            let bytes = Array(("  " + text + "  ").utf8)
            #expect(try TimestampParser.parse(bytes, in: 2..<bytes.count - 2).get() == parsed, "\(text)")
        }
    }

    @Test(arguments: ["2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-04-31T00:00:00Z", "1900-02-29T00:00:00Z", "2026-11-20T24:00:00Z"])
    func impossibleDatesAndTimesAreOutOfRange(text: String) {
        guard case .failure(.outOfRange) = TimestampParser.parse(text) else {
            Issue.record("\(text) was not rejected as out of range")
            return
        }
    }

    /// A range that reaches outside the array is malformed (it used to be read past the end).
    @Test func aRangeOutsideTheBytesIsMalformed() throws {
        let bytes = Array("2026-11-20T08:00:00Z".utf8)
        #expect(TimestampParser.parse(bytes, in: 0..<bytes.count + 4) == .failure(.malformed))
        #expect(TimestampParser.parse(bytes, in: -2..<bytes.count) == .failure(.malformed))
        #expect(try TimestampParser.parse(bytes, in: 0..<bytes.count).get() == Date(timeIntervalSince1970: 1_795_161_600))
    }

    @Test func leapDaysExist() throws {
        #expect(try TimestampParser.parse("2000-02-29T12:00:00Z").get() == Date(timeIntervalSince1970: 951_825_600))
        #expect(try TimestampParser.parse("2024-02-29T00:00:00+01:00").get() == Date(timeIntervalSince1970: 1_709_161_200))
    }
}
