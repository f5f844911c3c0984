import Foundation
import Testing

/// A WAL store on a read-only volume is read through a private copy of the whole store. A run
/// ended by SIGTERM while it reads must not leave that copy behind (it used to stay in the
/// temporary directory).
///
/// Known open point: in the ThreadSanitizer pass of CI, with the whole suite running on two
/// loaded cores, this test once found the copy left behind (the run did end by SIGTERM); alone
/// under the sanitizer it passes. Until that is explained (a file in the private directory
/// under a name not registered with `TemporaryPaths`, or the sanitizer's deferred signal
/// delivery), CI runs it in the plain pass only.
/// The time limit guards against a hang (what these inputs once caused), not speed: it is
/// generous, so a loaded machine never reaches it and no test depends on how fast it runs.
@Suite(.timeLimit(.minutes(10))) struct StoreCopySignalTests {
    /// A store of about 64 MB in WAL mode, without its `-shm`, in a directory the reading user
    /// cannot write: SQLite cannot open it in place, so the tool copies it. SIGTERM as soon as
    /// the copy's directory shows up; afterwards the temporary directory is empty.
    @Test func aSnapshotCopyIsRemovedWhenTheReadIsEndedBySIGTERM() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        let temporary = directory.appendingPathComponent("tmp").path
        let volume = directory.appendingPathComponent("volume").path
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: volume)  // writable again to be removed
            try? FileManager.default.removeItem(at: directory)  // best-effort cleanup
        }
        try FileManager.default.createDirectory(atPath: volume, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        let store = volume + "/default.store"
        try FileManager.default.copyItem(
            atPath: TrackerKitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/hostile/sqlite/valid.sqlite").path, toPath: store)
        try Self.padInWALMode(store)
        // The reader may write nothing beside the store, only into its own temporary directory.
        // A child inherits the signal mask of the test's thread, which blocks SIGTERM: GNU env
        // unblocks it (and gives it its default action) before the tool starts.
        // (macOS's env has no --default-signal; there the test's check that SIGTERM ended the
        // run says whether it arrived.)
        #if os(Linux)
        var command = ["/usr/bin/env", "--default-signal=TERM", "TMPDIR=\(temporary)"]
        #else
        var command = ["/usr/bin/env", "TMPDIR=\(temporary)"]
        #endif
        if getuid() == 0 {
            try FileManager.default.setAttributes([.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: temporary)
            command += ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: volume)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst()) + [TrackerKitProcess.binary.path, "streaks", "--store", store, "--quiet"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let started = Date()
        var sawCopy = false
        while process.isRunning, Date().timeIntervalSince(started) < 60 {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: temporary), !names.isEmpty {
                sawCopy = true
                process.terminate()  // SIGTERM
                break
            }
            usleep(500)
        }
        process.waitUntilExit()
        #expect(sawCopy, "the store was read without a copy (exit \(process.terminationStatus))")
        #expect(process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGTERM)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary) == [], "the copy of the store was left behind")
        #expect(try FileManager.default.contentsOfDirectory(atPath: volume).sorted() == ["default.store"])
    }

    /// Adds 64 MB to the store and puts it in WAL mode (the last connection checkpoints and
    /// removes `-wal` and `-shm`, as after the app quit).
    static func padInWALMode(_ path: String) throws {
        let python = try TrackerKitProcess.run(executable: "/usr/bin/env", ["python3", "-c", """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            c.execute("PRAGMA journal_mode=WAL")
            c.execute("CREATE TABLE ZPADDING (Z_PK INTEGER PRIMARY KEY, ZDATA BLOB)")
            c.execute("INSERT INTO ZPADDING (ZDATA) VALUES (zeroblob(64000000))")
            c.commit()
            c.close()
            """, path])
        #expect(python.exitCode == 0, "\(python.stderr)")
    }
}
