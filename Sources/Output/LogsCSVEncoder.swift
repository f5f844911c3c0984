import Foundation
import TrackerModel

/// Writes `logs.csv` rows straight into an `OutputChunk`: one capacity check per block of
/// rows, then raw stores. Shared read-only by the threads that render chunks at the same time.
///
/// Per row, what repeats is encoded once up front: a tracker's four leading cells, and a
/// level's key and label cells (with the delimiters around them). Ids, timestamps, days and
/// values are formatted in place (they never need quoting or neutralization: hex digits and
/// dashes, digits and `-:+T`, a canonical integer); the three user texts go through
/// `CSVField`, the rules every CSV cell follows.
struct LogsCSVEncoder: Sendable {
    private let report: Report
    private let dialect: CSVDialect
    private let delimiter: UInt8
    private let decimalComma: Bool
    /// The pre-encoded pieces, one after the other.
    private let pool: [UInt8]
    /// Per tracker: its four cells and the delimiter after them.
    private let trackerPieces: [Piece]
    /// Per tracker, where its level pieces start in `levelPieces`: first the piece for "no
    /// level", then one per level. A level piece is the delimiter after the value, the key,
    /// a delimiter, the label and the delimiter before the note.
    private let firstLevelPiece: [Int]
    private let levelPieces: [Piece]

    /// `"00"` … `"FF"` per byte value, for the log ids.
    private let hexPairs: [UInt16]

    private struct Piece {
        var start: Int
        var count: Int
    }

    /// A row's bytes besides its two pieces and its three texts: id 36, timestamp 25, day 10,
    /// value at most 20 (`-9223372036854775808`), five delimiters and CRLF.
    private static var fixedRowBytes: Int { 36 + 25 + 10 + 20 + 5 + 2 }

    init(report: Report, dialect: CSVDialect) {
        self.report = report
        self.dialect = dialect
        delimiter = dialect.delimiter
        decimalComma = dialect.decimalSeparator == UInt8(ascii: ",")
        var pool: [UInt8] = []
        func piece(_ bytes: [UInt8]) -> Piece {
            defer { pool += bytes }
            return Piece(start: pool.count, count: bytes.count)
        }
        let delimiter = dialect.delimiter
        var trackerPieces: [Piece] = []
        var firstLevelPiece: [Int] = []
        var levelPieces: [Piece] = []
        for entry in report.allTrackers {
            trackerPieces.append(piece(CSVWriter.encodedFields(CSVReportRenderer.trackerCells(entry), dialect: dialect) + [delimiter]))
            firstLevelPiece.append(levelPieces.count)
            levelPieces.append(piece([delimiter, delimiter, delimiter]))
            for (level, label) in zip(entry.rules.levels ?? [], entry.levelLabels) {
                let cells = CSVWriter.encodedFields([.text(level.key), .text(label)], dialect: dialect)
                levelPieces.append(piece([delimiter] + cells + [delimiter]))
            }
        }
        self.pool = pool
        let digits = Array("0123456789ABCDEF".utf8)
        hexPairs = (0..<256).map { UInt16(digits[$0 >> 4]) | UInt16(digits[$0 & 0x0F]) << 8 }
        self.trackerPieces = trackerPieces
        self.firstLevelPiece = firstLevelPiece
        self.levelPieces = levelPieces
    }

    /// Rows per block: each block's logs are gathered first (see `encode`); 128 rows touch
    /// about 40 KB of the store, which stays in the core's cache until the rows are written.
    private static var blockRows: Int { 128 }

    /// What the row writer needs from a log apart from its texts, gathered per block.
    private struct GatheredLog {
        var id: UUID
        var timestamp: Date
        var value: Int?
        /// The bytes the row can take at most.
        var bound: Int
    }

