import CSQLite
import Foundation
import SharpTools
import TrackerModel

/// Reads the app's SwiftData / Core Data SQLite store (`default.store`) per SPEC §3.2.
///
/// The store is opened read-only and is never created, migrated, written or checkpointed.
/// Both tables are read inside one read transaction, so a store that the app holds open in
/// WAL mode is read as of one consistent snapshot: committed WAL frames are seen, a writer's
/// open transaction is not. Logs come out in store order (ascending `Z_PK`).
public enum SQLiteStoreReader {
    /// How long a locked store is waited for before giving up.
    public static let defaultLockWaitMilliseconds: Int32 = 2000

    public static func read(path: String) throws(StoreError) -> Store {
        try read(path: path, file: path)
    }

    /// `file` is how errors name the store (the path as the user wrote it).
    /// `forceSnapshotCopy` reads through a private copy, as for a WAL store in a read-only
    /// directory (tests use it where permissions cannot be taken away).
    static func read(
        path: String, file: String,
        lockWaitMilliseconds: Int32 = defaultLockWaitMilliseconds,
        forceSnapshotCopy: Bool = false
    ) throws(StoreError) -> Store {
        let (header, fileSize) = try SQLiteFileHeader.read(path: path, file: file)
        let fileManager = FileManager.default
        if !fileManager.fileExists(atPath: path + "-wal"), let problem = header.truncationProblem(fileSize: fileSize) {
            throw StoreError(file: file, place: .file, problem: problem)
        }
        if forceSnapshotCopy {
            return try readSnapshotCopy(path: path, file: file, lockWaitMilliseconds: lockWaitMilliseconds)
        }
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase.openReadOnly(path: path, busyTimeoutMilliseconds: lockWaitMilliseconds)
            try beginReadTransaction(database)
        } catch {
            if needsSnapshotCopy(error, header: header, path: path) {
                return try readSnapshotCopy(path: path, file: file, lockWaitMilliseconds: lockWaitMilliseconds)
            }
            throw storeError(error, file: file, table: nil, lockWaitMilliseconds: lockWaitMilliseconds)
        }
        return try readStore(database, file: file, lockWaitMilliseconds: lockWaitMilliseconds)
    }

    // MARK: Opening

    /// Starts the read transaction that both tables are read in, and reads the schema (which
    /// also opens the WAL and its shared-memory index, where most opening problems show).
    private static func beginReadTransaction(_ database: SQLiteDatabase) throws(SQLiteFailure) {
        try database.execute("BEGIN DEFERRED")
        try database.execute("SELECT count(*) FROM sqlite_master")
    }

    /// A WAL-mode store needs its `-shm` index; a read-only connection may create it but
    /// cannot where the directory is read-only. Without a `-shm` no process has the store
    /// open in WAL mode, so a private copy of the main file and its `-wal` is the same
    /// committed state. (`immutable=1` is no way out: it ignores the `-wal`, losing committed
    /// rows, and takes no locks, so it would read torn pages while a writer is active.)
    private static func needsSnapshotCopy(_ failure: SQLiteFailure, header: SQLiteFileHeader, path: String) -> Bool {
        guard failure.primaryCode == SQLITE_CANTOPEN || failure.primaryCode == SQLITE_READONLY, header.isWAL else { return false }
        let fileManager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        return !fileManager.fileExists(atPath: path + "-shm")
            && !fileManager.isWritableFile(atPath: directory.isEmpty ? "." : directory)
    }

    private static func readSnapshotCopy(path: String, file: String, lockWaitMilliseconds: Int32) throws(StoreError) -> Store {
        let fileManager = FileManager.default
        let directory = fileManager.temporaryDirectory.appendingPathComponent("trackerkit-store-\(UUID().uuidString)")
        let copy = directory.appendingPathComponent("store.sqlite").path
        do {
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: false)
            try fileManager.copyItem(atPath: path, toPath: copy)
            if fileManager.fileExists(atPath: path + "-wal") {
                try fileManager.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
            }
        } catch {
            try? fileManager.removeItem(at: directory)  // best-effort cleanup; the copy error is reported
            throw StoreError(
                file: file, place: .file,
                problem: "the store is in WAL mode in a read-only directory without its -shm file, and a private copy to read could not be made (\(error.localizedDescription)); copy the store and its -wal file to a writable directory"
            )
        }
        defer { try? fileManager.removeItem(at: directory) }  // best-effort cleanup of our own temporary copy
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase.openReadOnly(path: copy, busyTimeoutMilliseconds: lockWaitMilliseconds)
            try beginReadTransaction(database)
        } catch {
            throw storeError(error, file: file, table: nil, lockWaitMilliseconds: lockWaitMilliseconds)
        }
        return try readStore(database, file: file, lockWaitMilliseconds: lockWaitMilliseconds)
    }

    // MARK: Reading

    private static func readStore(_ database: SQLiteDatabase, file: String, lockWaitMilliseconds: Int32) throws(StoreError) -> Store {
        func sqlite<T>(_ table: String?, _ body: () throws(SQLiteFailure) -> T) throws(StoreError) -> T {
            do { return try body() } catch {
                throw storeError(error, file: file, table: table, lockWaitMilliseconds: lockWaitMilliseconds)
            }
        }
        let trackerTable = try sqlite("ZTRACKER") { () throws(SQLiteFailure) in try columns(of: "ZTRACKER", in: database) }
        let logTable = try sqlite("ZTRACKERLOG") { () throws(SQLiteFailure) in try columns(of: "ZTRACKERLOG", in: database) }
        for (table, columns) in [("ZTRACKER", trackerTable), ("ZTRACKERLOG", logTable)] where columns.isEmpty {
            throw StoreError(file: file, place: .file, problem: "not a tracker store: the SQLite database has no table \(table)")
        }

        // Trackers, in Z_PK order.
        var t = SQLiteColumnSelection(file: file, table: "ZTRACKER", available: trackerTable)
        let tPK = try t.required("Z_PK")
        let tID = try t.required("ZID")
        let tName = try t.required("ZNAME")
        let tCreatedAt = try t.required("ZCREATEDAT")
        let tType = try t.required("ZTYPE")
        let tMode = try t.required("ZTRACKINGMODE")
        let tIcon = t.optional("ZICON")
        let tIsActive = t.optional("ZISACTIVE")
        let tDisplayOrder = t.optional("ZDISPLAYORDER")
        let tWidgetOrder = t.optional("ZWIDGETORDER")
        let tShowInWidget = t.optional("ZSHOWINWIDGET")
        let tHealthKitType = t.optional("ZHEALTHKITTYPE")
        let tSaveToHealthKit = t.optional("ZSAVETOHEALTHKIT")
        let tDailyGoal = t.optional("ZDAILYGOAL")
        let tShowInCalendar = t.optional("ZSHOWINCALENDAR")
        let tLevels = t.optional("ZLEVELSDATA")
        let tReward = t.optional("ZREWARDCONFIGDATA")
        let tDayAssignment = t.optional("ZDAYASSIGNMENTRAW")

        // Logs: check the columns before reading any row.
        var l = SQLiteColumnSelection(file: file, table: "ZTRACKERLOG", available: logTable)
        let lPK = try l.required("Z_PK")
        let lID = try l.required("ZID")
        // ZTRACKER wins over any other tracker reference column (ZTRACKER1, Z2TRACKER, …),
        // which is used only where ZTRACKER is absent or NULL.
        let lTracker = l.optional("ZTRACKER")
        let lOtherTrackers = l.all(where: isOtherTrackerReference)
        guard lTracker != nil || !lOtherTrackers.isEmpty else {
            throw StoreError(file: file, place: .row(table: "ZTRACKERLOG", rowID: nil, column: "ZTRACKER"), problem: "required column is missing")
        }
        let lTimestamp = try l.required("ZTIMESTAMP")
        let lValue = l.optional("ZVALUE")
        let lNote = l.optional("ZNOTE")
        let lTrigger = l.optional("ZTRIGGER")
        let lLocation = l.optional("ZLOCATION")
        let lSynced = l.optional("ZSYNCEDTOHEALTHKIT")

        var trackers: [Tracker] = []
        var trackerRowIDs: [Int64] = []
        var trackerIDByRowID: [Int64: UUID] = [:]
        let trackerStatement = try sqlite("ZTRACKER") { () throws(SQLiteFailure) in try database.prepare(t.sql(orderBy: "Z_PK")) }
        var row = SQLiteRowDecoder(cells: trackerStatement, selection: t)
        while try sqlite("ZTRACKER", { () throws(SQLiteFailure) in try trackerStatement.step() }) {
            row.rowID = try row.primaryKey(tPK)
            let tracker = Tracker(
                id: try row.uuid(tID),
                name: try row.string(tName),
                icon: try row.optionalString(tIcon) ?? "",
                type: TrackerType(rawValue: try row.enumRawValue(tType)),
                trackingMode: TrackingMode(rawValue: try row.enumRawValue(tMode)),
                createdAt: try row.date(tCreatedAt),
                isActive: try row.bool(tIsActive, default: true),
                displayOrder: try row.int(tDisplayOrder, default: 0),
                widgetOrder: try row.int(tWidgetOrder, default: 999),
                showInWidget: try row.bool(tShowInWidget, default: false),
                healthKitType: try row.optionalString(tHealthKitType),
                saveToHealthKit: try row.bool(tSaveToHealthKit, default: false),
                dailyGoal: try row.optionalInt(tDailyGoal),
                showInCalendar: try row.bool(tShowInCalendar, default: true),
                levels: try row.levels(tLevels),
                rewardConfig: try row.json(tReward, as: RewardConfig.self, what: "reward config data"),
                dayAssignmentRaw: try row.optionalString(tDayAssignment)
            )
            // Two rows with one id would make the reports disagree on whose logs are whose.
            if let other = trackers.firstIndex(where: { $0.id == tracker.id }) {
                throw row.error(tID, "duplicate tracker id \(tracker.id.uuidString) (also row Z_PK=\(trackerRowIDs[other]))")
            }
            trackers.append(tracker)
            trackerRowIDs.append(row.rowID)
            trackerIDByRowID[row.rowID] = tracker.id
        }

        // Logs, in one pass in Z_PK order (store order).
        var warnings = StoreWarningCollector()
        var logs: [TrackerLog] = []
        var logRowIDs: [Int64] = []
        // Logs naming no tracker are dropped, but their ids still count for duplicates.
        var droppedLogIDs: [(id: UUID, rowID: Int64)] = []
        let logStatement = try sqlite("ZTRACKERLOG") { () throws(SQLiteFailure) in try database.prepare(l.sql(orderBy: "Z_PK")) }
        let logCount = try sqlite("ZTRACKERLOG") { () throws(SQLiteFailure) in try countRows(of: "ZTRACKERLOG", in: database) }
        logs.reserveCapacity(logCount)
        logRowIDs.reserveCapacity(logCount)
        // ZTRACKER's Z_PKs are small integers in practice: an array indexed by Z_PK spares a
        // dictionary lookup per log; the dictionary stays for sparse or huge keys.
        let maxTrackerRowID = trackerRowIDs.max() ?? 0
        let denseTrackerIDs: [UUID?]? = trackerRowIDs.allSatisfy({ $0 >= 0 }) && maxTrackerRowID < Int64(4 * trackers.count + 1024)
            ? (0...maxTrackerRowID).map { trackerIDByRowID[$0] }
            : nil
        // SQLite steps and copies the rows on another thread while this one decodes them.
        let pipe = SQLiteRowPipe(statement: logStatement, columnCount: l.selected.count)
        defer { pipe.finish() }
        var logRow = SQLiteRowDecoder(cells: SQLiteRowBatch.Builder(columnCount: 0, capacity: 0).build().row(0), selection: l)

        // Duplicate ids are looked for once all rows are read (UUIDTable.firstDuplicateID)
        // rather than row by row. The error reported stays the first by row, as a row-by-row
        // check gives it: a duplicate id in or before the row of another error wins, checked
        // then, on that rare path, in row order over every row read so far.
        func firstDuplicateError(upTo pending: (id: UUID, rowID: Int64)?) -> StoreError? {
            var rows: [(id: UUID, rowID: Int64)] = []
            rows.reserveCapacity(logs.count + droppedLogIDs.count + 1)
            var kept = 0
            var dropped = 0
            while kept < logs.count || dropped < droppedLogIDs.count {
                if dropped == droppedLogIDs.count || (kept < logs.count && logRowIDs[kept] < droppedLogIDs[dropped].rowID) {
                    rows.append((logs[kept].id, logRowIDs[kept]))
                    kept += 1
                } else {
                    rows.append(droppedLogIDs[dropped])
                    dropped += 1
                }
            }
            if let pending { rows.append(pending) }
            var table = UUIDTable(expectedCount: rows.count)
            for (index, row) in rows.enumerated() {
                if let first = table.insert(row.id, value: index) {
                    logRow.rowID = row.rowID
                    return logRow.error(lID, "duplicate log id \(row.id.uuidString) (also row Z_PK=\(rows[first].rowID))")
                }
            }
            return nil
        }

        while let item = pipe.next() {
            let batch: SQLiteRowBatch
            switch item {
            case .batch(let next): batch = next
            case .failure(let failure):
                throw firstDuplicateError(upTo: nil)
                    ?? storeError(failure, file: file, table: "ZTRACKERLOG", lockWaitMilliseconds: lockWaitMilliseconds)
            }
            for rowIndex in 0..<batch.rowCount {
                logRow.cells = batch.row(rowIndex)
                let id: UUID
                let trackerRowID: Int64
                do {
                    (trackerRowID, id) = try decodeLogIdentity(&logRow, pk: lPK, tracker: lTracker, otherTrackers: lOtherTrackers, id: lID)
                } catch {
                    throw firstDuplicateError(upTo: nil) ?? error
                }
                do {
                    let timestamp = try logRow.date(lTimestamp)
                    let trackerID: UUID?
                    if let denseTrackerIDs {
                        trackerID = trackerRowID >= 0 && trackerRowID < Int64(denseTrackerIDs.count) ? denseTrackerIDs[Int(trackerRowID)] : nil
                    } else {
                        trackerID = trackerIDByRowID[trackerRowID]
                    }
                    guard let trackerID else {
                        warnings.note(.logWithoutTracker, "ZTRACKERLOG row Z_PK=\(logRow.rowID) names tracker Z_PK=\(trackerRowID), which is not in ZTRACKER")
                        droppedLogIDs.append((id, logRow.rowID))
                        continue
                    }
                    // The other cells are read only for logs that are kept.
                    logs.append(TrackerLog(
                        id: id,
                        trackerId: trackerID,
                        timestamp: timestamp,
                        value: try logRow.optionalInt(lValue),
                        note: try logRow.optionalString(lNote),
                        trigger: try logRow.optionalString(lTrigger),
                        location: try logRow.optionalString(lLocation),
                        syncedToHealthKit: try logRow.bool(lSynced, default: false)
                    ))
                    logRowIDs.append(logRow.rowID)
                } catch {
                    // This row's id came before the failing cell: it counts for duplicates.
                    throw firstDuplicateError(upTo: (id, logRow.rowID)) ?? error
                }
            }
        }
        if droppedLogIDs.isEmpty {
            // Kept logs are in row order: the earliest repeat among them is the first by row.
            if let (first, duplicate) = UUIDTable.firstDuplicate(in: logs, id: { $0.id }) {
                logRow.rowID = logRowIDs[duplicate]
                throw logRow.error(lID, "duplicate log id \(logs[duplicate].id.uuidString) (also row Z_PK=\(logRowIDs[first]))")
            }
        } else if let error = firstDuplicateError(upTo: nil) {
            throw error
        }
        pipe.finish()
        try sqlite(nil) { () throws(SQLiteFailure) in try database.execute("COMMIT") }

        return Store.assemble(
            exportedAt: nil, timeZoneIdentifier: nil,
            trackers: trackers, logs: logs, readerWarnings: warnings,
            trackerPlace: { "ZTRACKER row Z_PK=\(trackerRowIDs[$0])" },
            logPlace: { "ZTRACKERLOG row Z_PK=\(logRowIDs[$0])" }
        )
    }

    /// A log row's id and the tracker row it names, read first (a duplicate id is reported
    /// before any later cell of its row); sets the decoder's row id.
    private static func decodeLogIdentity<Cells: SQLiteCells>(
        _ row: inout SQLiteRowDecoder<Cells>, pk: Int32, tracker: Int32?, otherTrackers: [Int32], id: Int32
    ) throws(StoreError) -> (trackerRowID: Int64, id: UUID) {
        row.rowID = try row.primaryKey(pk)
        var referenceColumn: Int32? = nil
        if let tracker, !row.isNull(tracker) {
            referenceColumn = tracker
        } else {
            referenceColumn = otherTrackers.first { !row.isNull($0) }
        }
        guard let referenceColumn else {
            throw row.error(tracker ?? otherTrackers[0], "required value is NULL")
        }
        guard row.cells.type(at: referenceColumn) == SQLITE_INTEGER else {
            throw row.error(referenceColumn, "expected the Z_PK of a ZTRACKER row (INTEGER), \(row.found(referenceColumn))")
        }
        return (row.cells.int64(at: referenceColumn), try row.uuid(id))
    }

    /// The declared column names of `table` (none when the table does not exist).
    private static func columns(of table: String, in database: SQLiteDatabase) throws(SQLiteFailure) -> [String] {
        let statement = try database.prepare("PRAGMA table_info(\(SQLiteColumnSelection.quoted(table)))")
        var names: [String] = []
        while try statement.step() { names.append(statement.text(at: 1)) }
        return names
    }

    private static func countRows(of table: String, in database: SQLiteDatabase) throws(SQLiteFailure) -> Int {
        let statement = try database.prepare("SELECT count(*) FROM \(SQLiteColumnSelection.quoted(table))")
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

    // MARK: Errors

    static func storeError(_ failure: SQLiteFailure, file: String, table: String?, lockWaitMilliseconds: Int32) -> StoreError {
        let problem: String
        switch failure.primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED:
            let seconds = Double(lockWaitMilliseconds) / 1000
            let wait = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
            problem = "the store is locked by another process (still locked after waiting \(wait)); close the app or wait until it has finished writing, then try again"
        case SQLITE_READONLY where failure.code == SQLITE_READONLY | (3 << 8):  // SQLITE_READONLY_ROLLBACK
            problem = "the store has an unfinished write (a hot -journal file beside it) that only a writable open can roll back; open the store in the app once, or read a copy made with `sqlite3 STORE .backup COPY`"
        case SQLITE_CORRUPT, SQLITE_NOTADB:
            problem = "corrupt or truncated SQLite file (SQLite: \(failure.message))"
        case SQLITE_CANTOPEN:
            problem = "cannot open the SQLite file (SQLite: \(failure.message))"
        case SQLITE_IOERR:
            problem = "cannot read the SQLite file: I/O error (SQLite: \(failure.message))"
        default:
            problem = "cannot read the SQLite store (SQLite: \(failure.message))"
        }
        let place: StoreError.Place = table.map { .row(table: $0, rowID: nil, column: nil) } ?? .file
        return StoreError(file: file, place: place, problem: problem)
    }
}
