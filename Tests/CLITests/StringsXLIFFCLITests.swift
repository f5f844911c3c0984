import Foundation
import SharpTools
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
        let csv = try TrackerKitProcess.run(["strings", "export", "--catalog", "App/Localizable.xcstrings", "--locales", Self.locales, "--csv-dialect", "rfc4180"],
                                            in: directory)
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
        #expect(result.stdout.contains("3 units changed in Localizable.xcstrings; also reformatted to Xcode's layout ("))
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
             "x.xliff:5: a second row for \"Title\" [de] (the first is line 4)"),
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
        #expect(FileIdentity.of(bundle.appendingPathComponent("Notes").path)?.isDirectory == true)
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

    static let infoPlist = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "NSCameraUsageDescription" : {
          "comment" : "Privacy - Camera Usage Description",
          "extractionState" : "extracted_with_value",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Scan codes"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }

    """

    @Test func rootFindsEveryCatalogAndImportRoutesByOriginal() throws {
        let directory = try Self.project("lean-health-timer-root.xcstrings")
        defer { try? FileManager.default.removeItem(at: directory) }
        let manager = FileManager.default
        for folder in ["Watch Extension", ".build/x", "Pods/P", "DerivedData", "Carthage", ".git", "Loc/old.xcloc"] {
            try manager.createDirectory(at: directory.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try manager.copyItem(at: Self.fixtures.appendingPathComponent("xcstrings-tool-fixture.xcstrings"),
                             to: directory.appendingPathComponent("Watch Extension/Localizable.xcstrings"))
        for path in ["App/InfoPlist.xcstrings", ".build/x/A.xcstrings", "Pods/P/B.xcstrings", "DerivedData/C.xcstrings",
                     "Carthage/D.xcstrings", ".git/E.xcstrings", "Loc/old.xcloc/F.xcstrings"] {
            try Self.infoPlist.write(to: directory.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let paths = ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "Watch Extension/Localizable.xcstrings"]
        let before = try paths.map { try Data(contentsOf: directory.appendingPathComponent($0)) }
        let export = try TrackerKitProcess.run(["strings", "export", "--root", ".", "--format", "xliff", "--locales", "de,ru", "--out", "Loc"], in: directory)
        #expect(export.exitCode == 0, "\(export.stderr)")
        let de = try Self.text(directory.appendingPathComponent("Loc/de.xliff"))
        let originals = de.components(separatedBy: "\n").filter { $0.contains("<file ") }.compactMap { $0.components(separatedBy: "\"").dropFirst().first }
        #expect(originals == paths)
        let unchanged = try TrackerKitProcess.run(["strings", "import", "--root", ".", "--write", "Loc/de.xliff", "Loc/ru.xliff"], in: directory)
        #expect(unchanged.exitCode == 0 && unchanged.stdout.hasPrefix("No changes"), "\(unchanged.stdout)\(unchanged.stderr)")
        #expect(try paths.map { try Data(contentsOf: directory.appendingPathComponent($0)) } == before)

        let edited = de.replacingOccurrences(of: "<source>Scan codes</source>", with: "<source>Scan codes</source><target>Codes scannen</target>")
            .replacingOccurrences(of: "<trans-unit id=\"continue\" xml:space=\"preserve\">\n        <source>Continue</source>",
                                  with: "<trans-unit id=\"continue\" xml:space=\"preserve\">\n        <source>Continue</source><target>Weiter</target>")
        try edited.write(to: directory.appendingPathComponent("Loc/de.xliff"), atomically: true, encoding: .utf8)
        let result = try TrackerKitProcess.run(["strings", "import", "--catalog", "App/Localizable.xcstrings", "--catalog", "App/InfoPlist.xcstrings",
                                                "--catalog", "Watch Extension/Localizable.xcstrings", "--write", "Loc/de.xliff"], in: directory)
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("2 units changed in App/InfoPlist.xcstrings, Watch Extension/Localizable.xcstrings."))
        #expect(try Data(contentsOf: directory.appendingPathComponent(paths[1])) == before[1])
        #expect(try Self.text(directory.appendingPathComponent(paths[0])).contains("\"value\" : \"Codes scannen\""))
        #expect(try Self.text(directory.appendingPathComponent(paths[2])).contains("\"value\" : \"Weiter\""))

        // Without the Watch catalog in the run, its <file> is refused and nothing is applied.
        let missing = try TrackerKitProcess.run(["strings", "import", "--catalog", "App/Localizable.xcstrings", "--catalog", "App/InfoPlist.xcstrings", "Loc/de.xliff"], in: directory)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr.contains("names a catalog this run does not have"))
        let csv = try TrackerKitProcess.run(["strings", "export", "--root", "."], in: directory)
        #expect(csv.exitCode == 2 && csv.stderr.contains("the CSV has no catalog column"))
        let twice = try TrackerKitProcess.run(["strings", "export", "--catalog", "App/InfoPlist.xcstrings", "--catalog", "./App/InfoPlist.xcstrings", "--format", "xliff", "--out", "X"], in: directory)
        #expect(twice.exitCode == 2 && twice.stderr.contains("is named twice"))
    }
}

extension StringsXLIFFCLITests {
    @Test func aUnitInTwoFilesIsRejected() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Localizable.xcstrings")
        try Self.catalogJSON.write(to: catalog, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: catalog)
        let xml = "<xliff version=\"1.2\">\n<file original=\"Localizable.xcstrings\" source-language=\"en\" target-language=\"de\"><body>\n<trans-unit id=\"Title\"><source>x</source><target>T</target></trans-unit>\n</body></file></xliff>\n"
        try xml.write(to: directory.appendingPathComponent("a.xliff"), atomically: true, encoding: .utf8)
        try xml.write(to: directory.appendingPathComponent("b.xliff"), atomically: true, encoding: .utf8)
        let result = try TrackerKitProcess.run(["strings", "import", "--catalog", "Localizable.xcstrings", "--write", "a.xliff", "b.xliff"], in: directory)
        #expect(result.exitCode == 1)
        #expect(result.stderr.contains("b.xliff:3: a second unit for \"Title\" [de] (the first is a.xliff:3)"), "\(result.stderr)")
        #expect(try Data(contentsOf: catalog) == before)
    }
}
