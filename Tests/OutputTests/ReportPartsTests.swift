import Foundation
import StringCatalog
import Testing
import TestSupport
import TrackerModel
@testable import Output

/// What each report file and `streaks` format declares it reads (`needs`) is enough: with only
/// those parts worked out it writes the same bytes as with all of them. Every entry of the
/// lists is checked, so a new file or format is checked without a test of its own. The sample
/// store has days a joker healed, which only the day histories know.
@Suite struct ReportPartsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func sampleStore() throws -> Store {
        try ReferenceJSONStoreReader.read(data: Data(contentsOf: root.appendingPathComponent("Samples/tracker-store.json")))
    }

    static func report(_ store: Store, parts: ReportParts) throws -> Report {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let today = try #require(CalendarDay(iso: "2026-11-20"))
        var options = ReportOptions(locale: "en", calendar: ReportCalendar(timeZone: zone, today: today))
        options.parts = parts
        return ReportBuilder.build(store: store, strings: CatalogStack([try BuiltInStrings.catalog()]), options: options)
    }

    @Test func everyReportFileWritesTheSameWithWhatItDeclares() throws {
        let store = try Self.sampleStore()
        let full = try Self.report(store, parts: .all)
        for file in ReportFiles.files(for: full) {
            let declared = try Self.report(store, parts: file.needs)
            #expect(file.render(declared) == file.render(full), "\(file.fileName) reads more than it declares")
        }
    }

    @Test func everyStreaksFormatWritesTheSameWithWhatItDeclares() throws {
        let store = try Self.sampleStore()
        let full = try Self.report(store, parts: .all)
        for format in StreaksFormats.all {
            let declared = try Self.report(store, parts: format.needs)
            #expect(format.render(declared, csv: CSVOptions()) == format.render(full, csv: CSVOptions()), "streaks --format \(format.name) reads more than it declares")
        }
    }

    /// The checks above can fail: without the day histories the 14-day strip of the sample
    /// loses its healed days, and without the daily table daily.csv its rows.
    @Test func theSampleShowsWhatAMissingPartChanges() throws {
        let store = try Self.sampleStore()
        let full = try Self.report(store, parts: .all)
        let withoutHistory = try Self.report(store, parts: .daily)
        #expect(full.trackers.map(\.recentDaysText) != withoutHistory.trackers.map(\.recentDaysText))
        #expect(withoutHistory.periods.isEmpty && !full.periods.isEmpty)
        let withoutDaily = try Self.report(store, parts: .history)
        #expect(DailyCSVFile().render(withoutDaily) != DailyCSVFile().render(full))
    }
}
