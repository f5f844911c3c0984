import Foundation
import StringCatalog
import Testing
import TrackerModel
@testable import Output

/// The report in proportion to its input: long texts shortened in every file, years without
/// logs and old days without logs sharing rows.
@Suite struct ReportProportionTests {
    static let created = ISO8601DateFormatter().date(from: "1900-01-01T08:00:00Z")!

    static func tracker(_ index: Int, name: String, mode: TrackingMode = .yesNo, icon: String = "", levels: [TrackerLevel]? = nil,
                        type: TrackerType = .good) -> Tracker {
        Tracker(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", index))!, name: name, icon: icon, type: type,
                trackingMode: mode, createdAt: created, displayOrder: index, levels: levels)
    }

    static func log(_ tracker: Tracker, _ timestamp: String, _ value: Int? = 1, id: Int) -> TrackerLog {
        TrackerLog(id: UUID(uuidString: String(format: "AAAAAAAA-0000-0000-0000-%012d", id))!, trackerId: tracker.id,
                   timestamp: ISO8601DateFormatter().date(from: timestamp)!, value: value)
    }

    static func build(_ trackers: [Tracker], _ logs: [TrackerLog], locale: String = "en") -> Report {
        ReportBuilder.build(store: Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: trackers, logs: logs, warnings: []),
                            strings: CatalogStack([ControlAndBidiTextTests.catalog]), options: ReportOptions(
                                locale: locale, calendar: ReportCalendar(timeZone: ReportBuilderTests.berlin, today: ReportBuilderTests.today)))
    }

    /// Every text from the store at a megabyte: name, icon, level keys, labels (a missing
    /// label key stands for its label) and icons, an unknown type. No report file and no
    /// human-readable `streaks` output shows more than 199 characters of any; JSON keeps the
    /// name whole.
    @Test func longTextsAreShortenedInEveryReportFile() throws {
        let long = String(repeating: "N", count: 1_000_000)
        let levels = (0..<3).map { TrackerLevel(id: $0, key: long + "k\($0)", icon: long, labelKey: long + "l\($0)", streakEffect: .success) }
        let trackers = [
            Self.tracker(1, name: long, mode: .levels, icon: long, levels: levels, type: .unknown(long)),
            Self.tracker(2, name: "Short", mode: .yesNo),
        ]
        let logs = (0..<40).map { Self.log(trackers[$0 % 2], "2026-11-\(String(format: "%02d", 1 + $0 / 2))T10:00:00Z", $0 % 3, id: $0) }
        let report = Self.build(trackers, logs)
        let run = Data(String(repeating: "N", count: 200).utf8)
        var outputs: [(String, [UInt8])] = ReportFiles.files(for: report).map { ($0.fileName, $0.render(report)) }
        for format in StreaksFormats.all where format.name != "json" {
            outputs.append(("streaks --format " + format.name, Array(format.render(report, csv: CSVOptions()).utf8)))
        }
        for (name, bytes) in outputs {
            #expect(Data(bytes).range(of: run) == nil, "\(name) shows a whole text")
            #expect(bytes.count < 400_000, "\(name): \(bytes.count) bytes")
        }
        #expect(String(decoding: TrackersMarkdownFile().render(report), as: UTF8.self).contains(String(repeating: "N", count: 199) + "…"))
        let json = StreaksJSONFormat().render(report, csv: CSVOptions())
        #expect(json.contains("\"name\": \"" + long + "\""))
        #expect(json.contains("\"label\": \"" + long + "\""))
    }

    /// A tracker logged in 1900 and 1950: 1900, "1901–1949: no logs", 1950, "1951–2026: no
    /// logs" — in periods.md, periods.csv (localized, and with ids headers the years as an
    /// ISO 8601 interval) and index.html; in German too.
    @Test func yearsWithoutLogsAreOneRowInEveryPeriodTable() throws {
        let tracker = Self.tracker(1, name: "Old")
        let logs = [Self.log(tracker, "1900-01-02T10:00:00Z", id: 1), Self.log(tracker, "1950-06-01T10:00:00Z", id: 2)]
        let english = Self.build([tracker], logs)
        #expect(english.periods[0].yearLabels == ["1900", "1901–1949: no logs", "1950", "1951–2026: no logs"])
        #expect(english.periods[0].years.map(\.decidedDays).reduce(0, +) == CalendarDay(iso: "1900-01-02")!.distance(to: ReportBuilderTests.today))
        let markdown = PeriodsMarkdownFile().markdown(english)
        #expect(markdown.contains("\n| 1901–1949: no logs | 17,897 | 0 | 0% | 0 | 17,897 | 0% |\n"))
        let csv = String(decoding: PeriodsCSVFile().render(english), as: UTF8.self)
        #expect(csv.contains(",Year,1951–2026: no logs,1951-01-01,2026-12-31,"))
        let ids = String(decoding: PeriodsCSVFile().render(english, csv: CSVOptions(headers: .ids)), as: UTF8.self)
        #expect(ids.contains(",year,1901/1949,1901-01-01,1949-12-31,"))
        #expect(HTMLReportFile().html(english).contains(">1901–1949: no logs</th>"))
        let german = Self.build([tracker], logs, locale: "de")
        #expect(german.periods[0].yearLabels[3] == "1951–2026: keine Einträge")
        #expect(german.missingTranslations.isEmpty)
    }

    /// An avoidance tracker's clean days share a row like empty days: ✓ in the row of the
    /// days after its log, empty before.
    @Test func anAvoidanceTrackersCleanDaysShareTheirRowInDaily() {
        let smoke = Self.tracker(1, name: "Smoke", mode: .avoidance, type: .saboteur)
        let walk = Self.tracker(2, name: "Walk", mode: .yesNo)
        let report = Self.build([smoke, walk], [Self.log(walk, "1990-03-01T10:00:00Z", id: 1), Self.log(smoke, "2000-03-01T10:00:00Z", id: 2)])
        let rows = report.daily.rows
        let cells = report.daily.cells
        #expect(rows.count == 4 + Report.DailyTable.recentDays)
        #expect(rows[0] == CalendarDay(iso: "1990-03-01")!...CalendarDay(iso: "1990-03-01")! && cells[0] == [.empty, .text("✓")])
        #expect(rows[1] == CalendarDay(iso: "1990-03-02")!...CalendarDay(iso: "2000-02-29")! && cells[1] == [.empty, .empty])
        #expect(rows[2].lowerBound == CalendarDay(iso: "2000-03-01")! && cells[2] == [.text("✗"), .empty])
        #expect(rows[3] == CalendarDay(iso: "2000-03-02")!...CalendarDay(iso: "2025-11-14")! && cells[3] == [.text("✓"), .empty])
        #expect(cells.last == [.text("✓"), .empty])
    }
}
