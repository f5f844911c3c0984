import Foundation
import StringCatalog
import Testing
import TestSupport
import TrackerModel
@testable import Output

/// logs.csv written in chunks (`CSVReportRenderer.writeLogs`, `OrderedChunkPipeline`,
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
            writer.appendRow(CSVReportRenderer.trackerCells(tracker) + [
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
            let report = ReportBuilder.build(store: store, catalog: LogRowsTests.catalog, options: ReportOptions(
                locale: locale, calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today), includeInactive: true))
            let dialect = options.csvDialect(locale: locale)
            let reference = Self.referenceRows(report, dialect: dialect)
            let whole = CSVReportRenderer.logs(report, options: options)
            for rowsPerChunk in [1, 2, 3, 7, 64, 10_000] {
                for workers in [0, 1, 2, 3] {
                    var pieces: [[UInt8]] = []
                    CSVReportRenderer.writeLogs(report, options: options, rowsPerChunk: rowsPerChunk, workers: workers) { pieces.append(Array($0)) }
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
        let report = ReportBuilder.build(store: store, catalog: LogRowsTests.catalog, options: ReportOptions(
            locale: "en", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today), includeInactive: true))
        for workers in [0, 2] {
            var pieces: [[UInt8]] = []
            CSVReportRenderer.writeLogs(report, options: CSVOptions(), rowsPerChunk: 10_000, workers: workers) { pieces.append(Array($0)) }
            #expect(Array(pieces.dropFirst().joined()) == Self.referenceRows(report, dialect: CSVOptions().csvDialect(locale: "en")))
        }
    }

    @Test func theRendererStreamsTheFilesItRendersInMemory() {
        let store = Self.store(seed: 31, logCount: 25_000, wideDates: false)
        let report = ReportBuilder.build(store: store, catalog: LogRowsTests.catalog, options: ReportOptions(
            locale: "de", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today)))
        for file in ReportFile.allCases {
            var streamed: [UInt8] = []
            var pieces = 0
            ReportRenderer.write(file, report: report) { streamed += $0; pieces += 1 }
            #expect(streamed == ReportRenderer.render(file, report: report), "\(file)")
            // 25,000 rows: more than one chunk, on the rendering threads.
            #expect(file != .logsCSV || pieces > 2)
        }
    }

    struct Stop: Error, Equatable { let chunk: Int }

    /// A writer that fails (disk full) stops the pipeline: the error comes back, no chunk is
    /// taken after it, and nothing renders on after the call returns.
    @Test(arguments: [0, 1, 2, 4])
    func aFailingConsumerStopsThePipeline(workers: Int) {
        let rendered = RenderCounter()
        var consumed: [Int] = []
        do throws(Stop) {
            try OrderedChunkPipeline.run(chunkCount: 1_000, workers: workers, chunkCapacity: 16, render: { index, chunk in
                rendered.increment()
                withUnsafeBytes(of: index) { chunk.append($0.bindMemory(to: UInt8.self)) }
            }, consume: { (chunk) throws(Stop) in
                let index = chunk.bytes.load(as: Int.self)
                consumed.append(index)
                if index == 5 { throw Stop(chunk: index) }
            })
            Issue.record("the error was not rethrown")
        } catch {
            #expect(error == Stop(chunk: 5))
        }
        #expect(consumed == Array(0...5), "in order, none after the failure")
        let afterReturn = rendered.count
        Thread.sleep(forTimeInterval: 0.05)
        #expect(rendered.count == afterReturn, "no worker runs on")
        #expect(afterReturn < 1_000, "rendering stopped early (\(afterReturn) chunks)")
    }

    @Test(arguments: [0, 1, 2, 3])
    func chunksArriveInOrderWhateverTheirSize(workers: Int) {
        var consumed: [UInt8] = []
        OrderedChunkPipeline.run(chunkCount: 300, workers: workers, chunkCapacity: 1, render: { index, chunk in
            // Sizes from 0 to 4,000 bytes: the buffers grow and are reused.
            let bytes = [UInt8](repeating: UInt8(index % 251), count: (index * 7_919) % 4_001)
            bytes.withUnsafeBufferPointer { chunk.append($0) }
        }, consume: { chunk in consumed += chunk.bytes })
        let expected = (0..<300).flatMap { [UInt8](repeating: UInt8($0 % 251), count: ($0 * 7_919) % 4_001) }
        #expect(consumed == expected)
    }

    @Test func idsAreWrittenAsSwiftPrintsThem() {
        var generator = SeededGenerator(seed: 41)
        let digits = Array("0123456789ABCDEF".utf8)
        let pairs = (0..<256).map { UInt16(digits[$0 >> 4]) | UInt16(digits[$0 & 0x0F]) << 8 }
        for _ in 0..<1_000 {
            let id = LogRowsTests.uuid(&generator)
            var text = [UInt8](repeating: 0, count: 36)
            pairs.withUnsafeBufferPointer { pairs in
                text.withUnsafeMutableBufferPointer { LogsCSVEncoder.writeUUID(id, hexPairs: pairs, to: $0.baseAddress!) }
            }
            #expect(String(decoding: text, as: UTF8.self) == id.uuidString)
        }
    }

    @Test func integersAreWrittenAsStringDoes() {
        var generator = SeededGenerator(seed: 43)
        let values = [0, 1, -1, 9, 10, -10, Int.max, Int.min, Int.min + 1] + (0..<1_000).map { _ in Int(bitPattern: UInt(generator.next())) >> Int(generator.next() % 64) }
        for value in values {
            var text = [UInt8](repeating: 0, count: 24)
            let count = text.withUnsafeMutableBufferPointer { LogsCSVEncoder.writeInteger(value, to: $0.baseAddress!) }
            #expect(String(decoding: text.prefix(count), as: UTF8.self) == String(value))
        }
    }
}

/// Counts rendered chunks across threads.
private final class RenderCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() { lock.withLock { value += 1 } }
    var count: Int { lock.withLock { value } }
}
