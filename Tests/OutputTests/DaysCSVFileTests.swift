import Foundation
import StringCatalog
import Testing
import TrackerModel
@testable import Output

/// days.csv: a row per listed tracker and walked day, numbers as numbers in both dialects,
/// old runs of alike days without a log in one row, never across --from/--to.
@Suite struct DaysCSVFileTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let today = CalendarDay(iso: "2026-11-20")!

    static func tracker(_ name: String, _ mode: TrackingMode, order: Int, goal: Int? = nil, rewards: RewardConfig? = nil) -> Tracker {
        Tracker(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", order))!, name: name, type: .good, trackingMode: mode,
                createdAt: ISO8601DateFormatter().date(from: "2024-01-01T08:00:00Z")!, displayOrder: order, dailyGoal: goal, rewardConfig: rewards)
    }

    static func log(_ tracker: Tracker, daysAgo: Int, value: Int?, id: Int) -> TrackerLog {
        let day = today.advanced(by: -daysAgo).isoString
        return TrackerLog(id: UUID(uuidString: String(format: "AAAAAAAA-0000-0000-0000-%012d", id))!, trackerId: tracker.id,
                          timestamp: ISO8601DateFormatter().date(from: day + "T10:00:00Z")!, value: value)
    }

    static let water = tracker("Water", .counter, order: 0, goal: 8)
    static let walk = tracker("Walk", .yesNo, order: 1)
    static var store: Store {
        // Water: 8 (success) three days ago, 4 (below the goal) two days ago, nothing yesterday,
        // 10 today. Walk: logged once 600 days ago and on the last two days.
        let logs = [
            log(water, daysAgo: 3, value: 8, id: 1), log(water, daysAgo: 2, value: 4, id: 2), log(water, daysAgo: 0, value: 10, id: 3),
            log(walk, daysAgo: 600, value: 1, id: 4), log(walk, daysAgo: 1, value: 1, id: 5), log(walk, daysAgo: 0, value: 1, id: 6),
        ]
        return Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [water, walk], logs: logs, warnings: [])
    }

    static func report(locale: String, from: CalendarDay? = nil, to: CalendarDay? = nil) -> Report {
        var options = ReportOptions(locale: locale, calendar: ReportCalendar(timeZone: berlin, today: today), from: from, to: to)
        options.parts = DaysCSVFile().needs
        return ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]), options: options)
    }

    static func rows(_ report: Report, headers: CSVOptions.HeaderStyle = .ids, dialect: CSVOptions.DialectChoice = .rfc4180) throws -> [[String]] {
        let options = CSVOptions(dialect: dialect, headers: headers)
        var bytes = DaysCSVFile().render(report, csv: options)
        let delimiter = bytes.count > 3 && bytes[0] == 0xEF ? UInt8(ascii: ";") : UInt8(ascii: ",")
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        return try parseCSV(bytes, delimiter: delimiter)
    }

    @Test func aCounterDayByDay() throws {
        let rows = try Self.rows(Self.report(locale: "en"))
        #expect(rows[0] == [
            "day", "position", "tracker_id", "tracker", "tracker_label", "value_total", "goal", "level_key", "level_index", "outcome", "streak", "strength",
        ])
        let water = rows.filter { $0[3] == "Water" }
        // m = 0.5^(1/13): 1 − m = 0.0519; then · m + 0.5 · (1 − m) = 0.0752; · m = 0.0713; · m + (1 − m) = 0.1195.
        #expect(water.map { [$0[0], $0[5], $0[6], $0[9], $0[10], $0[11]] } == [
            ["2026-11-17", "8", "8", "success", "1", "0.0519"],
            ["2026-11-18", "4", "8", "below_goal", "0", "0.0752"],
            ["2026-11-19", "0", "8", "missed", "0", "0.0713"],
            ["2026-11-20", "10", "8", "success", "1", "0.1195"],
        ])
    }

    @Test func oldDaysWithoutALogShareARow() throws {
        let walk = try Self.rows(Self.report(locale: "en")).filter { $0[3] == "Walk" }
        let logged = Self.today.advanced(by: -600)
        #expect(walk[0][0] == logged.isoString && walk[0][9] == "success" && walk[0][5] == "" && walk[0][6] == "")
        // The missed days up to the history window: one row with the last day's figures.
        let windowStart = DayHistory.windowStart(today: Self.today)
        #expect(walk[1][0] == logged.advanced(by: 1).isoString + "/" + windowStart.advanced(by: -1).isoString)
        #expect(walk[1][9] == "missed" && walk[1][10] == "0" && walk[1][11] == "0.0000")
        // Then the window day by day: its first day through today.
        #expect(walk.count == 2 + windowStart.distance(to: Self.today) + 1)
        #expect(walk.last?[0] == Self.today.isoString && walk.last?[10] == "2")
    }

    @Test func fromAndToCutRowsWithoutSplittingOne() throws {
        let from = Self.today.advanced(by: -500), to = Self.today.advanced(by: -400)
        let walk = try Self.rows(Self.report(locale: "en", from: from, to: to)).filter { $0[3] == "Walk" }
        #expect(walk.count == 1)
        #expect(walk.first?[0] == from.isoString + "/" + to.isoString)
        #expect(try Self.rows(Self.report(locale: "en", from: from, to: to)).filter { $0[3] == "Water" }.isEmpty)
    }

    @Test func theExcelDialectWritesNumbersWithADecimalComma() throws {
        let rows = try Self.rows(Self.report(locale: "de"), headers: .localized, dialect: .excel)
        #expect(rows[0] == ["Tag", "#", "Tracker-ID", "Name", "Tracker", "Summe", "Tagesziel", "Stufenschlüssel", "Stufe Nr.", "Ergebnis", "Serie", "Stärke"])
        let water = rows.filter { $0[3] == "Water" }
        #expect(water.map { $0[9] } == ["Erfolg", "Unter dem Ziel", "Verpasst (nichts, was zählt)", "Erfolg"])
        #expect(water.last?[11] == "0,1195")
    }
}
