import Foundation
import SharpTools
import TrackerModel

/// Reads the app's SwiftData / Core Data SQLite store (`default.store`) per contract §3.2.
///
/// The store is opened read-only and is never created, migrated, written or checkpointed.
/// Both tables are read inside one read transaction, so a store that the app holds open in
/// WAL mode is read as of one consistent snapshot: committed WAL frames are seen, a writer's
/// open transaction is not. Logs come out in store order (ascending `Z_PK`).
public enum SQLiteStoreReader: StoreReader {
    /// How long a locked store is waited for before giving up.
    public static let defaultLockWaitMilliseconds: Int32 = 2000

    public static let name = "SQLite"
    public static let storeDescription = "the app's SQLite store"
    public static let fileExtensions = ["store", "sqlite", "sqlite3"]

    public static func recognizes(prefix: [UInt8]) -> Bool {
        prefix.starts(with: SQLiteFileHeader.magic)
    }

    public static func read(_ input: StoreInput) throws(StoreError) -> Store {
        try read(input, lockWaitMilliseconds: defaultLockWaitMilliseconds, forceSnapshotCopy: false)
    }

    public static func read(path: String) throws(StoreError) -> Store {
        try read(StoreInput(path: path))
    }

    /// `file` is how errors name the store (the path as the user wrote it).
    /// `forceSnapshotCopy` reads through a private copy, as for a WAL store in a read-only
    /// directory (tests use it where permissions cannot be taken away).
    static func read(
        path: String, file: String,
        lockWaitMilliseconds: Int32 = defaultLockWaitMilliseconds,
        forceSnapshotCopy: Bool = false
    ) throws(StoreError) -> Store {
        try read(StoreInput(path: path, file: file), lockWaitMilliseconds: lockWaitMilliseconds, forceSnapshotCopy: forceSnapshotCopy)
    }

    /// The header is checked on the bytes already read; SQLite then opens the file itself
    /// (a pipe's content through a private temporary copy).
    private static func read(_ input: StoreInput, lockWaitMilliseconds: Int32, forceSnapshotCopy: Bool) throws(StoreError) -> Store {
        let file = input.file
        let header = try SQLiteFileHeader.check(prefix: input.prefix, file: file)
        return try input.withPath { (path: String, fileSize: Int) throws(StoreError) -> Store in
            if !FileManager.default.fileExists(atPath: path + "-wal"), let problem = header.truncationProblem(fileSize: fileSize) {
                throw StoreError(file: file, place: .file, problem: problem)
            }
            if forceSnapshotCopy {
                return try readSnapshotCopy(path: path, file: file, fileSize: fileSize, lockWaitMilliseconds: lockWaitMilliseconds)
            }
            let database: SQLiteConnection
            do throws(SQLiteFailure) {
                database = try SQLiteConnection.openReadOnly(path: path, busyTimeoutMilliseconds: lockWaitMilliseconds)
                try beginReadTransaction(database)
            } catch {
                if needsSnapshotCopy(error, header: header, path: path) {
                    return try readSnapshotCopy(path: path, file: file, fileSize: fileSize, lockWaitMilliseconds: lockWaitMilliseconds)
                }
                throw storeError(error, file: file, table: nil, lockWaitMilliseconds: lockWaitMilliseconds)
            }
            return try readStore(database, file: file, fileSize: fileSize, lockWaitMilliseconds: lockWaitMilliseconds)
        }
    }

    // MARK: Opening

    /// Starts the read transaction that both tables are read in, and reads the schema (which
    /// also opens the WAL and its shared-memory index, where most opening problems show).
    private static func beginReadTransaction(_ database: SQLiteConnection) throws(SQLiteFailure) {
        try database.execute("BEGIN DEFERRED")
        try database.execute("SELECT count(*) FROM sqlite_master")
    }

