import Foundation
import Testing

/// `strings diff` on files and git revisions, in its three formats, and as git's textconv.
@Suite struct StringsDiffCLITests {
    static let old = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Gone": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Weg"}}}},
      "Old.Name": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Umbenannt"}}}},
      "Settings": {"comment": "Title", "localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "Einstellung"}},
        "en": {"stringUnit": {"state": "translated", "value": "Setting"}},
        "fr": {"stringUnit": {"state": "needs_review", "value": "Réglages"}}}}
    }}
    """
    static let new = """
    {"sourceLanguage": "en", "version": "1.0", "strings": {
      "Added": {"localizations": {"de": {"stringUnit": {"state": "new", "value": "Neu"}}, "en": {"stringUnit": {"state": "translated", "value": "New"}}}},
      "New.Name": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Umbenannt"}}}},
      "Settings": {"comment": "Screen title", "localizations": {
        "de": {"stringUnit": {"state": "translated", "value": "Einstellungen"}},
        "en": {"stringUnit": {"state": "translated", "value": "Settings"}},
        "fr": {"stringUnit": {"state": "translated", "value": "Réglages"}},
        "it": {"stringUnit": {"state": "translated", "value": "Impostazioni"}}}}
    }}
    """

    static func files() throws -> (directory: URL, old: String, new: String) {
        let directory = try TrackerKitProcess.temporaryDirectory()
        let old = directory.appendingPathComponent("old.xcstrings").path, new = directory.appendingPathComponent("new.xcstrings").path
        try Self.old.write(toFile: old, atomically: true, encoding: .utf8)
        try Self.new.write(toFile: new, atomically: true, encoding: .utf8)
        return (directory, old, new)
    }

    @Test func textListsCountsFirstThenEveryChange() throws {
        let (directory, _, _) = try Self.files()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try TrackerKitProcess.run(["strings", "diff", "old.xcstrings", "new.xcstrings"], in: directory)
        #expect(result.exitCode == 0 && result.stderr.isEmpty)
        #expect(result.stdout == """
        old.xcstrings → new.xcstrings: 1 key added, 1 removed, 1 renamed; 4 units changed in 1 key (en 1, de 1, fr 1, it 1); 1 other change

        added   "Added" [de, en]
        removed "Gone" [de]
        renamed "Old.Name" → "New.Name"
        "Settings" comment: "Title" → "Screen title"
        "Settings" [de]: "Einstellung" → "Einstellungen"
        "Settings" [en]: source "Setting" → "Settings"
        "Settings" [fr]: needs_review → translated
        "Settings" [it]: added "Impostazioni" (translated)

        """)
    }

    @Test func markdownAndJSON() throws {
        let (directory, old, new) = try Self.files()
        defer { try? FileManager.default.removeItem(at: directory) }
        let markdown = try TrackerKitProcess.run(["strings", "diff", "--format", "md", old, new])
        #expect(markdown.exitCode == 0)
        #expect(markdown.stdout.contains("| de | 1 | 0 | 0 | 0 | 0 |"))
        #expect(markdown.stdout.contains("| translation | `Settings` | de |  | \"Einstellung\" (translated) | \"Einstellungen\" (translated) |")
                || markdown.stdout.contains("| translation | `Settings` | de | | \"Einstellung\" (translated) | \"Einstellungen\" (translated) |"), "\(markdown.stdout)")
        let json = try TrackerKitProcess.run(["strings", "diff", "-f", "json", old, new])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let counts = try #require(object["counts"] as? [String: Any])
        #expect(counts["units"] as? Int == 4 && counts["keysRenamed"] as? Int == 1 && counts["otherChanges"] as? Int == 1)
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.map { $0["kind"] as? String } == ["field", "translation", "source", "state", "added"])
        #expect((changes[1]["after"] as? [String: Any])?["value"] as? String == "Einstellungen")
        #expect(changes[4]["before"] is NSNull)
    }

    @Test func revisionsOfARepositoryAndGitsTextconv() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("App/Localizable.xcstrings")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = try StringsMergeCLITests.git(["init", "-q"], in: directory)
        try Self.old.write(to: file, atomically: true, encoding: .utf8)
        _ = try StringsMergeCLITests.git(["add", "."], in: directory)
        _ = try StringsMergeCLITests.git(["commit", "-qm", "one"], in: directory)
        try Self.new.write(to: file, atomically: true, encoding: .utf8)
        let result = try TrackerKitProcess.run(["strings", "diff", "HEAD:App/Localizable.xcstrings", "App/Localizable.xcstrings"], in: directory)
        #expect(result.exitCode == 0 && result.stdout.hasPrefix("HEAD:App/Localizable.xcstrings → App/Localizable.xcstrings: 1 key added"), "\(result.stdout)\(result.stderr)")
        let missing = try TrackerKitProcess.run(["strings", "diff", "HEAD:App/Other.xcstrings", "App/Localizable.xcstrings"], in: directory)
        #expect(missing.exitCode == 0 && missing.stdout.contains(": 3 keys added\n"))
        #expect(missing.stderr == "trackerkit: note: App/Other.xcstrings does not exist in HEAD: compared as an empty catalog\n")
        let unknown = try TrackerKitProcess.run(["strings", "diff", "nope:App/Localizable.xcstrings", "App/Localizable.xcstrings"], in: directory)
        #expect(unknown.exitCode == 2 && unknown.stderrLines.count == 1 && unknown.stderr.contains("nope is not a revision of the repository"))
        let broken = directory.appendingPathComponent("broken.xcstrings")
        try "{\"sourceLanguage\": 1}".write(to: broken, atomically: true, encoding: .utf8)
        let invalid = try TrackerKitProcess.run(["strings", "diff", "broken.xcstrings", "App/Localizable.xcstrings"], in: directory)
        #expect(invalid.exitCode == 2 && invalid.stderrLines == ["trackerkit: error: broken.xcstrings:1:20: sourceLanguage: expected a string, found a number"])

        // git diff through the text conversion shows units, not JSON lines.
        let install = try TrackerKitProcess.run(["strings", "diff", "--install"], in: directory)
        #expect(install.exitCode == 0, "\(install.stderr)")
        let diff = try StringsMergeCLITests.git(["diff", "--", "App/Localizable.xcstrings"], in: directory)
        #expect(diff.stdout.contains("\n-\"Settings\" [de]: \"Einstellung\" (translated)\n"), "\(diff.stdout)")
        #expect(diff.stdout.contains("\n+\"Settings\" [de]: \"Einstellungen\" (translated)\n"))
        #expect(diff.stdout.contains("\n sourceLanguage: \"en\"\n"))
        #expect(diff.stdout.contains("\n+\"Added\" [en]: \"New\" (translated)\n"))
    }

    @Test func textconvListsOneLinePerUnitAndMember() throws {
        let (directory, old, _) = try Self.files()
        defer { try? FileManager.default.removeItem(at: directory) }
        let listing = try TrackerKitProcess.run(["strings", "diff", "--textconv", old])
        #expect(listing.exitCode == 0)
        #expect(listing.stdout == """
        sourceLanguage: "en"
        version: "1.0"
        "Gone" [de]: "Weg" (translated)
        "Old.Name" [de]: "Umbenannt" (translated)
        "Settings" comment: "Title"
        "Settings" [de]: "Einstellung" (translated)
        "Settings" [en]: "Setting" (translated)
        "Settings" [fr]: "Réglages" (needs_review)

        """)
        let usage = try TrackerKitProcess.run(["strings", "diff", "--textconv", old, old])
        #expect(usage.exitCode == 2 && usage.stderr.contains("--textconv takes one catalog"))
    }
}
