import Foundation
import Testing
import TestSupport

/// `report --out` that cannot or must not be written: exit 2 with one line, and whatever was
/// in the output directory before is byte-for-byte still there — no half-written report set,
/// no temporary file left behind, and never an input overwritten.
///
/// A read-only directory cannot be made with chmod when the tests run as root (root ignores
/// permission bits), so "permission denied" uses `/sys` (sysfs refuses new files, also to
/// root) and "not a directory" a path below a regular file; "disk full" is a file-size limit
/// (`ulimit -f`, with SIGXFSZ ignored so that write(2) fails with EFBIG instead of killing).
@Suite struct OutputSafetyTests {
    static let store = HostileInputTests.validStore
    static let catalog = HostileInputTests.shippedCatalog
    static let binary = TrackerKitProcess.binary.path

    static func report(out: String, store: String = store, catalog: String = catalog, asOf: String = "2026-11-20") -> [String] {
        ["report", "--store", store, "--catalog", catalog, "--out", out, "--as-of", asOf, "--quiet"]
    }

    /// Every file below `directory` with its bytes.
    static func snapshot(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for relative in HostileInputTests.regularFiles(under: directory) {
            files[relative] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + relative))
        }
        return files
    }

    @Test func outBelowARegularFileIsExitTwo() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let file = directory.appendingPathComponent("notes.txt").path
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: file + "/reports"))
        HostileInputTests.expect(outcome, exit: 2, naming: file + "/reports", pattern: #"^(/de)?: .+"#)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "keep me")
    }

    @Test func outThatIsAFileIsExitTwo() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let file = directory.appendingPathComponent("Reports").path
        try Data("a file".utf8).write(to: URL(fileURLWithPath: file))
        let outcome = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: file))
        #expect(outcome.exitCode == 2)
        #expect(outcome.stderrLines == ["trackerkit: error: --out \(file) is a file, not a directory; see 'trackerkit report --help'"])
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "a file")
    }

    @Test func outWhereNoFileMayBeCreatedIsExitTwo() throws {
        // sysfs: no new directories or files, whoever asks.
        let out = "/sys/kernel/trackerkit-reports-\(UUID().uuidString)"
        let outcome = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out))
        HostileInputTests.expect(outcome, exit: 2, naming: out, pattern: #"^(/de)?: cannot create the directory: .+"#)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    struct OntoInput: Sendable, CustomTestStringConvertible {
        var name: String
        /// Where the input sits, relative to the output directory.
        var inputPath: String
        var isCatalog: Bool
        /// Pass --out through a symbolic link to the output directory.
        var outViaSymlink: Bool
        /// Name the input through a symbolic link outside the output directory.
        var inputViaSymlink: Bool
        var testDescription: String { name }
    }

    static let ontoInputs: [OntoInput] = [
        OntoInput(name: "store is OUT/de/logs.csv", inputPath: "de/logs.csv", isCatalog: false, outViaSymlink: false, inputViaSymlink: false),
        OntoInput(name: "catalog is OUT/en/streaks.md", inputPath: "en/streaks.md", isCatalog: true, outViaSymlink: false, inputViaSymlink: false),
        OntoInput(name: "--out is a symlink to the store's directory", inputPath: "en/daily.csv", isCatalog: false, outViaSymlink: true, inputViaSymlink: false),
        OntoInput(name: "the store is named through a symlink", inputPath: "de/trackers.csv", isCatalog: false, outViaSymlink: false, inputViaSymlink: true),
        OntoInput(name: "the catalog through a symlink, --out through another", inputPath: "de/trackers.md", isCatalog: true, outViaSymlink: true, inputViaSymlink: true),
    ]

    @Test(arguments: ontoInputs)
    func outNeverResolvesOntoAnInput(_ setup: OntoInput) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let outDirectory = directory.appendingPathComponent("out").path
        let input = outDirectory + "/" + setup.inputPath
        try FileManager.default.createDirectory(atPath: (input as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: setup.isCatalog ? Self.catalog : Self.store, toPath: input)
        let before = try Data(contentsOf: URL(fileURLWithPath: input))
        var named = input
        if setup.inputViaSymlink {
            named = directory.appendingPathComponent(setup.isCatalog ? "Localizable.xcstrings" : "store.json").path
            try FileManager.default.createSymbolicLink(atPath: named, withDestinationPath: input)
        }
        var out = outDirectory
        if setup.outViaSymlink {
            out = directory.appendingPathComponent("link-to-out").path
            try FileManager.default.createSymbolicLink(atPath: out, withDestinationPath: outDirectory)
        }
        let arguments = setup.isCatalog ? Self.report(out: out, catalog: named) : Self.report(out: out, store: named)
        let outcome = try TrackerKitProcess.run(executable: Self.binary, arguments)
        #expect(outcome.exitCode == 2, "\(outcome.summary): \(outcome.stderr)")
        #expect(outcome.stderrLines.count == 1)
        #expect(outcome.stderr.contains("would overwrite"), "\(outcome.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: input)) == before)
        #expect(HostileInputTests.regularFiles(under: outDirectory) == [setup.inputPath])
    }

    /// The second run cannot write en/streaks.csv (it is now a directory): it stops before
    /// writing anything (the output plan checks every target first), and the files of the
    /// first run are unchanged. A failure while writing is covered by the next test.
    @Test func aFailureMidwayLeavesTheEarlierReportsIntact() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let out = directory.appendingPathComponent("reports").path
        let first = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, asOf: "2026-11-19"))
        HostileInputTests.expect(first, exit: 0, naming: Self.store, pattern: nil)
        try FileManager.default.removeItem(atPath: out + "/en/streaks.csv")
        try FileManager.default.createDirectory(atPath: out + "/en/streaks.csv", withIntermediateDirectories: false)
        let before = try Self.snapshot(out)
        // The whole set of the first run, less the removed file.
        #expect(before.keys.sorted() == (try ExpectedReportSet.paths(store: Self.store)).filter { $0 != "en/streaks.csv" })

        let second = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, asOf: "2026-11-20"))
        #expect(second.exitCode == 2)
        #expect(second.stderrLines.count == 1)
        #expect(second.stderr.contains(out + "/en/streaks.csv is a directory"), "\(second.stderr)")
        #expect(try Self.snapshot(out) == before)
        #expect(!HostileInputTests.regularFiles(under: out).contains { $0.contains(".tmp-") })
    }

    /// "Disk full" while writing logs.csv (a file-size limit): exit 2 naming the file, the
    /// previous report set unchanged, no temporary file left.
    /// A failed first run into a new directory leaves no trace: no files, no directories.
    @Test func aFailedRunRemovesTheDirectoriesItCreated() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let store = directory.appendingPathComponent("store.json").path
        let text = try HostileInputTests.validStoreText()
            .replacingOccurrences(of: "\"note\": \"dinner\"", with: "\"note\": \"\(String(repeating: "n", count: 1_000_000))\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: store))
        let out = directory.appendingPathComponent("new/reports").path
        let script = #"trap '' XFSZ; ulimit -f 256 && exec "$0" "$@""#
        let run = try TrackerKitProcess.run(executable: "/bin/sh", ["-c", script, Self.binary] + Self.report(out: out, store: store))
        #expect(run.exitCode == 2)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("new").path), "new/, new/reports/ and its locale folders are removed")
    }

    /// Replacing a report keeps the permissions someone gave it (notes are health data).
    @Test func replacedReportsKeepTheirPermissions() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let out = directory.appendingPathComponent("reports").path
        let first = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, asOf: "2026-11-19"))
        #expect(first.exitCode == 0)
        let logs = out + "/en/logs.csv"
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: logs)
        let second = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, asOf: "2026-11-20"))
        #expect(second.exitCode == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: logs)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aWriteErrorLeavesTheEarlierReportsIntact() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        // A 1 MB note makes logs.csv far bigger than any other report file.
        let store = directory.appendingPathComponent("store.json").path
        let text = try HostileInputTests.validStoreText()
            .replacingOccurrences(of: "\"note\": \"dinner\"", with: "\"note\": \"\(String(repeating: "n", count: 1_000_000))\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: store))
        let out = directory.appendingPathComponent("reports").path
        let first = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, store: store, asOf: "2026-11-19"))
        HostileInputTests.expect(first, exit: 0, naming: store, pattern: nil)
        let before = try Self.snapshot(out)
        #expect(before.keys.sorted() == (try ExpectedReportSet.paths(store: store)))

        // 256 blocks: 128 or 256 KB (dash and bash differ) — more than every file but logs.csv.
        let script = #"trap '' XFSZ; ulimit -f 256 && exec "$0" "$@""#
        let second = try TrackerKitProcess.run(executable: "/bin/sh", ["-c", script, Self.binary] + Self.report(out: out, store: store, asOf: "2026-11-20"))
        HostileInputTests.expect(second, exit: 2, naming: out + "/de/logs.csv", pattern: #"^: cannot write: File too large$"#)
        #expect(try Self.snapshot(out) == before)
        #expect(!HostileInputTests.regularFiles(under: out).contains { $0.contains(".tmp-") })
    }
}
