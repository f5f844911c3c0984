import Foundation
import Testing

/// The folder walks of `--root`, `--sources` and `.xcloc` bundles end to end, on trees that
/// fight back: links up the tree, FIFOs named like inputs, links out of the tree, folders the
/// user cannot read. Every run ends (the walks used to loop or block forever), writes only
/// inside the tree, and says what it left out.
/// The time limit guards against a hang (what these inputs once caused), not speed: it is
/// generous, so a loaded machine never reaches it and no test depends on how fast it runs.
@Suite(.timeLimit(.minutes(10))) struct WalkCLITests {
    /// A catalog `strings format` rewrites (it is not in Xcode's layout); complete in English.
    static let compactCatalog = "{\"sourceLanguage\":\"en\",\"strings\":{\"Hello\":{}},\"version\":\"1.0\"}"
    /// A catalog with a German translation missing: the check fails on it.
    static let incompleteCatalog = "{\"sourceLanguage\":\"en\",\"strings\":{\"Hello\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"new\",\"value\":\"\"}}}}},\"version\":\"1.0\"}"

    /// A fresh folder holding `files` (paths below it → contents).
    static func tree(_ files: [String: String]) throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        for (path, content) in files {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: false, encoding: .utf8)
        }
        return directory
    }

    static func makeFIFO(_ path: String) throws {
        #expect(try TrackerKitProcess.run(executable: "/usr/bin/mkfifo", [path]).exitCode == 0)
    }

    static func run(_ arguments: [String], as user: [String] = []) throws -> TrackerKitProcess.Result {
        let command = user + [TrackerKitProcess.binary.path] + arguments
        return try TrackerKitProcess.run(executable: command[0], Array(command.dropFirst()), timeout: 30)
    }

    static func expectWarnings(_ outcome: TrackerKitProcess.Result, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let warnings = outcome.stderrLines.filter { $0.hasPrefix("trackerkit: warning: ") }.map { String($0.dropFirst("trackerkit: warning: ".count)) }
        #expect(warnings == expected, "\(outcome.summary): \(outcome.stderr)", sourceLocation: sourceLocation)
    }

    /// Links to `..` and `../..` in three folders used to make `--root` walk forever;
    /// now each folder is entered once, for `--root` and `--sources` alike.
    @Test func linksUpTheTreeEndTheWalk() throws {
        let directory = try Self.tree(["App/L.xcstrings": Self.compactCatalog, "App/a/A.swift": "Text(\"Hello\")\n", "App/b/B.swift": "", "App/c/C.swift": ""])
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let app = directory.path + "/App"
        for folder in ["a", "b", "c"] {
            try FileManager.default.createSymbolicLink(atPath: "\(app)/\(folder)/up", withDestinationPath: "..")
            try FileManager.default.createSymbolicLink(atPath: "\(app)/\(folder)/again", withDestinationPath: "../\(folder)")
        }
        // Exit 0: a catalog checked alone is asked for no preset's level keys, and has no problem.
        let root = try Self.run(["strings", "check", "--root", app, "--quiet"])
        #expect(root.exitCode == 0 && root.stderr.isEmpty, "\(root.summary): \(root.stderr)")
        let sources = try Self.run(["strings", "check", "--catalog", app + "/L.xcstrings", "--sources", app, "--quiet"])
        #expect(sources.exitCode == 0 && sources.stderr.isEmpty, "\(sources.summary): \(sources.stderr)")
    }

    /// A FIFO named like an input used to block `open` forever — under `--root`
    /// (check and format), under `--sources`, and as the XLIFF file of an `.xcloc` bundle.
    /// It is left out with a warning, never opened.
    @Test func aFIFONamedLikeAnInputIsSkippedWithAWarning() throws {
        let directory = try Self.tree(["App/L.xcstrings": Self.compactCatalog, "App/A.swift": "Text(\"Hello\")\n"])
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let app = directory.path + "/App"
        try Self.makeFIFO(app + "/Evil.xcstrings")
        try Self.makeFIFO(app + "/Pipe.swift")
        let fifo = { (path: String) in "\(path): is a FIFO, not a regular file; skipped" }
        let check = try Self.run(["strings", "check", "--root", app, "--quiet"])
        #expect(check.exitCode == 0, "the catalog checked alone has no problem")
        Self.expectWarnings(check, [fifo(app + "/Evil.xcstrings")])
        let format = try Self.run(["strings", "format", "--root", app, "--quiet"])
        #expect(format.exitCode == 0)
        Self.expectWarnings(format, [fifo(app + "/Evil.xcstrings")])
        let sources = try Self.run(["strings", "check", "--catalog", app + "/L.xcstrings", "--sources", app, "--quiet"])
        #expect(sources.exitCode == 0)
        Self.expectWarnings(sources, [fifo(app + "/Pipe.swift")])

        let export = try Self.run(["strings", "export", "--catalog", app + "/L.xcstrings", "--locales", "de", "--format", "xcloc", "--out", directory.path + "/Loc"])
        #expect(export.exitCode == 0, "\(export.stderr)")
        let xliff = directory.path + "/Loc/de.xcloc/Localized Contents/de.xliff"
        try FileManager.default.removeItem(atPath: xliff)
        try Self.makeFIFO(xliff)
        let imported = try Self.run(["strings", "import", "--catalog", app + "/L.xcstrings", directory.path + "/Loc/de.xcloc"])
        #expect(!imported.timedOut && imported.exitCode == 2, "\(imported.summary): \(imported.stderr)")
        #expect(imported.stderr.contains(fifo(xliff)), "\(imported.stderr)")
    }

    /// A link out of the tree is not followed — `strings format --root` used to
    /// rewrite the catalogs it leads to. Said with a warning naming where it points.
    @Test func aLinkOutOfTheTreeIsNotFollowed() throws {
        let directory = try Self.tree(["App/L.xcstrings": Self.compactCatalog, "Elsewhere/Out.xcstrings": Self.compactCatalog, "Elsewhere/Out.swift": "Text(\"Gone\")\n"])
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let app = directory.path + "/App"
        let elsewhere = directory.resolvingSymlinksInPath().path + "/Elsewhere"
        try FileManager.default.createSymbolicLink(atPath: app + "/linked", withDestinationPath: directory.path + "/Elsewhere")
        let format = try Self.run(["strings", "format", "--root", app, "--quiet"])
        #expect(format.exitCode == 0)
        Self.expectWarnings(format, ["\(app)/linked: a symbolic link to \(elsewhere), outside --root \(app); not followed"])
        #expect(try String(contentsOfFile: elsewhere + "/Out.xcstrings", encoding: .utf8) == Self.compactCatalog, "the catalog outside the tree was rewritten")
        #expect(try String(contentsOfFile: app + "/L.xcstrings", encoding: .utf8) != Self.compactCatalog, "the catalog inside was formatted")
        let sources = try Self.run(["strings", "check", "--catalog", app + "/L.xcstrings", "--sources", app, "--quiet", "--format", "json"])
        #expect(sources.exitCode == 0 && !sources.stdout.contains("Gone"), "\(sources.stdout)")
        Self.expectWarnings(sources, ["\(app)/linked: a symbolic link to \(elsewhere), outside --sources \(app); not followed"])
    }

    /// A folder the user cannot read used to be skipped without a word, so the gate
    /// passed without checking what it holds. Now it is an input error naming the folder and
    /// how to leave it out. (Root reads every folder: as root the tool runs as nobody.)
    @Test func anUnreadableFolderIsAnInputError() throws {
        let directory = try Self.tree(["App/L.xcstrings": Self.compactCatalog, "App/Locked/Incomplete.xcstrings": Self.incompleteCatalog, "App/Locked/New.swift": "Text(\"New\")\n"])
        let app = directory.path + "/App"
        defer {
            try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: app + "/Locked")  // readable again to be removed
            try? FileManager.default.removeItem(at: directory)  // best-effort cleanup
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: app + "/Locked")
        let user = getuid() == 0 ? ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        let root = try Self.run(["strings", "check", "--root", app, "--quiet"], as: user)
        #expect(root.exitCode == 2)
        #expect(root.stderrLines == [
            "trackerkit: error: \(app)/Locked: cannot read the folder: permission denied; --root \(app) would miss what it holds (make it readable, or give a --root without it)",
        ], "\(root.summary): \(root.stderr)")
        let sources = try Self.run(["strings", "check", "--catalog", app + "/L.xcstrings", "--sources", app, "--quiet"], as: user)
        #expect(sources.exitCode == 2)
        #expect(sources.stderrLines == [
            "trackerkit: error: \(app)/Locked: cannot read the folder: permission denied; --sources \(app) would miss what it holds (make it readable, or leave it out with --sources-exclude)",
        ], "\(sources.summary): \(sources.stderr)")
        let excluded = try Self.run(["strings", "check", "--catalog", app + "/L.xcstrings", "--sources", app, "--sources-exclude", "Locked", "--quiet"], as: user)
        #expect(excluded.exitCode == 0, "\(excluded.summary): \(excluded.stderr)")
    }
}
