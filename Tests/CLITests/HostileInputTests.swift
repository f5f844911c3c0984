import Foundation
import SharpTools
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The hostile-input corpus (`Tests/Fixtures/hostile/`, written by its `generate.py`): every
/// case runs the built binary and must end as its manifest says — exit 0 (or 1 for a check)
/// with only the expected warnings and a complete report, or exit 2 with exactly one stderr
/// line naming the file, the place and the problem. Never a signal, a crash trace, a hang
/// or a partial file in `--out`. Inputs too big to commit are generated here.
@Suite struct HostileInputTests {
    struct Case: Decodable, Sendable, CustomTestStringConvertible {
        var file: String
        var note: String
        var args: [String]
        var exit: Int32
        var stderr: String?
        var report: Bool
        /// Made by the test in a copy of the case's folder (`file`) before the run, as git
        /// cannot hold them: FIFOs at these paths below it, folders made unreadable.
        var fifos: [String]?
        var unreadable: [String]?
        var testDescription: String { "\(file) (\(args.prefix(2).joined(separator: " ")))" }
    }

    struct Manifest: Decodable {
        var cases: [Case]
    }

    static let hostileRoot = TrackerKitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/hostile")
    static let shippedCatalog = TrackerKitProcess.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings").path
    /// The sample app's catalog: the labels of the sample store's custom levels.
    static let sampleCatalog = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/Localizable.xcstrings").path
    static let validStore = hostileRoot.appendingPathComponent("stores/valid-minimal.json").path

    static func loadCases() throws -> [Case] {
        let data = try Data(contentsOf: hostileRoot.appendingPathComponent("manifest.json"))
        return try JSONDecoder().decode(Manifest.self, from: data).cases
    }

    static let cases: [Case] = (try? loadCases()) ?? []  // an unreadable manifest fails `theManifestCoversTheIssue`

    // MARK: The corpus

    @Test func theManifestCoversTheIssue() throws {
        let cases = try Self.loadCases()
        #expect(cases.count >= 100)
        let files = Set(cases.map(\.file))
        for file in files {
            #expect(FileManager.default.fileExists(atPath: Self.hostileRoot.appendingPathComponent(file).path), "\(file) is missing")
        }
        // The kinds of hostile input the corpus covers, each present at least once.
        for required in [
            "stores/truncated-mid-value.json", "stores/malformed-trailing-comma.json", "stores/bom.json",
            "stores/invalid-utf8-in-string.json", "stores/int-out-of-range.json", "stores/non-integer-value.json",
            "stores/nan.json", "stores/infinity.json", "stores/duplicate-tracker-id.json", "stores/duplicate-log-id.json",
            "stores/log-unknown-tracker.json", "stores/levels-duplicate-id.json", "stores/levels-duplicate-key.json",
            "stores/levels-zero.json", "stores/levels-six.json", "stores/unknown-type.json", "stores/unknown-day-assignment.json",
            "stores/timestamp-no-zone.json", "stores/timestamp-year-0.json", "stores/timestamp-year-99999.json",
            "catalogs/strings-is-array.xcstrings", "catalogs/unit-without-value.xcstrings",
            "catalogs/substitution-missing-argument.xcstrings", "sqlite/truncated.sqlite", "sqlite/not-sqlite.sqlite",
            "sqlite/missing-tables.sqlite", "sqlite/text-for-date.sqlite", "sqlite/encrypted.sqlite",
            "walks/up-links", "walks/link-out/App", "walks/fifo", "walks/fifo-xcloc/de.xcloc", "walks/unreadable", "walks/swift-nul",
            "walks/swift-deep", "walks/swift-large", "settings/duplicate-member.json",
            "merges/binary-garbage.xcstrings", "merges/shape-plurals.xcstrings", "catalogs/shape-unit-beside-variations.xcstrings",
            "catalogs/shape-two-selectors.xcstrings", "catalogs/pseudo-placeholders.xcstrings", "walks/settings-fifo", "walks/settings-device",
            "stores/apia-skipped-day.json",
        ] {
            #expect(files.contains(required), "the corpus lacks \(required)")
        }
    }

