import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// strace and GNU env's --default-signal are Linux tools (.ci/run installs strace); on macOS
// the same transaction is held by the library's own tests (GuardedEditTests).
#if os(Linux)
/// Every command that changes a catalog writes it one way (`CatalogWrite` over `GuardedEdit`):
/// under the lock, only while the file is still the one read, and says "wrote" only once it is
/// written. The moments between the read and the write are made long on purpose: strace
/// delays the rename (or the lock) by seconds, so that another writer or a signal comes
/// exactly there, on every run.
@Suite struct CatalogWriteCLITests {
    static let binary = TrackerKitProcess.binary.path

    /// A catalog in another layout than Xcode's (so `strings format` has work), with two keys.
    static let catalog = """
    {"sourceLanguage":"en","strings":{
    "A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A alt"}},"en":{"stringUnit":{"state":"translated","value":"A"}}}},
    "B":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"B alt"}},"en":{"stringUnit":{"state":"translated","value":"B"}}}}
    },"version":"1.0"}
    """

    /// The concurrent writer: an import that changes "B" [de].
    static let importCSV = "key,locale,path,translation\nB,de,,B neu\n"

    /// `arguments` run under strace, which holds each call of `calls` for `seconds` before the
    /// system runs it. GNU env gives SIGTERM its default action first (the test's thread blocks
    /// it, and the child would inherit that).
    static func delayed(_ calls: String, seconds: Int, _ arguments: [String], in directory: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--default-signal=TERM", "strace", "-f", "-qq", "-o", "/dev/null", "-e", "trace=\(calls)", "-e", "inject=\(calls):delay_enter=\(seconds)s", binary] + arguments
        process.currentDirectoryURL = directory
        process.standardOutput = try FileHandle(forWritingTo: directory.appendingPathComponent("delayed.out"))
        process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("delayed.err"))
        try process.run()
        return process
    }

    static func directory() throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        try catalog.write(to: directory.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        try importCSV.write(to: directory.appendingPathComponent("b.csv"), atomically: true, encoding: .utf8)
        for name in ["delayed.out", "delayed.err"] { _ = FileManager.default.createFile(atPath: directory.appendingPathComponent(name).path, contents: nil) }
        return directory
    }

    /// Waits (up to 60 s) until `condition` holds.
    static func waitFor(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(60)
        while !condition() {
            if Date() > deadline { return false }
            usleep(20_000)
        }
        return true
    }

    /// Whether the delayed run has written its temporary file: it stands before the rename.
    static func hasTemporaryFile(_ directory: URL) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).contains { $0.contains(".tmp-") }
    }

    /// The delayed run stands at its rename; an import of "B" starts then, and must not be
    /// lost: it waits for the lock (or, without one, would be overwritten by the rename).
    static func expectNoLostUpdate(_ arguments: [String], in directory: URL) throws {
        let delayed = try delayed("rename,renameat,renameat2", seconds: 3, arguments, in: directory)
        #expect(waitFor { hasTemporaryFile(directory) || !delayed.isRunning }, "the run reached its rename")
        let concurrent = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "b.csv", "--write", "--quiet"], in: directory)
        delayed.waitUntilExit()
        let err = try String(contentsOf: directory.appendingPathComponent("delayed.err"), encoding: .utf8)
        #expect(delayed.terminationStatus == 0 || delayed.terminationStatus == 1, "\(err)")
        #expect(concurrent.exitCode == 0, "\(concurrent.stderr)")
        let text = try String(contentsOf: directory.appendingPathComponent("L.xcstrings"), encoding: .utf8)
        #expect(text.contains("\"B neu\""), "the concurrent import's change is in the file:\n\(text)")
    }

    /// `strings merge` writing over OURS, as git runs the driver: THEIRS changes "A"; an import
    /// between the merge's read of OURS and its write used to be lost, both exiting 0.
    @Test func aMergeOverOursLosesNoConcurrentImport() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try Self.catalog.write(to: directory.appendingPathComponent("base.xcstrings"), atomically: true, encoding: .utf8)
        try Self.catalog.replacingOccurrences(of: "A alt", with: "A neu").write(to: directory.appendingPathComponent("theirs.xcstrings"), atomically: true, encoding: .utf8)
        try Self.expectNoLostUpdate(["strings", "merge", "base.xcstrings", "L.xcstrings", "theirs.xcstrings"], in: directory)
        let text = try String(contentsOf: directory.appendingPathComponent("L.xcstrings"), encoding: .utf8)
        #expect(text.contains("\"A neu\""), "the merge's change is in the file too")
    }

    /// `strings format`: the same import between its read and its write used to be lost.
    @Test func aFormatLosesNoConcurrentImport() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try Self.expectNoLostUpdate(["strings", "format", "L.xcstrings"], in: directory)
    }

    /// SIGTERM while the run waits for its lock file's lock (held there by strace for seconds,
    /// just after the file was created): the file is removed as the run ends. It used to be
    /// registered for removal only once locked.
    @Test func aSignalWhileTheLockIsTakenLeavesNoLockFile() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let lock = directory.appendingPathComponent("L.xcstrings.lock").path
        let delayed = try Self.delayed("flock", seconds: 5, ["strings", "import", "--catalog", "L.xcstrings", "b.csv", "--write"], in: directory)
        #expect(Self.waitFor { FileManager.default.fileExists(atPath: lock) || !delayed.isRunning })
        // strace is the child; the run is strace's child.
        let children = (try? String(contentsOfFile: "/proc/\(delayed.processIdentifier)/task/\(delayed.processIdentifier)/children", encoding: .utf8)) ?? ""
        let run = try #require(children.split(separator: " ").first.flatMap { Int32($0) }, "strace runs trackerkit (is strace installed?)")
        kill(run, SIGTERM)
        delayed.waitUntilExit()
        #expect(!FileManager.default.fileExists(atPath: lock), "no L.xcstrings.lock left")
        #expect(try String(contentsOf: directory.appendingPathComponent("L.xcstrings"), encoding: .utf8) == Self.catalog, "nothing written")
    }

    /// `strings pseudo --write` on a full disk (a file-size limit; SIGXFSZ ignored so that
    /// write(2) fails): exit 2 with the error, and no "wrote" before it.
    @Test func pseudoSaysWroteOnlyOnceWritten() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        // 4,000 keys: the pseudo-localized file is well over the limit's 128 or 256 KB.
        let entries = (0..<4000).map { "\"Key \($0)\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"A sentence to translate, number \($0)\"}}}}" }
        let path = directory.appendingPathComponent("L.xcstrings").path
        try ("{\"sourceLanguage\":\"en\",\"strings\":{" + entries.joined(separator: ",") + "},\"version\":\"1.0\"}").write(toFile: path, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let script = #"trap '' XFSZ; ulimit -f 256 && exec "$0" "$@""#
        let run = try TrackerKitProcess.run(executable: "/bin/sh", ["-c", script, Self.binary, "strings", "pseudo", "--catalog", path, "--write"])
        #expect(run.exitCode == 2, "\(run.summary): \(run.stderr)")
        #expect(!run.stdout.contains("wrote"), "said wrote before failing:\n\(run.stdout)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("File too large"), "\(run.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["L.xcstrings"], "no temporary or lock file left")
    }
}
#endif
