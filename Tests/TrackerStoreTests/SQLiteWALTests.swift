import Foundation
import Testing
import TrackerModel
@testable import TrackerStore

/// A store that the app holds open in WAL mode is read consistently and left byte-identical.
@Suite struct SQLiteWALTests {
    /// A WAL store like the app leaves it: committed rows only in the `-wal` (no checkpoint).
    static func walStore() throws -> SQLiteTestDatabase {
        let writer = try SQLiteTestDatabase()
        try writer.execute("PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;")
        try writer.execute(SQLiteTestDatabase.trackerTableSQL + SQLiteTestDatabase.logTableSQL)
        try writer.insertTracker(pk: 1, id: .fixed(1), name: "Water", trackingMode: .text("counter"))
        try writer.insertLog(pk: 1, id: .fixed(101), tracker: 1, value: 1)
        try writer.insertLog(pk: 2, id: .fixed(102), tracker: 1, value: 2)
        return writer
    }

    static func size(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? -1
    }

    @Test func readsCommittedWALRowsButNotAnOpenTransactionAndLeavesFilesIdentical() throws {
        let writer = try Self.walStore()
        defer { writer.removeDirectory() }
        // The app is in the middle of a write.
        try writer.execute("BEGIN IMMEDIATE")
        try writer.insertTracker(pk: 2, id: .fixed(2), name: "Uncommitted")
        try writer.insertLog(pk: 3, id: .fixed(103), tracker: 1, value: 3)
        #expect(Self.size(writer.path + "-wal") > 0)
        let mainBefore = try fileBytes(writer.path)
        let walBefore = try fileBytes(writer.path + "-wal")

        let store = try SQLiteStoreReader.read(path: writer.path)
        #expect(store.trackers.map(\.name) == ["Water"])
        #expect(store.logs.map(\.id) == [.fixed(101), .fixed(102)])
        #expect(try fileBytes(writer.path) == mainBefore)
        #expect(try fileBytes(writer.path + "-wal") == walBefore)

        // Once committed, the rows are read (still from the -wal), and the files stay as they are.
        try writer.execute("COMMIT")
        let mainCommitted = try fileBytes(writer.path)
        let walCommitted = try fileBytes(writer.path + "-wal")
        let after = try SQLiteStoreReader.read(path: writer.path)
        #expect(after.trackers.map(\.name) == ["Water", "Uncommitted"])
        #expect(after.logs.map(\.id) == [.fixed(101), .fixed(102), .fixed(103)])
        #expect(try fileBytes(writer.path) == mainCommitted)
        #expect(try fileBytes(writer.path + "-wal") == walCommitted)
    }

    /// What a user copies out of the app's container: the main file and its `-wal`, no `-shm`.
    static func copiedWithoutSHM(_ writer: SQLiteTestDatabase) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("default.store").path
        try FileManager.default.copyItem(atPath: writer.path, toPath: path)
        try FileManager.default.copyItem(atPath: writer.path + "-wal", toPath: path + "-wal")
        return path
    }

    @Test func readsACopiedStoreWithItsWALAndNoSHM() throws {
        let writer = try Self.walStore()
        defer { writer.removeDirectory() }
        let path = try Self.copiedWithoutSHM(writer)
        defer { try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent) }
        let mainBefore = try fileBytes(path)
        let walBefore = try fileBytes(path + "-wal")
        let store = try SQLiteStoreReader.read(path: path)
        #expect(store.logs.map(\.id) == [.fixed(101), .fixed(102)])
        #expect(try fileBytes(path) == mainBefore)
        #expect(try fileBytes(path + "-wal") == walBefore)
    }

    /// The read-only-directory path (a private copy of main file and `-wal`): same store, and
    /// nothing at all is created beside the original.
    @Test func theSnapshotCopyReadsTheSameStoreAndTouchesNothing() throws {
        let writer = try Self.walStore()
        defer { writer.removeDirectory() }
        let path = try Self.copiedWithoutSHM(writer)
        let directory = (path as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let mainBefore = try fileBytes(path)
        let walBefore = try fileBytes(path + "-wal")
        let viaCopy = try SQLiteStoreReader.read(path: path, file: path, forceSnapshotCopy: true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["default.store", "default.store-wal"])
        #expect(try fileBytes(path) == mainBefore)
        #expect(try fileBytes(path + "-wal") == walBefore)
        let direct = try SQLiteStoreReader.read(path: path)
        #expect(viaCopy == direct)
        #expect(viaCopy.logs.count == 2)
    }

    @Test func readsAWALModeStoreWhoseWALIsGone() throws {
        let writer = try Self.walStore()
        defer { writer.removeDirectory() }
        writer.close()  // the last connection checkpoints and deletes the -wal
        #expect(!FileManager.default.fileExists(atPath: writer.path + "-wal"))
        let mainBefore = try fileBytes(writer.path)
        let store = try SQLiteStoreReader.read(path: writer.path)
        #expect(store.logs.count == 2)
        #expect(try fileBytes(writer.path) == mainBefore)
    }
}

@Suite struct SQLiteHotJournalTests {
    /// A rollback-journal store whose writer died mid-transaction: its hot `-journal` cannot be
    /// rolled back read-only, and neither file is changed.
    @Test func aHotJournalIsReportedAndLeftAlone() throws {
        let writer = try SQLiteTestDatabase.appStore()
        defer { writer.removeDirectory() }
        try writer.insertTracker(pk: 1, id: .fixed(1), name: "Water")
        try writer.execute("PRAGMA journal_mode=PERSIST; PRAGMA cache_size=1;")
        try writer.execute("BEGIN")
        for pk in 1...300 {
            try writer.insertLog(pk: Int64(pk), id: .fixed(pk), tracker: 1, overrides: ["ZNOTE": .text(String(repeating: "x", count: 500))])
        }
        // Simulate the crash: copy the main file and its journal while the transaction is open.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("default.store").path
        try FileManager.default.copyItem(atPath: writer.path, toPath: path)
        try FileManager.default.copyItem(atPath: writer.path + "-journal", toPath: path + "-journal")
        try writer.execute("ROLLBACK")
        let mainBefore = try fileBytes(path)
        let journalBefore = try fileBytes(path + "-journal")
        #expect(throws: StoreError(
            file: path, place: .file,
            problem: "the store has an unfinished write (a hot -journal file beside it) that only a writable open can roll back; open the store in the app once, or read a copy made with `sqlite3 STORE .backup COPY`"
        )) {
            try SQLiteStoreReader.read(path: path)
        }
        #expect(try fileBytes(path) == mainBefore)
        #expect(try fileBytes(path + "-journal") == journalBefore)
    }
}
