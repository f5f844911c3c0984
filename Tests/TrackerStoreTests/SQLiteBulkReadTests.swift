import Foundation
import Testing
import TrackerModel
import TrackerStore

/// A large store read in one pass (20,000 logs; the million-log figures come from
/// Benchmarks/run.sh).
@Suite struct SQLiteBulkReadTests {
    static let logCount = 20_000

    @Test func readsEveryLogOfALargeStoreInStoreOrder() throws {
        let count = Self.logCount
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        for pk in 1...5 {
            try database.insertTracker(pk: Int64(pk), id: .fixed(pk), name: "Tracker \(pk)", trackingMode: .text("counter"))
        }
        func logID(_ index: Int) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: 16)
            for offset in 0..<8 { bytes[8 + offset] = UInt8(truncatingIfNeeded: UInt64(index) >> (56 - 8 * offset)) }  // big-endian
            bytes[6] = 0x40
            bytes[8] |= 0x80
            return bytes
        }
        try database.insertMany(
            "INSERT INTO ZTRACKERLOG (Z_PK, Z_ENT, Z_OPT, ZID, ZTRACKER, ZTIMESTAMP, ZVALUE, ZNOTE, ZSYNCEDTOHEALTHKIT) VALUES (?, 2, 1, ?, ?, ?, ?, ?, 0)",
            count: count
        ) { index in
            [.int(Int64(index + 1)), .blob(logID(index)), .int(Int64(index % 5 + 1)), .real(700_000_000 + Double(index) * 60),
             .int(Int64(index % 9)), index % 10 == 0 ? .text("note \(index)") : .null]
        }
        database.close()

        let store = try SQLiteStoreReader.read(path: database.path)

        #expect(store.logs.count == count)
        #expect(store.warnings.isEmpty)
        let last = try #require(store.logs.last)
        #expect(last.timestamp == Date(timeIntervalSinceReferenceDate: 700_000_000 + Double(count - 1) * 60))
        #expect(last.trackerId == .fixed((count - 1) % 5 + 1))
        #expect(zip(store.logs, store.logs.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp })
        #expect(store.logs.filter { $0.note != nil }.count == (count + 9) / 10)
    }

    /// Rows are copied in batches on another thread and decoded here: a bad cell or a
    /// duplicate id deep in a later batch, or right at the start while the copying thread is
    /// still ahead, is reported with its own row, and nothing hangs.
    @Test(arguments: [3, 2_047, 2_048, 2_049, 7_000])
    func aBadRowInAnyBatchIsReportedWithItsRow(badRow: Int) throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Walk", trackingMode: .text("counter"))
        try database.insertMany(
            "INSERT INTO ZTRACKERLOG (Z_PK, Z_ENT, Z_OPT, ZID, ZTRACKER, ZTIMESTAMP, ZVALUE, ZNOTE, ZSYNCEDTOHEALTHKIT) VALUES (?, 2, 1, ?, 1, ?, ?, ?, 0)",
            count: 8_000
        ) { index in
            let pk = index + 1
            return [.int(Int64(pk)), .blob(Self.blob(UUID.fixed(100_000 + pk))),
                    pk == badRow ? .null : .real(700_000_000 + Double(index) * 60),
                    pk == badRow + 1 ? .text("many") : .int(Int64(index % 9)), .text("note \(index)")]
        }
        database.close()
        expectError(readingStoreAt: database.path, containing: ["table ZTRACKERLOG, row Z_PK=\(badRow), column ZTIMESTAMP", "NULL"])
    }

    @Test func aDuplicateIDAcrossBatchesNamesBothRows() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Walk", trackingMode: .text("counter"))
        try database.insertMany(
            "INSERT INTO ZTRACKERLOG (Z_PK, Z_ENT, Z_OPT, ZID, ZTRACKER, ZTIMESTAMP, ZSYNCEDTOHEALTHKIT) VALUES (?, 2, 1, ?, 1, ?, 0)",
            count: 6_000
        ) { index in
            let pk = index + 1
            return [.int(Int64(pk)), .blob(Self.blob(UUID.fixed(pk == 5_500 ? 100_100 : 100_000 + pk))), .real(700_000_000 + Double(index) * 60)]
        }
        database.close()
        expectError(readingStoreAt: database.path, containing: ["table ZTRACKERLOG, row Z_PK=5500, column ZID", "(also row Z_PK=100)"])
    }

    private func expectError(readingStoreAt path: String, containing parts: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            let store = try SQLiteStoreReader.read(path: path)
            Issue.record("read \(store.logs.count) logs without an error", sourceLocation: sourceLocation)
        } catch {
            for part in parts { #expect("\(error)".contains(part), "\(error)", sourceLocation: sourceLocation) }
        }
    }

    private static func blob(_ id: UUID) -> [UInt8] {
        id.bytes
    }
}