    /// Appends the rows `rows` of `report.logs` to `chunk`.
    ///
    /// logs.csv order is not store order, so each row's log is a cache miss in the store's
    /// 100 MB; one at a time, those misses were most of the rendering time. So rows go in
    /// blocks: a tight first loop gathers every log of the block (independent loads the CPU
    /// overlaps), and sums the block's size bound for one capacity check; the second loop
    /// writes the rows from cache.
    func encode(rows: Range<Int>, into chunk: OutputChunk) {
        let delimiter = self.delimiter
        // Rows come in time order per tracker: consecutive timestamps mostly share their
        // offset and date, consecutive rows their day.
        var timestamps = ReportCalendar.TimestampWriter(calendar: report.calendar)
        var lastDay: Int32?
        var lastDayText: (UInt64, UInt16) = (0, 0)
        let gathered = UnsafeMutablePointer<GatheredLog>.allocate(capacity: LogsCSVEncoder.blockRows)
        defer { gathered.deallocate() }
        report.logs.withUnsafeBufferPointer { entries in
            report.storeLogs.withUnsafeBufferPointer { logs in
                pool.withUnsafeBufferPointer { pool in
                  hexPairs.withUnsafeBufferPointer { hexPairs in
                    let pool = pool.baseAddress!
                    let logs = logs.baseAddress!
                    var used = chunk.count
                    var base = chunk.base
                    var capacity = chunk.capacity
                    func reserve(_ bytes: Int) {
                        guard used + bytes > capacity else { return }
                        chunk.count = used
                        chunk.grow(toAtLeast: used + bytes)
                        base = chunk.base
                        capacity = chunk.capacity
                    }
                    // A row with dates outside the years 0–9999 (only odd SQLite dates): no
                    // fixed width, so it goes through `CSVWriter`, replacing what was begun.
                    // `laterBound`: the bound of the block's rows still to come, which the
                    // capacity check at the block's start counted on and this row may not eat.
                    func appendRowWithWideDates(_ entry: Report.LogEntry, laterBound: Int) {
                        let bytes = rowWithWideDates(entry, log: logs[Int(entry.storeIndex)])
                        reserve(bytes.count + laterBound)
                        bytes.withUnsafeBufferPointer { (base + used).update(from: $0.baseAddress!, count: $0.count) }
                        used += bytes.count
                    }
                    var blockStart = rows.lowerBound
                    while blockStart < rows.upperBound {
                        let block = blockStart..<min(blockStart + LogsCSVEncoder.blockRows, rows.upperBound)
                        blockStart = block.upperBound
                        var blockBound = 0
                        for row in block {
                            let entry = entries[row]
                            let log = logs + Int(entry.storeIndex)
                            let trackerIndex = Int(entry.trackerIndex)
                            let textBytes = (log.pointee.note?.utf8.count ?? 0) + (log.pointee.trigger?.utf8.count ?? 0)
                                + (log.pointee.location?.utf8.count ?? 0)
                            // Each text takes at most 2 × its bytes + 3 (`CSVField.maximumLength`).
                            let bound = trackerPieces[trackerIndex].count + levelPieces[firstLevelPiece[trackerIndex] + Int(entry.levelIndex) + 1].count
                                + LogsCSVEncoder.fixedRowBytes + 2 * textBytes + 9
                            (gathered + (row - block.lowerBound)).initialize(to: GatheredLog(
                                id: log.pointee.id, timestamp: log.pointee.timestamp, value: log.pointee.value, bound: bound))
                            blockBound += bound
                        }
                        reserve(blockBound)
                        var laterBound = blockBound
                        for row in block {
                            let entry = entries[row]
                            let facts = gathered[row - block.lowerBound]
                            laterBound -= facts.bound
                            let log = logs + Int(entry.storeIndex)
                            let trackerIndex = Int(entry.trackerIndex)
                            let tracker = trackerPieces[trackerIndex]
                            let level = levelPieces[firstLevelPiece[trackerIndex] + Int(entry.levelIndex) + 1]
                            let rowStart = base + used
                            var out = rowStart
                            out.update(from: pool + tracker.start, count: tracker.count)
                            out += tracker.count
                            LogsCSVEncoder.writeUUID(facts.id, hexPairs: hexPairs, to: out)
                            out += UUIDText.length
                            out.pointee = delimiter
                            out += 1
                            guard let timestampCount = timestamps.write(facts.timestamp, to: out) else {
                                appendRowWithWideDates(entry, laterBound: laterBound)
                                continue
                            }
                            out += timestampCount
                            out.pointee = delimiter
                            out += 1
                            if entry.dayNumber != lastDay {
                                let written = withUnsafeMutableBytes(of: &lastDayText) {
                                    entry.day.writeISO(to: $0.baseAddress!.assumingMemoryBound(to: UInt8.self))
                                }
                                guard written != nil else {
                                    lastDay = nil
                                    appendRowWithWideDates(entry, laterBound: laterBound)
                                    continue
                                }
                                lastDay = entry.dayNumber
                            }
                            withUnsafeBytes(of: lastDayText) { UnsafeMutableRawPointer(out).copyMemory(from: $0.baseAddress!, byteCount: CalendarDay.isoLength) }
                            out += CalendarDay.isoLength
                            out.pointee = delimiter
                            out += 1
                            if let value = facts.value { out += LogsCSVEncoder.writeInteger(value, to: out) }
                            out.update(from: pool + level.start, count: level.count)
                            out += level.count
                            out += writeText(log.pointee.note, to: out)
                            out.pointee = delimiter
                            out += 1
                            out += writeText(log.pointee.trigger, to: out)
                            out.pointee = delimiter
                            out += 1
                            out += writeText(log.pointee.location, to: out)
                            out[0] = 0x0D
                            out[1] = 0x0A
                            out += 2
                            used += out - rowStart
                            // The bounds must hold; writing past them would corrupt memory.
                            precondition(used <= capacity, "logs.csv row exceeded its size bound")
                        }
                    }
                    chunk.count = used
                  }
                }
            }
        }
    }

