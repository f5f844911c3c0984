import CSQLite
import Foundation

/// The cells of one row, as `SQLiteRowDecoder` reads them: from the live statement
/// (`SQLiteStatement`) or from a copy made on another thread (`SQLiteRowBatch.Row`).
/// The decoder reads a cell with the accessor of its type (`int64` for INTEGER, `double`
/// for FLOAT, `text` for TEXT, `bytes`/`uuid` for BLOB or TEXT), after asking the type.
protocol SQLiteCells {
    /// `SQLITE_INTEGER`, `SQLITE_FLOAT`, `SQLITE_TEXT`, `SQLITE_BLOB` or `SQLITE_NULL`.
    func type(at index: Int32) -> Int32
    func int64(at index: Int32) -> Int64
    func double(at index: Int32) -> Double
    /// The cell as UTF-8 text (invalid sequences are repaired, as `String(decoding:)` does).
    func text(at index: Int32) -> String
    /// A 16-byte BLOB as a UUID; nil for any other size.
    func uuid(at index: Int32) -> UUID?
    func bytes(at index: Int32) -> [UInt8]
}

extension SQLiteStatement: SQLiteCells {}
