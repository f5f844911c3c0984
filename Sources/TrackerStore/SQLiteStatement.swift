import CSQLite
import Foundation

/// A prepared statement; columns are read by index (resolved once, before the row loop).
final class SQLiteStatement {
    let handle: OpaquePointer
    /// Keeps the connection open while the statement lives.
    private let database: SQLiteDatabase

    init(handle: OpaquePointer, database: SQLiteDatabase) {
        self.handle = handle
        self.database = database
    }

    deinit {
        sqlite3_finalize(handle)
    }

    /// Advances to the next row; false when there is none.
    @inline(__always)
    func step() throws(SQLiteFailure) -> Bool {
        let status = sqlite3_step(handle)
        if status == SQLITE_ROW { return true }
        if status == SQLITE_DONE { return false }
        throw database.lastFailure(status)
    }

    /// `SQLITE_INTEGER`, `SQLITE_FLOAT`, `SQLITE_TEXT`, `SQLITE_BLOB` or `SQLITE_NULL`.
    @inline(__always)
    func type(at index: Int32) -> Int32 { sqlite3_column_type(handle, index) }

    @inline(__always)
    func int64(at index: Int32) -> Int64 { sqlite3_column_int64(handle, index) }

    @inline(__always)
    func double(at index: Int32) -> Double { sqlite3_column_double(handle, index) }

    /// The cell as UTF-8 text (invalid sequences are repaired, as `String(decoding:)` does).
    func text(at index: Int32) -> String {
        guard let pointer = sqlite3_column_text(handle, index) else { return "" }
        let count = Int(sqlite3_column_bytes(handle, index))
        return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
    }

    /// A 16-byte BLOB as a UUID (read in place, without allocating); nil for any other size.
    @inline(__always)
    func uuid(at index: Int32) -> UUID? {
        guard let pointer = sqlite3_column_blob(handle, index), sqlite3_column_bytes(handle, index) == 16 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(start: pointer, count: 16)) }
        return UUID(uuid: value)
    }

    func bytes(at index: Int32) -> [UInt8] {
        let pointer = sqlite3_column_blob(handle, index)
        let count = Int(sqlite3_column_bytes(handle, index))
        guard let pointer, count > 0 else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: count))
    }
}
