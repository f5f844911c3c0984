import CSQLite
import Foundation

/// The storage class of an SQLite cell.
public enum SQLiteType: Sendable, Equatable {
    case integer, float, text, blob, null

    @inlinable
    init(code: Int32) {
        switch code {
        case SQLITE_INTEGER: self = .integer
        case SQLITE_FLOAT: self = .float
        case SQLITE_TEXT: self = .text
        case SQLITE_BLOB: self = .blob
        default: self = .null
        }
    }
}

/// A prepared statement. Small results (a count, a schema) are read with `step()` and the
/// accessors below, which copy out of SQLite's buffers; tables are read with `forEachRow`.
public final class SQLiteStatement {
    @usableFromInline let handle: OpaquePointer
    /// Keeps the connection open while the statement lives.
    @usableFromInline let connection: SQLiteConnection

    init(handle: OpaquePointer, connection: SQLiteConnection) {
        self.handle = handle
        self.connection = connection
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Advances to the next row; false when there is none.
    @inlinable
    public func step() throws(SQLiteFailure) -> Bool {
        let status = sqlite3_step(handle)
        if status == SQLITE_ROW { return true }
        if status == SQLITE_DONE { return false }
        throw connection.lastFailure(status)
    }

    /// An INTEGER cell's value (a REAL is truncated toward zero, text and BLOBs give 0).
    @inlinable
    public func int64(at index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    /// The cell as UTF-8 text (invalid sequences are repaired, as `String(decoding:)` does).
    @inlinable
    public func text(at index: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }
}
