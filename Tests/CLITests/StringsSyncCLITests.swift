import Foundation
import Testing

/// `strings sync` end to end: the dry run lists what Xcode's extraction would change,
/// `--check` fails on it, `--write` changes only the entries it names, and a synced catalog
/// passes `--check`.
@Suite struct StringsSyncCLITests {
    /// A folder with a catalog in Xcode's layout (keys Kept and Unused, both translated) and
    /// one Swift file using Kept and a new key.
    static func app() throws -> (directory: URL, catalog: String) {
        let directory = try TrackerKitProcess.temporaryDirectory()
        let catalog = directory.appendingPathComponent("Localizable.xcstrings").path
        try StringsMergeCLITests.catalog([("Kept", "Behalten"), ("Unused", "Unbenutzt")]).write(toFile: catalog, atomically: true, encoding: .utf8)
        let sources = directory.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try """
        struct Screen: View {
            var body: some View { Text("Kept"); Text("Added", comment: "A new one") }
        }
        """.write(to: sources.appendingPathComponent("Screen.swift"), atomically: true, encoding: .utf8)
        return (directory, catalog)
    }

    @Test func theDryRunListsTheChangesAndWritesNothing() throws {
        let (directory, catalog) = try Self.app()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try String(contentsOfFile: catalog, encoding: .utf8)
        let result = try TrackerKitProcess.run(["strings", "sync", "Localizable.xcstrings", "--sources", "App"], in: directory)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout == """
              + "Added" (App/Screen.swift:2:46)
              ~ "Unused": no code uses it, marked stale
            Localizable.xcstrings: 1 key added, 1 key marked stale (dry run: --write applies it)

            """)
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == before)
    }

    @Test func checkFailsUntilTheWriteAndTheWriteChangesOnlyTheSyncedEntries() throws {
        let (directory, catalog) = try Self.app()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = directory.appendingPathComponent("original.xcstrings").path
        try FileManager.default.copyItem(atPath: catalog, toPath: original)
        let check = try TrackerKitProcess.run(["strings", "sync", "--check", "--quiet", "Localizable.xcstrings", "--sources", "App"], in: directory)
        #expect(check.exitCode == 1)
        #expect(check.stdout == "Localizable.xcstrings: 1 key added, 1 key marked stale — not in sync with the code: run trackerkit strings sync --write\n")

        let write = try TrackerKitProcess.run(["strings", "sync", "--write", "--quiet", "Localizable.xcstrings", "--sources", "App"], in: directory)
        #expect(write.exitCode == 0 && write.stdout == "Localizable.xcstrings: 1 key added, 1 key marked stale\n", "\(write.stdout)\(write.stderr)")
        let text = try String(contentsOfFile: catalog, encoding: .utf8)
        #expect(text.contains("    \"Added\" : {\n      \"comment\" : \"A new one\"\n    },\n"))
        #expect(text.contains("    \"Unused\" : {\n      \"extractionState\" : \"stale\",\n"))
        // Three lines for the new entry, one for the stale mark; nothing else moves.
        let (added, removed) = try LayoutKeepingWritesCLITests.numstat(original, catalog)
        #expect(added == 4 && removed == 0)

        let again = try TrackerKitProcess.run(["strings", "sync", "--check", "Localizable.xcstrings", "--sources", "App"], in: directory)
        #expect(again.exitCode == 0 && again.stdout == "Localizable.xcstrings: in sync with the code\n", "\(again.stdout)")
    }

    @Test func aCatalogWithoutKnownCodeIsAnInputError() throws {
        let (directory, _) = try Self.app()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try TrackerKitProcess.run(["strings", "sync", "Localizable.xcstrings", "--write"], in: directory)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("Localizable.xcstrings: no code is known for this catalog; give the app's Swift files with --sources DIR or its project with --project App.xcodeproj"))
        #expect(result.stdout.isEmpty)
    }

    @Test func writeAndCheckTogetherAreAUsageError() throws {
        let (directory, _) = try Self.app()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try TrackerKitProcess.run(["strings", "sync", "Localizable.xcstrings", "--sources", "App", "--write", "--check"], in: directory)
        #expect(result.exitCode == 2)
    }

    @Test func aCatalogWithAKeyTwiceIsRefusedAndLeftAsItWas() throws {
        let (directory, catalog) = try Self.app()
        defer { try? FileManager.default.removeItem(at: directory) }
        // "Unused" twice: the first holds the German text a rewrite would drop.
        let twice = try String(contentsOfFile: catalog, encoding: .utf8)
            .replacingOccurrences(of: "\n  },\n  \"version\"", with: ",\n    \"Unused\" : {\n      \"comment\" : \"again\"\n    }\n  },\n  \"version\"")
        try twice.write(toFile: catalog, atomically: true, encoding: .utf8)
        let result = try TrackerKitProcess.run(["strings", "sync", "--write", "--quiet", "Localizable.xcstrings", "--sources", "App"], in: directory)
        #expect(result.exitCode == 2)
        #expect(result.stderr.contains("\"Unused\" occurs more than once in strings"), "\(result.stderr)")
        #expect(result.stderr.contains("writing the file would drop one — merge them first"))
        #expect(try String(contentsOfFile: catalog, encoding: .utf8) == twice)
    }
}
