import Foundation
import SharpTools
import Testing
import TestSupport
@testable import trackerkit
@testable import CommandFiles

/// `strings diff --textconv` as git runs it: it never fails, since a failing textconv program
/// makes git stop `git log -p`, `git show` and `git diff` for the whole history. What it
/// cannot list per unit — conflict markers, an empty file, binary garbage, a name given twice
/// — it shows as the file's own text after one line saying why. `strings diff` and `strings
/// export`, which work per name too, refuse a catalog with a name twice (as merge and format
/// do) instead of showing one of the two.
@Suite struct TextconvCLITests {
    static let valid = StringsDiffCLITests.old
    static let markers = valid.replacingOccurrences(of: "  \"Gone\"", with: "<<<<<<< HEAD\n  \"Gone\"").replacingOccurrences(of: "  \"Old.Name\"", with: "=======\n>>>>>>> topic\n  \"Old.Name\"")
    static let twice = valid.replacingOccurrences(of: "  \"Gone\": {", with: "  \"Gone\": {\"comment\": \"first\"},\n  \"Gone\": {")
    static let garbage: [UInt8] = (0..<600).map { UInt8(truncatingIfNeeded: $0 &* 73 &+ 11) }

    /// A real `git log -p` (and `git show`, `git diff`) over a history that holds a catalog
    /// with conflict markers, binary garbage, an empty file and a name twice: exit 0, each
    /// shown as its text after the note.
    @Test func gitLogOverABrokenHistoryExitsZero() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        _ = try StringsMergeCLITests.git(["init", "-q"], in: directory)
        let install = try TrackerKitProcess.run(["strings", "diff", "--install"], in: directory)
        #expect(install.exitCode == 0, "\(install.stderr)")
        let file = directory.appendingPathComponent("Localizable.xcstrings")
        let versions: [(String, [UInt8])] = [
            ("valid", Array(Self.valid.utf8)), ("conflicted", Array(Self.markers.utf8)), ("binary", Self.garbage),
            ("empty", []), ("twice", Array(Self.twice.utf8)), ("valid again", Array(Self.valid.utf8)),
        ]
        for (message, bytes) in versions {
            try Data(bytes).write(to: file)
            _ = try StringsMergeCLITests.git(["add", "-A"], in: directory)
            let commit = try StringsMergeCLITests.git(["commit", "-qm", message], in: directory)
            #expect(commit.exitCode == 0, "\(commit.stderr)")
        }
        let log = try StringsMergeCLITests.git(["log", "-p"], in: directory)
        #expect(log.exitCode == 0, "git log -p: \(log.stderr)")
        #expect(log.stdout.contains("+trackerkit: not listed per unit (Localizable.xcstrings:") || log.stdout.contains("trackerkit: not listed per unit ("), "\(log.stdout)")
        #expect(log.stdout.contains("+<<<<<<< HEAD"), "the markers show as the file's text")
        #expect(log.stdout.contains("occurs more than once in strings"))
        #expect(log.stdout.contains("\"Settings\" [de]: \"Einstellung\" (translated)"), "a valid version is listed per unit")
        for revision in ["HEAD~1", "HEAD~2", "HEAD~3", "HEAD~4"] {
            let show = try StringsMergeCLITests.git(["show", revision], in: directory)
            #expect(show.exitCode == 0, "git show \(revision): \(show.stderr)")
        }
        try Data(Self.garbage).write(to: file)
        let diff = try StringsMergeCLITests.git(["diff"], in: directory)
        #expect(diff.exitCode == 0, "git diff: \(diff.stderr)")
    }

    /// What cannot be listed, listed as text: exit 0, nothing on stderr, the note then the text.
    @Test(arguments: ["markers", "twice", "garbage", "empty", "missing"])
    func textconvShowsWhatItCannotList(_ name: String) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let path = directory.appendingPathComponent("L.xcstrings").path
        let bytes: [UInt8]? = ["markers": Array(Self.markers.utf8), "twice": Array(Self.twice.utf8), "garbage": Self.garbage, "empty": []][name]
        if let bytes { try Data(bytes).write(to: URL(fileURLWithPath: path)) }
        let run = try TrackerKitProcess.run(["strings", "diff", "--textconv", path])
        #expect(run.exitCode == 0 && run.stderr.isEmpty, "\(run.exitCode): \(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        guard bytes != nil else {
            #expect(run.stdout == "trackerkit: not shown (\(path): cannot read the file (missing or not readable))\n")
            return
        }
        #expect(lines[0].hasPrefix("trackerkit: not listed per unit (\(path):") && lines[0].hasSuffix("); the file's text as it is:"), "\(lines[0])")
        switch name {
        case "markers": #expect(run.stdout.hasSuffix("\n" + Self.markers + "\n"))
        case "twice": #expect(lines[0].contains("\"Gone\" occurs more than once in strings (lines 2 and 3); a listing per unit would show only one of them"))
        case "empty": #expect(lines.count == 2 && lines[1].isEmpty)
        default: #expect(!run.stdout.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\r" && $0 != "\t" }, "controls are shown, never sent")
        }
    }

    /// Every file of the hostile corpus (catalogs, stores, SQLite files, XLIFF, CSV, the
    /// manifest and the generator) given to textconv: exit 0 each time.
    @Test func textconvOfEveryHostileFileExitsZero() throws {
        let root = HostileInputTests.hostileRoot.path
        // Regular files: a link to /dev/urandom in the corpus is a baseline file's case.
        let files = HostileInputTests.regularFiles(under: root).filter { FileIdentity.of(root + "/" + $0)?.isRegularFile == true }
        #expect(files.count > 200)
        for file in files {
            let run = try InProcessRun(["strings", "diff", "--textconv", root + "/" + file])
            #expect(run.exitCode == .success && run.stderr.isEmpty, "\(file): \(run.exitCode) \(run.stderr)")
        }
    }

    /// `strings diff` and `strings export` refuse a catalog that holds a name twice (exit 2,
    /// one line with both lines), where they used to show one of the two silently.
    @Test func diffAndExportRefuseANameGivenTwice() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try Self.twice.write(to: directory.appendingPathComponent("twice.xcstrings"), atomically: true, encoding: .utf8)
        try Self.valid.write(to: directory.appendingPathComponent("valid.xcstrings"), atomically: true, encoding: .utf8)
        let place = "twice.xcstrings:3: \"Gone\" occurs more than once in strings (lines 2 and 3)"
        let diff = try TrackerKitProcess.run(["strings", "diff", "valid.xcstrings", "twice.xcstrings"], in: directory)
        #expect(diff.exitCode == 2 && diff.stdout.isEmpty)
        #expect(diff.stderrLines == ["trackerkit: error: \(place); a diff would show only one of them — merge them first"])
        let export = try TrackerKitProcess.run(["strings", "export", "--catalog", "twice.xcstrings", "--locales", "de"], in: directory)
        #expect(export.exitCode == 2 && export.stdout.isEmpty)
        #expect(export.stderrLines == ["trackerkit: error: \(place); an export would carry only one of them — merge them first"])
        for format in ["xliff", "xcloc"] {
            let bundle = try TrackerKitProcess.run(["strings", "export", "--catalog", "twice.xcstrings", "--format", format, "--out", "out-\(format)"], in: directory)
            #expect(bundle.exitCode == 2 && !FileManager.default.fileExists(atPath: directory.appendingPathComponent("out-\(format)").path))
        }
    }
}
