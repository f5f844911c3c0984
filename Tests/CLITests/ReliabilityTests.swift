import Foundation
import SharpTools
import TestSupport
import Testing
@testable import trackerkit
@testable import CommandFiles
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Failures a hostile probe found in writing, each reproduced as it was found and checked to hold
/// now: `strings check --out` onto an input; lost updates of concurrent read–modify–write
/// runs; a symlinked store made 0777; planted symlinks followed; plus read-only
/// targets and owners. (7 and 8, the report set as one unit and leftovers, are
/// `ReportSetReliabilityTests`.)
@Suite struct ReliabilityTests {
    static let binary = TrackerKitProcess.binary.path
    static let sampleStore = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json").path
    static let catalog = HostileInputTests.shippedCatalog

    static func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

    static func mode(_ path: String) -> UInt16? { FileIdentity.of(path)?.mode }

    /// Starts `trackerkit arguments` without waiting.
    static func start(_ arguments: [String], in directory: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    // MARK: 1. An output is never an input

    @Test(arguments: ["store", "catalog", "baseline", "settings", "hard link to the store"])
    func checkOutNeverReplacesAnInput(_ which: String) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let dir = directory.path
        try FileManager.default.copyItem(atPath: Self.sampleStore, toPath: dir + "/store.json")
        try FileManager.default.copyItem(atPath: Self.catalog, toPath: dir + "/L.xcstrings")
        try FileManager.default.copyItem(atPath: Self.catalog, toPath: dir + "/old.xcstrings")
        try Data(#"{"strings": {"strict": false}}"#.utf8).write(to: URL(fileURLWithPath: dir + "/settings.json"))
        try FileManager.default.linkItem(atPath: dir + "/store.json", toPath: dir + "/alias.json")
        let target = ["store": "store.json", "catalog": "L.xcstrings", "baseline": "old.xcstrings", "settings": "settings.json", "hard link to the store": "alias.json"][which] ?? "?"
        let before = try #require(Self.bytes(dir + "/" + target))
        let result = try TrackerKitProcess.run([
            "strings", "check", "--catalog", "L.xcstrings", "--store", "store.json", "--baseline-file", "old.xcstrings",
            "--config", "settings.json", "--out", target,
        ], in: directory)
        #expect(result.exitCode == 2, "\(result.stderr)")
        #expect(result.stderrLines.count == 1 && result.stderr.contains("an input of this run"), "\(result.stderr)")
        #expect(Self.bytes(dir + "/" + target) == before)
    }

    // MARK: 2. No lost update

    @Test func concurrentOrderWritesKeepBothMoves() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let store = directory.path + "/store.json"
        for _ in 0..<5 {
            try? FileManager.default.removeItem(atPath: store)
            try FileManager.default.copyItem(atPath: Self.sampleStore, toPath: store)
            let first = try Self.start(["order", "--store", store, "--move", "Drink Water", "--to", "8", "--write"], in: directory.path)
            let second = try Self.start(["order", "--store", store, "--move", "Mood", "--to", "2", "--write"], in: directory.path)
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
            let listing = try TrackerKitProcess.run(["order", "--store", store], in: directory).stdout
            let lines = listing.split(separator: "\n")
            #expect(lines.count >= 8 && lines[1].contains("Mood") && lines[7].contains("Drink Water"), "a move was lost:\n\(listing)")
        }
    }

