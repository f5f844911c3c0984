import CSQLite
import Foundation
import Testing

/// A read-write SQLite database that a test builds with SQL, in a temporary directory of its own.
/// SharpTools only reads SQLite, so this fixture writer calls the C API itself, each call marked
/// `unsafe`; what it offers the tests (SQL text and `Value`s) is safe, hence `@safe`.
@safe final class SQLiteTestDatabase {
    enum Value: Sendable {
        case int(Int64), real(Double), text(String), blob([UInt8]), null
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let directory: URL
    let path: String
    private(set) var handle: OpaquePointer?

    init(fileName: String = "default.store", directory: URL? = nil) throws {
        let directory = directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        self.directory = directory
        self.path = directory.appendingPathComponent(fileName).path
        var handle: OpaquePointer?
        guard unsafe sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil) == SQLITE_OK else {
            unsafe sqlite3_close_v2(handle)
            throw Failure(description: "cannot create \(path)")
        }
        unsafe self.handle = handle
    }

    deinit {
        close()
    }

    func close() {
        if let handle = unsafe handle { unsafe sqlite3_close_v2(handle) }
        unsafe handle = nil
    }

    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        guard unsafe sqlite3_exec(handle, sql, nil, nil, &message) == SQLITE_OK else {
            let text = unsafe message.map { unsafe String(cString: $0) } ?? "?"
            unsafe sqlite3_free(message)
            throw Failure(description: "\(sql): \(text)")
        }
    }

    /// Runs one statement with bound parameters (`?`).
    func run(_ sql: String, _ values: [Value]) throws {
        var statement: OpaquePointer?
        guard unsafe sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: "\(sql): \(unsafe String(cString: sqlite3_errmsg(handle)))")
        }
        defer { unsafe sqlite3_finalize(statement) }
        unsafe bind(statement, values)
        guard unsafe sqlite3_step(statement) == SQLITE_DONE else {
            throw Failure(description: "\(sql): \(unsafe String(cString: sqlite3_errmsg(handle)))")
        }
    }

    /// Inserts many rows with one prepared statement inside one transaction.
    func insertMany(_ sql: String, count: Int, _ values: (Int) -> [Value]) throws {
        var statement: OpaquePointer?
        guard unsafe sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else {
            throw Failure(description: "\(sql): \(unsafe String(cString: sqlite3_errmsg(handle)))")
        }
        defer { unsafe sqlite3_finalize(statement) }
        try execute("BEGIN")
        for index in 0..<count {
            unsafe bind(statement, values(index))
            guard unsafe sqlite3_step(statement) == SQLITE_DONE else {
                throw Failure(description: "\(sql): \(unsafe String(cString: sqlite3_errmsg(handle)))")
            }
            unsafe sqlite3_reset(statement)
        }
        try execute("COMMIT")
    }

    private func bind(_ statement: OpaquePointer?, _ values: [Value]) {
        for (offset, value) in values.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .int(let int): unsafe sqlite3_bind_int64(statement, index, int)
            case .real(let double): unsafe sqlite3_bind_double(statement, index, double)
            case .text(let text): unsafe sqlite3_bind_text(statement, index, text, -1, csqlite_transient())
            case .blob(let bytes): unsafe sqlite3_bind_blob(statement, index, bytes, Int32(bytes.count), csqlite_transient())
            case .null: unsafe sqlite3_bind_null(statement, index)
            }
        }
    }

    func removeDirectory() {
        close()
        try? FileManager.default.removeItem(at: directory)  // test cleanup only
    }

    // MARK: The app's layout

    /// Core Data's layout of the app's two entities (column types as Core Data declares them).
    static let trackerColumnDefinitions = [
        "Z_PK INTEGER PRIMARY KEY", "Z_ENT INTEGER", "Z_OPT INTEGER", "ZISACTIVE INTEGER", "ZDISPLAYORDER INTEGER",
        "ZWIDGETORDER INTEGER", "ZSHOWINWIDGET INTEGER", "ZSAVETOHEALTHKIT INTEGER", "ZDAILYGOAL INTEGER",
        "ZSHOWINCALENDAR INTEGER", "ZCREATEDAT TIMESTAMP", "ZNAME VARCHAR", "ZICON VARCHAR", "ZTYPE VARCHAR",
        "ZTRACKINGMODE VARCHAR", "ZHEALTHKITTYPE VARCHAR", "ZDAYASSIGNMENTRAW VARCHAR", "ZID BLOB", "ZLEVELSDATA BLOB",
        "ZREWARDCONFIGDATA BLOB",
    ]
    static let logColumnDefinitions = [
        "Z_PK INTEGER PRIMARY KEY", "Z_ENT INTEGER", "Z_OPT INTEGER", "ZVALUE INTEGER", "ZSYNCEDTOHEALTHKIT INTEGER",
        "ZTRACKER INTEGER", "ZTIMESTAMP TIMESTAMP", "ZNOTE VARCHAR", "ZTRIGGER VARCHAR", "ZLOCATION VARCHAR", "ZID BLOB",
    ]
    static func createTable(_ table: String, _ definitions: [String], omitting omitted: String? = nil) -> String {
        let kept = definitions.filter { definition in omitted.map { !definition.hasPrefix($0 + " ") } ?? true }
        return "CREATE TABLE \(table) ( \(kept.joined(separator: ", ")) );\n"
    }
    static let trackerTableSQL = createTable("ZTRACKER", trackerColumnDefinitions)
    static let logTableSQL = createTable("ZTRACKERLOG", logColumnDefinitions)
        + "CREATE INDEX ZTRACKERLOG_ZTRACKER_INDEX ON ZTRACKERLOG (ZTRACKER);\n"

    /// A store with the app's tables and no rows.
    static func appStore(fileName: String = "default.store") throws -> SQLiteTestDatabase {
        let database = try SQLiteTestDatabase(fileName: fileName)
        try database.execute(trackerTableSQL + logTableSQL)
        return database
    }

    /// Inserts a tracker; `overrides` replaces or adds single cells by column name.
    func insertTracker(pk: Int64, id: UUID, name: String, type: Value = .text("good"), trackingMode: Value = .text("yesNo"),
                       createdAt: Value = .real(780_000_000), overrides: [String: Value] = [:]) throws {
        var cells: [(String, Value)] = [
            ("Z_PK", .int(pk)), ("Z_ENT", .int(1)), ("Z_OPT", .int(1)),
            ("ZID", .blob(id.bytes)), ("ZNAME", .text(name)), ("ZTYPE", type), ("ZTRACKINGMODE", trackingMode),
            ("ZCREATEDAT", createdAt),
        ]
        for (column, value) in overrides.sorted(by: { $0.key < $1.key }) {
            if let index = cells.firstIndex(where: { $0.0 == column }) { cells[index].1 = value } else { cells.append((column, value)) }
        }
        try insert(into: "ZTRACKER", cells)
    }

    /// Inserts a log; `overrides` replaces or adds single cells by column name.
    func insertLog(pk: Int64, id: UUID, tracker: Int64?, timestamp: Value = .real(780_000_000), value: Int64? = nil,
                   overrides: [String: Value] = [:]) throws {
        var cells: [(String, Value)] = [
            ("Z_PK", .int(pk)), ("Z_ENT", .int(2)), ("Z_OPT", .int(1)), ("ZID", .blob(id.bytes)),
            ("ZTRACKER", tracker.map(Value.int) ?? .null), ("ZTIMESTAMP", timestamp), ("ZVALUE", value.map(Value.int) ?? .null),
        ]
        for (column, value) in overrides.sorted(by: { $0.key < $1.key }) {
            if let index = cells.firstIndex(where: { $0.0 == column }) { cells[index].1 = value } else { cells.append((column, value)) }
        }
        try insert(into: "ZTRACKERLOG", cells)
    }

    func insert(into table: String, _ cells: [(String, Value)]) throws {
        let columns = cells.map(\.0).joined(separator: ", ")
        let marks = Array(repeating: "?", count: cells.count).joined(separator: ", ")
        try run("INSERT INTO \(table) (\(columns)) VALUES (\(marks))", cells.map(\.1))
    }
}

extension UUID {
    /// The 16 bytes Core Data stores for a UUID attribute.
    var bytes: [UInt8] {
        let u = uuid
        return [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]
    }

    /// A readable fixed UUID for tests: `n` in the last group.
    static func fixed(_ n: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012X", n))!
    }
}

/// The whole content of a file, for byte-identity checks.
func fileBytes(_ path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// The JSON bytes of a value, as the app writes `levelsData` / `rewardConfigData`.
func jsonBytes(_ text: String) -> SQLiteTestDatabase.Value {
    .blob(Array(text.utf8))
}
