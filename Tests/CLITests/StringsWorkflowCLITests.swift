import Foundation
import Testing

/// End to end: `strings check` with baselines, coverage gates and configuration; `strings
/// format`; the `strings export` → `strings import` round trip.
@Suite struct StringsWorkflowCLITests {
    static let fixtures = TrackerKitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/catalogs")

    /// A catalog with the given de values (nil: no de localization), every preset key exempted
    /// so only these keys matter.
    static func catalog(_ entries: [(String, String?)]) -> String {
        var lines: [String] = []
        for (key, value) in entries {
            if let value {
                lines.append("\"\(key)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}}}")
            } else {
                lines.append("\"\(key)\":{}")
            }
        }
        return "{\"sourceLanguage\":\"en\",\"strings\":{\n" + lines.joined(separator: ",\n") + "\n},\"version\":\"1.0\"}"
    }

    static func git(_ arguments: [String], in directory: URL) throws {
        let git = try TrackerKitProcess.run(executable: "/usr/bin/env", ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments, in: directory)
        #expect(git.exitCode == 0, "git \(arguments.joined(separator: " ")): \(git.stderr)")
    }

    static let quiet = ["--severity", "missing-key=off"]

    @Test func baselineFromGitGatesOnlyNewProblems() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sub = directory.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let file = sub.appendingPathComponent("Localizable.xcstrings")
        try Self.git(["init", "-q"], in: directory)
        // Commit 1: B and C lack de.
        try Self.catalog([("A", "A"), ("B", nil), ("C", nil)]).write(to: file, atomically: true, encoding: .utf8)
        try Self.git(["add", "."], in: directory)
        try Self.git(["commit", "-q", "-m", "one"], in: directory)
        try Self.git(["tag", "base"], in: directory)

        // Working tree: B fixed, C still missing → passes against the baseline.
        try Self.catalog([("A", "A"), ("B", "B"), ("C", nil)]).write(to: file, atomically: true, encoding: .utf8)
        let old = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--baseline", "base", "--format", "json"] + Self.quiet, in: directory)
        #expect(old.exitCode == 0, "\(old.stdout)\(old.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(old.stdout.utf8)) as? [String: Any])
        let de = try #require(((object["baseline"] as? [String: Any])?["locales"] as? [String: Any])?["de"] as? [String: Any])
        #expect(de["new"] as? Int == 0 && de["fixed"] as? Int == 1 && de["open"] as? Int == 1)
        #expect(de["coverageBefore"] as? Double == 33.3 && de["coverageAfter"] as? Double == 66.6)
        // Without the baseline the old gap fails.
        #expect(try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings"] + Self.quiet, in: directory).exitCode == 1)

        // Commit 2 with a new gap D: fails against base, from inside a subdirectory too.
        try Self.catalog([("A", "A"), ("B", "B"), ("C", nil), ("D", nil)]).write(to: file, atomically: true, encoding: .utf8)
        try Self.git(["commit", "-q", "-am", "two"], in: directory)
        let new = try TrackerKitProcess.run(["strings", "check", "--catalog", "Localizable.xcstrings", "--baseline", "base"] + Self.quiet, in: sub)
        #expect(new.exitCode == 1)
        #expect(new.stdout.contains("D [de] line 5 (new)"))
        #expect(new.stdout.contains("C [de] line 4 (in baseline)"))
        #expect(new.stdout.contains("Check failed: 1 new problem fails."))
        let github = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--baseline", "HEAD~1", "--format", "github"] + Self.quiet, in: directory)
        #expect(github.exitCode == 1)
        #expect(github.stdout.contains("::error file=App/Localizable.xcstrings,line=5,title=missing-translation%3A D [de]::"))
        #expect(github.stdout.contains("::notice file=App/Localizable.xcstrings,line=4,title=missing-translation%3A C [de]::"))
        // Against HEAD (which has D) nothing is new.
        #expect(try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--baseline", "HEAD"] + Self.quiet, in: directory).exitCode == 0)

