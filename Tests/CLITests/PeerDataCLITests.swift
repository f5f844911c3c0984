import Foundation
import Testing

/// What peers' own test data showed: an XLIFF round trip with a substitution named with a dot,
/// a language added but not yet translated under `--min-coverage 0`, and merge conflict lines
/// for keys longer than the 200-character cut.
@Suite struct PeerDataCLITests {
    /// Export writes `KEY|==|substitutions.n.items.plural.one`; the unchanged file imports back
    /// with nothing to change (it was refused: the dots did not pair), as the CSV always did.
    @Test func aSubstitutionNamedWithADotRoundTrips() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        func substitution(_ one: String, _ other: String) -> String {
            #"{"stringUnit":{"state":"translated","value":"%#@n.items@"},"substitutions":{"n.items":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg "#
                + one + #""}},"other":{"stringUnit":{"state":"translated","value":"%arg "# + other + "\"}}}}}}}"
        }
        let catalog = #"{"sourceLanguage":"en","strings":{"%lld items":{"localizations":{"de":"# + substitution("Ding", "Dinge") + #","en":"#
            + substitution("item", "items") + "}}},\"version\":\"1.0\"}"
        try catalog.write(to: directory.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: directory.appendingPathComponent("L.xcstrings"))
        let export = try TrackerKitProcess.run(["strings", "export", "--catalog", "L.xcstrings", "--format", "xliff", "--out", "de.xliff", "--locales", "de"], in: directory)
        #expect(export.exitCode == 0, "\(export.stderr)")
        #expect(try String(contentsOf: directory.appendingPathComponent("de.xliff"), encoding: .utf8).contains("id=\"%lld items|==|substitutions.n.items.plural.one\""))
        let run = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "de.xliff", "--write"], in: directory)
        #expect(run.exitCode == 0 && run.stderr.isEmpty, "\(run.stdout)\(run.stderr)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("L.xcstrings")) == before)
        let edited = try String(contentsOf: directory.appendingPathComponent("de.xliff"), encoding: .utf8).replacingOccurrences(of: "%arg Dinge</target>", with: "%arg Sachen</target>")
        try edited.write(to: directory.appendingPathComponent("de.xliff"), atomically: true, encoding: .utf8)
        let change = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "de.xliff", "--write"], in: directory)
        #expect(change.exitCode == 0 && change.stdout.contains("1 unit changed"), "\(change.stdout)\(change.stderr)")
        #expect(try String(contentsOf: directory.appendingPathComponent("L.xcstrings"), encoding: .utf8).contains("%arg Sachen"))
    }

    /// A language Xcode added with `new` units of empty values: untranslated, not a
    /// format-mismatch too — so `--min-coverage 0` passes.
    @Test func anUntranslatedLanguageIsNoFormatMismatch() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let catalog = #"{"sourceLanguage":"en","strings":{"%lld items for %@":{"localizations":{"de":{"stringUnit":{"state":"new","value":""}},"#
            + #""en":{"stringUnit":{"state":"translated","value":"%lld items for %@"}}}}},"version":"1.0"}"#
        try catalog.write(to: directory.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        let check = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--no-config", "--format", "json"], in: directory)
        #expect(check.stdout.contains("\"untranslated\"") && !check.stdout.contains("format-mismatch"), "\(check.stdout)")
        let coverage = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--no-config", "--min-coverage", "0"], in: directory)
        #expect(coverage.exitCode == 0, "\(coverage.stdout)")
    }

    /// A conflict on a key of 300 characters: the line keeps the closing quote, the locale and
    /// the path after the shortened key.
    @Test func aLongKeysConflictLineKeepsItsPlace() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let key = String(repeating: "K", count: 300)
        func catalog(_ value: String) -> String {
            #"{"sourceLanguage":"en","strings":{""# + key + #"":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":""# + value
                + #""}},"other":{"stringUnit":{"state":"translated","value":"o"}}}}}}}},"version":"1.0"}"#
        }
        for (name, value) in [("base", "a"), ("ours", "b"), ("theirs", "c")] {
            try catalog(value).write(to: directory.appendingPathComponent("\(name).xcstrings"), atomically: true, encoding: .utf8)
        }
        let merge = try TrackerKitProcess.run(["strings", "merge", "--out", "-", "base.xcstrings", "ours.xcstrings", "theirs.xcstrings"], in: directory)
        #expect(merge.exitCode == 1)
        let line = try #require(merge.stderrLines.first { $0.hasPrefix("trackerkit: conflict: ") })
        #expect(line.contains("\"" + String(repeating: "K", count: 199) + "…\" [de] plural.one: ours \"b\" (translated), theirs \"c\" (translated), base \"a\" (translated)"), "\(line)")
    }
}