    /// A WAL-mode store needs its `-shm` index; a read-only connection may create it but
    /// cannot where the directory is read-only. Without a `-shm` no process has the store
    /// open in WAL mode, so a private copy of the main file and its `-wal` is the same
    /// committed state. (`immutable=1` is no way out: it ignores the `-wal`, losing committed
    /// rows, and takes no locks, so it would read torn pages while a writer is active.)
    private static func needsSnapshotCopy(_ failure: SQLiteFailure, header: SQLiteFileHeader, path: String) -> Bool {
        guard failure.kind == .cannotOpen || failure.kind == .readOnly || failure.kind == .readOnlyRollback, header.isWAL else { return false }
        let fileManager = FileManager.default
        let directory = (path as NSString).deletingLastPathComponent
        return !fileManager.fileExists(atPath: path + "-shm")
            && !fileManager.isWritableFile(atPath: directory.isEmpty ? "." : directory)
    }

    private static func readSnapshotCopy(path: String, file: String, fileSize: Int, lockWaitMilliseconds: Int32) throws(StoreError) -> Store {
        let fileManager = FileManager.default
        let name = "store.sqlite"
        // The copy is the user's whole store: registered for removal before it exists, with
        // the files SQLite makes beside it.
        let directory: PrivateCopyDirectory
        do {
            directory = try PrivateCopyDirectory(files: [name, name + "-wal", name + "-shm", name + "-journal"])
        } catch {
            throw snapshotCopyFailed(error, file: file)
        }
        defer { directory.remove() }
        let copy = directory.file(name)
        do {
            try fileManager.copyItem(atPath: path, toPath: copy)
            if fileManager.fileExists(atPath: path + "-wal") {
                try fileManager.copyItem(atPath: path + "-wal", toPath: copy + "-wal")
            }
        } catch {
            throw snapshotCopyFailed(error, file: file)
        }
        let database: SQLiteConnection
        do {
            database = try SQLiteConnection.openReadOnly(path: copy, busyTimeoutMilliseconds: lockWaitMilliseconds)
            try beginReadTransaction(database)
        } catch {
            throw storeError(error, file: file, table: nil, lockWaitMilliseconds: lockWaitMilliseconds)
        }
        return try readStore(database, file: file, fileSize: fileSize, lockWaitMilliseconds: lockWaitMilliseconds)
    }

    private static func snapshotCopyFailed(_ error: any Error, file: String) -> StoreError {
        StoreError(
            file: file, place: .file,
            problem: "the store is in WAL mode in a read-only directory without its -shm file, and a private copy to read could not be made (\(error.localizedDescription)); copy the store and its -wal file to a writable directory"
        )
    }

    // MARK: Reading

    /// The virtual-machine steps all queries of a store may take together: reading a table
    /// costs a few dozen steps per row and a row takes at least a few bytes of the file, so
    /// this is far above any real store and still stops a runaway query within seconds.
    static func stepBudget(fileSize: Int) -> Int64 {
        500_000_000 + 200 * Int64(fileSize)
    }

    private static func readStore(_ database: SQLiteConnection, file: String, fileSize: Int, lockWaitMilliseconds: Int32) throws(StoreError) -> Store {
        database.limitSteps(to: stepBudget(fileSize: fileSize))
        let errors = SQLiteErrorContext(file: file, lockWaitMilliseconds: lockWaitMilliseconds)
        for table in ["ZTRACKER", "ZTRACKERLOG"] {
            let type = try errors.run(table) { () throws(SQLiteFailure) in try schemaType(of: table, in: database) }
            if let type, type != "table" {
                throw StoreError(file: file, place: .file, problem: "not a tracker store: \(table) in the SQLite database is a \(type), not a table")
            }
        }
        let trackerColumns = try errors.run("ZTRACKER") { () throws(SQLiteFailure) in try columns(of: "ZTRACKER", in: database) }
        let logColumns = try errors.run("ZTRACKERLOG") { () throws(SQLiteFailure) in try columns(of: "ZTRACKERLOG", in: database) }
        for (table, columns) in [("ZTRACKER", trackerColumns), ("ZTRACKERLOG", logColumns)] where columns.isEmpty {
            throw StoreError(file: file, place: .file, problem: "not a tracker store: the SQLite database has no table \(table)")
        }
        // Both tables' columns are checked before any row is read.
        let trackerTable = try SQLiteTrackerTable(file: file, available: trackerColumns)
        let logTable = try SQLiteLogTable(file: file, available: logColumns)
        let (trackers, trackerRowIDs) = try trackerTable.read(database, errors: errors)
        let logs = try logTable.read(database, trackers: trackers, trackerRowIDs: trackerRowIDs, errors: errors)
        try errors.run(nil) { () throws(SQLiteFailure) in try database.execute("COMMIT") }
        return Store.assemble(
            exportedAt: nil, timeZoneIdentifier: nil,
            trackers: trackers, logs: logs.logs, readerWarnings: logs.warnings,
            trackerPlace: { "ZTRACKER row Z_PK=\(trackerRowIDs[$0])" },
            logPlace: { "ZTRACKERLOG row Z_PK=\(logs.rowIDs[$0])" }
        )
    }

