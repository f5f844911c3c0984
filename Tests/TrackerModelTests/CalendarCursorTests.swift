import Foundation
import Testing
import TrackerModel

/// `ReportCalendar.LocalTimeCursor` and `DayAssigner` remember the last UTC-offset interval:
/// they must give exactly what `localTime(of:)` and `assignedDay` give, for runs of
/// nearby timestamps across clock changes and for jumps (back in time, far away, outside the
/// offset table, outside the years 0–9999).
@Suite struct CalendarCursorTests {
    static let zones = ["Europe/Berlin", "America/New_York", "Pacific/Apia", "Pacific/Kiritimati", "Asia/Kathmandu", "UTC", "Australia/Lord_Howe"]
    static let today = CalendarDay(iso: "2026-11-20")!

    /// Seeded timestamps: walks of a few minutes to hours (through DST changes), and jumps.
    static func timestamps(seed: UInt64) -> [Date] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var time = 1_300_000_000.0
        var result: [Date] = []
        for _ in 0..<20_000 {
            switch next() % 50 {
            case 0: time = Double(Int64(bitPattern: next() % 20_000_000_000) - 10_000_000_000)  // 1653 … 2286
            case 1: time = [-70_000_000_000, 400_000_000_000, -2_300_000_000, 1e15, -1e15, 0.5][Int(next() % 6)]
            case 2: time -= Double(next() % 200_000)
            default: time += Double(next() % 20_000) + 0.25
            }
            result.append(Date(timeIntervalSince1970: time))
        }
        return result
    }

    @Test(arguments: zones)
    func localTimeCursorReadsWhatLocalTimeReads(zone: String) {
        let calendar = ReportCalendar(timeZone: TimeZone(identifier: zone)!, today: Self.today)
        var cursor = ReportCalendar.LocalTimeCursor(calendar: calendar)
        let mismatches = Self.timestamps(seed: 5).filter { date in cursor.localTime(of: date) != calendar.localTime(of: date) }
        #expect(mismatches.isEmpty)
    }

    @Test(arguments: zones)
    func dayAssignerAssignsWhatAssignedDayAssigns(zone: String) {
        let calendar = ReportCalendar(timeZone: TimeZone(identifier: zone)!, today: Self.today)
        for assignment in [DayAssignment.timestamp, .cutoffHour(4), .cutoffHour(18), .cutoffHour(0)] {
            var assigner = ReportCalendar.DayAssigner(calendar: calendar)
            let mismatches = Self.timestamps(seed: 9).filter { date in
                assigner.dayNumber(of: date, assignment) != calendar.assignedDay(of: date, assignment).dayNumber
            }
            #expect(mismatches.isEmpty, "\(assignment): \(mismatches.prefix(3))")
        }
    }

    /// Fractions of a second are dropped towards the past, also before 1970.
    @Test func fractionsOfASecondRoundTowardsThePast() {
        let utc = ReportCalendar(timeZone: TimeZone(identifier: "UTC")!, today: Self.today)
        #expect(utc.timestampString(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59+00:00")
        #expect(utc.timestampString(Date(timeIntervalSince1970: -86_400.25)) == "1969-12-30T23:59:59+00:00")
        #expect(utc.timestampString(Date(timeIntervalSince1970: -86_400)) == "1969-12-31T00:00:00+00:00")
        #expect(utc.timestampString(Date(timeIntervalSince1970: 86_399.999)) == "1970-01-01T23:59:59+00:00")
        #expect(utc.day(of: Date(timeIntervalSince1970: -0.001)).isoString == "1969-12-31")
    }
}
