import Testing
import TestSupport
@testable import TrackerModel

/// `CalendarDay.isoString`, spelled in place for four-digit years, against the plain padding
/// of each field — and the plain spelling of every other year.
@Suite struct CalendarDayTextTests {
    @Test func theFixedWidthSpellingIsThePaddedOne() {
        var random = SeededGenerator(seed: 11)
        var numbers = [0, -1, 1, -719_528, -719_529, -719_530, 2_932_896, 2_932_897, 20_412, Int(Int32.max), Int(Int32.min)]
        for _ in 0..<50_000 { numbers.append(Int.random(in: -1_000_000...3_100_000, using: &random)) }
        for number in numbers {
            let day = CalendarDay(dayNumber: number)
            #expect(day.isoString == day.paddedISOString, "day \(number)")
        }
        #expect(CalendarDay(dayNumber: 0).isoString == "1970-01-01")
        #expect(CalendarDay(dayNumber: -719_529).isoString == "-0001-12-31")
        #expect(CalendarDay(dayNumber: 2_932_897).isoString == "10000-01-01")
    }
}
