import Foundation
import StringCatalog
import Testing
import TestSupport
import TrackerModel
@testable import Output

/// logs.csv written in chunks (`LogsCSVFile.write`, `OrderedChunkPipeline`,
/// `LogsCSVEncoder`) against a reference written cell by cell through `CSVWriter`: the same
/// bytes for every chunk size and number of rendering threads, including one row per chunk,
/// hostile texts, extreme values and dates outside the years 0–9999.
@Suite struct LogsCSVStreamingTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let today = CalendarDay(iso: "2026-11-20")!

    static let texts: [String?] = [
        nil, "", "plain", "Dinner, \"one\" glass", "=SUM(A1)", "-minus", "+plus", "@at", "\ttab first", "\rcarriage",
        " leading space", "trailing space ", "line\nbreak", "semi;colon", "😀 Gut", "Büro am Meer", "a\"b", "\"",
        String(repeating: "long note with, commas ", count: 40), "fifteen bytes!!", "sixteen bytes!!!",
    ]

    /// Logs of every tracker kind with hostile texts and values; `wideDates` adds logs whose
    /// local years lie outside 0–9999 (odd SQLite dates).
    static func store(seed: UInt64, logCount: Int, wideDates: Bool) -> Store {
        var generator = SeededGenerator(seed: seed)
        var base = LogRowsTests.randomStore(seed: seed, logCount: logCount)
        for index in base.logs.indices {
            base.logs[index].note = texts[Int(generator.next() % UInt64(texts.count))]
            base.logs[index].trigger = generator.next() % 3 == 0 ? texts[Int(generator.next() % UInt64(texts.count))] : nil
            base.logs[index].location = generator.next() % 5 == 0 ? texts[Int(generator.next() % UInt64(texts.count))] : nil
            switch generator.next() % 12 {
            case 0: base.logs[index].value = Int.min
            case 1: base.logs[index].value = Int.max
            case 2: base.logs[index].value = -Int(generator.next() % 1000)
            default: break
            }
            if wideDates, generator.next() % 17 == 0 {
                // Year −248 or 14645: no fixed-width date.
                base.logs[index].timestamp = Date(timeIntervalSince1970: generator.next() % 2 == 0 ? -70_000_000_000 : 400_000_000_000)
            }
        }
        return base
    }

    /// logs.csv rows through `CSVWriter`, one cell at a time (no header).
    static func referenceRows(_ report: Report, dialect: CSVDialect) -> [UInt8] {
        var writer = CSVWriter(dialect: dialect, continuing: true)
        for entry in report.logs {
            let log = report.log(entry)
            let tracker = report.allTrackers[Int(entry.trackerIndex)]
            writer.appendRow(ReportCSV.trackerCells(tracker) + [
                .text(log.id.uuidString), .text(report.calendar.timestampString(log.timestamp)), .text(entry.day.isoString),
                log.value.map(CSVCell.integer) ?? .text(""), .text(report.level(entry)?.key ?? ""), .text(report.levelLabel(entry) ?? ""),
                .text(log.note ?? ""), .text(log.trigger ?? ""), .text(log.location ?? ""),
            ])
        }
        return writer.bytes
    }

    static let optionSets: [(CSVOptions, locale: String)] = [
        (CSVOptions(), "en"), (CSVOptions(dialect: .excel, headers: .localized), "de"), (CSVOptions(dialect: .excel, headers: .ids), "en"),
    ]

    @Test(arguments: [(UInt64(21), 40, true), (22, 700, true), (23, 0, false)])
    func chunkedOutputMatchesTheCellByCellReference(seed: UInt64, logCount: Int, wideDates: Bool) throws {
        let store = Self.store(seed: seed, logCount: logCount, wideDates: wideDates)
        for (options, locale) in Self.optionSets {
            let report = ReportBuilder.build(store: store, strings: CatalogStack([LogRowsTests.catalog]), options: ReportOptions(
                locale: locale, calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today), includeInactive: true))
            let dialect = options.csvDialect(locale: locale)
            let reference = Self.referenceRows(report, dialect: dialect)
            let whole = LogsCSVFile().render(report, csv: options)
            for rowsPerChunk in [1, 2, 3, 7, 64, 10_000] {
                for workers in [0, 1, 2, 3] {
                    var pieces: [[UInt8]] = []
                    LogsCSVFile().write(report, csv: options, rowsPerChunk: rowsPerChunk, workers: workers) { pieces.append($0.bytes) }
                    #expect(Array(pieces.dropFirst().joined()) == reference, "rows, \(rowsPerChunk) per chunk, \(workers) workers")
                    #expect(Array(pieces.joined()) == whole)
                    #expect(pieces.count == 1 + (report.logs.count + rowsPerChunk - 1) / rowsPerChunk, "the header, then one piece per chunk")
                }
            }
            // Every row has 13 fields for an independent reader.
            let rows = try parseCSV(Array(whole.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }), delimiter: dialect.delimiter)
            #expect(rows.count == report.logs.count + 1)
            #expect(rows.allSatisfy { $0.count == 13 })
        }
    }

    /// Rows with dates outside the years 0–9999 are longer than the block's size bound
    /// assumed; the rows after them in the same block must still have their room.
    @Test func wideDateRowsLeaveRoomForTheRestOfTheirBlock() {
        var store = Self.store(seed: 41, logCount: 2, wideDates: false)
        let tracker = store.trackers[0].id
        let hostile = "=" + String(repeating: "\"", count: 60)
        let quotes = String(repeating: "\"", count: 400)
        store.logs = (0..<127).map { index in
            TrackerLog(id: UUID(), trackerId: tracker, timestamp: Date(timeIntervalSince1970: -70_000_000_000 + Double(index)),
                       value: Int.min, note: hostile, trigger: hostile, location: hostile)
        } + [TrackerLog(id: UUID(), trackerId: tracker, timestamp: Date(timeIntervalSince1970: 1_720_000_000),
                        value: 1, note: quotes, trigger: quotes, location: quotes)]
        let report = ReportBuilder.build(store: store, strings: CatalogStack([LogRowsTests.catalog]), options: ReportOptions(
            locale: "en", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today), includeInactive: true))
        for workers in [0, 2] {
            var pieces: [[UInt8]] = []
            LogsCSVFile().write(report, csv: CSVOptions(), rowsPerChunk: 10_000, workers: workers) { pieces.append($0.bytes) }
            #expect(Array(pieces.dropFirst().joined()) == Self.referenceRows(report, dialect: CSVOptions().csvDialect(locale: "en")))
        }
    }

    @Test func theRendererStreamsTheFilesItRendersInMemory() {
        let store = Self.store(seed: 31, logCount: 25_000, wideDates: false)
        let report = ReportBuilder.build(store: store, strings: CatalogStack([LogRowsTests.catalog]), options: ReportOptions(
            locale: "de", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today)))
        for file in ReportFiles.all {
            var streamed: [UInt8] = []
            var pieces = 0
            file.write(report, csv: CSVOptions()) { streamed += $0.bytes; pieces += 1 }
            #expect(streamed == file.render(report), "\(file.fileName)")
            // 25,000 rows: more than one chunk, on the rendering threads.
            #expect(file.fileName != "logs.csv" || pieces > 2)
        }
    }
}