    @Test func concurrentImportsKeepBothChanges() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let dir = directory.path
        try "key,locale,path,translation\r\n%lld days,de,plural.one,%lld Tag (A)\r\n".write(toFile: dir + "/a.csv", atomically: true, encoding: .utf8)
        try "key,locale,path,translation\r\n%lld days,de,plural.other,%lld Tage (B)\r\n".write(toFile: dir + "/b.csv", atomically: true, encoding: .utf8)
        for _ in 0..<5 {
            try? FileManager.default.removeItem(atPath: dir + "/L.xcstrings")
            try FileManager.default.copyItem(atPath: Self.catalog, toPath: dir + "/L.xcstrings")
            let first = try Self.start(["strings", "import", "--catalog", "L.xcstrings", "--write", "a.csv"], in: dir)
            let second = try Self.start(["strings", "import", "--catalog", "L.xcstrings", "--write", "b.csv"], in: dir)
            first.waitUntilExit()
            second.waitUntilExit()
            #expect(first.terminationStatus == 0 && second.terminationStatus == 0)
            let text = try String(contentsOfFile: dir + "/L.xcstrings", encoding: .utf8)
            #expect(text.contains("%lld Tag (A)") && text.contains("%lld Tage (B)"), "an import was lost")
        }
    }

    // MARK: 4. Modes and owners through links

    @Test func aSymlinkedStoreKeepsTheRealFilesModeAndOwner() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let dir = directory.path
        try FileManager.default.copyItem(atPath: Self.sampleStore, toPath: dir + "/real.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: dir + "/real.json")
        let isRoot = getuid() == 0
        if isRoot {  // another user's store
            try FileManager.default.setAttributes([.ownerAccountID: 4321, .groupOwnerAccountID: 4321], ofItemAtPath: dir + "/real.json")
        }
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.json", withDestinationPath: "real.json")
        let before = try #require(Self.bytes(dir + "/real.json"))
        let result = try TrackerKitProcess.run(["order", "--store", "link.json", "--move", "Mood", "--to", "2", "--write"], in: directory)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(FileIdentity.ofEntry(dir + "/link.json")?.isSymbolicLink == true, "the link stays a link")
        #expect(Self.mode(dir + "/real.json") == 0o600)
        #expect(Self.mode(dir + "/link.json.bak") == 0o600)
        #expect(Self.bytes(dir + "/link.json.bak") == before)
        if isRoot {
            #expect(FileIdentity.of(dir + "/real.json")?.owner == 4321, "run as root, the store keeps its owner")
            #expect(FileIdentity.of(dir + "/link.json.bak")?.owner == 4321)
        }
    }

    @Test func aReadOnlyStoreIsReplacedOnlyWithForce() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let store = directory.path + "/store.json"
        try FileManager.default.copyItem(atPath: Self.sampleStore, toPath: store)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: store)
        let before = try #require(Self.bytes(store))
        let arguments = ["order", "--store", store, "--move", "Mood", "--to", "2", "--write"]
        let refused = try TrackerKitProcess.run(executable: Self.binary, arguments)
        HostileInputTests.expect(refused, exit: 2, naming: store, pattern: #"^: is read-only; not replaced \(add --force to replace it\)$"#)
        #expect(Self.bytes(store) == before)
        #expect(!FileManager.default.fileExists(atPath: store + ".bak"))
        let forced = try TrackerKitProcess.run(arguments + ["--force"])
        #expect(forced.exitCode == 0, "\(forced.stderr)")
        #expect(Self.bytes(store) != before)
        #expect(Self.mode(store) == 0o444)
    }

    // MARK: 11. Planted links

    @Test func aPlantedLinkInTheReportDirectoryIsRefused() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let dir = directory.path
        try Data("secret".utf8).write(to: URL(fileURLWithPath: dir + "/secret"))
        try FileManager.default.createDirectory(atPath: dir + "/R/de", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/R/de/trackers.md", withDestinationPath: dir + "/secret")
        // A report set (marked as one) with a link planted in it; unmarked, R would not even be taken as one.
        try Data().write(to: URL(fileURLWithPath: dir + "/R/" + ExpectedReportSet.marker))
        let outcome = try TrackerKitProcess.run(executable: Self.binary, HostileInputTests.report(store: HostileInputTests.validStore, out: dir + "/R"))
        HostileInputTests.expect(outcome, exit: 2, naming: dir + "/R/de/trackers.md", pattern: #"^: is a symbolic link; .+"#)
        #expect(Self.bytes(dir + "/secret") == Data("secret".utf8))
        #expect(FileIdentity.ofEntry(dir + "/R/de/trackers.md")?.isSymbolicLink == true, "the link is left as it was")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir + "/R/de") == ["trackers.md"], "nothing else written")
        // The same for a single output file.
        try FileManager.default.createSymbolicLink(atPath: dir + "/check.txt", withDestinationPath: dir + "/secret")
        // --no-config: the shipped catalog's settings beside it would add a note to the one error line.
        let check = try TrackerKitProcess.run(executable: Self.binary, ["strings", "check", "--catalog", Self.catalog, "--no-config", "--out", dir + "/check.txt"])
        HostileInputTests.expect(check, exit: 2, naming: dir + "/check.txt", pattern: #"^: is a symbolic link; .+"#)
        #expect(Self.bytes(dir + "/secret") == Data("secret".utf8))
    }

    /// Renaming over a device or FIFO would replace it with a plain file (as root, /dev/null).
    @Test func anOutputThatIsNotARegularFileIsRefused() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let fifo = directory.path + "/fifo"
        // Raw mkfifo (unsafe): Foundation cannot make a FIFO, and the refusal needs one.
        #expect(unsafe mkfifo(fifo, 0o600) == 0)
        for target in ["/dev/null", fifo] {
            let outcome = try TrackerKitProcess.run(executable: Self.binary, ["strings", "check", "--catalog", Self.catalog, "--no-config", "--out", target])
            HostileInputTests.expect(outcome, exit: 2, naming: target, pattern: #"^: is not a regular file \(a device, pipe or socket\); .+"#)
        }
        #expect(FileIdentity.ofEntry("/dev/null").map { $0.kind == UInt32(S_IFCHR) } == true)
        #expect(FileIdentity.ofEntry(fifo).map { $0.kind == UInt32(S_IFIFO) } == true)
    }

    @Test func aPlantedBackupLinkIsReplacedNotFollowed() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let dir = directory.path
        try Data("secret".utf8).write(to: URL(fileURLWithPath: dir + "/secret"))
        try FileManager.default.copyItem(atPath: Self.sampleStore, toPath: dir + "/store.json")
        try FileManager.default.createSymbolicLink(atPath: dir + "/store.json.bak", withDestinationPath: dir + "/secret")
        let before = try #require(Self.bytes(dir + "/store.json"))
        let result = try TrackerKitProcess.run(["order", "--store", "store.json", "--move", "Mood", "--to", "2", "--write"], in: directory)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(Self.bytes(dir + "/secret") == Data("secret".utf8))
        #expect(FileIdentity.ofEntry(dir + "/store.json.bak")?.isRegularFile == true)
        #expect(Self.bytes(dir + "/store.json.bak") == before, ".bak is the exact previous content")
    }
}
