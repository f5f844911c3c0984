import Foundation
import Testing
import TestSupport
import TrackerModel

@Suite struct ReportCalendarTests {
    typealias F = Fixture

    func day(_ text: String) -> CalendarDay {
        guard let day = CalendarDay(iso: text) else { preconditionFailure(text) }
        return day
    }

    @Test func berlinSpringForwardDayHas23HoursAndIsOneDay() {
        let calendar = ReportCalendar(timeZone: F.zone("Europe/Berlin"), today: day("2026-04-01"))
        #expect(calendar.day(of: F.instant("2026-03-29T00:30:00+01:00")) == day("2026-03-29"))
        #expect(calendar.day(of: F.instant("2026-03-29T23:30:00+02:00")) == day("2026-03-29"))
        #expect(calendar.day(of: F.instant("2026-03-28T23:30:00+01:00")) == day("2026-03-28"))
        #expect(calendar.localTime(of: F.instant("2026-03-29T03:00:00+02:00")).secondOfDay / 3600 == 3)
        let interval = calendar.dateInterval(of: day("2026-03-29"))
        #expect(interval.upperBound.timeIntervalSince(interval.lowerBound) == 23 * 3600)
        #expect(calendar.timestampString(F.instant("2026-03-29T01:59:59Z")) == "2026-03-29T03:59:59+02:00")
        #expect(calendar.timestampString(F.instant("2026-03-29T00:59:59Z")) == "2026-03-29T01:59:59+01:00")
    }

    @Test func berlinFallBackDayHas25HoursAndIsOneDay() {
        let calendar = ReportCalendar(timeZone: F.zone("Europe/Berlin"), today: day("2026-11-20"))
        // 02:30 happens twice; both belong to 2026-10-25.
        #expect(calendar.day(of: F.instant("2026-10-25T02:30:00+02:00")) == day("2026-10-25"))
        #expect(calendar.day(of: F.instant("2026-10-25T02:30:00+01:00")) == day("2026-10-25"))
        #expect(calendar.day(of: F.instant("2026-10-25T23:59:59+01:00")) == day("2026-10-25"))
        #expect(calendar.day(of: F.instant("2026-10-26T00:00:00+01:00")) == day("2026-10-26"))
        let interval = calendar.dateInterval(of: day("2026-10-25"))
        #expect(interval.upperBound.timeIntervalSince(interval.lowerBound) == 25 * 3600)
        #expect(calendar.startOfDay(day("2026-10-25")) == F.instant("2026-10-25T00:00:00+02:00"))
    }

    @Test func cutoffHourOnBerlinDSTDays() {
        let calendar = ReportCalendar(timeZone: F.zone("Europe/Berlin"), today: day("2026-11-20"))
        #expect(calendar.assignedDay(of: F.instant("2026-03-29T17:59:00+02:00"), .cutoffHour(18)) == day("2026-03-28"))
        #expect(calendar.assignedDay(of: F.instant("2026-03-29T18:00:00+02:00"), .cutoffHour(18)) == day("2026-03-29"))
        #expect(calendar.assignedDay(of: F.instant("2026-10-25T02:30:00+01:00"), .cutoffHour(3)) == day("2026-10-24"))
        #expect(calendar.assignedDay(of: F.instant("2026-10-25T03:00:00+01:00"), .cutoffHour(3)) == day("2026-10-25"))
        let evening = calendar.dateInterval(of: day("2026-03-28"), assignment: .cutoffHour(18))
        #expect(evening.lowerBound == F.instant("2026-03-28T18:00:00+01:00"))
        #expect(evening.upperBound == F.instant("2026-03-29T18:00:00+02:00"))
    }

    @Test func streakAcrossBerlinDSTDays() {
        // A yesNo tracker logged at 23:30 and 00:30 local on the days around both changes: every
        // day counts once (a UTC-day or 24-hour-step computation would merge or skip days).
        let zone = F.zone("Europe/Berlin")
        let tracker = F.tracker(mode: .yesNo)
        for (from, today) in [("2026-03-27", "2026-03-31"), ("2026-10-23", "2026-10-27")] {
            var logs: [TrackerLog] = []
            for offset in 0..<4 {
                let logged = day(from).advanced(by: offset)
                logs.append(F.log(tracker, F.date(logged, offset % 2 == 0 ? 23 : 0, 30, in: zone), 1))
            }
            let summary = F.summary(tracker, logs, zone: zone, today: day(today))
            #expect(summary.currentStreak == 4, "\(from)")
            #expect(summary.currentStreakStart == day(from))
        }
    }

    @Test func aucklandDaysAreLocalNotUTC() {
        // NZ summer (+13): local 00:30 is 11:30 UTC of the previous day, 23:30 is 10:30 UTC.
        let zone = F.zone("Pacific/Auckland")
        let calendar = ReportCalendar(timeZone: zone, today: day("2026-01-10"))
        #expect(calendar.day(of: F.instant("2026-01-04T11:30:00Z")) == day("2026-01-05"))
        #expect(calendar.day(of: F.instant("2026-01-05T10:30:00Z")) == day("2026-01-05"))
        #expect(calendar.timestampString(F.instant("2026-01-04T11:30:00Z")) == "2026-01-05T00:30:00+13:00")
        let tracker = F.tracker(mode: .yesNo)
        let logs = (0..<5).map { offset in
            F.log(tracker, F.date(day("2026-01-05").advanced(by: offset), offset % 2 == 0 ? 0 : 23, 30, in: zone), 1)
        }
        let summary = F.summary(tracker, logs, zone: zone, today: day("2026-01-10"))
        #expect(summary.currentStreak == 5)
        #expect(summary.walkedDays == day("2026-01-05")...day("2026-01-09"))
    }

