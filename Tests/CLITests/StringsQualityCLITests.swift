import Foundation
import Testing
import TestSupport

/// `strings check`'s quality checks end to end: the glossary from `--glossary` and from the
/// settings, `[max N]` and `maxLength`, `keepTerms`, in every format, and broken inputs.
@Suite struct StringsQualityCLITests {
    static let catalog = """
    {"sourceLanguage":"en","strings":{
      "joker.use":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Use a Joker"}},
                                    "de":{"stringUnit":{"state":"translated","value":"Verwende eine Wildcard"}}}},
      "tab.settings":{"comment":"Tab title [max 10]","localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}},
                                    "de":{"stringUnit":{"state":"translated","value":"Einstellungen"}}}},
      "Tab.Home":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Home"}},
                                    "de":{"stringUnit":{"state":"translated","value":"Startseite"}}}},
      "brand":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Homebrew Cask"}},
                                    "de":{"stringUnit":{"state":"translated","value":"Homebrew Cask"}}}}
    },"version":"1.0"}
    """

    private func scratch() throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        try Self.catalog.write(to: directory.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try "term,locale,translation\nJoker,de,Joker\n".write(to: directory.appendingPathComponent("glossary.csv"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test func glossaryAndLengthInEveryFormat() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in RegistryChoices.checkFormats {
            let result = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--severity", "missing-key=off", "--glossary", "glossary.csv", "--format", format], in: directory)
            #expect(result.exitCode == 0, "warnings do not fail: \(format)\n\(result.stdout)\(result.stderr)")
            for expected in ["glossary", "joker.use", "length", "tab.settings", "same-as-source", "brand"] {
                #expect(result.stdout.contains(expected), "\(format) lacks \(expected):\n\(result.stdout)")
            }
            let strict = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--severity", "missing-key=off", "--glossary", "glossary.csv", "--strict", "--format", format], in: directory)
            #expect(strict.exitCode == 1, "\(format)")
        }
    }

    @Test func theSettingsFileGivesGlossaryKeptTermsAndLimits() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"strings": {"glossary": "glossary.csv", "keepTerms": ["Cask"], "maxLength": {"Tab.*": 8}}}"#
            .write(to: directory.appendingPathComponent(".trackerkit.json"), atomically: true, encoding: .utf8)
        let result = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--severity", "missing-key=off", "--format", "json"], in: directory)
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        let problems = (report["problems"] as! [[String: Any]]).map { "\($0["kind"]!) \($0["key"]!)" }
        #expect(problems == ["length Tab.Home", "length tab.settings", "glossary joker.use"], "\(problems)")
        // Flags win: --severity switches a kind off, --glossary names another file.
        try "term,locale,translation\nWildcard,de,Wildcard\n".write(to: directory.appendingPathComponent("other.csv"), atomically: true, encoding: .utf8)
        let flags = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--severity", "missing-key=off", "--glossary", "other.csv",
                                               "--severity", "length=off", "--severity", "glossary=error", "--format", "json"], in: directory)
        let flagged = try JSONSerialization.jsonObject(with: Data(flags.stdout.utf8)) as! [String: Any]
        #expect((flagged["problems"] as! [[String: Any]]).isEmpty)
        #expect(flags.exitCode == 0)
    }

    @Test func brokenGlossariesAndSettingsAreInputErrors() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "term,locale\nJoker,de\n".write(to: directory.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        let bad = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--severity", "missing-key=off", "--glossary", "bad.csv"], in: directory)
        #expect(bad.exitCode == 2)
        #expect(bad.stderrLines == ["trackerkit: error: bad.csv:1: no \"translation\" column: a glossary needs the columns term, locale and translation (the header has \"term\", \"locale\")"])
        let missing = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--severity", "missing-key=off", "--glossary", "none.csv"], in: directory)
        #expect(missing.exitCode == 2 && missing.stderr.contains("none.csv: cannot read the glossary"))
        try #"{"strings": {"maxLength": {"Tab.*": 0}}}"#.write(to: directory.appendingPathComponent("zero.json"), atomically: true, encoding: .utf8)
        let zero = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--severity", "missing-key=off", "--config", "zero.json"], in: directory)
        #expect(zero.exitCode == 2 && zero.stderr.contains("zero.json:1:28: maxLength of \"Tab.*\" must be a whole number of characters above 0"), "\(zero.stderr)")
        let out = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--severity", "missing-key=off", "--glossary", "glossary.csv", "--out", "glossary.csv"], in: directory)
        #expect(out.exitCode == 2, "the report never replaces the glossary it read")
    }
}