        // Errors are one line, exit 2.
        let unknown = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--baseline", "no-such-ref"], in: directory)
        #expect(unknown.exitCode == 2)
        #expect(unknown.stderrLines.count == 1 && unknown.stderr.contains("no-such-ref is not a revision"))
        let outside = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: outside) }
        try Self.catalog([("A", "A")]).write(to: outside.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        let noRepo = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--baseline", "HEAD"], in: outside)
        #expect(noRepo.exitCode == 2)
        #expect(noRepo.stderr.contains("is not inside a git repository"))
    }

    @Test func baselineFileConfigurationAndCoverageGate() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.catalog([("A", "A"), ("B", nil)]).write(to: directory.appendingPathComponent("old.xcstrings"), atomically: true, encoding: .utf8)
        try Self.catalog([("A", "A"), ("B", nil), ("C", nil), ("Debug.X", nil)]).write(to: directory.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        let withFile = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--baseline-file", "old.xcstrings", "--ignore", "Debug.*"] + Self.quiet, in: directory)
        #expect(withFile.exitCode == 1)
        #expect(withFile.stdout.contains("C [de] line 4 (new)") && !withFile.stdout.contains("Debug.X"))

        // The same gate from .trackerkit.json; flags override it.
        try """
        {"strings": {"locales": ["en", "de"], "ignoreGlobs": ["Debug.*"], "severity": {"missing-key": "off"},
                     "baselineFile": "old.xcstrings"}}
        """.write(to: directory.appendingPathComponent(".trackerkit.json"), atomically: true, encoding: .utf8)
        let configured = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings"], in: directory)
        #expect(configured.exitCode == 1)
        #expect(configured.stdout == withFile.stdout)
        #expect(configured.stderr.contains("settings from"))
        #expect(try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--no-baseline", "--min-coverage", "25"], in: directory).exitCode == 0)
        let below = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--no-baseline", "--min-coverage", "34"], in: directory)
        #expect(below.exitCode == 1)
        #expect(below.stdout.contains("de at 33.3% below the minimum coverage of 34%"))

        // JUnit and SARIF to files.
        let junit = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--format", "junit", "--out", "report.xml"], in: directory)
        #expect(junit.exitCode == 1 && junit.stdout.isEmpty)
        let xml = try String(contentsOf: directory.appendingPathComponent("report.xml"), encoding: .utf8)
        #expect(xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"trackerkit strings check L.xcstrings\" tests=\"6\" failures=\"1\""))

        // A misspelled setting is an error, not a silently missing gate.
        try "{\"strings\": {\"minCoverge\": 90}}".write(to: directory.appendingPathComponent(".trackerkit.json"), atomically: true, encoding: .utf8)
        let typo = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings"], in: directory)
        #expect(typo.exitCode == 2)
        #expect(typo.stderrLines.count == 1 && typo.stderr.contains(".trackerkit.json:1:14: unknown member \"strings.minCoverge\""))
        #expect(try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--no-config"] + Self.quiet, in: directory).exitCode == 1)
        for bad in [["--min-coverage", "101"], ["--severity", "stale"], ["--baseline", "x", "--baseline-file", "y"], ["--format", "xml"]] {
            let result = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--no-config"] + bad, in: directory)
            #expect(result.exitCode == 2, "\(bad)")
            #expect(result.stderrLines.count == 1)
        }
    }

    @Test func formatLeavesXcodeCatalogsAloneAndFixesOthers() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let xcode = directory.appendingPathComponent("xcode.xcstrings")
        let other = directory.appendingPathComponent("other.xcstrings")
        let xcodeBytes = try Data(contentsOf: Self.fixtures.appendingPathComponent("xcstrings-tool-fixture.xcstrings"))
        try xcodeBytes.write(to: xcode)
        try Data(contentsOf: Self.fixtures.appendingPathComponent("lean-health-timer-root.xcstrings")).write(to: other)
        let shipped = try Data(contentsOf: TrackerKitProcess.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings"))
        try shipped.write(to: directory.appendingPathComponent("shipped.xcstrings"))

        let check = try TrackerKitProcess.run(["strings", "format", "--check", "xcode.xcstrings", "other.xcstrings", "shipped.xcstrings"], in: directory)
        #expect(check.exitCode == 1)
        #expect(check.stdout == "would reformat other.xcstrings\n")
        let rewrite = try TrackerKitProcess.run(["strings", "format", "xcode.xcstrings", "other.xcstrings", "shipped.xcstrings"], in: directory)
        #expect(rewrite.exitCode == 0)
        #expect(try Data(contentsOf: xcode) == xcodeBytes)
        #expect(try Data(contentsOf: directory.appendingPathComponent("shipped.xcstrings")) == shipped)
        #expect(try TrackerKitProcess.run(["strings", "format", "--check", "other.xcstrings"], in: directory).exitCode == 0)
        let formatted = try String(contentsOf: other, encoding: .utf8)
        #expect(formatted.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"))

        try "{\"sourceLanguage\":\"en\",\"strings\":{\"A\":{},\"A\":{}}}".write(to: directory.appendingPathComponent("dup.xcstrings"), atomically: true, encoding: .utf8)
        let duplicate = try TrackerKitProcess.run(["strings", "format", "dup.xcstrings"], in: directory)
        #expect(duplicate.exitCode == 2)
        #expect(duplicate.stderr.contains("occurs more than once"))
    }

    @Test(arguments: ["xcstrings-tool-fixture.xcstrings", "lean-health-timer-root.xcstrings"])
    func exportImportRoundTripIsByteIdentical(fixture: String) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
        let catalog = directory.appendingPathComponent("L.xcstrings")
        try original.write(to: catalog)
        let export = try TrackerKitProcess.run(["strings", "export", "--catalog", "L.xcstrings", "--locales", "de,en,fr", "--out", "t.csv"], in: directory)
        #expect(export.exitCode == 0, "\(export.stderr)")
        let imported = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "--write", "t.csv"], in: directory)
        #expect(imported.exitCode == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.hasPrefix("No changes"))
        #expect(try Data(contentsOf: catalog) == original)
    }

    @Test func editedRowsChangeExactlyTheirUnits() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(contentsOf: TrackerKitProcess.packageRoot.appendingPathComponent("Strings/Localizable.xcstrings"), encoding: .utf8)
        let catalog = directory.appendingPathComponent("L.xcstrings")
        try original.write(to: catalog, atomically: true, encoding: .utf8)
        // RFC 4180 asked for: the German default is the Excel dialect (`;`, a byte order mark).
        #expect(try TrackerKitProcess.run(["strings", "export", "--catalog", "L.xcstrings", "--locale", "de", "--out", "de.csv", "--csv-dialect", "rfc4180"],
                                          in: directory).exitCode == 0)
        var csv = try String(contentsOf: directory.appendingPathComponent("de.csv"), encoding: .utf8)
        #expect(csv.hasPrefix("key,locale,path,source,translation,state,comment\r\n"))
        let row = "%lld days,de,plural.other,%lld days,%lld Tage,translated,"
        #expect(csv.contains(row))
        csv = csv.replacingOccurrences(of: row, with: "%lld days,de,plural.other,%lld days,\"%lld Tage, \"\"lang\"\"\",translated,")
        // Columns may be reordered by a spreadsheet user: the header names them.
        try csv.write(to: directory.appendingPathComponent("de.csv"), atomically: true, encoding: .utf8)
        let dry = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "de.csv"], in: directory)
        #expect(dry.exitCode == 0)
        #expect(dry.stdout.contains("would change %lld days [de] plural.other: \"%lld Tage\" (translated) → \"%lld Tage, \"lang\"\" (translated)"))
        #expect(try String(contentsOf: catalog, encoding: .utf8) == original)
        let write = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "--review", "--write", "de.csv"], in: directory)
        #expect(write.exitCode == 0, "\(write.stderr)")
        // The first "%lld Tage" in the file is the `other` form of "%lld days" (keys are sorted).
        let unit = try #require(original.range(of: "\"state\" : \"translated\",\n                  \"value\" : \"%lld Tage\""))
        let expected = original.replacingCharacters(
            in: unit, with: "\"state\" : \"needs_review\",\n                  \"value\" : \"%lld Tage, \\\"lang\\\"\"")
        #expect(expected != original)
        #expect(try String(contentsOf: catalog, encoding: .utf8) == expected)

        // A row with a wrong specifier or an unknown key: nothing is written, exit 1.
        try "key,locale,path,translation\r\n%lld days,de,plural.one,%d Tag\r\nNo such key,de,,x\r\n".write(to: directory.appendingPathComponent("bad.csv"), atomically: true, encoding: .utf8)
        let bad = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "--write", "bad.csv"], in: directory)
        #expect(bad.exitCode == 1)
        #expect(bad.stderrLines.count == 2)
        #expect(bad.stderrLines[0].contains("bad.csv:2: \"%lld days\" [de] plural.one: the format specifiers do not match"))
        #expect(bad.stderrLines[1].contains("bad.csv:3: the key \"No such key\" is not in the catalog"))
        #expect(try String(contentsOf: catalog, encoding: .utf8) == expected)

        // Malformed CSV is an input error with its line.
        try "key,locale,path,translation\r\nA,de,,\"open\r\n".write(to: directory.appendingPathComponent("broken.csv"), atomically: true, encoding: .utf8)
        let broken = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "broken.csv"], in: directory)
        #expect(broken.exitCode == 2)
        #expect(broken.stderr.contains("broken.csv:2: a quoted field is not closed"))
    }

    @Test func exportNeutralizesFormulasReversibly() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = """
        {"sourceLanguage":"en","strings":{
        "=SUM":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"=SUMME(A1)"}}}},
        "quote":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"'zitiert'"}}}},
        "lines":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"eins\\r\\nzwei\\ndrei"}}}}
        },"version":"1.0"}
        """
        let catalog = directory.appendingPathComponent("L.xcstrings")
        try json.write(to: catalog, atomically: true, encoding: .utf8)
        let export = try TrackerKitProcess.run(["strings", "export", "--catalog", "L.xcstrings", "--csv-dialect", "excel"], in: directory)
        #expect(export.exitCode == 0)
        #expect(export.stdout.hasPrefix("\u{FEFF}key;locale;path"))
        #expect(export.stdout.contains("'=SUM;de;;'=SUM;'=SUMME(A1);translated;"))
        #expect(export.stdout.contains("quote;de;;quote;''zitiert';translated;"))
        try export.stdout.write(to: directory.appendingPathComponent("t.csv"), atomically: true, encoding: .utf8)
        let imported = try TrackerKitProcess.run(["strings", "import", "--catalog", "L.xcstrings", "--write", "t.csv"], in: directory)
        #expect(imported.stdout.hasPrefix("No changes"), "\(imported.stdout)\(imported.stderr)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == json)
    }
}
