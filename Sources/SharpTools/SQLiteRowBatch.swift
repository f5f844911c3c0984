import CSQLite
import Foundation

/// Rows copied out of a statement, cell by cell, so that another thread can decode them
/// while SQLite steps on: reading a million-log store splits into SQLite's own work (about
/// half) and building the logs, which then run on two cores. Only the selected columns are
/// copied; numbers as they are, text and BLOBs as bytes.
public final class SQLiteRowBatch: Sendable {
    // Immutable once built, and `let` throughout: reading a cell costs no exclusivity check
    // (a `var` of a class is checked at run time on every access).

    @usableFromInline let columnCount: Int
    @usableFromInline let rowCount: Int
    @usableFromInline let cells: CellBuffers
    /// The bytes of TEXT and BLOB cells, one after another.
    @usableFromInline let storage: [UInt8]

    private init(columnCount: Int, rowCount: Int, cells: CellBuffers, storage: [UInt8]) {
        self.columnCount = columnCount
        self.rowCount = rowCount
        self.cells = cells
        self.storage = storage
    }

    /// Per cell, row by row: its type, its value (INTEGER: the value; FLOAT: the bit
    /// pattern; TEXT/BLOB: the offset into `storage`) and its length in bytes. Fixed-size
    /// buffers rather than arrays: appending a million rows of cells to arrays spent more
    /// time in uniqueness checks than in copying.
    @usableFromInline final class CellBuffers: @unchecked Sendable {
        // @unchecked: written only by the Builder on the stepping thread before the batch is
        // handed over (through SQLiteRowChannel's lock), only read afterwards.
        @usableFromInline let types: UnsafeMutableBufferPointer<Int32>
        @usableFromInline let values: UnsafeMutableBufferPointer<Int64>
        @usableFromInline let lengths: UnsafeMutableBufferPointer<Int32>

        init(count: Int) {
            types = .allocate(capacity: max(count, 1))
            values = .allocate(capacity: max(count, 1))
            lengths = .allocate(capacity: max(count, 1))
        }

        deinit {
            types.deallocate()
            values.deallocate()
            lengths.deallocate()
        }
    }

    /// Fills a batch on the stepping thread; `build()` hands it over.
    @usableFromInline struct Builder {
        let columnCount: Int
        let capacity: Int
        private(set) var rowCount = 0
        private let cells: CellBuffers
        private var storage: [UInt8] = []

        @usableFromInline init(columnCount: Int, capacity: Int) {
            self.columnCount = columnCount
            self.capacity = capacity
            cells = CellBuffers(count: columnCount * capacity)
        }

        @usableFromInline var isFull: Bool { rowCount == capacity }

        /// Copies the statement's current row (the batch must not be full).
        @usableFromInline mutating func append(from statement: SQLiteStatement) {
            precondition(!isFull, "SQLiteRowBatch is full")
            var cell = rowCount * columnCount
            for column in 0..<Int32(columnCount) {
                let type = sqlite3_column_type(statement.handle, column)
                cells.types[cell] = type
                cells.lengths[cell] = 0
                switch type {
                case SQLITE_INTEGER:
                    cells.values[cell] = sqlite3_column_int64(statement.handle, column)
                case SQLITE_FLOAT:
                    cells.values[cell] = Int64(bitPattern: sqlite3_column_double(statement.handle, column).bitPattern)
                case SQLITE_TEXT, SQLITE_BLOB:
                    // For TEXT, sqlite3_column_text gives the UTF-8 form whatever the database's
                    // encoding; for BLOB, the bytes as stored.
                    let pointer: UnsafeRawPointer? = type == SQLITE_TEXT
                        ? sqlite3_column_text(statement.handle, column).map(UnsafeRawPointer.init)
                        : sqlite3_column_blob(statement.handle, column)
                    // No pointer (out of memory) reads as empty, as the statement's accessors do.
                    let count = pointer == nil ? 0 : Int(sqlite3_column_bytes(statement.handle, column))
                    cells.values[cell] = Int64(storage.count)
                    cells.lengths[cell] = Int32(count)
                    if let pointer, count > 0 {
                        storage.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: count))
                    }
                default:
                    cells.values[cell] = 0
                }
                cell += 1
            }
            rowCount += 1
        }

        /// The batch, sharing this builder's cell buffers: the builder must not be used after.
        @usableFromInline func build() -> SQLiteRowBatch {
            SQLiteRowBatch(columnCount: columnCount, rowCount: rowCount, cells: cells, storage: storage)
        }
    }

    @inlinable
    func row(_ index: Int) -> SQLiteRow { SQLiteRow(batch: self, base: index * columnCount) }
}

