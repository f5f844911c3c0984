import Foundation
import Testing
import TestSupport
import TrackerModel
@testable import TrackerStore

/// Every unreadable store gives one `StoreError` line naming the file, the place and the problem.
@Suite struct SQLiteStoreReaderErrorTests {
    static func readError(_ path: String) -> StoreError? {
        do {
            _ = try SQLiteStoreReader.read(path: path)
            return nil
        } catch {
            return error
        }
    }

    /// A valid store with tracker Z_PK=7 and log Z_PK=9, whose single cells the cases replace.
    static func validStore() throws -> SQLiteTestDatabase {
        let database = try SQLiteTestDatabase.appStore()
        try database.insertTracker(pk: 7, id: .fixed(7), name: "NoAlc", type: .text("saboteur"), trackingMode: .text("levels"))
        try database.insertLog(pk: 9, id: .fixed(109), tracker: 7, value: 0)
        return database
    }

    struct MissingColumn: Sendable, CustomTestStringConvertible {
        var table: String
        var column: String
        var testDescription: String { "\(table).\(column)" }
    }

    static let requiredColumns: [MissingColumn] =
        ["Z_PK", "ZID", "ZNAME", "ZCREATEDAT", "ZTYPE", "ZTRACKINGMODE"].map { MissingColumn(table: "ZTRACKER", column: $0) }
        + ["Z_PK", "ZID", "ZTRACKER", "ZTIMESTAMP"].map { MissingColumn(table: "ZTRACKERLOG", column: $0) }

    @Test(arguments: requiredColumns)
    func aMissingRequiredColumnIsNamed(_ missing: MissingColumn) throws {
        let database = try SQLiteTestDatabase()
        defer { database.removeDirectory() }
        let omitTracker = missing.table == "ZTRACKER" ? missing.column : nil
        let omitLog = missing.table == "ZTRACKERLOG" ? missing.column : nil
        try database.execute(SQLiteTestDatabase.createTable("ZTRACKER", SQLiteTestDatabase.trackerColumnDefinitions, omitting: omitTracker)
                             + SQLiteTestDatabase.createTable("ZTRACKERLOG", SQLiteTestDatabase.logColumnDefinitions, omitting: omitLog))
        #expect(Self.readError(database.path)?.description == "\(database.path): table \(missing.table), column \(missing.column): required column is missing")
    }

    struct BadCell: Sendable, CustomTestStringConvertible {
        var table: String
        var column: String
        var value: SQLiteTestDatabase.Value
        var problem: String
        var testDescription: String { "\(table).\(column): \(problem)" }
    }

