import Foundation
import Testing

/// End to end: `strings split` and `strings join` — unedited joins leave the catalog
/// byte-identical in Xcode's layout and in its own, an edit changes only its unit, a broken
/// hand edit is refused with FILE:LINE, `strings check --split` gates the files, and a split
/// never overwrites work not joined yet.
@Suite struct StringsSplitJoinCLITests {
    /// A catalog in a layout of its own (one line per entry, `": "`), with a plural.
    static let ownLayout = """
    {"sourceLanguage": "en", "strings": {
    "%lld days": {"localizations": {"en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld day"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld days"}}}}}, "de": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld Tag"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld Tage"}}}}}}},
    "Hello %@": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Hallo %@"}}}},
    "Title": {"comment": "Screen title", "localizations": {"de": {"stringUnit": {"state": "needs_review", "value": "Titel?"}}}}
    }, "version": "1.0"}

    """

    static func project(_ catalog: String? = nil) throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        let target = directory.appendingPathComponent("L.xcstrings")
        if let catalog {
            try catalog.write(to: target, atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.copyItem(at: TrackerKitProcess.packageRoot.appendingPathComponent("Samples/Localizable.xcstrings"), to: target)
        }
        return directory
    }

    static func run(_ arguments: [String], in directory: URL) throws -> TrackerKitProcess.Result {
        try TrackerKitProcess.run(["strings"] + arguments, in: directory)
    }

    @Test(arguments: [nil, ownLayout])
    func anUneditedSplitJoinsByteIdentical(catalog: String?) throws {
        let directory = try Self.project(catalog)
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Data(contentsOf: directory.appendingPathComponent("L.xcstrings"))
        let split = try Self.run(["split", "--catalog", "L.xcstrings", "--out", "l10n", "--locales", "de,fr"], in: directory)
        #expect(split.exitCode == 0 && split.stdout == "L.xcstrings: 2 locales (de, fr) in l10n; 2 files written, 0 up to date.\n", "\(split.stderr)")
        for extra in [[], ["--keep-layout"]] {
            let join = try Self.run(["join", "--catalog", "L.xcstrings", "l10n", "--write"] + extra, in: directory)
            #expect(join.exitCode == 0 && join.stdout == "No changes: L.xcstrings already has every translation of l10n/de.json, l10n/fr.json.\n", "\(join.stdout)\(join.stderr)")
            #expect(try Data(contentsOf: directory.appendingPathComponent("L.xcstrings")) == before)
        }
        let again = try Self.run(["split", "--catalog", "L.xcstrings", "--out", "l10n", "--locales", "de,fr"], in: directory)
        #expect(again.stdout.hasSuffix("0 files written, 2 up to date.\n"))
    }

