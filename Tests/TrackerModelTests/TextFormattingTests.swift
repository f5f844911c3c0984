import Foundation
import Testing
@testable import TrackerModel

@Suite struct TextFormattingTests {
    @Test func uuidTextMatchesFoundationAndSortsLikeTheText() {
        var generator = SystemRandomNumberGenerator()
        var uuids: [UUID] = [UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, UUID(uuidString: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")!]
        for _ in 0..<2000 { uuids.append(UUID(uuid: (UInt8.random(in: 0...255, using: &generator), 0x0A, 0xF0, 0x9B, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, UInt8.random(in: 0...255, using: &generator), 0xFF))) }
        for _ in 0..<2000 { uuids.append(UUID()) }
        for uuid in uuids { #expect(UUIDText.string(uuid) == uuid.uuidString) }
        for (a, b) in zip(uuids, uuids.shuffled()) {
            #expect(UUIDText.precedes(a, b) == (a.uuidString < b.uuidString))
        }
    }

    @Test func isoDatesAndTimestampsOutsideFourDigitYearsStillPrint() {
        #expect(CalendarDay(year: 9999, month: 12, day: 31)!.isoString == "9999-12-31")
        #expect(CalendarDay(year: 10_000, month: 1, day: 1)!.isoString == "10000-01-01")
        #expect(CalendarDay(year: -1, month: 1, day: 1)!.isoString == "-0001-01-01")
        let calendar = ReportCalendar(timeZone: TimeZone(identifier: "UTC")!, today: CalendarDay(iso: "2026-11-20")!)
        #expect(calendar.timestampString(Date(timeIntervalSince1970: 253_402_300_800)) == "10000-01-01T00:00:00+00:00")
        #expect(calendar.timestampString(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00+00:00")
        let berlin = ReportCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!, today: CalendarDay(iso: "2026-11-20")!)
        #expect(berlin.timestampString(Date(timeIntervalSince1970: 1_795_203_000)) == "2026-11-20T20:30:00+01:00")
    }
}