    /// What `sqlite_master` says `name` is (`table`, `view`, …; nil when nothing has that
    /// name; `name` is one of the reader's own table names). Names compare as SQLite
    /// compares them, without regard to ASCII case.
    private static func schemaType(of name: String, in database: SQLiteConnection) throws(SQLiteFailure) -> String? {
        let statement = try database.prepare("SELECT type FROM sqlite_master WHERE name = '\(name)' COLLATE NOCASE AND type IN ('table', 'view') ORDER BY type = 'table' DESC LIMIT 1")
        return try statement.step() ? statement.text(at: 0) : nil
    }

    /// The declared column names of `table` (none when the table does not exist).
    private static func columns(of table: String, in database: SQLiteConnection) throws(SQLiteFailure) -> [String] {
        let statement = try database.prepare("PRAGMA table_info(\(SQLiteColumnSelection.quoted(table)))")
        var names: [String] = []
        while try statement.step() { names.append(statement.text(at: 1)) }
        return names
    }

    // MARK: Errors

    static func storeError(_ failure: SQLiteFailure, file: String, table: String?, lockWaitMilliseconds: Int32) -> StoreError {
        let problem: String
        switch failure.kind {
        case .locked:
            let seconds = Double(lockWaitMilliseconds) / 1000
            let wait = seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
            problem = "the store is locked by another process (still locked after waiting \(wait)); close the app or wait until it has finished writing, then try again"
        case .readOnlyRollback:
            problem = "the store has an unfinished write (a hot -journal file beside it) that only a writable open can roll back; open the store in the app once, or read a copy made with `sqlite3 STORE .backup COPY`"
        case .corrupt:
            problem = "corrupt or truncated SQLite file (SQLite: \(failure.message))" + walAdvice(file)
        case .cannotOpen:
            problem = "cannot open the SQLite file (SQLite: \(failure.message))"
        case .stepBudgetExceeded:
            problem = "a query of the SQLite store did not finish within its work limit and was stopped; this is not the app's schema (a table replaced by a looping view?)"
        case .ioError:
            problem = "cannot read the SQLite file: I/O error (SQLite: \(failure.message))"
        default:
            problem = "cannot read the SQLite store (SQLite: \(failure.message))"
        }
        let place: StoreError.Place = table.map { .row(table: $0, rowID: nil, column: nil) } ?? .file
        return StoreError(file: file, place: place, problem: problem)
    }
}

extension SQLiteStoreReader {
    /// When a `-wal` lies beside the store: that SQLite reads the three files as one, so a
    /// `-wal` (or `-shm`) from another copy or moment corrupts what it reads — and what to do.
    static func walAdvice(_ file: String) -> String {
        guard FileIdentity.of(file + "-wal") != nil else { return "" }
        let name = (file as NSString).lastPathComponent
        return "; \(name)-wal is beside it and SQLite reads them as one: copy \(name), \(name)-wal and \(name)-shm together, from one moment (with the app closed), or open the store in the app once so that it folds the -wal in"
    }
}

/// Turns SQLite's failures into store errors that name the file and the table.
struct SQLiteErrorContext {
    let file: String
    let lockWaitMilliseconds: Int32

    func run<T>(_ table: String?, _ body: () throws(SQLiteFailure) -> T) throws(StoreError) -> T {
        do { return try body() } catch {
            throw self.error(error, table: table)
        }
    }

    func error(_ failure: SQLiteFailure, table: String?) -> StoreError {
        SQLiteStoreReader.storeError(failure, file: file, table: table, lockWaitMilliseconds: lockWaitMilliseconds)
    }
}