    @Test(arguments: [nil, ownLayout])
    func anEditChangesOnlyItsUnitsLine(catalog: String?) throws {
        let directory = try Self.project(catalog)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalogURL = directory.appendingPathComponent("L.xcstrings")
        let before = try String(contentsOf: catalogURL, encoding: .utf8)
        #expect(try Self.run(["split", "--catalog", "L.xcstrings", "--out", "l10n"], in: directory).exitCode == 0)
        let file = directory.appendingPathComponent("l10n/de.json")
        let (old, new) = catalog == nil ? ("Schlecht", "Übel") : ("Hallo %@", "Servus %@")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\"value\" : \"\(old)\"", with: "\"value\" : \"\(new)\"").write(to: file, atomically: true, encoding: .utf8)
        let dry = try Self.run(["join", "--catalog", "L.xcstrings", "l10n/de.json"], in: directory)
        #expect(dry.exitCode == 0 && dry.stdout.hasPrefix("would change "), "\(dry.stdout)\(dry.stderr)")
        #expect(try String(contentsOf: catalogURL, encoding: .utf8) == before)
        let join = try Self.run(["join", "--catalog", "L.xcstrings", "l10n", "--write", "--keep-layout"], in: directory)
        #expect(join.exitCode == 0, "\(join.stdout)\(join.stderr)")
        let after = try String(contentsOf: catalogURL, encoding: .utf8)
        // The catalog's own bytes, with only the edited value replaced.
        #expect(after == before.replacingOccurrences(of: "\"\(old)\"", with: "\"\(new)\""))
    }

    @Test func aBrokenHandEditIsRefusedWithFileAndLineAndNothingIsWritten() throws {
        let directory = try Self.project(Self.ownLayout)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try Self.run(["split", "--catalog", "L.xcstrings", "--out", "l10n"], in: directory).exitCode == 0)
        let file = directory.appendingPathComponent("l10n/de.json")
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(of: "\"Hallo %@\"", with: "\"Hallo\"")
            .replacingOccurrences(of: "\"plural.other\"", with: "\"plural.few\"")
            .replacingOccurrences(of: "\"Title\" : {", with: "\"Titel\" : {")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ fragment: String, after start: String) -> Int {
            let from = lines.firstIndex { $0.contains(start) } ?? 0
            return (lines[from...].firstIndex { $0.contains(fragment) } ?? -1) + 1
        }
        let catalog = try Data(contentsOf: directory.appendingPathComponent("L.xcstrings"))
        let join = try Self.run(["join", "--catalog", "L.xcstrings", "l10n", "--write"], in: directory)
        #expect(join.exitCode == 1)
        #expect(join.stderrLines == [
            "trackerkit: error: l10n/de.json:\(line("\"value\"", after: "plural.few")): \"%lld days\" [de] plural.few: de has no plural form \"few\" (CLDR: one, other; zero is allowed for the count 0), so no count would show it",
            "trackerkit: error: l10n/de.json:\(line("\"value\"", after: "Hello %@")): \"Hello %@\" [de]: the format specifiers do not match the source's: argument 1 (%@) is missing",
            "trackerkit: error: l10n/de.json:\(line("\"value\"", after: "Titel")): the key \"Titel\" is not in the catalog",
        ])
        #expect(join.stdout == "3 units rejected; L.xcstrings was not changed.\n")
        #expect(try Data(contentsOf: directory.appendingPathComponent("L.xcstrings")) == catalog)
        // CI gates the files before anyone joins them.
        let check = try Self.run(["check", "--catalog", "L.xcstrings", "--split", "l10n", "--no-config"], in: directory)
        #expect(check.exitCode == 1)
        #expect(check.stderrLines.filter { $0.hasPrefix("trackerkit: error: l10n/de.json:") }.count == 3)
        // A file that is no split file at all: exit 2 with its line.
        try "{\n  \"locale\" : \"de\",\n  \"strings\" : [\n" .write(to: file, atomically: true, encoding: .utf8)
        let broken = try Self.run(["join", "--catalog", "L.xcstrings", "l10n/de.json"], in: directory)
        #expect(broken.exitCode == 2 && broken.stderr == "trackerkit: error: l10n/de.json:3: \"strings\" is an array, not an object\n")
    }

    @Test func checkReadsTheSplitFilesAsJoined() throws {
        let directory = try Self.project(Self.ownLayout)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try Self.run(["split", "--catalog", "L.xcstrings", "--out", "l10n"], in: directory).exitCode == 0)
        let before = try Self.run(["check", "--catalog", "L.xcstrings", "--split", "l10n", "--strict", "--no-config"], in: directory)
        #expect(before.exitCode == 1 && before.stdout.contains("Title"), "needs_review fails --strict")
        let file = directory.appendingPathComponent("l10n/de.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "\"state\" : \"needs_review\",\n      \"value\" : \"Titel?\"", with: "\"state\" : \"translated\",\n      \"value\" : \"Titel\"")
            .write(to: file, atomically: true, encoding: .utf8)
        let after = try Self.run(["check", "--catalog", "L.xcstrings", "--split", "l10n", "--strict", "--no-config"], in: directory)
        #expect(after.exitCode == 0, "\(after.stdout)\(after.stderr)")
    }

    @Test func splitNeverOverwritesWorkThatIsNotJoined() throws {
        let directory = try Self.project(Self.ownLayout)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try Self.run(["split", "--catalog", "L.xcstrings", "--out", "l10n"], in: directory).exitCode == 0)
        let file = directory.appendingPathComponent("l10n/de.json")
        let edited = try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "\"Hallo %@\"", with: "\"Servus %@\"")
        try edited.write(to: file, atomically: true, encoding: .utf8)
        let split = try Self.run(["split", "--catalog", "L.xcstrings", "--out", "l10n"], in: directory)
        #expect(split.exitCode == 1)
        #expect(split.stderr.contains("trackerkit: error: l10n/de.json: 1 unit in it differs from the catalog (the first: \"Hello %@\" [de], line "))
        #expect(split.stderr.contains("join it first (trackerkit strings join --catalog L.xcstrings l10n/de.json --write), or delete it to split afresh"))
        #expect(try String(contentsOf: file, encoding: .utf8) == edited)
        #expect(try Self.run(["join", "--catalog", "L.xcstrings", "l10n", "--write"], in: directory).exitCode == 0)
        #expect(try Self.run(["split", "--catalog", "L.xcstrings", "--out", "l10n"], in: directory).exitCode == 0)
    }
}
