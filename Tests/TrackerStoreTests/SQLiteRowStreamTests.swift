import Foundation
import Testing
import SharpTools

/// `SQLiteStatement.forEachRow` (rows stepped and copied in batches on a second thread)
/// against the values written: every storage class, batch boundaries, a failure after some
/// rows, and a body that stops early.
@Suite struct SQLiteRowStreamTests {
    private static let rowCount = 5_003

    /// The value written in `column` of row `index`: the storage class rotates per row.
    private static func value(_ index: Int, _ column: Int) -> SQLiteTestDatabase.Value {
        switch (index + column) % 5 {
        case 0: return .int(Int64(index) * 1_000_003 - 7)
        case 1: return .real(Double(index) / 8 - 3)
        case 2: return .text(index % 11 == 0 ? "" : "row \(index) ü ✓")
        case 3: return .blob((0..<(index % 20)).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ index) })
        default: return .null
        }
    }

    private func database() throws -> SQLiteTestDatabase {
        let database = try SQLiteTestDatabase(fileName: "rows.sqlite")
        try database.execute("CREATE TABLE T (K INTEGER PRIMARY KEY, A, B, C)")
        try database.insertMany("INSERT INTO T (K, A, B, C) VALUES (?, ?, ?, ?)", count: Self.rowCount) { index in
            [.int(Int64(index))] + (0..<3).map { Self.value(index, $0) }
        }
        database.close()
        return database
    }

    private func expectCell(_ row: SQLiteRow, _ column: Int32, equals expected: SQLiteTestDatabase.Value, row index: Int) {
        switch expected {
        case .int(let value): #expect(row.type(at: column) == .integer && row.int64(at: column) == value, "row \(index)")
        case .real(let value): #expect(row.type(at: column) == .float && row.double(at: column) == value, "row \(index)")
        case .text(let value): #expect(row.type(at: column) == .text && row.text(at: column) == value, "row \(index)")
        case .blob(let value): #expect(row.type(at: column) == .blob && row.bytes(at: column) == value, "row \(index)")
        case .null: #expect(row.type(at: column) == .null, "row \(index)")
        }
    }

    @Test(arguments: [1, 7, 2048])
    func everyRowArrivesInOrderWithItsCells(rowsPerBatch: Int) throws {
        let database = try database()
        defer { database.removeDirectory() }
        let connection = try SQLiteConnection.openReadOnly(path: database.path, busyTimeoutMilliseconds: 100)
        let statement = try connection.prepare("SELECT K, A, B, C FROM T ORDER BY K")
        var next = 0
        let failure = statement.forEachRow(columnCount: 4, rowsPerBatch: rowsPerBatch) { (row: SQLiteRow) in
            #expect(row.int64(at: 0) == Int64(next))
            for column in 0..<3 { expectCell(row, Int32(column + 1), equals: Self.value(next, column), row: next) }
            next += 1
        }
        #expect(failure == nil)
        #expect(next == Self.rowCount)
        // The connection is free again: the stepping thread has let go of it.
        try connection.execute("SELECT count(*) FROM T")
    }

    private struct Stop: Error {}

    @Test func aBodyThatThrowsStopsTheRows() throws {
        let database = try database()
        defer { database.removeDirectory() }
        let connection = try SQLiteConnection.openReadOnly(path: database.path, busyTimeoutMilliseconds: 100)
        let statement = try connection.prepare("SELECT K FROM T ORDER BY K")
        var seen = 0
        #expect(throws: Stop.self) {
            _ = try statement.forEachRow(columnCount: 1, rowsPerBatch: 16) { (row: SQLiteRow) throws(Stop) in
                seen += 1
                if row.int64(at: 0) == 3_000 { throw Stop() }
            }
        }
        #expect(seen == 3_001)
        try connection.execute("SELECT count(*) FROM T")
    }

    /// A statement that fails after some rows (an integer overflow in `sum` at row 4,000):
    /// the rows before it arrive, then the failure is returned.
    @Test func aFailureAfterSomeRowsIsReturnedAfterThem() throws {
        let database = try database()
        defer { database.removeDirectory() }
        let connection = try SQLiteConnection.openReadOnly(path: database.path, busyTimeoutMilliseconds: 100)
        let statement = try connection.prepare("SELECT K, CASE WHEN K = 4000 THEN abs(-9223372036854775807 - 1) ELSE K END FROM T ORDER BY K")
        var seen = 0
        let failure = statement.forEachRow(columnCount: 2, rowsPerBatch: 64) { (_: SQLiteRow) in seen += 1 }
        #expect(failure != nil)
        #expect(seen == 4_000)
    }
}