    /// A UUID as Swift prints it (upper-case 8-4-4-4-12, what `UUIDText.write` writes), two
    /// hex digits per table lookup.
    @inline(__always)
    static func writeUUID(_ id: UUID, hexPairs: UnsafeBufferPointer<UInt16>, to output: UnsafeMutablePointer<UInt8>) {
        withUnsafeBytes(of: id.uuid) { octets in
            let raw = UnsafeMutableRawPointer(output)
            var position = 0
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 {
                    output[position] = UInt8(ascii: "-")
                    position += 1
                }
                raw.storeBytes(of: hexPairs[Int(octets[index])].littleEndian, toByteOffset: position, as: UInt16.self)
                position += 2
            }
        }
    }

    /// A user text as a CSV text field.
    @inline(__always)
    private func writeText(_ text: String?, to output: UnsafeMutablePointer<UInt8>) -> Int {
        guard let text, !text.isEmpty else { return 0 }
        let (delimiter, decimalComma) = (self.delimiter, self.decimalComma)
        if let count = text.utf8.withContiguousStorageIfAvailable({
            CSVField.write($0, kind: .text, delimiter: delimiter, decimalComma: decimalComma, to: output)
        }) {
            return count
        }
        var copy = text
        return copy.withUTF8 { CSVField.write($0, kind: .text, delimiter: delimiter, decimalComma: decimalComma, to: output) }
    }

    /// The row of a log whose local time or day lies outside the years 0–9999, cell by cell.
    @inline(never)
    private func rowWithWideDates(_ entry: Report.LogEntry, log: TrackerLog) -> [UInt8] {
        var writer = CSVWriter(dialect: dialect, continuing: true)
        let trackerEntry = report.allTrackers[Int(entry.trackerIndex)]
        let levelIndex = Int(entry.levelIndex)
        writer.appendRow(CSVReportRenderer.trackerCells(trackerEntry) + [
            .text(UUIDText.string(log.id)), .text(report.calendar.timestampString(log.timestamp)), .text(entry.day.isoString),
            log.value.map(CSVCell.integer) ?? .text(""),
            .text(levelIndex < 0 ? "" : trackerEntry.rules.levels?[levelIndex].key ?? ""),
            .text(levelIndex < 0 ? "" : trackerEntry.levelLabels[levelIndex]),
            .text(log.note ?? ""), .text(log.trigger ?? ""), .text(log.location ?? ""),
        ])
        return writer.bytes
    }

    /// `value` in decimal, `-` for negatives; returns the byte count.
    @inline(__always)
    static func writeInteger(_ value: Int, to output: UnsafeMutablePointer<UInt8>) -> Int {
        var magnitude = value.magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        return withUnsafeMutableBytes(of: &digits) { scratch in
            // Digits from the right end of a 24-byte scratch.
            var index = 24
            repeat {
                index -= 1
                scratch[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            var count = 0
            if value < 0 {
                output[0] = UInt8(ascii: "-")
                count = 1
            }
            let digitCount = 24 - index
            (output + count).update(from: scratch.baseAddress!.assumingMemoryBound(to: UInt8.self) + index, count: digitCount)
            return count + digitCount
        }
    }
}
