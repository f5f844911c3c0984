import Foundation
import SharpTools
import TrackerModel

/// The logs read from `ZTRACKERLOG` so far, with their `Z_PK`s, and the ids of the rows
/// dropped for naming no tracker (their ids still count for duplicates).
///
/// Duplicate ids are looked for once all rows are read (`UUIDTable.firstDuplicate`) rather
/// than row by row. The error reported stays the first by row, as a row-by-row check gives
/// it: a duplicate id in or before the row of another error wins, checked then, on that rare
/// path, in row order over every row read so far.
struct SQLiteLogRows {
    private(set) var logs: [TrackerLog] = []
    private(set) var rowIDs: [Int64] = []
    private(set) var warnings = StoreWarningCollector()
    private var droppedIDs: [(id: UUID, rowID: Int64)] = []

    init(reservingCapacity count: Int) {
        logs.reserveCapacity(count)
        rowIDs.reserveCapacity(count)
    }

    mutating func keep(_ log: consuming TrackerLog, rowID: Int64) {
        logs.append(log)
        rowIDs.append(rowID)
    }

    mutating func drop(id: UUID, rowID: Int64, warning: String) {
        warnings.note(.logWithoutTracker, warning)
        droppedIDs.append((id, rowID))
    }

    /// The error for the first repeated id among all rows read, when there is one.
    func duplicateError(row: inout SQLiteRowDecoder, idColumn: Int32) -> StoreError? {
        guard droppedIDs.isEmpty else { return firstDuplicateError(upTo: nil, row: &row, idColumn: idColumn) }
        // Kept logs are in row order: the earliest repeat among them is the first by row.
        guard let (first, duplicate) = UUIDTable.firstDuplicate(in: logs) else { return nil }
        row.rowID = rowIDs[duplicate]
        return row.error(idColumn, "duplicate log id \(logs[duplicate].id.uuidString) (also row Z_PK=\(rowIDs[first]))")
    }

    /// The error for the first repeated id in row order over every row read so far (kept and
    /// dropped) and then `pending`, the id of the row being read; nil when none repeats.
    func firstDuplicateError(upTo pending: (id: UUID, rowID: Int64)?, row: inout SQLiteRowDecoder, idColumn: Int32) -> StoreError? {
        var rows: [(id: UUID, rowID: Int64)] = []
        rows.reserveCapacity(logs.count + droppedIDs.count + 1)
        var kept = 0
        var dropped = 0
        while kept < logs.count || dropped < droppedIDs.count {
            if dropped == droppedIDs.count || (kept < logs.count && rowIDs[kept] < droppedIDs[dropped].rowID) {
                rows.append((logs[kept].id, rowIDs[kept]))
                kept += 1
            } else {
                rows.append(droppedIDs[dropped])
                dropped += 1
            }
        }
        if let pending { rows.append(pending) }
        var table = UUIDTable(expectedCount: rows.count)
        for (index, entry) in rows.enumerated() {
            if let first = table.insert(entry.id, value: index) {
                row.rowID = entry.rowID
                return row.error(idColumn, "duplicate log id \(entry.id.uuidString) (also row Z_PK=\(rows[first].rowID))")
            }
        }
        return nil
    }
}
