import Foundation
import Testing

/// End to end, what `strings import` refuses or marks: 200,000 attributes on one trans-unit, a
/// unit repeated across `<file>` elements, a file in the source language, plural forms the
/// language never shows (and `strings check` reporting them), a translation made from an older
/// source text; and what `--quiet` leaves out.
@Suite struct StringsImportGuardsCLITests {
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
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Titel" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    /// What the summary adds for `catalogJSON`, which is not in Xcode's layout.
    static let reformatted = "; also reformatted to Xcode's layout (28 lines; --keep-layout edits it in place instead)"

    /// A directory with the catalog as `Localizable.xcstrings`.
    static func project() throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        try catalogJSON.write(to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        return directory
    }

    /// An XLIFF document: each body is one `<file>` element for the catalog, starting on line 3
    /// (the first) with its units from line 4 on.
    static func xliff(_ bodies: [String], targetLanguage: String = "de") -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
            + bodies.map { "<file original=\"Localizable.xcstrings\" source-language=\"en\" target-language=\"\(targetLanguage)\" datatype=\"plaintext\"><body>\n\($0)\n</body></file>\n" }.joined()
            + "</xliff>\n"
    }

    static func run(_ arguments: [String], in directory: URL) throws -> TrackerKitProcess.Result {
        try TrackerKitProcess.run(["strings", "import", "--catalog", "Localizable.xcstrings"] + arguments, in: directory)
    }

    static func catalog(in directory: URL) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent("Localizable.xcstrings"))
    }

    @Test func twoHundredThousandAttributesOnOneUnitAreImported() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 2.2 MB; comparing each attribute name with every earlier one took over 30 s in a
        // release build, so this debug-build run would take many minutes.
        let attributes = (0..<200_000).map { " a\($0)=\"x\"" }.joined()
        let unit = "<trans-unit id=\"Title\"\(attributes)><source>Title</source><target>Titel!</target></trans-unit>"
        try Self.xliff([unit]).write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let result = try Self.run(["de.xliff"], in: directory)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains("would change Title [de]: \"Titel\" (translated) → \"Titel!\" (translated)"))
        let repeated = unit.replacingOccurrences(of: "><source>", with: "\n a123=\"y\"><source>")
        try Self.xliff([repeated]).write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let refused = try Self.run(["de.xliff"], in: directory)
        #expect(refused.exitCode == 2)
        #expect(refused.stderrLines == ["trackerkit: error: de.xliff:5: not well-formed XML: an attribute given twice"])
    }

    @Test func aUnitInTwoFileElementsOfOneFileIsRejectedAsWithinOneFile() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Self.catalog(in: directory)
        let text = Self.xliff(["<trans-unit id=\"Title\"><source>Title</source><target>Erster</target></trans-unit>",
                               "<trans-unit id=\"Title\"><source>Title</source><target>Zweiter</target></trans-unit>"])
        try text.write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let result = try Self.run(["--write", "de.xliff"], in: directory)
        #expect(result.exitCode == 1)
        #expect(result.stderrLines == ["trackerkit: error: de.xliff:7: a second row for \"Title\" [de] (the first is line 4)"])
        #expect(result.stdout.contains("1 unit rejected; Localizable.xcstrings was not changed."))
        #expect(try Self.catalog(in: directory) == before)
    }

    @Test func aFileInTheSourceLanguageIsRefused() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Self.catalog(in: directory)
        // What an export of the development language looks like: every target its source.
        let export = try TrackerKitProcess.run(["strings", "export", "--catalog", "Localizable.xcstrings", "--locales", "en", "--format", "xliff", "--out", "en.xliff"], in: directory)
        #expect(export.exitCode == 0, "\(export.stderr)")
        let exported = try String(contentsOf: directory.appendingPathComponent("en.xliff"), encoding: .utf8)
        let fileLine = exported.components(separatedBy: "\n").firstIndex { $0.contains("<file ") }.map { $0 + 1 } ?? 0
        let edited = exported.replacingOccurrences(of: "<target state=\"translated\">Title</target>", with: "<target state=\"translated\">Headline</target>")
        #expect(edited != exported)
        try edited.write(to: directory.appendingPathComponent("en.xliff"), atomically: true, encoding: .utf8)
        let result = try Self.run(["--write", "en.xliff"], in: directory)
        #expect(result.exitCode == 2)
        #expect(result.stderrLines == [
            "trackerkit: error: en.xliff:\(fileLine): target-language en is the source language of Localizable.xcstrings: its targets would overwrite the source text (edit that in the catalog)",
        ])
        #expect(try Self.catalog(in: directory) == before)
    }

    @Test func aPluralFormGermanNeverShowsIsRejectedAndReportedByCheck() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Self.catalog(in: directory)
        let reason = "\"%lld days\" [de] plural.few: de has no plural form \"few\" (CLDR: one, other; zero is allowed for the count 0), so no count would show it"
        try Self.xliff(["<trans-unit id=\"%lld days|==|plural.few\"><source>%lld days</source><target>%lld Tage</target></trans-unit>"])
            .write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let xliff = try Self.run(["--write", "de.xliff"], in: directory)
        #expect(xliff.exitCode == 1)
        #expect(xliff.stderrLines == ["trackerkit: error: de.xliff:4: " + reason])
        // The same row from a translator's CSV: the same rejection.
        try "key,locale,path,source,translation\n%lld days,de,plural.few,%lld days,%lld Tage\n".write(to: directory.appendingPathComponent("de.csv"), atomically: true, encoding: .utf8)
        let csv = try Self.run(["--write", "de.csv"], in: directory)
        #expect(csv.exitCode == 1)
        #expect(csv.stderrLines == ["trackerkit: error: de.csv:2: " + reason])
        #expect(try Self.catalog(in: directory) == before)

        // A catalog that has such a form (written by hand or by an older trackerkit): a warning
        // of strings check in every format, failing with --strict or as an error.
        let withFew = Self.catalogJSON.replacingOccurrences(of: "        \"en\" : {\n          \"variations\"", with: """
                "de" : {
                  "variations" : {
                    "plural" : {
                      "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tage" } },
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tag" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tage" } }
                    }
                  }
                },
                "en" : {
                  "variations"
        """)
        #expect(withFew != Self.catalogJSON)
        let fewLine = try #require(withFew.components(separatedBy: "\n").firstIndex { $0.contains("\"few\"") }) + 1
        try withFew.write(to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let check = ["strings", "check", "--catalog", "Localizable.xcstrings", "--no-config", "--severity", "missing-key=off"]
        let json = try TrackerKitProcess.run(check + ["--format", "json"], in: directory)
        #expect(json.exitCode == 0, "\(json.stdout)")
        let problems = try #require((try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["kind"] as? String == "plural-extra-category" && problems.first?["severity"] as? String == "warning")
        #expect(problems.first?["line"] as? Int == fewLine)
        for format in ["text", "md", "github", "junit", "sarif", "xcode"] {
            let output = try TrackerKitProcess.run(check + ["--format", format], in: directory)
            #expect(output.exitCode == 0 && output.stdout.contains("plural-extra-category"), "\(format): \(output.stdout)")
        }
        #expect(try TrackerKitProcess.run(check + ["--strict"], in: directory).exitCode == 1)
        #expect(try TrackerKitProcess.run(check + ["--severity", "plural-extra-category=error"], in: directory).exitCode == 1)
    }

    @Test func aChangedSourceIsImportedAsNeedsReviewWithAWarning() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.xliff(["<trans-unit id=\"Title\"><source>Old title</source><target state=\"final\">Alter Titel</target></trans-unit>"])
            .write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let result = try Self.run(["--write", "de.xliff"], in: directory)
        #expect(result.exitCode == 0)
        #expect(result.stderrLines == [
            "trackerkit: warning: de.xliff:4: \"Title\" [de] was translated from \"Old title\", but the source text is now \"Title\"; imported as needs_review",
        ])
        // The catalog is not in Xcode's layout: the write brings it there, and says so.
        #expect(result.stdout == "changed Title [de]: \"Titel\" (translated) → \"Alter Titel\" (needs_review)\n1 unit changed in Localizable.xcstrings\(Self.reformatted).\n")
        let written = try String(contentsOf: directory.appendingPathComponent("Localizable.xcstrings"), encoding: .utf8)
        #expect(written.contains("\"state\" : \"needs_review\",\n            \"value\" : \"Alter Titel\""))
    }

    @Test func quietLeavesOutTheUnitLinesAndKeepsWarningsErrorsAndTheSummary() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.xliff(["""
        <trans-unit id="Title"><source>Old title</source><target>Alter Titel</target></trans-unit>
        <trans-unit id="%lld days|==|plural.one"><source>%lld day</source><target>%lld Tag</target></trans-unit>
        <trans-unit id="%lld days|==|plural.other"><source>%lld days</source><target>%lld Tage</target></trans-unit>
        """]).write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let warning = "trackerkit: warning: de.xliff:4: \"Title\" [de] was translated from \"Old title\", but the source text is now \"Title\"; imported as needs_review"
        let loud = try Self.run(["de.xliff"], in: directory)
        #expect(loud.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("would change ") }.count == 3)
        for flag in ["-q", "--quiet"] {
            let dryRun = try Self.run([flag, "de.xliff"], in: directory)
            #expect(dryRun.exitCode == 0)
            #expect(dryRun.stdout == "3 units would change; run again with --write to write Localizable.xcstrings; would also be reformatted to Xcode's layout (28 lines; --keep-layout edits it in place instead).\n")
            #expect(dryRun.stderrLines == [warning])
        }
        let written = try Self.run(["-q", "--write", "de.xliff"], in: directory)
        #expect(written.exitCode == 0)
        #expect(written.stdout == "3 units changed in Localizable.xcstrings\(Self.reformatted).\n")
        #expect(written.stderrLines == [warning])
        // Rejections are errors: --quiet keeps them.
        try Self.xliff(["<trans-unit id=\"Nope\"><source>x</source><target>y</target></trans-unit>"])
            .write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let rejected = try Self.run(["-q", "--write", "de.xliff"], in: directory)
        #expect(rejected.exitCode == 1)
        #expect(rejected.stderrLines == ["trackerkit: error: de.xliff:4: the key \"Nope\" is not in the catalog"])
        #expect(rejected.stdout == "1 unit rejected; Localizable.xcstrings was not changed.\n")
    }
}
