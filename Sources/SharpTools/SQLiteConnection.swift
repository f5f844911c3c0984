import CSQLite
import Foundation

/// What SQLite reported: its extended result code and message. Readers turn it into an
/// error that names the file and the table.
public struct SQLiteFailure: Error, Sendable {
    /// The extended result code (`SQLITE_READONLY_CANTINIT`, …).
    public var code: Int32
    public var message: String

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The primary result code (`SQLITE_READONLY`, `SQLITE_BUSY`, …).
    public var primaryCode: Int32 { code & 0xFF }

    /// What went wrong, in the groups a reader explains differently.
    public enum Kind: Sendable, Equatable {
        /// Another connection holds a lock (`SQLITE_BUSY`, `SQLITE_LOCKED`).
        case locked
        /// A hot journal only a writable connection can roll back (`SQLITE_READONLY_ROLLBACK`).
        case readOnlyRollback
        /// Any other `SQLITE_READONLY` (e.g. a WAL index that cannot be created).
        case readOnly
        case corrupt
        case cannotOpen
        case ioError
        /// A statement ran longer than the connection's step budget (`limitSteps(to:)`).
        case stepBudgetExceeded
        case other
    }

    public var kind: Kind {
        switch primaryCode {
        case SQLITE_BUSY, SQLITE_LOCKED: return .locked
        case SQLITE_READONLY: return code == SQLITE_READONLY | (3 << 8) ? .readOnlyRollback : .readOnly
        case SQLITE_CORRUPT, SQLITE_NOTADB: return .corrupt
        case SQLITE_CANTOPEN: return .cannotOpen
        case SQLITE_IOERR: return .ioError
        case SQLITE_INTERRUPT: return .stepBudgetExceeded
        default: return .other
        }
    }
}

/// A read-only SQLite connection. It never creates, migrates, writes or checkpoints the
/// database: opened with `SQLITE_OPEN_READONLY`, `query_only` on, no checkpoint on close.
/// A class: it owns the connection, closed when the last statement using it is gone.
public final class SQLiteConnection {
    @usableFromInline let handle: OpaquePointer
    /// What is left of the step budget, in progress-handler periods (SQLite counts it down).
    private let remainingPeriods = UnsafeMutablePointer<Int64>.allocate(capacity: 1)

    private init(handle: OpaquePointer) {
        self.handle = handle
        remainingPeriods.initialize(to: 0)
    }

    deinit {
        sqlite3_close_v2(handle)
        remainingPeriods.deallocate()
    }

    /// SQLite virtual-machine steps per call of the progress handler.
    public static let stepBudgetPeriod: Int64 = 10_000

    /// Stops any statement of this connection, with a `.stepBudgetExceeded` failure, once all
    /// of them together have run about `steps` virtual-machine steps: a schema that makes a
    /// query run away (a hostile file) ends with an error instead of spinning forever.
    public func limitSteps(to steps: Int64) {
        remainingPeriods.pointee = max(steps / Self.stepBudgetPeriod, 1)
        csqlite_set_step_budget(handle, Int32(Self.stepBudgetPeriod), remainingPeriods)
    }

    /// Opens `path` read-only through a `file:` URI (so that `?`, `#` and `%` in a path are
    /// taken literally). `busyTimeoutMilliseconds` is how long a locked database is waited for.
    public static func openReadOnly(path: String, busyTimeoutMilliseconds: Int32) throws(SQLiteFailure) -> SQLiteConnection {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_URI
        let status = sqlite3_open_v2(fileURI(forPath: path), &handle, flags, nil)
        guard let handle else {
            throw SQLiteFailure(code: status, message: "out of memory")
        }
        guard status == SQLITE_OK else {
            let failure = SQLiteFailure(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
            sqlite3_close_v2(handle)
            throw failure
        }
        let database = SQLiteConnection(handle: handle)
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, busyTimeoutMilliseconds)
        _ = csqlite_disable_checkpoint_on_close(handle)
        try database.execute("PRAGMA query_only = 1")
        return database
    }

    /// `file://` + the absolute path, percent-encoded except for unreserved characters and `/`.
    static func fileURI(forPath path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var uri = "file://"
        for byte in absolute.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                uri.unicodeScalars.append("%")
                uri.unicodeScalars.append(hex[Int(byte >> 4)])
                uri.unicodeScalars.append(hex[Int(byte & 0x0F)])
            }
        }
        return uri
    }

    public func prepare(_ sql: String) throws(SQLiteFailure) -> SQLiteStatement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard status == SQLITE_OK, let statement else {
            throw lastFailure(status)
        }
        return SQLiteStatement(handle: statement, connection: self)
    }

    public func execute(_ sql: String) throws(SQLiteFailure) {
        let statement = try prepare(sql)
        while try statement.step() {}
    }

    @usableFromInline func lastFailure(_ status: Int32) -> SQLiteFailure {
        let code = sqlite3_extended_errcode(handle)
        return SQLiteFailure(code: code == SQLITE_OK ? status : code, message: String(cString: sqlite3_errmsg(handle)))
    }
}

extension SQLiteFailure: CustomStringConvertible {
    /// SQLite's own message (the readers add the file and the table).
    public var description: String { message }
}
