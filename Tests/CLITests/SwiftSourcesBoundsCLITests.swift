import Foundation
import Testing

/// `strings check --sources` on Swift files no one would write: a file of NUL bytes, many
/// megabytes of code in one file, literals nested a million levels deep, a file over the
/// input size limit. Each ends as a check does (or as exit 2 with one line in plain words),
/// in memory within a fixed factor of the file.
/// The time limit guards against a hang (what these inputs once caused), not speed: it is
/// generous, so a loaded machine never reaches it and no test depends on how fast it runs.
@Suite(.timeLimit(.minutes(10))) struct SwiftSourcesBoundsCLITests {
    /// A folder with `App/Localizable.xcstrings` (one key, used by `Kept.swift`) and
    /// `App/Kept.swift`.
    static func app() throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try SourcesGateCLITests.catalog(["Kept"]).write(to: directory.appendingPathComponent("App/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try "Text(\"Kept\")\n".write(to: directory.appendingPathComponent("App/Kept.swift"), atomically: true, encoding: .utf8)
        return directory
    }

    /// The time limit only catches a hang: the ThreadSanitizer build on a loaded 2-core machine
    /// took over two minutes for the 24 MB file, which the release build scans in seconds.
    static func check(_ app: URL, _ extra: [String] = []) throws -> TrackerKitProcess.Result {
        let root = app.path
        return try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, [
            "strings", "check", "--catalog", root + "/App/Localizable.xcstrings", "--sources", root + "/App", "--no-config", "--quiet",
        ] + extra, timeout: 600)
    }

    /// A sparse file of 64 MB of NUL bytes (a broken download): scanned like any file, in
    /// memory for its bytes. It used to take 64 times its size, and a 300 MB one crashed.
    @Test func aFileOfNULBytesIsScannedInBoundedMemory() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(at: app) }  // best-effort cleanup
        let path = app.appendingPathComponent("App/Zeros.swift").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: 64 << 20)
        try handle.close()
        let run = try Self.check(app)
        #expect(run.exitCode == 0, "\(run.summary): \(run.stderr.prefix(500))")
        #expect(run.stderr.isEmpty, "\(run.stderr.prefix(500))")
        HostileInputTests.expectMemory(run, inputBytes: 64 << 20)
    }

    /// 24 MB of real code in one file (the fixture app's files over and over): its keys are
    /// found, in memory within the same factor (17 times the file before).
    @Test func aLargeFileOfCodeIsScannedInBoundedMemory() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(at: app) }  // best-effort cleanup
        let fixture = TrackerKitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/sources/GateApp/App")
        var code = Data()
        for file in ["Views.swift", "Literals.swift", "Interpolation.swift", "Models.swift"] {
            code.append(try Data(contentsOf: fixture.appendingPathComponent(file)))
        }
        let path = app.appendingPathComponent("App/Generated.swift")
        #expect(FileManager.default.createFile(atPath: path.path, contents: nil))
        let handle = try FileHandle(forWritingTo: path)
        var size = 0
        while size < 24 << 20 {
            try handle.write(contentsOf: code)
            size += code.count
        }
        try handle.close()
        let run = try Self.check(app, ["--format", "json"])
        #expect(run.exitCode == 1, "\(run.summary): \(run.stderr.prefix(500))")
        #expect(run.stdout.contains("\"Plain Text\""), "the keys of the big file are reported as missing")
        HostileInputTests.expectMemory(run, inputBytes: size)
    }

    /// Literals in interpolations a million levels deep: the scan ends (the compiler refuses
    /// more than 256 levels); before, the nesting overflowed the stack and the run crashed.
    @Test func literalsNestedAMillionLevelsDeepEndTheScan() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(at: app) }  // best-effort cleanup
        let deep = "Text(\"" + String(repeating: "\"\\(", count: 1_000_000) + String(repeating: ")\"", count: 1_000_000) + ")\n"
        try deep.write(to: app.appendingPathComponent("App/Deep.swift"), atomically: true, encoding: .utf8)
        let run = try Self.check(app)
        #expect(run.exitCode == 0, "\(run.summary): \(run.stderr.prefix(500))")
    }

    /// `--max-input-size` holds for every Swift file, one the walk found and one named by
    /// `--sources` itself, and the error says so in words (it used to read
    /// `cannot read the Swift file (tooLarge(limit: 1024))`).
    @Test func aSwiftFileOverTheSizeLimitIsAnErrorInPlainWords() throws {
        let app = try Self.app()
        defer { try? FileManager.default.removeItem(at: app) }  // best-effort cleanup
        let path = app.appendingPathComponent("App/Big.swift").path
        try String(repeating: "Text(\"Kept\")\n", count: 200).write(toFile: path, atomically: true, encoding: .utf8)
        let expected = "trackerkit: error: \(path): larger than the input size limit of 1024 bytes; raise it with --max-input-size if the file is real"
        let walked = try Self.check(app, ["--max-input-size", "1K"])
        #expect(walked.exitCode == 2 && walked.stderrLines == [expected], "\(walked.stderr)")
        let named = try TrackerKitProcess.run(executable: TrackerKitProcess.binary.path, [
            "strings", "check", "--catalog", app.path + "/App/Localizable.xcstrings", "--sources", path, "--no-config", "--max-input-size", "1K",
        ])
        #expect(named.exitCode == 2 && named.stderrLines == [expected], "\(named.stderr)")
    }
}
