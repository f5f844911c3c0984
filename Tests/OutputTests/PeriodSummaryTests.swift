import Foundation
import StringCatalog
import Testing
import TrackerModel
@testable import Output

/// A small hand-made store whose every period number was worked out by hand (the day-by-day
/// walk is written out next to each tracker). Europe/Berlin, today Wednesday 2026-10-28;
/// summer time ended on Sunday 2026-10-25 (03:00 CEST → 02:00 CET).
@Suite struct PeriodSummaryTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let today = CalendarDay(iso: "2026-10-28")!

    static let levels: [TrackerLevel] = [
        TrackerLevel(id: 0, key: "steady", icon: "💧", labelKey: "Steady", streakEffect: .success),
        TrackerLevel(id: 1, key: "easy", icon: "✨", labelKey: "Easy", streakEffect: .needsGrace),
        TrackerLevel(id: 2, key: "wild", icon: "💥", labelKey: "Wild", streakEffect: .breaksStreak),
    ]

    private static func uuid(_ prefix: String, _ number: Int) -> UUID {
        UUID(uuidString: prefix + String(format: "-0000-0000-0000-%012d", number))!
    }

    private static func tracker(_ name: String, _ mode: TrackingMode, order: Int, goal: Int? = nil, levels: [TrackerLevel]? = nil,
                                rewards: RewardConfig? = nil, dayAssignment: String? = nil) -> Tracker {
        Tracker(id: uuid("00000000", order), name: name, type: .good, trackingMode: mode,
                createdAt: ISO8601DateFormatter().date(from: "2025-12-01T08:00:00Z")!, displayOrder: order,
                dailyGoal: goal, levels: levels, rewardConfig: rewards, dayAssignmentRaw: dayAssignment)
    }

    /// Wine: levels, a joker every 3 successful days (at most 2), day starts at 18:00.
    /// Started mid-October. Day by day (streak after the day):
    /// 15 Thu steady 1 · 16 Fri steady 2 (logged 17th 10:00, before the cutoff) · 17 Sat steady 3,
    /// joker earned · 18 Sun easy, joker used → 4 · 19 Mon steady 5 · 20 Tue steady 6, joker
    /// earned · 21 Wed no log, joker used → 7 · 22 Thu wild → 0 · 23 Fri steady 1 · 24 Sat easy
    /// (logged 25th 16:30 UTC = 17:30 CET, before the cutoff — 18:30 if the zone still said
    /// CEST), no joker → 0 · 25 Sun no log → 0 · 26 Mon steady 1 · 27 Tue steady 2 (and
    /// again on the 28th at 10:00, before the cutoff) · 28 today: no log yet, not judged.
    static let wine = tracker("Wine", .levels, order: 1, levels: levels,
                              rewards: RewardConfig(earnEveryDays: 3, maxOnHand: 2), dayAssignment: "cutoffHour:18")
    /// Water: counter, goal 8, by timestamp. 2025-12-30 8 ✓ · 12-31 5+3 ✓ · 2026-01-01 4 ✗ ·
    /// 01-02 10 ✓ · then nothing up to today.
    static let water = tracker("Water", .counter, order: 2, goal: 8)
    /// Smoke: avoidance, first log (a relapse) 2026-10-20, another on 10-26.
    static let smoke = tracker("Smoke", .avoidance, order: 3)

    static let logTimes: [(Tracker, String, Int?)] = [
        (wine, "2026-10-15T17:00:00Z", 0), (wine, "2026-10-17T08:00:00Z", 0), (wine, "2026-10-17T18:00:00Z", 0),
        (wine, "2026-10-18T19:00:00Z", 1), (wine, "2026-10-19T18:00:00Z", 0), (wine, "2026-10-20T18:00:00Z", 0),
        (wine, "2026-10-22T18:00:00Z", 2), (wine, "2026-10-23T18:00:00Z", 0), (wine, "2026-10-24T17:00:00Z", 0),
        (wine, "2026-10-25T16:30:00Z", 1), (wine, "2026-10-26T18:00:00Z", 0), (wine, "2026-10-27T18:00:00Z", 0),
        (wine, "2026-10-28T09:00:00Z", 0),
        (water, "2025-12-30T10:00:00Z", 8), (water, "2025-12-31T09:00:00Z", 5), (water, "2025-12-31T22:00:00Z", 3),
        (water, "2026-01-01T12:00:00Z", 4), (water, "2026-01-02T12:00:00Z", 10),
        (smoke, "2026-10-20T10:00:00Z", nil), (smoke, "2026-10-26T08:00:00Z", nil),
    ]

    static let report: Report = {
        let formatter = ISO8601DateFormatter()
        let logs = logTimes.enumerated().map { index, entry in
            TrackerLog(id: uuid("AAAAAAAA", index), trackerId: entry.0.id, timestamp: formatter.date(from: entry.1)!, value: entry.2)
        }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [wine, water, smoke], logs: logs, warnings: [])
        return ReportBuilder.build(store: store, strings: CatalogStack([try! BuiltInStrings.catalog()]), options: ReportOptions(
            locale: "en", calendar: ReportCalendar(timeZone: berlin, today: today), pins: []))
    }()

    private func periods(_ name: String) -> TrackerPeriods {
        let index = Self.report.trackers.firstIndex { $0.tracker.name == name }!
        return Self.report.periods[index]
    }

    /// label, first, last, judged, successes, earned, used, longest streak, longest break.
    private func figures(_ summaries: [PeriodSummary]) -> [String] {
        summaries.map {
            "\($0.label) \($0.first) \($0.last) \($0.decidedDays) \($0.successes) \($0.jokersEarned) \($0.jokersUsed) \($0.longestStreak) \($0.longestBreak)"
        }
    }

    @Test func dayOutcomesOfTheLevelTrackerWithJokersCutoffAndDST() throws {
        let history = periods("Wine").history
        #expect(history.firstDay == CalendarDay(iso: "2026-10-15"))
        let walk = history.recordsFromFirstLog.map { record -> String in
            let kind = record.isWalked ? String(record.kind.rawValue.prefix(2)) : "--"
            return kind + (record.isHealed ? "+" : "") + (record.earnedJoker ? "$" : "") + "\(record.streakAfter)"
        }
        #expect(walk == ["su1", "su2", "su$3", "ne+4", "su5", "su$6", "no+7", "br0", "su1", "ne0", "no0", "su1", "su2", "--2"])
        #expect(history.recordsFromFirstLog.map(\.levelIndex) == [0, 0, 0, 1, 0, 0, -1, 2, 0, 1, -1, 0, 0, -1])
        let summary = Self.report.trackers[0].summary
        #expect(summary.currentStreak == 2 && summary.longestStreak == 7)
    }

    @Test func weeksMonthsAndYearsOfTheLevelTracker() {
        let wine = periods("Wine")
        #expect(figures(wine.weeks) == [
            "2026-W42 2026-10-12 2026-10-18 4 3 1 1 4 0",
            "2026-W43 2026-10-19 2026-10-25 7 3 1 1 3 2",
            "2026-W44 2026-10-26 2026-11-01 2 2 0 0 2 0",
        ])
        #expect(figures(wine.months) == ["2026-10 2026-10-01 2026-10-31 13 8 2 2 7 2"])
        #expect(figures(wine.years) == ["2026 2026-01-01 2026-12-31 13 8 2 2 7 2"])
        #expect(wine.months[0].rate == 8.0 / 13.0)
        // Mon 19 ✓ 26 ✓ · Tue 20 ✓ 27 ✓ · Wed 21 healed (not a success; 28 not judged) ·
        // Thu 15 ✓ 22 ✗ · Fri 16 ✓ 23 ✓ · Sat 17 ✓ 24 ✗ · Sun 18 healed, 25 ✗.
        #expect(wine.weekdayRates.map { "\($0.successDays)/\($0.countedDays)" } == ["2/2", "2/2", "0/1", "1/2", "2/2", "1/2", "0/2"])
    }

    @Test func aCounterAcrossTheTurnOfTheYear() {
        let water = periods("Water")
        #expect(water.history.record(CalendarDay(iso: "2025-12-31")!)?.sum == 8)
        #expect(water.history.record(CalendarDay(iso: "2026-01-01")!)?.kind == .noData)
        // 2026: Jan 1 … Oct 27 are 300 judged days (today has no log yet); one success (Jan 2);
        // the break runs Jan 3 … Oct 27: 298 days.
        #expect(figures(water.years) == [
            "2025 2025-01-01 2025-12-31 2 2 0 0 2 0",
            "2026 2026-01-01 2026-12-31 300 1 0 0 1 298",
        ])
        // Periods before the first logged day are left out: 11 months, not 12.
        #expect(water.months.count == 11)
        #expect(figures(Array(water.months.prefix(2))) == [
            "2025-12 2025-12-01 2025-12-31 2 2 0 0 2 0", "2026-01 2026-01-01 2026-01-31 31 1 0 0 1 29",
        ])
        #expect(water.weeks.count == 12 && water.weeks.last?.label == "2026-W44")
    }

    @Test func anAvoidanceTrackerCountsTodayAndEmptyDays() {
        let smoke = periods("Smoke")
        #expect(figures(smoke.weeks) == [
            "2026-W43 2026-10-19 2026-10-25 6 5 0 0 5 1",
            "2026-W44 2026-10-26 2026-11-01 3 2 0 0 2 1",
        ])
        #expect(smoke.weekdayRates[2].successDays == 2 && smoke.weekdayRates[2].countedDays == 2)
    }

    /// The heatmap cell of `day`: "row,column style title" (style "-" for a blank day).
    private func cell(_ name: String, _ day: String) -> String? {
        let index = Self.report.trackers.firstIndex { $0.tracker.name == name }!
        let heatmap = Heatmap(report: Self.report, entry: Self.report.trackers[index], periods: Self.report.periods[index])
        return heatmap.cells.first { $0.day == CalendarDay(iso: day)! }.map {
            "\($0.row),\($0.column) \($0.style ?? "-")\($0.isToday ? " today" : "") \($0.title)"
        }
    }

    /// English weeks start on Sunday: today, Wednesday 2026-10-28, is row 3 of the last column.
    /// Every tracker here was first logged less than a year ago, so its grid begins with the
    /// week of its first log: Wine's (Thursday 10-15) in column 0, Saturday 10-24 closes column 1. Levels keep their own shade by streak
    /// effect (steady s0, easy g0, wild b0) unless a joker healed the day (j); a judged day
    /// without anything that counts is m, a counter below its goal c1, today before it is
    /// decided o; days before the first log are blank. Each cell's words begin with its date as
    /// the locale writes it.
    @Test func heatmapCellsOfTheHandMadeStore() {
        #expect(cell("Wine", "2026-10-14") == "3,0 - Oct 14, 2026")
        #expect(cell("Wine", "2026-10-15") == "4,0 s0 Oct 15, 2026: Success · 💧 Steady")
        #expect(cell("Wine", "2026-10-18") == "0,1 j Oct 18, 2026: Healed by a joker · ✨ Easy")
        #expect(cell("Wine", "2026-10-21") == "3,1 j Oct 21, 2026: Healed by a joker")
        #expect(cell("Wine", "2026-10-22") == "4,1 b0 Oct 22, 2026: Streak broken · 💥 Wild")
        #expect(cell("Wine", "2026-10-24") == "6,1 g0 Oct 24, 2026: Needs a joker (none left) · ✨ Easy")
        #expect(cell("Wine", "2026-10-25") == "0,2 m Oct 25, 2026: Missed (nothing that counts)")
        #expect(cell("Wine", "2026-10-28") == "3,2 o today Oct 28, 2026: Not judged (no log yet)")
        #expect(cell("Wine", "2026-10-29") == nil)
        #expect(cell("Water", "2025-12-31") == "3,0 s0 Dec 31, 2025: Success · 8 / 8")
        #expect(cell("Water", "2026-01-01") == "4,0 c1 Jan 1, 2026: Below the goal · 4 / 8")
        #expect(cell("Water", "2026-01-02") == "5,0 s0 Jan 2, 2026: Success · 10 / 8")
        #expect(cell("Water", "2026-01-03") == "6,0 m Jan 3, 2026: Missed (nothing that counts)")
        #expect(cell("Smoke", "2026-10-20") == "2,0 b0 Oct 20, 2026: Streak broken")
        #expect(cell("Smoke", "2026-10-28") == "3,1 s0 today Oct 28, 2026: Success")
    }

    @Test func isoWeeksAtTheTurnOfTheYear() {
        #expect(PeriodSummary.isoWeek(CalendarDay(iso: "2025-12-29")!) == (2026, 1))
        #expect(PeriodSummary.isoWeek(CalendarDay(iso: "2027-01-01")!) == (2026, 53))
        #expect(PeriodSummary.isoWeek(CalendarDay(iso: "2021-01-03")!) == (2020, 53))
        #expect(PeriodSummary.isoWeekday(CalendarDay(iso: "1970-01-01")!) == 4)
        #expect(PeriodSummary.isoWeekday(CalendarDay(iso: "1969-12-29")!) == 1)
    }
}