    static let badCells: [BadCell] = [
        // NULL in a required cell.
        BadCell(table: "ZTRACKER", column: "ZID", value: .null, problem: "required value is NULL"),
        BadCell(table: "ZTRACKER", column: "ZNAME", value: .null, problem: "required value is NULL"),
        BadCell(table: "ZTRACKER", column: "ZCREATEDAT", value: .null, problem: "required value is NULL"),
        BadCell(table: "ZTRACKER", column: "ZTYPE", value: .null, problem: "required value is NULL"),
        BadCell(table: "ZTRACKER", column: "ZTRACKINGMODE", value: .null, problem: "required value is NULL"),
        BadCell(table: "ZTRACKERLOG", column: "ZID", value: .null, problem: "required value is NULL"),
        BadCell(table: "ZTRACKERLOG", column: "ZTIMESTAMP", value: .null, problem: "required value is NULL"),
        // Unexpected types.
        BadCell(table: "ZTRACKER", column: "ZCREATEDAT", value: .text("yesterday"),
                problem: #"expected a date (seconds since 2001-01-01 as REAL or INTEGER), found TEXT "yesterday""#),
        BadCell(table: "ZTRACKER", column: "ZID", value: .blob([1, 2, 3, 4, 5]), problem: "expected a UUID (16-byte BLOB or text), found a BLOB of 5 bytes"),
        BadCell(table: "ZTRACKER", column: "ZID", value: .text("not-a-uuid"), problem: #"expected a UUID (16-byte BLOB or text), found TEXT "not-a-uuid""#),
        BadCell(table: "ZTRACKER", column: "ZID", value: .int(12), problem: "expected a UUID (16-byte BLOB or text), found INTEGER 12"),
        BadCell(table: "ZTRACKER", column: "ZNAME", value: .blob([1]), problem: "expected text, found a BLOB of 1 byte"),
        BadCell(table: "ZTRACKER", column: "ZDISPLAYORDER", value: .text("first"), problem: #"expected an integer, found TEXT "first""#),
        BadCell(table: "ZTRACKER", column: "ZDAILYGOAL", value: .real(1.5), problem: "expected an integer, found REAL 1.5"),
        BadCell(table: "ZTRACKER", column: "ZISACTIVE", value: .text("yes"), problem: #"expected a boolean (0 or 1), found TEXT "yes""#),
        // (An INTEGER cannot reach ZTRACKINGMODE here: the VARCHAR column's text affinity turns it into text.)
        BadCell(table: "ZTRACKER", column: "ZTRACKINGMODE", value: .blob(Array("two words".utf8)),
                problem: "expected the value as text or as a BLOB holding JSON or a property list of it, found a BLOB of 9 bytes that is none of these"),
        BadCell(table: "ZTRACKER", column: "ZTRACKINGMODE", value: jsonBytes("42"),
                problem: "expected the value as text or as a BLOB holding JSON or a property list of it, found a BLOB of 2 bytes that is none of these"),
        BadCell(table: "ZTRACKER", column: "ZTYPE", value: .blob([0xFF, 0x00, 0x13]),
                problem: "expected the value as text or as a BLOB holding JSON or a property list of it, found a BLOB of 3 bytes that is none of these"),
        BadCell(table: "ZTRACKER", column: "ZTYPE", value: jsonBytes(#"{"good":{},"saboteur":{}}"#),
                problem: "expected the value as text or as a BLOB holding JSON or a property list of it, found a BLOB of 25 bytes that is none of these"),
        BadCell(table: "ZTRACKER", column: "ZLEVELSDATA",
                value: jsonBytes(#"[{"id":0,"key":"steady","icon":"💧","streakEffect":"success"}]"#),
                problem: "levels data is not usable JSON: [0].labelKey: missing"),
        BadCell(table: "ZTRACKER", column: "ZLEVELSDATA", value: jsonBytes("not json"), problem: "levels data is not usable JSON: not valid JSON"),
        BadCell(table: "ZTRACKER", column: "ZREWARDCONFIGDATA", value: jsonBytes(#"{"earnEveryDays":"7","maxOnHand":3,"canHealGrace":true}"#),
                problem: "reward config data is not usable JSON: earnEveryDays: expected a number"),
        BadCell(table: "ZTRACKER", column: "ZREWARDCONFIGDATA", value: .int(7), problem: "expected reward config data as a JSON BLOB, found INTEGER 7"),
        BadCell(table: "ZTRACKERLOG", column: "ZTRACKER", value: .text("NoAlc"),
                problem: #"expected the Z_PK of a ZTRACKER row (INTEGER), found TEXT "NoAlc""#),
        BadCell(table: "ZTRACKERLOG", column: "ZTIMESTAMP", value: .blob([0]),
                problem: "expected a date (seconds since 2001-01-01 as REAL or INTEGER), found a BLOB of 1 byte"),
        // Dates outside the years a JSON timestamp may have: a log 300,000 years ago made
        // `report` walk every day since (hang, then out of memory); -inf asked for 9 GB at once.
        BadCell(table: "ZTRACKERLOG", column: "ZTIMESTAMP", value: .real(-1e13),
                problem: "date out of range (years 1900–9999), found INTEGER -10000000000000 seconds since 2001-01-01"),
        BadCell(table: "ZTRACKERLOG", column: "ZTIMESTAMP", value: .real(-.infinity),
                problem: "date out of range (years 1900–9999), found REAL -inf seconds since 2001-01-01"),
        BadCell(table: "ZTRACKER", column: "ZCREATEDAT", value: .int(Int64.max),
                problem: "date out of range (years 1900–9999), found INTEGER 9223372036854775807 seconds since 2001-01-01"),
        // Level ids are unique, as in a JSON store (shared keys and counts outside 2–5 are
        // warnings: AppWrittenDataTests).
        BadCell(table: "ZTRACKER", column: "ZLEVELSDATA",
                value: jsonBytes(#"[{"id":1,"key":"a","icon":"","labelKey":"L","streakEffect":"success"},{"id":1,"key":"b","icon":"","labelKey":"L","streakEffect":"success"}]"#),
                problem: "levels data: [1]: duplicate level id 1 (also [0])"),
        BadCell(table: "ZTRACKERLOG", column: "ZVALUE", value: .text("three"), problem: #"expected an integer, found TEXT "three""#),
        BadCell(table: "ZTRACKERLOG", column: "ZNOTE", value: .blob([0x41]), problem: "expected text, found a BLOB of 1 byte"),
        BadCell(table: "ZTRACKERLOG", column: "ZSYNCEDTOHEALTHKIT", value: .text("no"), problem: #"expected a boolean (0 or 1), found TEXT "no""#),
    ]

    @Test(arguments: badCells)
    func aBadCellIsNamedByTableRowAndColumn(_ cell: BadCell) throws {
        let database = try Self.validStore()
        defer { database.removeDirectory() }
        if cell.table == "ZTRACKER" {
            try database.run("UPDATE ZTRACKER SET \(cell.column) = ? WHERE Z_PK = 7", [cell.value])
        } else {
            try database.run("UPDATE ZTRACKERLOG SET \(cell.column) = ? WHERE Z_PK = 9", [cell.value])
        }
        let rowID = cell.table == "ZTRACKER" ? 7 : 9
        #expect(Self.readError(database.path)?.description
                == "\(database.path): table \(cell.table), row Z_PK=\(rowID), column \(cell.column): \(cell.problem)")
    }

    /// As in a JSON store: a tracker or log id used twice is an error (two trackers with one
    /// id merged their logs silently).
    @Test func aDuplicateTrackerOrLogIdIsNamed() throws {
        let trackers = try Self.validStore()
        defer { trackers.removeDirectory() }
        try trackers.insertTracker(pk: 8, id: .fixed(7), name: "Mood", type: .text("good"), trackingMode: .text("levels"))
        #expect(Self.readError(trackers.path)?.description
                == "\(trackers.path): table ZTRACKER, row Z_PK=8, column ZID: duplicate tracker id \(UUID.fixed(7).uuidString) (also row Z_PK=7)")
        let logs = try Self.validStore()
        defer { logs.removeDirectory() }
        try logs.insertLog(pk: 12, id: .fixed(109), tracker: 7, value: 1)
        #expect(Self.readError(logs.path)?.description
                == "\(logs.path): table ZTRACKERLOG, row Z_PK=12, column ZID: duplicate log id \(UUID.fixed(109).uuidString) (also row Z_PK=9)")
    }

    @Test func theValidBaseStoreReads() throws {
        let database = try Self.validStore()
        defer { database.removeDirectory() }
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.trackers.count == 1 && store.logs.count == 1)
    }

    // MARK: Files that are no tracker store

    static func temporaryFile(_ bytes: [UInt8], name: String = "default.store") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func removeParent(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)  // test cleanup only
    }

    @Test func aTextFileIsNotAnSQLiteDatabase() throws {
        let path = try Self.temporaryFile(Array("hello, I am not a store\n".utf8))
        defer { Self.removeParent(path) }
        #expect(Self.readError(path)?.description
                == "\(path): not an SQLite database (no \"SQLite format 3\" header; an encrypted store cannot be read)")
    }

    @Test func garbageOrAnEncryptedStoreIsNotAnSQLiteDatabase() throws {
        var generator = SeededGenerator(seed: 7)
        let path = try Self.temporaryFile((0..<8192).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
        defer { Self.removeParent(path) }
        #expect(Self.readError(path)?.description
                == "\(path): not an SQLite database (no \"SQLite format 3\" header; an encrypted store cannot be read)")
    }

    @Test func anEmptyFileIsNotAnSQLiteDatabase() throws {
        let path = try Self.temporaryFile([])
        defer { Self.removeParent(path) }
        #expect(Self.readError(path)?.description.hasPrefix("\(path): not an SQLite database") == true)
    }

    /// A store with enough rows for several pages, closed; returns its bytes.
    static func populatedStoreBytes() throws -> [UInt8] {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Water")
        try database.insertMany("INSERT INTO ZTRACKERLOG (Z_PK, ZID, ZTRACKER, ZTIMESTAMP, ZNOTE) VALUES (?, ?, 1, ?, ?)", count: 2000) { index in
            [.int(Int64(index + 1)), .blob(UUID.fixed(index).bytes), .real(790_000_000 + Double(index)), .text("note \(index)")]
        }
        database.close()
        return [UInt8](try fileBytes(database.path))
    }

    @Test func aFileCutShortInsideTheHeaderIsTruncated() throws {
        let bytes = try Self.populatedStoreBytes()
        let path = try Self.temporaryFile(Array(bytes.prefix(60)))
        defer { Self.removeParent(path) }
        #expect(Self.readError(path)?.description == "\(path): truncated SQLite file: 60 bytes, shorter than the 100-byte SQLite header")
    }

    @Test func aFileCutShortIsTruncated() throws {
        let bytes = try Self.populatedStoreBytes()
        let kept = bytes.count / 2 + 100
        let path = try Self.temporaryFile(Array(bytes.prefix(kept)))
        defer { Self.removeParent(path) }
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        let pages = bytes.count / pageSize
        #expect(Self.readError(path)?.description
                == "\(path): truncated SQLite file: the header declares \(pages) pages of \(pageSize) bytes (\(bytes.count) bytes), the file has \(kept)")
    }

    @Test func overwrittenPagesAreACorruptFile() throws {
        var bytes = try Self.populatedStoreBytes()
        let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
        for index in pageSize..<bytes.count { bytes[index] = 0xA5 }
        let path = try Self.temporaryFile(bytes)
        defer { Self.removeParent(path) }
        let description = Self.readError(path)?.description ?? ""
        #expect(description.hasPrefix("\(path): "))
        #expect(description.contains("corrupt or truncated SQLite file (SQLite: "))
    }

    @Test func anSQLiteFileWithoutTheTablesIsNoTrackerStore() throws {
        let database = try SQLiteTestDatabase()
        defer { database.removeDirectory() }
        try database.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
        #expect(Self.readError(database.path)?.description == "\(database.path): not a tracker store: the SQLite database has no table ZTRACKER")
        try database.execute(SQLiteTestDatabase.trackerTableSQL)
        #expect(Self.readError(database.path)?.description == "\(database.path): not a tracker store: the SQLite database has no table ZTRACKERLOG")
    }

    @Test func aMissingFileIsReportedAndNotCreated() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-missing-\(UUID().uuidString).store").path
        #expect(Self.readError(path)?.description == "\(path): no such file")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aDirectoryIsNoStore() throws {
        let database = try SQLiteTestDatabase()
        defer { database.removeDirectory() }
        let directory = database.directory.path
        #expect(Self.readError(directory)?.description == "\(directory): is a directory, not a tracker store")
    }

    // MARK: Locks

    @Test func aStoreLockedByAWriterIsReportedAfterWaiting() throws {
        let writer = try Self.validStore()
        defer { writer.removeDirectory() }
        try writer.execute("BEGIN EXCLUSIVE; INSERT INTO ZTRACKERLOG (Z_PK, ZID, ZTRACKER, ZTIMESTAMP) VALUES (10, x'00', 7, 0);")
        let clock = ContinuousClock()
        let start = clock.now
        var caught: StoreError?
        do {
            _ = try SQLiteStoreReader.read(path: writer.path)
        } catch {
            caught = error
        }
        let waited = clock.now - start
        #expect(caught?.description == "\(writer.path): the store is locked by another process (still locked after waiting 2 s); close the app or wait until it has finished writing, then try again")
        #expect(waited >= .milliseconds(1900))
        #expect(SQLiteStoreReader.defaultLockWaitMilliseconds == 2000)
        try writer.execute("ROLLBACK")
        // Once the writer is done the store reads.
        #expect(try SQLiteStoreReader.read(path: writer.path).logs.count == 1)
    }

    /// Text ids are parsed as strictly as in a JSON store: Foundation's parser would read
    /// " C2B3A4D-…" (a space for a digit) as another id, C2B3A40D-….
    @Test func aTextIdThatIsNotCanonicalIsRejected() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Walk")
        let text = " C2B3A4D-5E6F-4A0B-8C9D-0E1F2A3B4C5D"
        try database.insertLog(pk: 4, id: .fixed(4), tracker: 1, overrides: ["ZID": .text(text)])
        database.close()
        #expect {
            try SQLiteStoreReader.read(path: database.path)
        } throws: { error in
            "\(error)" == "\(database.path): table ZTRACKERLOG, row Z_PK=4, column ZID: expected a UUID (16-byte BLOB or text), found TEXT \"\(text)\""
        }
        // The canonical text, in either case, is read.
        let valid = try SQLiteTestDatabase.appStore(fileName: "valid.store")
        defer { valid.removeDirectory() }
        try valid.insertTracker(pk: 1, id: .fixed(1), name: "Walk")
        try valid.insertLog(pk: 4, id: .fixed(4), tracker: 1, overrides: ["ZID": .text(UUID.fixed(4).uuidString.lowercased())])
        valid.close()
        #expect(try SQLiteStoreReader.read(path: valid.path).logs.map(\.id) == [.fixed(4)])
    }
}