    @Test(arguments: cases)
    func aHostileInputEndsAsTheManifestSays(_ testCase: Case) throws {
        let out = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }  // best-effort cleanup
        let reportDirectory = out.appendingPathComponent("reports").path
        var file = Self.hostileRoot.appendingPathComponent(testCase.file).path
        var user: [String] = []
        if testCase.fifos != nil || testCase.unreadable != nil {
            file = try Self.preparedCopy(of: file, for: testCase, in: out.path)
            // Root reads every folder: an unreadable one needs another user.
            if testCase.unreadable != nil && getuid() == 0 { user = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] }
        }
        defer { for folder in testCase.unreadable ?? [] { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file + "/" + folder) } }
        let arguments = testCase.args.map {
            $0.replacingOccurrences(of: "{file}", with: file)
                .replacingOccurrences(of: "{out}", with: reportDirectory)
                .replacingOccurrences(of: "{catalog}", with: Self.shippedCatalog)
                .replacingOccurrences(of: "{store}", with: Self.validStore)
                .replacingOccurrences(of: "{dir}", with: Self.hostileRoot.path)
        }
        let command = user + [TrackerKitProcess.binary.path] + arguments
        let outcome = try TrackerKitProcess.run(executable: command[0], Array(command.dropFirst()))
        Self.expect(outcome, exit: testCase.exit, naming: file, pattern: testCase.stderr)
        if testCase.report {
            Self.expectReportSet(in: reportDirectory, complete: testCase.exit == 0)
        }
    }

    /// A copy of the case's folder in `directory` with its FIFOs and unreadable folders made.
    static func preparedCopy(of folder: String, for testCase: Case, in directory: String) throws -> String {
        let copy = directory + "/" + (folder as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: folder, toPath: copy)
        for fifo in testCase.fifos ?? [] {
            try #require(try TrackerKitProcess.run(executable: "/usr/bin/mkfifo", [copy + "/" + fifo]).exitCode == 0)
        }
        for folder in testCase.unreadable ?? [] {
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: copy + "/" + folder)
        }
        return copy
    }

    // MARK: Inputs generated at run time

    /// A 50 MB note: read, reported (logs.csv carries it) and within a fixed factor of the input's size in memory.
    @Test func aFiftyMegabyteNoteGivesACompleteReportInBoundedMemory() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let note = String(repeating: "x", count: 50_000_000)
        let store = try Self.validStoreText().replacingOccurrences(of: "\"note\": \"dinner\"", with: "\"note\": \"ü\(note)\"")
        let path = directory.appendingPathComponent("big-note.json").path
        try Data(store.utf8).write(to: URL(fileURLWithPath: path))
        let out = directory.appendingPathComponent("reports").path
        let outcome = try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, Self.report(store: path, out: out))
        Self.expect(outcome, exit: 0, naming: path, pattern: nil)
        Self.expectReportSet(in: out, complete: true)
        Self.expectMemory(outcome, inputBytes: store.utf8.count)
        let logs = try FileManager.default.attributesOfItem(atPath: out + "/en/logs.csv")[.size] as? Int ?? 0
        #expect(logs > 50_000_000)
    }

    /// A 50 MB string full of escapes, in a catalog entry the check has to read.
    @Test func aFiftyMegabyteEscapedCatalogStringIsReadInBoundedMemory() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let comment = String(repeating: "\\\"ü\\n", count: 8_500_000)  // 6 bytes each
        let catalog = try String(contentsOfFile: Self.shippedCatalog, encoding: .utf8)
            .replacingOccurrences(of: "\"strings\" : {", with: "\"strings\" : {\n    \"Huge\" : { \"comment\" : \"\(comment)\", \"shouldTranslate\" : false },")
        #expect(catalog.utf8.count > 48_000_000)
        let path = directory.appendingPathComponent("huge.xcstrings").path
        try Data(catalog.utf8).write(to: URL(fileURLWithPath: path))
        let outcome = try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, ["strings", "check", "--catalog", path])
        Self.expect(outcome, exit: 0, naming: path, pattern: nil)
        Self.expectMemory(outcome, inputBytes: catalog.utf8.count)
    }

    struct DeepCase: Sendable, CustomTestStringConvertible {
        var name: String
        var command: String
        /// The document around `$`, which is replaced by the nesting.
        var template: String
        var nesting: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static let deepCases: [DeepCase] = [
        DeepCase(name: "store: balanced arrays in an unknown member", command: "report",
                 template: "{\"extra\": $, \"format\": \"tracker-store\", \"schemaVersion\": 1, \"trackers\": [], \"logs\": []}",
                 nesting: { String(repeating: "[", count: $0) + String(repeating: "]", count: $0) }),
        DeepCase(name: "store: objects as the trackers", command: "report",
                 template: "{\"format\": \"tracker-store\", \"schemaVersion\": 1, \"trackers\": [$], \"logs\": []}",
                 nesting: { String(repeating: "{\"a\":", count: $0) + "1" + String(repeating: "}", count: $0) }),
        DeepCase(name: "store: arrays never closed", command: "report",
                 template: "{\"logs\": $",
                 nesting: { String(repeating: "[", count: $0) }),
        DeepCase(name: "catalog: objects in an entry", command: "strings",
                 template: "{\"sourceLanguage\": \"en\", \"strings\": {\"k\": {\"x\": $}}}",
                 nesting: { String(repeating: "{\"a\":", count: $0) + "1" + String(repeating: "}", count: $0) }),
        DeepCase(name: "catalog: arrays never closed", command: "strings",
                 template: "{\"sourceLanguage\": \"en\", \"version\": $",
                 nesting: { String(repeating: "[", count: $0) }),
    ]

    /// Nesting 100,000 levels deep: an error at once (the readers stop at 512 levels), not a stack overflow.
    @Test(arguments: deepCases)
    func nestingAHundredThousandLevelsDeepIsAnErrorNotACrash(_ deep: DeepCase) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let text = deep.template.replacingOccurrences(of: "$", with: deep.nesting(100_000))
        let path = directory.appendingPathComponent(deep.command == "report" ? "deep.json" : "deep.xcstrings").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let out = directory.appendingPathComponent("reports").path
        let arguments = deep.command == "report" ? Self.report(store: path, out: out) : ["strings", "check", "--catalog", path]
        let outcome = try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, arguments)
        Self.expect(outcome, exit: 2, naming: path, pattern: #"^:1:\d+: (.+: )?(invalid JSON: nesting deeper than 512 levels|expected .+)$"#)
        #expect(outcome.seconds < 10)
        if deep.command == "report" { Self.expectReportSet(in: out, complete: false) }
    }

    /// A number of a million digits: out of range, and the error line stays short.
    @Test func aMillionDigitNumberIsOutOfRangeWithAShortMessage() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let store = try Self.validStoreText().replacingOccurrences(of: "\"value\": 5", with: "\"value\": 9" + String(repeating: "9", count: 1_000_000))
        let path = directory.appendingPathComponent("digits.json").path
        try Data(store.utf8).write(to: URL(fileURLWithPath: path))
        let outcome = try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, Self.report(store: path, out: directory.appendingPathComponent("r").path))
        Self.expect(outcome, exit: 2, naming: path, pattern: #"^:\d+:\d+: logs\[3\]\.value: number 9{20,60}… is out of range$"#)
        #expect(outcome.stderr.utf8.count < 500)
    }

    /// A store that another process holds locked: waited for, then exit 2 saying so.
    @Test func aLockedSQLiteStoreIsReportedAsLocked() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let path = directory.appendingPathComponent("default.store").path
        try FileManager.default.copyItem(atPath: Self.hostileRoot.appendingPathComponent("sqlite/valid.sqlite").path, toPath: path)
        // What a writer in the middle of a transaction holds: SQLite's PENDING, RESERVED and
        // SHARED lock bytes (at 1 GiB) write-locked with fcntl — the locks a reader must share.
        let file = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? file.close() }  // best-effort: the lock ends with the test
        var lock = flock()
        lock.l_type = Int16(F_WRLCK)
        lock.l_whence = Int16(SEEK_SET)
        lock.l_start = 0x4000_0000
        lock.l_len = 512
        // Raw fcntl (unsafe): only a byte-range lock like SQLite's own makes the store look mid-write.
        try #require(unsafe fcntl(file.fileDescriptor, F_SETLK, &lock) == 0)
        let outcome = try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, Self.report(store: path, out: directory.appendingPathComponent("r").path) + ["--timezone", "UTC"])
        Self.expect(outcome, exit: 2, naming: path, pattern: #"^: the store is locked by another process \(still locked after waiting 2 s\); close the app"#)
        Self.expectReportSet(in: directory.appendingPathComponent("r").path, complete: false)
    }

    // MARK: Checks shared by every case

    static func report(store: String, out: String) -> [String] {
        ["report", "--store", store, "--catalog", shippedCatalog, "--out", out, "--as-of", "2026-11-20", "--quiet"]
    }

    static func validStoreText() throws -> String {
        try String(contentsOfFile: validStore, encoding: .utf8)
    }

    /// The run ended by itself with `exit`; with 2, stderr is one line `trackerkit: error: FILE…`
    /// whose rest matches `pattern`; otherwise every stderr line matches `pattern` (nil: no stderr).
    static func expect(_ outcome: TrackerKitProcess.Result, exit: Int32, naming file: String, pattern: String?, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!outcome.timedOut, "hang: \(outcome.summary)", sourceLocation: sourceLocation)
        #expect(outcome.signal == nil, "crash: \(outcome.summary)\n\(outcome.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect(outcome.exitCode == exit, "\(outcome.summary), expected exit \(exit); stderr: \(outcome.stderr.prefix(1000))", sourceLocation: sourceLocation)
        for marker in ["Backtrac", "Fatal error", "*** Signal", "Swift runtime failure", "Program crashed"] {
            #expect(!outcome.stderr.contains(marker), "crash trace in stderr: \(outcome.stderr.prefix(2000))", sourceLocation: sourceLocation)
        }
        let lines = outcome.stderrLines
        if exit == 2 {
            #expect(lines.count == 1, "expected one stderr line, got \(lines.count): \(outcome.stderr.prefix(1000))", sourceLocation: sourceLocation)
            guard let line = lines.first else { return }
            let prefix = "trackerkit: error: \(file)"
            #expect(line.hasPrefix(prefix), "the error does not name \(file): \(line.prefix(500))", sourceLocation: sourceLocation)
            if let pattern, line.hasPrefix(prefix) {
                let rest = String(line.dropFirst(prefix.count))
                #expect(matches(rest, pattern), "\(rest.prefix(500)) does not match \(pattern)", sourceLocation: sourceLocation)
            }
        } else if let pattern {
            for line in lines {
                #expect(matches(line, pattern), "unexpected stderr line: \(line.prefix(500)) (expected \(pattern))", sourceLocation: sourceLocation)
            }
            #expect(!lines.isEmpty, "expected a warning matching \(pattern)", sourceLocation: sourceLocation)
        } else {
            #expect(lines.isEmpty, "unexpected stderr: \(outcome.stderr.prefix(1000))", sourceLocation: sourceLocation)
        }
    }

    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }  // an invalid pattern fails the expectation
        return text.contains(regex)
    }

    /// `--out` holds the complete report set (de and en, every report file) or no file at all —
    /// and never a temporary file left behind.
    static func expectReportSet(in directory: String, complete: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
        let files = regularFiles(under: directory)
        #expect(!files.contains { $0.contains(".tmp-") }, "temporary files left: \(files)", sourceLocation: sourceLocation)
        if complete {
            // The pictures depend on the store's trackers: img/NN-<slug>.svg, the same in both locales.
            let pictures = files.filter(ExpectedReportSet.isPicture)
            #expect(files.filter { !ExpectedReportSet.isPicture($0) } == ExpectedReportSet.pathsWithoutPictures(), "incomplete report set: \(files)", sourceLocation: sourceLocation)
            #expect(pictures.filter { $0.hasPrefix("de/") }.map { $0.dropFirst(3) } == pictures.filter { $0.hasPrefix("en/") }.map { $0.dropFirst(3) },
                    sourceLocation: sourceLocation)
        } else {
            #expect(files.isEmpty, "files written although the run failed: \(files)", sourceLocation: sourceLocation)
        }
    }

    /// Paths relative to `directory` of every regular file below it, sorted (hidden ones included).
    static func regularFiles(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if let identity = FileIdentity.of(directory + "/" + relative), !identity.isDirectory {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// Peak memory within a fixed factor of the input: 96 MB for the runtime and the report,
    /// plus 6 bytes per input byte (the bytes, the decoded string, and the rendered CSV).
    static func expectMemory(_ outcome: TrackerKitProcess.Result, inputBytes: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        #if os(Linux)  // the peak is sampled from /proc
        let limit = 96_000_000 + 6 * inputBytes
        #expect(outcome.peakMemory > 0, sourceLocation: sourceLocation)
        #expect(outcome.peakMemory <= limit, "peak memory \(outcome.peakMemory / 1_000_000) MB for \(inputBytes / 1_000_000) MB of input (limit \(limit / 1_000_000) MB)", sourceLocation: sourceLocation)
        #endif
    }
}
