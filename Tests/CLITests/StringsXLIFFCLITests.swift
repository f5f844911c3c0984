import Foundation
import Testing

/// End to end: `strings export --format xliff|xcloc` and `strings import` of XLIFF files and
/// .xcloc bundles — unit counts, byte-identical round trips, edits, and refused input.
@Suite struct StringsXLIFFCLITests {
    static let fixtures = TrackerKitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/catalogs")
    static let locales = "de,fr,ru,ar,pl"

    /// A directory holding a copy of `fixture` as `App/Localizable.xcstrings`.
    static func project(_ fixture: String) throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent(fixture), to: directory.appendingPathComponent("App/Localizable.xcstrings"))
        return directory
    }

    static func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    @Test(arguments: ["xcstrings-tool-fixture.xcstrings", "lean-health-timer-root.xcstrings"])
    func unitsEqualCSVRowsAndUneditedRoundTripIsByteIdentical(fixture: String) throws {
        let directory = try Self.project(fixture)
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("App/Localizable.xcstrings")
        let before = try Data(contentsOf: catalog)
        let export = try TrackerKitProcess.run(["strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", Self.locales, "--format", "xliff", "--out", "out"], in: directory)
        #expect(export.exitCode == 0, "\(export.stderr)")
        let csv = try TrackerKitProcess.run(["strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", Self.locales], in: directory)
        // RFC 4180 ends records with CRLF; no value of these fixtures holds a line break.
        let csvLines = csv.stdout.components(separatedBy: "\r\n").filter { !$0.isEmpty }
        for locale in Self.locales.split(separator: ",") {
            let xliff = try Self.text(directory.appendingPathComponent("out/\(locale).xliff"))
            #expect(xliff.contains("<file original=\"App/Localizable.xcstrings\" source-language=\"en\" target-language=\"\(locale)\" datatype=\"plaintext\">"))
            let units = xliff.components(separatedBy: "<trans-unit ").count - 1 - (xliff.components(separatedBy: "translate=\"no\"").count - 1)
            let rows = csvLines.dropFirst().filter { $0.contains(",\(locale),") }.count
            #expect(units == rows, "\(locale)")
        }
        let files = Self.locales.split(separator: ",").map { "out/\($0).xliff" }
        let imported = try TrackerKitProcess.run(["strings", "import", "--catalog", "App/Localizable.xcstrings", "--write"] + files, in: directory)
        #expect(imported.exitCode == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("No changes"))
        #expect(try Data(contentsOf: catalog) == before)
    }

    static let catalogJSON = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld days" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld day" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld days" } }
                }
              }
            }
          }
        },
        "Title" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Titel?" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    @Test func editedTargetsAreImportedWithTheirStates() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Localizable.xcstrings")
        try Self.catalogJSON.write(to: catalog, atomically: true, encoding: .utf8)
        #expect(try TrackerKitProcess.run(["strings", "export", "--catalog", "Localizable.xcstrings", "--locales", "de", "--format", "xliff", "--out", "de.xliff"], in: directory).exitCode == 0)
        var xliff = try Self.text(directory.appendingPathComponent("de.xliff"))
        #expect(xliff.contains("<target state=\"needs-review-translation\">Titel?</target>"))
        xliff = xliff.replacingOccurrences(of: "<target state=\"needs-review-translation\">Titel?</target>", with: "<target state=\"needs-review-translation\">Titel</target>")
        xliff = xliff.replacingOccurrences(of: "<source>%lld day</source>", with: "<source>%lld day</source>\n<target>%lld Tag</target>")
        xliff = xliff.replacingOccurrences(of: "<source>%lld days</source>", with: "<source>%lld days</source>\n<target state=\"needs-review-l10n\">%lld Tage</target>")
        try xliff.write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let result = try TrackerKitProcess.run(["strings", "import", "--catalog", "Localizable.xcstrings", "--write", "de.xliff"], in: directory)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("changed Title [de]: \"Titel?\" (needs_review) → \"Titel\" (translated)"))
        #expect(result.stdout.contains("changed %lld days [de] plural.one: (none) → \"%lld Tag\" (translated)"))
        #expect(result.stdout.contains("changed %lld days [de] plural.other: (none) → \"%lld Tage\" (needs_review)"))
        #expect(result.stdout.contains("3 units changed in Localizable.xcstrings."))
        #expect(try TrackerKitProcess.run(["strings", "export", "--catalog", "Localizable.xcstrings", "--locales", "de", "--format", "xliff", "--out", "again.xliff"], in: directory).exitCode == 0)
        let again = try TrackerKitProcess.run(["strings", "import", "--catalog", "Localizable.xcstrings", "again.xliff"], in: directory)
        #expect(again.stdout.hasPrefix("No changes"), "\(again.stdout)")
        #expect(try Self.text(directory.appendingPathComponent("again.xliff")).contains("<target state=\"needs-review-translation\">%lld Tage</target>"))
    }

    @Test func rejectedUnitsAndBrokenFilesWriteNothing() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Localizable.xcstrings")
        try Self.catalogJSON.write(to: catalog, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: catalog)
        func file(_ body: String, original: String = "Localizable.xcstrings", version: String = "1.2") -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"\(version)\">\n<file original=\"\(original)\" source-language=\"en\" target-language=\"de\" datatype=\"plaintext\"><body>\n" + body + "\n</body></file></xliff>\n"
        }
        let cases: [(String, Int32, String)] = [
            (file("<trans-unit id=\"%lld days|==|plural.one\"><source>x</source><target>%@ Tag</target></trans-unit>"), 1,
             "x.xliff:4: \"%lld days\" [de] plural.one: the format specifiers do not match the source's"),
            (file("<trans-unit id=\"Nope\"><source>x</source><target>y</target></trans-unit>"), 1, "x.xliff:4: the key \"Nope\" is not in the catalog"),
            (file("<trans-unit id=\"Title\"><source>x</source><target>a</target></trans-unit>\n<trans-unit id=\"Title\"><source>x</source><target>b</target></trans-unit>"), 1,
             "x.xliff:5: a second row for \"Title\" [de]  (the first is line 4)"),
            (file("<trans-unit id=\"Title\"><source>x</source><target state=\"x-odd\">a</target></trans-unit>"), 1, "x.xliff:4: the state \"x-odd\" is not an XLIFF 1.2 state"),
            (file("<trans-unit id=\"Title|==|plural\"><source>x</source><target>a</target></trans-unit>"), 1, "x.xliff:4: the id \"Title|==|plural\" is not KEY"),
            (file("<trans-unit id=\"Title\"><source>x</source><target>a</target></trans-unit>", original: "Other/InfoPlist.xcstrings"), 2,
             "x.xliff:3: <file original=\"Other/InfoPlist.xcstrings\"> names a catalog this run does not have (it has Localizable.xcstrings)"),
            (file("<trans-unit id=\"Title\"><source>x</source><target>a</target></trans-unit>", version: "2.0"), 2, "x.xliff:2: XLIFF version 2.0"),
            (file("<trans-unit id=\"Title\"><source>x</source><target>a</target>"), 2, "x.xliff:5: not well-formed XML"),
        ]
        for (xml, code, message) in cases {
            try xml.write(to: directory.appendingPathComponent("x.xliff"), atomically: true, encoding: .utf8)
            let result = try TrackerKitProcess.run(["strings", "import", "--catalog", "Localizable.xcstrings", "--write", "x.xliff"], in: directory)
            #expect(result.exitCode == code, "\(message): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(try Data(contentsOf: catalog) == before)
        }
    }

    @Test func xclocHasXcodesLayoutAndImportsBack() throws {
        let directory = try Self.project("xcstrings-tool-fixture.xcstrings")
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("App/Localizable.xcstrings")
        let before = try Data(contentsOf: catalog)
        let export = try TrackerKitProcess.run(["strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", "de,fr", "--format", "xcloc", "--out", "Loc"], in: directory)
        #expect(export.exitCode == 0, "\(export.stderr)")
        let bundle = directory.appendingPathComponent("Loc/de.xcloc")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Notes").path, isDirectory: &isDirectory) && isDirectory.boolValue)
        #expect(try Data(contentsOf: bundle.appendingPathComponent("Source Contents/App/Localizable.xcstrings")) == before)
        let contents = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("contents.json"))) as? [String: Any])
        #expect(Set(contents.keys) == ["developmentRegion", "project", "targetLocale", "toolInfo", "version"])
        #expect(Set((contents["toolInfo"] as? [String: Any])?.keys.map { $0 } ?? []) == ["toolBuildNumber", "toolID", "toolName", "toolVersion"])
        #expect(contents["targetLocale"] as? String == "de" && contents["developmentRegion"] as? String == "en" && contents["version"] as? String == "1.0")
        let xliffURL = bundle.appendingPathComponent("Localized Contents/de.xliff")
        #expect(try Self.text(xliffURL).contains("<file original=\"App/Localizable.xcstrings\""))
        let unchanged = try TrackerKitProcess.run(["strings", "import", "--catalog", "App/Localizable.xcstrings", "--write", "Loc/de.xcloc", "Loc/fr.xcloc"], in: directory)
        #expect(unchanged.exitCode == 0 && unchanged.stdout.hasPrefix("No changes"), "\(unchanged.stderr)")
        #expect(try Data(contentsOf: catalog) == before)
        let edited = try Self.text(xliffURL).replacingOccurrences(of: "<source>Continue</source>", with: "<source>Continue</source><target>Weiter</target>")
        try edited.write(to: xliffURL, atomically: true, encoding: .utf8)
        let result = try TrackerKitProcess.run(["strings", "import", "--catalog", "App/Localizable.xcstrings", "--write", "Loc/de.xcloc"], in: directory)
        #expect(result.exitCode == 0 && result.stdout.contains("1 unit changed"), "\(result.stdout)\(result.stderr)")
        let empty = try TrackerKitProcess.run(["strings", "import", "--catalog", "App/Localizable.xcstrings", "Loc"], in: directory)
        #expect(empty.exitCode == 2)
    }
}
