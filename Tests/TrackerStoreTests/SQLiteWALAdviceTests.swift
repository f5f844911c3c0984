import Foundation
import SharpTools
import Testing
@testable import TrackerStore

/// A store that reads as corrupt with a `-wal` beside it (most often a `-wal` copied from
/// another moment than the store): the message says to copy the three files together.
@Suite struct SQLiteWALAdviceTests {
    @Test func aCorruptStoreWithAWALSaysHowToCopyIt() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("wal-advice-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let store = directory.appendingPathComponent("default.store").path
        try Data("x".utf8).write(to: URL(fileURLWithPath: store))
        let corrupt = SQLiteFailure(code: 11, message: "database disk image is malformed")
        let alone = SQLiteStoreReader.storeError(corrupt, file: store, table: nil, lockWaitMilliseconds: 0)
        #expect(alone.problem == "corrupt or truncated SQLite file (SQLite: database disk image is malformed)")
        try Data("w".utf8).write(to: URL(fileURLWithPath: store + "-wal"))
        let withWAL = SQLiteStoreReader.storeError(corrupt, file: store, table: nil, lockWaitMilliseconds: 0)
        #expect(withWAL.problem == "corrupt or truncated SQLite file (SQLite: database disk image is malformed); default.store-wal is beside it and SQLite reads them as one: copy default.store, default.store-wal and default.store-shm together, from one moment (with the app closed), or open the store in the app once so that it folds the -wal in")
    }
}
