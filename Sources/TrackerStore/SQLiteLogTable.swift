import Foundation
import SharpTools
import TrackerModel

/// The `ZTRACKERLOG` table: its columns, resolved (and checked) before any row is read, and
/// its rows as logs in one pass in `Z_PK` order (store order).
struct SQLiteLogTable {
    let selection: SQLiteColumnSelection
    private let pk, id, timestamp: Int32
    /// `ZTRACKER` wins over any other tracker reference column (`ZTRACKER1`, `Z2TRACKER`, …),
    /// which is used only where `ZTRACKER` is absent or NULL.
    private let tracker: Int32?
    private let otherTrackers: [Int32]
    private let value, note, trigger, location, synced: Int32?

    init(file: String, available: [String]) throws(StoreError) {
        var l = SQLiteColumnSelection(file: file, table: "ZTRACKERLOG", available: available)
        pk = try l.required("Z_PK")
        id = try l.required("ZID")
        tracker = l.optional("ZTRACKER")
        otherTrackers = l.all(where: Self.isOtherTrackerReference)
        guard tracker != nil || !otherTrackers.isEmpty else {
            throw StoreError(file: file, place: .row(table: "ZTRACKERLOG", rowID: nil, column: "ZTRACKER"), problem: "required column is missing")
        }
        timestamp = try l.required("ZTIMESTAMP")
        value = l.optional("ZVALUE")
        note = l.optional("ZNOTE")
        trigger = l.optional("ZTRIGGER")
        location = l.optional("ZLOCATION")
        synced = l.optional("ZSYNCEDTOHEALTHKIT")
        selection = l
    }

    /// The logs naming a tracker of `trackers` (whose `Z_PK`s are `trackerRowIDs`), with their
    /// `Z_PK`s; logs naming none are dropped with a warning.
    func read(
        _ database: SQLiteConnection, trackers: [Tracker], trackerRowIDs: [Int64], errors: SQLiteErrorContext
    ) throws(StoreError) -> SQLiteLogRows {
        let statement = try errors.run("ZTRACKERLOG") { () throws(SQLiteFailure) in try database.prepare(selection.sql(orderBy: "Z_PK")) }
        let count = try errors.run("ZTRACKERLOG") { () throws(SQLiteFailure) in try countRows(in: database) }
        let trackerIDs = SQLiteTrackerIDs(trackers: trackers, rowIDs: trackerRowIDs)
        var rows = SQLiteLogRows(reservingCapacity: count)
        var row = SQLiteRowDecoder(selection: selection)
        // SQLite steps and copies the rows on another thread while this one decodes them.
        let failure = try statement.forEachRow(columnCount: selection.selected.count) { (cells: SQLiteRow) throws(StoreError) in
            row.cells = cells
            let identity: (trackerRowID: Int64?, id: UUID)
            do throws(StoreError) {
                identity = try decodeIdentity(&row)
            } catch {
                throw rows.firstDuplicateError(upTo: nil, row: &row, idColumn: id) ?? error
            }
            do throws(StoreError) {
                try decodeRest(&row, identity: identity, trackerIDs: trackerIDs, into: &rows)
            } catch {
                // This row's id came before the failing cell: it counts for duplicates.
                throw rows.firstDuplicateError(upTo: (identity.id, row.rowID), row: &row, idColumn: id) ?? error
            }
        }
        if let failure {
            throw rows.firstDuplicateError(upTo: nil, row: &row, idColumn: id) ?? errors.error(failure, table: "ZTRACKERLOG")
        }
        if let error = rows.duplicateError(row: &row, idColumn: id) { throw error }
        return rows
    }

