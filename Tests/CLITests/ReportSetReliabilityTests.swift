import Foundation
import SharpTools
import TestSupport
import Testing
import SafeOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The report set is one unit — a kill at any moment leaves the
/// whole old set or the whole new set, never new `de/*` beside old `en/*` — files in OUT that
/// are not the report's survive, and no temporary file outlives a signal or the next run.
@Suite(.serialized) struct ReportSetReliabilityTests {
    static let binary = TrackerKitProcess.binary.path
    static let sampleStore = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json").path

    static func report(out: String, asOf: String) -> [String] {
        ["report", "--store", sampleStore, "--catalog", HostileInputTests.sampleCatalog, "--out", out, "--as-of", asOf, "--quiet"]
    }

    /// Every entry below `directory` (hidden ones included) with the bytes of its files.
    static func tree(_ directory: String) throws -> [String: Data] {
        try OutputSafetyTests.snapshot(directory)
    }

    /// Entries of trackerkit's temporary naming below `directory`, directories included.
    static func temporaryEntries(under directory: String) -> [String] {
        let all = (FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? []
        return all.filter { TemporaryNames.isTemporary(($0 as NSString).lastPathComponent) }
    }

    /// The old set (with a file of the user's) and the new set, made once per test.
    static func makeSets(in directory: String) throws -> (old: [String: Data], new: [String: Data]) {
        for (name, day) in [("old", "2026-11-19"), ("new", "2026-11-20")] {
            let made = try TrackerKitProcess.run(executable: binary, report(out: directory + "/" + name, asOf: day))
            #expect(made.exitCode == 0, "\(made.stderr)")
            try Data("the user's".utf8).write(to: URL(fileURLWithPath: directory + "/\(name)/README.txt"))
        }
        let sets = (try tree(directory + "/old"), try tree(directory + "/new"))
        // The report set of the sample, and the user's README.
        let expected = try ExpectedReportSet.paths(store: sampleStore) + ["README.txt"]
        #expect(sets.0 != sets.1 && sets.0.keys.sorted() == expected.sorted() && sets.1.keys.sorted() == expected.sorted())
        return sets
    }

    /// Runs the report into a fresh copy of the old set and ends it with `signal` after
    /// `delay` microseconds; returns OUT's parent.
    static func interruptedRun(in directory: String, trial: Int, signal: Int32, delay: UInt32) throws -> (site: String, endedBySignal: Bool) {
        let site = directory + "/site\(trial)"
        try FileManager.default.createDirectory(atPath: site, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: directory + "/old", toPath: site + "/OUT")
        let process = Process()
        // A child inherits the signal mask of the test's thread, which blocks SIGTERM and
        // SIGHUP: GNU env unblocks them (with their default action) before the tool starts and
        // installs its own handler, so the signal really reaches the run.
        // (macOS's env has no --default-signal: there the tool starts with the test's mask, and
        // the test's check that a signal ended a run says whether it arrived.)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        #if os(Linux)
        process.arguments = ["--default-signal=TERM,HUP,INT", binary] + report(out: site + "/OUT", asOf: "2026-11-20")
        #else
        process.arguments = [binary] + report(out: site + "/OUT", asOf: "2026-11-20")
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(delay)
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        // Either the run was done before the signal came, or the signal ended it.
        let endedBySignal = process.terminationReason == .uncaughtSignal && process.terminationStatus == signal
        let finished = process.terminationReason == .exit && process.terminationStatus == 0
        #expect(endedBySignal || finished, "trial \(trial): ended with \(process.terminationReason) \(process.terminationStatus)")
        return (site, endedBySignal)
    }

    @Test func aKillAtAnyMomentLeavesTheWholeOldOrTheWholeNewSet() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let (old, new) = try Self.makeSets(in: directory.path)
        var outcomes: [String] = []
        for trial in 0..<16 {
            // Spread over a debug run (start-up, rendering, the switch, the clean-up).
            let site = try Self.interruptedRun(in: directory.path, trial: trial, signal: SIGKILL, delay: UInt32(trial) * 40_000).site
            let left = try Self.tree(site + "/OUT")
            #expect(left == old || left == new, "trial \(trial): a mixed or damaged set: \(left.keys.sorted())")
            outcomes.append(left == old ? "old" : left == new ? "new" : "mixed")
            // The next complete run removes whatever the killed one left beside OUT.
            let next = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: site + "/OUT", asOf: "2026-11-20"))
            #expect(next.exitCode == 0, "\(next.stderr)")
            #expect(Self.temporaryEntries(under: site) == [], "trial \(trial): left after the next run")
            #expect(try Self.tree(site + "/OUT") == new)
        }
        #expect(outcomes.contains("old") || outcomes.contains("new"))
    }

    @Test func sigtermAndSighupLeaveNoTemporaryFile() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let (old, new) = try Self.makeSets(in: directory.path)
        var interrupted = 0
        for trial in 0..<12 {
            let signal = trial % 2 == 0 ? SIGTERM : SIGHUP
            let (site, endedBySignal) = try Self.interruptedRun(in: directory.path, trial: trial, signal: signal, delay: UInt32(trial) * 50_000)
            if endedBySignal { interrupted += 1 }
            let left = try Self.tree(site + "/OUT")
            #expect(left == old || left == new, "trial \(trial): a mixed or damaged set")
            #expect(Self.temporaryEntries(under: site) == [], "trial \(trial): the signal handler left temporary files")
        }
        #expect(interrupted > 0, "no run was ended by the signal: the test checked nothing")
    }

    /// OUT owned by the user, its parent not writable (a cron user's `/srv/www/reports`): the
    /// set cannot be built beside OUT, so files are replaced one by one, with a warning.
    @Test func anUnwritableParentFallsBackToFileByFileWithAWarning() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)  // best effort: writable again to be removed
            try? FileManager.default.removeItem(at: directory)  // best-effort cleanup
        }
        let out = directory.path + "/OUT"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        var command = [Self.binary] + Self.report(out: out, asOf: "2026-11-20")
        if getuid() == 0 {
            // Root may write anywhere: run as nobody, who owns OUT but not its parent.
            try FileManager.default.setAttributes([.ownerAccountID: 65534, .groupOwnerAccountID: 65534], ofItemAtPath: out)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
            command = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + command
        } else {
            try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        }
        let run = try TrackerKitProcess.run(executable: command[0], Array(command.dropFirst()))
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderrLines.count == 1 && run.stderr.contains("the report files are replaced one by one"), "\(run.stderr)")
        #expect(try Self.tree(out).keys.sorted() == ExpectedReportSet.paths(store: Self.sampleStore))
        #expect(Self.temporaryEntries(under: directory.path) == [])
    }

    /// In a report set (OUT marked as one), whatever else is there is the user's and stays.
    @Test func filesThatAreNotTheReportsSurviveAndOutStaysADirectory() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let out = directory.path + "/OUT"
        try FileManager.default.createDirectory(atPath: out + "/fr/notes", withIntermediateDirectories: true)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: out + "/fr/notes/a.txt"))
        try Data("keep too".utf8).write(to: URL(fileURLWithPath: out + "/index.html"))
        try Data().write(to: URL(fileURLWithPath: out + "/" + ExpectedReportSet.marker))
        try FileManager.default.setAttributes([.posixPermissions: 0o750], ofItemAtPath: out)
        let run = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, asOf: "2026-11-20"))
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(FileManager.default.contents(atPath: out + "/fr/notes/a.txt") == Data("keep".utf8))
        #expect(FileManager.default.contents(atPath: out + "/index.html") == Data("keep too".utf8))
        #expect(FileIdentity.ofEntry(out)?.isDirectory == true)
        #expect(FileIdentity.of(out)?.mode == 0o750, "OUT keeps its permissions")
        let expected = try ExpectedReportSet.paths(store: Self.sampleStore) + ["fr/notes/a.txt", "index.html"]
        #expect(try Self.tree(out).keys.sorted() == expected.sorted(), "the report set and the user's two files")
    }
}
