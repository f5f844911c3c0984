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

/// A prepared statement; columns are read by index (resolved once, before the row loop).
/// The cell accessors copy out of SQLite's buffers, so nothing read outlives a `step()`
/// unsafely. Inlinable: a million-row table reads ten million cells.
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

    @inlinable
    public func type(at index: Int32) -> SQLiteType { SQLiteType(code: sqlite3_column_type(handle, index)) }

    /// An INTEGER cell's value (a REAL is truncated toward zero, text and BLOBs give 0).
    @inlinable
    public func int64(at index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    @inlinable
    public func double(at index: Int32) -> Double { sqlite3_column_double(handle, index) }

    /// The cell as UTF-8 text (invalid sequences are repaired, as `String(decoding:)` does).
    @inlinable
    public func text(at index: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// A 16-byte BLOB as a UUID (read in place, without allocating); nil for any other size.
    @inlinable
    public func uuid(at index: Int32) -> UUID? {
        guard let pointer = sqlite3_column_blob(handle, index), sqlite3_column_bytes(handle, index) == 16 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(start: pointer, count: 16)) }
        return UUID(uuid: value)
    }

    /// The cell's bytes (a BLOB as stored, text as UTF-8).
    public func bytes(at index: Int32) -> [UInt8] {
        let pointer = sqlite3_column_blob(handle, index)
        let count = Int(sqlite3_column_bytes(handle, index))
        guard let pointer, count > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}