/// One row copied out of a statement (`SQLiteStatement.forEachRow`), read like the statement:
/// a cell's type first, then the accessor of that type.
public struct SQLiteRow: Sendable {
    @usableFromInline let batch: SQLiteRowBatch
    @usableFromInline let base: Int

    @inlinable
    init(batch: SQLiteRowBatch, base: Int) {
        self.batch = batch
        self.base = base
    }

    /// A row without cells, for a reader's state before its first row.
    public static let none = SQLiteRowBatch.Builder(columnCount: 0, capacity: 0).build().row(0)

    /// The cell of column `index` in the batch's buffers. The buffers are raw memory, so a
    /// column outside the row is stopped here, not read from the next row or past the end.
    @inlinable
    func cell(_ index: Int32) -> Int {
        precondition(index >= 0 && Int(index) < batch.columnCount, "SQLiteRow: column \(index) of \(batch.columnCount)")
        return base + Int(index)
    }

    @inlinable
    public func type(at index: Int32) -> SQLiteType { SQLiteType(code: batch.cells.types[cell(index)]) }

    // The decoder asks for the accessor of the cell's type only. For the other numeric type
    // a REAL is truncated toward zero (0 when out of range) and an INTEGER widened; text
    // and BLOBs read as numbers give 0.
    @inlinable
    public func int64(at index: Int32) -> Int64 {
        let cell = cell(index)
        switch batch.cells.types[cell] {
        case SQLITE_INTEGER: return batch.cells.values[cell]
        case SQLITE_FLOAT: return Int64(exactly: Double(bitPattern: UInt64(bitPattern: batch.cells.values[cell])).rounded(.towardZero)) ?? 0
        default: return 0
        }
    }

    @inlinable
    public func double(at index: Int32) -> Double {
        let cell = cell(index)
        switch batch.cells.types[cell] {
        case SQLITE_INTEGER: return Double(batch.cells.values[cell])
        case SQLITE_FLOAT: return Double(bitPattern: UInt64(bitPattern: batch.cells.values[cell]))
        default: return 0
        }
    }

    /// The cell as UTF-8 text (invalid sequences are repaired, as `String(decoding:)` does).
    @inlinable
    public func text(at index: Int32) -> String {
        withBytes(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The cell as text when its bytes are valid UTF-8 (nil when not, as the JSON reader
    /// rejects them instead of repairing them).
    @inlinable
    public func validText(at index: Int32) -> String? {
        withBytes(at: index) { String(validating: $0, as: UTF8.self) }
    }

    /// A 16-byte BLOB (or text) as a UUID; nil for any other size.
    @inlinable
    public func uuid(at index: Int32) -> UUID? {
        withBytes(at: index) { bytes -> UUID? in
            guard bytes.count == 16 else { return nil }
            var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
            return UUID(uuid: value)
        }
    }

    /// The cell's bytes (a BLOB as stored, text as UTF-8; nothing for numbers and NULL).
    public func bytes(at index: Int32) -> [UInt8] {
        withBytes(at: index) { Array($0) }
    }

    @inlinable
    func withBytes<R>(at index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let cell = cell(index)
        let type = batch.cells.types[cell]
        guard type == SQLITE_TEXT || type == SQLITE_BLOB else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        let start = Int(batch.cells.values[cell])
        let count = Int(batch.cells.lengths[cell])
        return batch.storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + count])) }
    }
}
