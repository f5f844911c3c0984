import Foundation
import SharpTools
import TrackerModel

/// Writes `logs.csv` rows straight into an `OutputChunk`: one capacity reservation per block
/// of rows, then fixed-width appends. Shared read-only by the threads that render chunks at the same time.
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
            trackerPieces.append(piece(CSVWriter.encodedFields(ReportCSV.trackerCells(entry), dialect: dialect) + [delimiter]))
            firstLevelPiece.append(levelPieces.count)
            levelPieces.append(piece([delimiter, delimiter, delimiter]))
            for (key, label) in zip(entry.levelKeys, entry.levelLabels) {
                let cells = CSVWriter.encodedFields([.text(key), .text(label)], dialect: dialect)
                levelPieces.append(piece([delimiter] + cells + [delimiter]))
            }
        }
        self.pool = pool
        self.trackerPieces = trackerPieces
        self.firstLevelPiece = firstLevelPiece
        self.levelPieces = levelPieces
    }

    /// Rows per block: each block's logs are gathered first (see `encode`); 128 rows touch
    /// about 40 KB of the store, which stays in the core's cache until the rows are written.
    private static var blockRows: Int { 128 }

    /// What the row writer needs from a log besides its texts, gathered per block (the texts
    /// are read when the row is written, from the log the gathering brought into the cache).
    private struct GatheredLog {
        var id: UUID
        var timestamp: Date
        var value: Int?
    }

    /// Per thread: the last offset interval and the last dates written, which runs of rows
    /// in time order share.
    private struct RowState {
        var times: ReportCalendar.LocalTimeCursor
        var timestampDates = ISODateCache()
        var assignedDays = ISODateCache()
        var gathered: [GatheredLog] = []
    }

    /// Appends the rows `rows` of `report.logs` to `chunk`.
    ///
    /// logs.csv order is not store order, so each row's log is a cache miss in the store's
    /// 100 MB; one at a time, those misses were most of the rendering time. So rows go in
    /// blocks: a tight first loop gathers every log of the block (independent loads the CPU
    /// overlaps), and sums the block's size bound for one capacity check; the second loop
    /// writes the rows from cache.
    func encode(rows: Range<Int>, into chunk: inout OutputChunk) {
        var state = RowState(times: ReportCalendar.LocalTimeCursor(calendar: report.calendar))
        state.gathered.reserveCapacity(LogsCSVEncoder.blockRows)
        var blockStart = rows.lowerBound
        while blockStart < rows.upperBound {
            let block = blockStart..<min(blockStart + LogsCSVEncoder.blockRows, rows.upperBound)
            blockStart = block.upperBound
            chunk.reserve(gather(block, into: &state.gathered))
            for row in block {
                let entry = report.logs[row]
                let rowStart = chunk.count
                if !appendRow(entry, state.gathered[row - block.lowerBound], state: &state, to: &chunk) {
                    // Dates outside the years 0–9999 (only odd SQLite dates): no fixed width,
                    // so the row goes through `CSVWriter`, replacing what was begun.
                    chunk.truncate(to: rowStart)
                    chunk.append(contentsOf: rowWithWideDates(entry, log: report.storeLogs[Int(entry.storeIndex)]))
                }
            }
        }
    }

    /// Gathers the logs of the rows `block`; returns the bytes their rows can take at most.
    @inline(__always)
    private func gather(_ block: Range<Int>, into gathered: inout [GatheredLog]) -> Int {
        gathered.removeAll(keepingCapacity: true)
        var bound = 0
        for row in block {
            let entry = report.logs[row]
            let store = Int(entry.storeIndex)
            let trackerIndex = Int(entry.trackerIndex)
            // Fields read in place: copying the whole log would retain and release all its texts.
            let (note, trigger, location) = (report.storeLogs[store].note, report.storeLogs[store].trigger, report.storeLogs[store].location)
            let textBytes = (note?.utf8.count ?? 0) + (trigger?.utf8.count ?? 0) + (location?.utf8.count ?? 0)
            // Each text takes at most 2 × its bytes + 3 (two quotes, an apostrophe).
            bound += trackerPieces[trackerIndex].count + levelPieces[firstLevelPiece[trackerIndex] + Int(entry.levelIndex) + 1].count
                + LogsCSVEncoder.fixedRowBytes + 2 * textBytes + 9
            gathered.append(GatheredLog(
                id: report.storeLogs[store].id, timestamp: report.storeLogs[store].timestamp, value: report.storeLogs[store].value))
        }
        return bound
    }

    /// One row; false when a date has no fixed width (the row is then incomplete).
    @inline(__always)
    private func appendRow(_ entry: Report.LogEntry, _ log: GatheredLog, state: inout RowState, to chunk: inout OutputChunk) -> Bool {
        let trackerIndex = Int(entry.trackerIndex)
        let tracker = trackerPieces[trackerIndex]
        chunk.append(contentsOf: pool, start: tracker.start, count: tracker.count)
        chunk.appendUUID(log.id)
        chunk.append(delimiter)
        let time = state.times.localTime(of: log.timestamp)
        guard state.timestampDates.append(key: time.dayNumber, to: &chunk, fields: CalendarDay.civilFromDays) else { return false }
        chunk.appendTimeAndOffset(secondOfDay: time.secondOfDay, utcOffset: time.utcOffset)
        chunk.append(delimiter)
        guard state.assignedDays.append(key: Int(entry.dayNumber), to: &chunk, fields: CalendarDay.civilFromDays) else { return false }
        chunk.append(delimiter)
        if let value = log.value { chunk.appendDecimal(value) }
        let level = levelPieces[firstLevelPiece[trackerIndex] + Int(entry.levelIndex) + 1]
        chunk.append(contentsOf: pool, start: level.start, count: level.count)
        let store = Int(entry.storeIndex)
        appendText(report.storeLogs[store].note, to: &chunk)
        chunk.append(delimiter)
        appendText(report.storeLogs[store].trigger, to: &chunk)
        chunk.append(delimiter)
        appendText(report.storeLogs[store].location, to: &chunk)
        chunk.append(0x0D, 0x0A)
        return true
    }

    /// A user text as a CSV text field.
    @inline(__always)
    private func appendText(_ text: String?, to chunk: inout OutputChunk) {
        guard let text, !text.isEmpty else { return }
        CSVField.append(text, kind: .text, delimiter: delimiter, decimalComma: decimalComma, to: &chunk)
    }

    /// The row of a log whose local time or day lies outside the years 0–9999, cell by cell.
    @inline(never)
    private func rowWithWideDates(_ entry: Report.LogEntry, log: TrackerLog) -> [UInt8] {
        var writer = CSVWriter(dialect: dialect, continuing: true)
        let trackerEntry = report.allTrackers[Int(entry.trackerIndex)]
        let levelIndex = Int(entry.levelIndex)
        writer.appendRow(ReportCSV.trackerCells(trackerEntry) + [
            .text(UUIDText.string(log.id)), .text(report.calendar.timestampString(log.timestamp)), .text(entry.day.isoString),
            log.value.map(CSVCell.integer) ?? .text(""),
            .text(levelIndex < 0 ? "" : trackerEntry.levelKeys[levelIndex]),
            .text(levelIndex < 0 ? "" : trackerEntry.levelLabels[levelIndex]),
            .text(log.note ?? ""), .text(log.trigger ?? ""), .text(log.location ?? ""),
        ])
        return writer.bytes
    }
}
