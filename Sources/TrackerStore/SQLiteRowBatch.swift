import CSQLite
import Foundation

/// Rows copied out of a statement, cell by cell, so that another thread can decode them
/// while SQLite steps on: reading a million-log store splits into SQLite's own work (about
/// half) and building the logs, which then run on two cores. Only the selected columns are
/// copied; numbers as they are, text and BLOBs as bytes.
final class SQLiteRowBatch: Sendable {
    // Immutable once built, and `let` throughout: reading a cell costs no exclusivity check
    // (a `var` of a class is checked at run time on every access).

    let columnCount: Int
    let rowCount: Int
    private let cells: CellBuffers
    /// The bytes of TEXT and BLOB cells, one after another.
    private let storage: [UInt8]

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
    private final class CellBuffers: @unchecked Sendable {
        // @unchecked: written only by the Builder on the stepping thread before the batch is
        // handed over (through SQLiteRowPipe's lock), only read afterwards.
        let types: UnsafeMutableBufferPointer<Int32>
        let values: UnsafeMutableBufferPointer<Int64>
        let lengths: UnsafeMutableBufferPointer<Int32>

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
    struct Builder {
        let columnCount: Int
        let capacity: Int
        private(set) var rowCount = 0
        private let cells: CellBuffers
        private var storage: [UInt8] = []

        init(columnCount: Int, capacity: Int) {
            self.columnCount = columnCount
            self.capacity = capacity
            cells = CellBuffers(count: columnCount * capacity)
        }

        var isFull: Bool { rowCount == capacity }

        /// Copies the statement's current row (the batch must not be full).
        mutating func append(from statement: SQLiteStatement) {
            precondition(!isFull, "SQLiteRowBatch is full")
            var cell = rowCount * columnCount
            for column in 0..<Int32(columnCount) {
                let type = statement.type(at: column)
                cells.types[cell] = type
                cells.lengths[cell] = 0
                switch type {
                case SQLITE_INTEGER:
                    cells.values[cell] = statement.int64(at: column)
                case SQLITE_FLOAT:
                    cells.values[cell] = Int64(bitPattern: statement.double(at: column).bitPattern)
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
        func build() -> SQLiteRowBatch {
            SQLiteRowBatch(columnCount: columnCount, rowCount: rowCount, cells: cells, storage: storage)
        }
    }

    func row(_ index: Int) -> Row { Row(batch: self, base: index * columnCount) }

    /// One copied row, read like the statement it came from.
    struct Row: SQLiteCells {
        let batch: SQLiteRowBatch
        let base: Int

        func type(at index: Int32) -> Int32 { batch.cells.types[base + Int(index)] }

        // The decoder asks for the accessor of the cell's type only. For the other numeric type
        // a REAL is truncated toward zero (0 when out of range) and an INTEGER widened; text
        // and BLOBs read as numbers give 0.
        func int64(at index: Int32) -> Int64 {
            let cell = base + Int(index)
            switch batch.cells.types[cell] {
            case SQLITE_INTEGER: return batch.cells.values[cell]
            case SQLITE_FLOAT: return Int64(exactly: Double(bitPattern: UInt64(bitPattern: batch.cells.values[cell])).rounded(.towardZero)) ?? 0
            default: return 0
            }
        }

        func double(at index: Int32) -> Double {
            let cell = base + Int(index)
            switch batch.cells.types[cell] {
            case SQLITE_INTEGER: return Double(batch.cells.values[cell])
            case SQLITE_FLOAT: return Double(bitPattern: UInt64(bitPattern: batch.cells.values[cell]))
            default: return 0
            }
        }

        func text(at index: Int32) -> String {
            withBytes(at: index) { String(decoding: $0, as: UTF8.self) }
        }

        func uuid(at index: Int32) -> UUID? {
            withBytes(at: index) { bytes -> UUID? in
                guard bytes.count == 16 else { return nil }
                var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
                withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
                return UUID(uuid: value)
            }
        }

        func bytes(at index: Int32) -> [UInt8] {
            withBytes(at: index) { Array($0) }
        }

        private func withBytes<R>(at index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            let cell = base + Int(index)
            let type = batch.cells.types[cell]
            guard type == SQLITE_TEXT || type == SQLITE_BLOB else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
            let start = Int(batch.cells.values[cell])
            let count = Int(batch.cells.lengths[cell])
            return batch.storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<start + count])) }
        }
    }
}