    @Test func newYorkEveningsBelongToTheLocalDay() {
        // 21:00 EST is 02:00 UTC of the next day; under cutoffHour:18 it is still that day.
        let zone = F.zone("America/New_York")
        let calendar = ReportCalendar(timeZone: zone, today: day("2026-11-20"))
        #expect(calendar.day(of: F.instant("2026-11-03T02:00:00Z")) == day("2026-11-02"))
        #expect(calendar.assignedDay(of: F.instant("2026-11-03T02:00:00Z"), .cutoffHour(18)) == day("2026-11-02"))
        // Fall back on 2026-11-01: 01:30 twice, the day has 25 hours.
        let interval = calendar.dateInterval(of: day("2026-11-01"))
        #expect(interval.upperBound.timeIntervalSince(interval.lowerBound) == 25 * 3600)
        let tracker = F.noAlc()
        let logs = (0..<7).map { offset in
            F.log(tracker, F.date(day("2026-10-28").advanced(by: offset), 21, in: zone), Fixture.steady)
        }
        let summary = F.summary(tracker, logs, zone: zone, today: day("2026-11-04"))
        #expect(summary.currentStreak == 7)
        #expect(summary.availableRewards == 1)
        #expect(summary.currentStreakStart == day("2026-10-28"))
    }

    @Test func farZonesWithQuarterHourOffsets() {
        let chatham = ReportCalendar(timeZone: F.zone("Pacific/Chatham"), today: day("2026-11-20"))
        // +13:45 in the southern summer.
        #expect(chatham.timestampString(F.instant("2026-01-01T10:15:00Z")) == "2026-01-02T00:00:00+13:45")
        #expect(chatham.day(of: F.instant("2026-01-01T10:14:59Z")) == day("2026-01-01"))
        #expect(chatham.startOfDay(day("2026-01-02")) == F.instant("2026-01-01T10:15:00Z"))
        let kiritimati = ReportCalendar(timeZone: F.zone("Pacific/Kiritimati"), today: day("2026-11-20"))
        #expect(kiritimati.timestampString(F.instant("2026-06-30T10:00:00Z")) == "2026-07-01T00:00:00+14:00")
        // Kiritimati moved from −10:00 to +14:00 at the end of 1994: 1994-12-31 never happened.
        #expect(kiritimati.day(of: F.instant("1994-12-31T09:59:59Z")) == day("1994-12-30"))
        #expect(kiritimati.day(of: F.instant("1994-12-31T10:00:00Z")) == day("1995-01-01"))
        #expect(kiritimati.dateInterval(of: day("1994-12-31")).isEmpty)
    }

    @Test func timestampStringFormatsNegativeOffsetsAndOldDates() {
        let calendar = ReportCalendar(timeZone: F.zone("America/New_York"), today: day("2026-11-20"))
        #expect(calendar.timestampString(F.instant("1969-12-31T23:59:59Z")) == "1969-12-31T18:59:59-05:00")
        #expect(calendar.timestampString(Date(timeIntervalSince1970: 1_781_000_000.75)) == "2026-06-09T06:13:20-04:00")
    }

    @Test func todayFollowsTheZone() {
        let now = F.instant("2026-11-20T23:30:00Z")
        #expect(ReportCalendar.today(in: F.zone("Europe/Berlin"), now: now) == day("2026-11-21"))
        #expect(ReportCalendar.today(in: F.zone("America/New_York"), now: now) == day("2026-11-20"))
    }

    /// Seeded: thousands of instants in zones with DST, far offsets and odd history, checked
    /// against Foundation's `Calendar` (day, hour, offset, formatted timestamp, start of day).
    @Test func agreesWithFoundationCalendar() {
        var random = SeededGenerator(seed: 0x5EED_CA1E)
        let zones = ["Europe/Berlin", "America/New_York", "Pacific/Auckland", "Pacific/Kiritimati",
                     "Pacific/Chatham", "Pacific/Apia", "America/Havana", "Australia/Lord_Howe",
                     "Asia/Kolkata", "America/Sao_Paulo", "UTC", "America/St_Johns"]
        for identifier in zones {
            let zone = F.zone(identifier)
            let gregorian = F.gregorian(zone)
            let calendar = ReportCalendar(timeZone: zone, today: day("2026-11-20"))
            for _ in 0..<600 {
                // 1950 … 2029, with seconds and fractions.
                let seconds = Double(random.next(in: -631_152_000...1_893_456_000)) + Double(random.next(in: 0...999)) / 1000
                let date = Date(timeIntervalSince1970: seconds)
                let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
                let expectedDay = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
                #expect(calendar.day(of: date) == expectedDay, "\(identifier) \(seconds)")
                #expect(calendar.localTime(of: date).secondOfDay / 3600 == parts.hour!, "\(identifier) \(seconds)")
                let offset = zone.secondsFromGMT(for: date)
                #expect(calendar.secondsFromGMT(for: date) == offset)
                let sign = offset < 0 ? "-" : "+"
                let expectedText = String(format: "%04d-%02d-%02dT%02d:%02d:%02d%@%02d:%02d",
                                          parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!,
                                          sign, abs(offset) / 3600, abs(offset) / 60 % 60)
                #expect(calendar.timestampString(date) == expectedText)
                if let expectedDay {
                    #expect(calendar.startOfDay(expectedDay) == gregorian.startOfDay(for: date), "\(identifier) \(expectedDay)")
                }
            }
        }
    }
}