    /// A log row's id and the tracker row it names (nil when every reference column is NULL:
    /// the app's log→tracker relationship is optional), read first (a duplicate id is
    /// reported before any later cell of its row); sets the decoder's row id.
    private func decodeIdentity(_ row: inout SQLiteRowDecoder) throws(StoreError) -> (trackerRowID: Int64?, id: UUID) {
        row.rowID = try row.primaryKey(pk)
        var referenceColumn: Int32? = nil
        if let tracker, !row.isNull(tracker) {
            referenceColumn = tracker
        } else {
            referenceColumn = otherTrackers.first { !row.isNull($0) }
        }
        guard let referenceColumn else { return (nil, try row.uuid(id)) }
        guard row.cells.type(at: referenceColumn) == .integer else {
            throw row.error(referenceColumn, "expected the Z_PK of a ZTRACKER row (INTEGER), \(row.found(referenceColumn))")
        }
        return (row.cells.int64(at: referenceColumn), try row.uuid(id))
    }

    /// The timestamp, then — for a log whose tracker exists — the other cells. `row` is
    /// inout only so that the closure-captured decoder is not copied for each row.
    private func decodeRest(
        _ row: inout SQLiteRowDecoder, identity: (trackerRowID: Int64?, id: UUID), trackerIDs: SQLiteTrackerIDs, into rows: inout SQLiteLogRows
    ) throws(StoreError) {
        let timestamp = try row.date(timestamp)
        guard let trackerRowID = identity.trackerRowID else {
            let column = row.selection.name(at: tracker ?? otherTrackers[0])
            rows.drop(id: identity.id, rowID: row.rowID, warning: "ZTRACKERLOG row Z_PK=\(row.rowID) has no tracker (\(column) is NULL)")
            return
        }
        guard let trackerID = trackerIDs[trackerRowID] else {
            rows.drop(id: identity.id, rowID: row.rowID, warning: "ZTRACKERLOG row Z_PK=\(row.rowID) names tracker Z_PK=\(trackerRowID), which is not in ZTRACKER")
            return
        }
        // The other cells are read only for logs that are kept.
        rows.keep(TrackerLog(
            id: identity.id,
            trackerId: trackerID,
            timestamp: timestamp,
            value: try row.optionalInt(value),
            note: try row.optionalString(note),
            trigger: try row.optionalString(trigger),
            location: try row.optionalString(location),
            syncedToHealthKit: try row.bool(synced, default: false)
        ), rowID: row.rowID)
    }

    private func countRows(in database: SQLiteConnection) throws(SQLiteFailure) -> Int {
        let statement = try database.prepare("SELECT count(*) FROM \(SQLiteColumnSelection.quoted(selection.table))")
        return try statement.step() ? Int(statement.int64(at: 0)) : 0
    }

    /// Another column naming the log's tracker: `ZTRACKER1`, `Z2TRACKER`, … (Core Data numbers
    /// columns whose names collide).
    static func isOtherTrackerReference(_ upperName: String) -> Bool {
        func digits(_ text: Substring) -> Bool { !text.isEmpty && text.allSatisfy { $0.isASCII && $0.isNumber } }
        if upperName.hasPrefix("ZTRACKER") { return digits(upperName.dropFirst("ZTRACKER".count)) }
        if upperName.hasPrefix("Z"), upperName.hasSuffix("TRACKER"), upperName.count > "ZTRACKER".count {
            return digits(upperName.dropFirst().dropLast("TRACKER".count))
        }
        return false
    }
}

/// Tracker ids by `Z_PK`. ZTRACKER's `Z_PK`s are small integers in practice: an array indexed
/// by `Z_PK` spares a dictionary lookup per log; the dictionary stays for sparse or huge keys.
struct SQLiteTrackerIDs {
    private let dense: [UUID?]?
    private let byRowID: [Int64: UUID]

    init(trackers: [Tracker], rowIDs: [Int64]) {
        var byRowID: [Int64: UUID] = [:]
        for (tracker, rowID) in zip(trackers, rowIDs) { byRowID[rowID] = tracker.id }
        let maxRowID = rowIDs.max() ?? 0
        dense = rowIDs.allSatisfy({ $0 >= 0 }) && maxRowID < Int64(4 * trackers.count + 1024)
            ? (0...maxRowID).map { byRowID[$0] }
            : nil
        self.byRowID = byRowID
    }

    subscript(rowID: Int64) -> UUID? {
        if let dense {
            return rowID >= 0 && rowID < Int64(dense.count) ? dense[Int(rowID)] : nil
        }
        return byRowID[rowID]
    }
}
