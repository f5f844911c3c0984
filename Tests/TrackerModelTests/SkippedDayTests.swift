import Foundation
import Testing
import TestSupport
@testable import TrackerModel

/// A day the zone never had is no day: Samoa (Pacific/Apia) went from 2011-12-29 to
/// 2011-12-31. A tracker logged every day there keeps its streak across it — the skipped day
/// used to count as missed and break it.
@Suite struct SkippedDayTests {
    static let apia = Fixture.zone("Pacific/Apia")
    static let today = CalendarDay(year: 2012, month: 1, day: 9)!

    @Test func samoasSkippedDayIsKnown() {
        let calendar = ReportCalendar(timeZone: Self.apia, today: Self.today)
        #expect(calendar.skippedDays == [CalendarDay(year: 2011, month: 12, day: 30)!.dayNumber])
        #expect(ReportCalendar(timeZone: Fixture.zone("Europe/Berlin"), today: Self.today).skippedDays.isEmpty)
        #expect(calendar.firstDay(ofRun: 3, endingOn: CalendarDay(year: 2011, month: 12, day: 31)!.dayNumber) == CalendarDay(year: 2011, month: 12, day: 28)!.dayNumber)
    }

    /// Logged at noon every day from 2011-12-21 to 2012-01-09 (19 days Samoa had): a streak of
    /// 19 from the 21st, every day of the last 7 and 30 a success, and the history agrees.
    @Test func aStreakGoesOverTheSkippedDay() throws {
        let tracker = Fixture.tracker(mode: .yesNo)
        var logs: [TrackerLog] = []
        var day = CalendarDay(year: 2011, month: 12, day: 21)!
        while day <= Self.today {
            if day != CalendarDay(year: 2011, month: 12, day: 30)! { logs.append(Fixture.log(tracker, Fixture.date(day, 12, in: Self.apia), 1)) }
            day = day.advanced(by: 1)
        }
        #expect(logs.count == 19)
        let calendar = ReportCalendar(timeZone: Self.apia, today: Self.today)
        let summary = StreakSummary.summary(logs: logs, rules: TrackerRules(tracker: tracker), calendar: calendar)
        #expect(summary.currentStreak == 19 && summary.longestStreak == 19)
        #expect(summary.currentStreakStart == CalendarDay(year: 2011, month: 12, day: 21))
        #expect(summary.last7Days.successDays == 7 && summary.last7Days.countedDays == 7)
        #expect(summary.last30Days.successDays == 19 && summary.last30Days.countedDays == 19)
        #expect(!summary.recentDays.contains { $0.day == CalendarDay(year: 2011, month: 12, day: 30) })
        let days = logs.map { calendar.day(of: $0.timestamp).dayNumber }
        let (_, history) = StreakSummary.summaryAndHistory(rules: TrackerRules(tracker: tracker), calendar: calendar, logCount: logs.count) { index in
            (day: days[index], time: logs[index].timestamp.timeIntervalSince1970, order: index, value: 1)
        }
        #expect(history.records.last.map { Int($0.streakAfter) } == 19)
        #expect(history.records.filter { !$0.isWalked && $0.kind == .noData }.count >= 1, "the skipped day is a record not walked")
    }
}
