import Foundation
import Testing
@testable import trackerkit
@testable import CommandFiles

/// Wherever a user types a name the tool says what was meant: a store given without --store,
/// the version as other tools spell it, a city for a time zone, a settings member in the wrong
/// case, a gzipped input, a JSON file where a CSV belongs. One line, naming the file and the
/// place where there is one; exit 2.
@Suite struct SuggestionsCLITests {
    /// `{"trackers": []}` compressed by gzip.
    static let gzipped: [UInt8] = [
        0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x03, 0xAB, 0x56, 0x2A, 0x29, 0x4A, 0x4C, 0xCE, 0x4E, 0x2D,
        0x2A, 0x56, 0xB2, 0x52, 0x88, 0x8E, 0xAD, 0xE5, 0x02, 0x00, 0x39, 0x5B, 0x59, 0x05, 0x11, 0x00, 0x00, 0x00,
    ]

    private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try body(directory)
    }

    private func failure(_ arguments: [String], in directory: URL = TrackerKitProcess.packageRoot) throws -> [String] {
        let result = try TrackerKitProcess.run(arguments, in: directory)
        #expect(result.exitCode == 2, "\(arguments): \(result.stderr)")
        #expect(result.stdout.isEmpty)
        return result.stderrLines
    }

    @Test(arguments: [
        (["report", "export.json"], "unexpected argument \"export.json\" for 'report' (did you mean --store export.json?); see 'trackerkit report --help'"),
        (["streaks", "default.store"], "unexpected argument \"default.store\" for 'streaks' (did you mean --store default.store?); see 'trackerkit streaks --help'"),
        (["order", "My Export.json"], "unexpected argument \"My Export.json\" for 'order' (did you mean --store 'My Export.json'?); see 'trackerkit order --help'"),
        (["export", "logs", "export.json"], "unexpected argument \"export.json\" for 'export' (did you mean --store export.json?); see 'trackerkit export --help'"),
        (["report", "de"], "unexpected argument \"de\" for 'report'; see 'trackerkit report --help'"),
        (["report", "--store", "a.json", "b.json"], "unexpected argument \"b.json\" for 'report'; see 'trackerkit report --help'"),
        (["export", "logs", "b.json", "--store", "a.json"], "unexpected argument \"b.json\" for 'export'; see 'trackerkit export --help'"),
    ])
    func aStoreGivenWithoutItsOptionGetsTheOption(_ arguments: [String], _ message: String) throws {
        #expect(try failure(arguments) == ["trackerkit: error: " + message])
    }

    /// The commands as the tool lists them (from its command list, not pinned here).
    static let commandNames = TrackerKitCLI.tool.topLevel.joined(separator: ", ")
    /// The commands that take `--store`, as the tool lists them: 'report', 'streaks', … and 'order'.
    static var storeTakers: String {
        let names = TrackerKitCLI.commands.filter { $0.options.contains { $0.spellings.contains("--store") } }.map { "'\($0.name)'" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    @Test(arguments: [
        (["version"], "unknown command 'version' (did you mean --version?) (commands: \(Self.commandNames)); see 'trackerkit --help'"),
        (["-V"], "unknown option -V (did you mean --version?); see 'trackerkit --help'"),
        (["--verison"], "unknown option --verison (did you mean --version?); see 'trackerkit --help'"),
        (["--hlep"], "unknown option --hlep (did you mean --help?); see 'trackerkit --help'"),
        (["--version=2"], "option --version takes no value; see 'trackerkit --help'"),
        (["--store", "x.json", "report"],
         "--store is an option of \(Self.storeTakers): the command comes first (trackerkit report --store …); see 'trackerkit --help'"),
    ])
    func theVersionAsOtherToolsSpellItIsPointedTo(_ arguments: [String], _ message: String) throws {
        #expect(try failure(arguments) == ["trackerkit: error: " + message])
    }

    @Test(arguments: [
        ("Berlin", "did you mean Europe/Berlin?"),
        ("new york", "did you mean America/New_York?"),
        ("europe/berlin", "did you mean Europe/Berlin?"),
        ("Europe/Berln", "did you mean Europe/Berlin?"),
        ("Mars", "e.g. Europe/Berlin"),
    ])
    func aTimeZoneGetsTheNearestIANANames(_ typed: String, _ hint: String) throws {
        #expect(try failure(["streaks", "--timezone", typed]) == [
            "trackerkit: error: --timezone \"\(typed)\" is not an IANA time zone (\(hint)); see 'trackerkit streaks --help'",
        ])
    }

    @Test func aSettingsMemberInTheWrongCaseGetsItsName() throws {
        try withTemporaryDirectory { directory in
            try Data(#"{ "report": { "timezone": "Berlin" } }"#.utf8).write(to: directory.appendingPathComponent(".trackerkit.json"))
            #expect(try failure(["streaks"], in: directory) == [
                "trackerkit: error: .trackerkit.json:1:15: unknown member \"report.timezone\" (did you mean \"report.timeZone\"? known: store, timeZone, locales, pin, csvDialect, catalog, out)",
            ])
            try Data(#"{ "report": { "timeZone": "Berlin" } }"#.utf8).write(to: directory.appendingPathComponent(".trackerkit.json"))
            #expect(try failure(["streaks"], in: directory) == [
                "trackerkit: error: .trackerkit.json:1:15: report.timeZone \"Berlin\" is not an IANA time zone (did you mean Europe/Berlin?)",
            ])
            try Data(#"{ "reports": { } }"#.utf8).write(to: directory.appendingPathComponent(".trackerkit.json"))
            #expect(try failure(["streaks"], in: directory) == [
                "trackerkit: error: .trackerkit.json:1:3: unknown member \"reports\" (did you mean \"report\"? the settings go into \"strings\" or \"report\")",
            ])
        }
    }

    /// A gzipped store, catalog or CSV is named as such, with the form that reads it.
    @Test func aGzippedInputNamesTheGunzipForm() throws {
        try withTemporaryDirectory { directory in
            for name in ["export.json.gz", "Localizable.xcstrings.gz", "de.csv.gz"] {
                try Data(Self.gzipped).write(to: directory.appendingPathComponent(name))
            }
            try Data(#"{ "sourceLanguage": "en", "strings": {}, "version": "1.0" }"#.utf8).write(to: directory.appendingPathComponent("App.xcstrings"))
            #expect(try failure(["streaks", "--store", "export.json.gz"], in: directory) == [
                "trackerkit: error: export.json.gz: not a tracker store: the file is gzip-compressed; read it decompressed, e.g. --store <(gunzip -c export.json.gz)",
            ])
            #expect(try failure(["strings", "check", "--catalog", "Localizable.xcstrings.gz"], in: directory) == [
                "trackerkit: error: Localizable.xcstrings.gz: not a string catalog: the file is gzip-compressed; read it decompressed, e.g. <(gunzip -c Localizable.xcstrings.gz)",
            ])
            #expect(try failure(["strings", "import", "--catalog", "App.xcstrings", "de.csv.gz"], in: directory) == [
                "trackerkit: error: de.csv.gz: not a translation CSV: the file is gzip-compressed; read it decompressed, e.g. <(gunzip -c de.csv.gz)",
            ])
        }
    }

    @Test func aJSONFileGivenAsTheCSVIsNamedAsJSON() throws {
        try withTemporaryDirectory { directory in
            try Data(#"{ "sourceLanguage": "en", "strings": {}, "version": "1.0" }"#.utf8).write(to: directory.appendingPathComponent("App.xcstrings"))
            try Data("[{\"key\": \"Title\", \"de\": \"Titel\"}]\n".utf8).write(to: directory.appendingPathComponent("x.json"))
            try Data("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\"/>\n".utf8).write(to: directory.appendingPathComponent("de.xml"))
            #expect(try failure(["strings", "import", "--catalog", "App.xcstrings", "x.json"], in: directory) == [
                "trackerkit: error: x.json: this is JSON, not a translation CSV; import the CSV that strings export writes, or XLIFF (a .xliff or .xlf file, or an .xcloc bundle)",
            ])
            #expect(try failure(["strings", "import", "--catalog", "App.xcstrings", "App.xcstrings"], in: directory) == [
                "trackerkit: error: App.xcstrings: this is a string catalog, not a translation CSV: the catalog to import into goes to --catalog, and the CSV or XLIFF to import is the argument",
            ])
            #expect(try failure(["strings", "import", "--catalog", "App.xcstrings", "de.xml"], in: directory) == [
                "trackerkit: error: de.xml: this is XML, not a translation CSV; XLIFF is read from a file named .xliff or .xlf (or an .xcloc bundle)",
            ])
        }
    }
}
