import Foundation
import SharpTools
import Testing
import TestSupport

/// The report on what a Lean Health Timer team really has: the app's catalog, a binary copied
/// anywhere, locale spellings, a German spreadsheet, a store without a zone, a settings file.
@Suite struct RealInputsCLITests {
    private let root = TrackerKitProcess.packageRoot
    private let fixedTime = ["--as-of", "2026-11-20", "--timezone", "Europe/Berlin"]
    private var sample: String { root.appendingPathComponent("Samples/tracker-store.json").path }
    private var appCatalog: String { root.appendingPathComponent("Tests/Fixtures/catalogs/lean-health-timer-root.xcstrings").path }

    private func withTemporaryDirectory(_ body: (URL) throws -> Void) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    private func text(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private func files(under directory: URL) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        var found: [String] = []
        while let path = enumerator?.nextObject() as? String {
            if let identity = FileIdentity.of(directory.appendingPathComponent(path).path), !identity.isDirectory {
                found.append(path)
            }
        }
        return found.sorted()
    }

    @Test func theAppsCatalogGivesLabelsAndLeavesNoReportKeys() throws {
        guard FileManager.default.fileExists(atPath: appCatalog) else {
            Issue.record("the published catalog \(appCatalog) is missing")
            return
        }
        try withTemporaryDirectory { out in
            let result = try TrackerKitProcess.run(["report", "--store", sample, "--catalog", appCatalog, "--out", out.path] + fixedTime)
            #expect(result.exitCode == 0, "\(result.stderr)")
            let written = try files(under: out)
            #expect(written == (try ExpectedReportSet.paths(store: sample)))
            for file in written {
                let content = try text(out.appendingPathComponent(file))
                #expect(!content.contains("Report."), "\(file) shows a raw report key")
            }
            #expect(try text(out.appendingPathComponent("de/logs.csv")).contains("Kaum"))
            #expect(try text(out.appendingPathComponent("de/streaks.md")).hasPrefix("# Serien\n"))
            #expect(try text(out.appendingPathComponent("en/trackers.md")).contains("Drink Water"))
            #expect(try text(out.appendingPathComponent("de/trackers.md")).contains("Wasser trinken"))
        }
    }

    @Test func aCopiedBinaryRunsAloneFromAnotherDirectoryAndWritesTheSameBytes() throws {
        try withTemporaryDirectory { directory in
            let lonely = directory.appendingPathComponent("bin")
            let elsewhere = directory.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let copy = lonely.appendingPathComponent("trackerkit")
            try FileManager.default.copyItem(at: TrackerKitProcess.binary, to: copy)
            let away = try TrackerKitProcess.runCopy(
                ["report", "--store", sample, "--out", directory.appendingPathComponent("away").path] + fixedTime, in: elsewhere, binary: copy)
            #expect(away.exitCode == 0, "\(away.stderr)")
            let home = try TrackerKitProcess.run(["report", "--store", sample, "--out", directory.appendingPathComponent("home").path] + fixedTime)
            #expect(home.exitCode == 0, "\(home.stderr)")
            let names = try files(under: directory.appendingPathComponent("home"))
            #expect(names == (try ExpectedReportSet.paths(store: sample)))
            #expect(try files(under: directory.appendingPathComponent("away")) == names)
            for name in names {
                let a = try Data(contentsOf: directory.appendingPathComponent("away/\(name)"))
                let b = try Data(contentsOf: directory.appendingPathComponent("home/\(name)"))
                #expect(a == b, "\(name) differs")
            }
        }
    }

    @Test func aLocaleWithoutPhrasesIsRefusedWithTheAvailableOnes() throws {
        try withTemporaryDirectory { out in
            let result = try TrackerKitProcess.run(["report", "--store", sample, "--locale", "fr", "--out", out.path] + fixedTime)
            #expect(result.exitCode == 2)
            #expect(result.stderrLines.count == 1, "\(result.stderr)")
            #expect(result.stderr.contains("available: de, en"))
            #expect(try files(under: out).isEmpty)
            let streaks = try TrackerKitProcess.run(["streaks", "--store", sample, "--locale", "fr"] + fixedTime)
            #expect(streaks.exitCode == 2)
            #expect(streaks.stderr.contains("available: de, en"))
        }
    }

    @Test func anAppCatalogThatTranslatesEveryPhraseAddsItsLocale() throws {
        try withTemporaryDirectory { directory in
            // Every built-in phrase, with the English words as "fr": a complete French layer.
            let shipped = try Data(contentsOf: root.appendingPathComponent("Strings/Localizable.xcstrings"))
            var catalog = try #require(try JSONSerialization.jsonObject(with: shipped) as? [String: Any])
            var strings = try #require(catalog["strings"] as? [String: Any])
            for (key, value) in strings {
                var entry = try #require(value as? [String: Any])
                var localizations = try #require(entry["localizations"] as? [String: Any])
                localizations["fr"] = localizations["en"]
                entry["localizations"] = localizations
                strings[key] = entry
            }
            catalog["strings"] = strings
            let french = directory.appendingPathComponent("fr.xcstrings")
            try JSONSerialization.data(withJSONObject: catalog).write(to: french)
            let out = directory.appendingPathComponent("out")
            let result = try TrackerKitProcess.run(["report", "--store", sample, "--catalog", french.path, "--locale", "fr_FR", "--out", out.path] + fixedTime)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [ExpectedReportSet.marker, "fr"])
            #expect(try text(out.appendingPathComponent("fr/streaks.md")).hasPrefix("# Streaks\n"))
            // fr writes a decimal comma: the CSVs take the Excel dialect.
            #expect(try text(out.appendingPathComponent("fr/streaks.csv")).contains(";0,833;"))
        }
    }

    @Test(arguments: ["DE", "de_DE", "de-AT"])
    func germanSpellingsWriteDe(_ locale: String) throws {
        try withTemporaryDirectory { out in
            let result = try TrackerKitProcess.run(["report", "--store", sample, "--locale", locale, "--out", out.path] + fixedTime)
            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted() == [ExpectedReportSet.marker, "de"])
            #expect(try text(out.appendingPathComponent("de/streaks.md")).hasPrefix("# Serien\n"))
        }
    }

    @Test func twoLocalesForOneFolderAreRefused() throws {
        try withTemporaryDirectory { out in
            let result = try TrackerKitProcess.run(["report", "--store", sample, "--locale", "de,de-AT", "--out", out.path] + fixedTime)
            #expect(result.exitCode == 2)
            #expect(result.stderr.contains("both write de/"))
        }
    }

    @Test func csvDefaultsToWhatTheLocalesSpreadsheetsRead() throws {
        try withTemporaryDirectory { out in
            let result = try TrackerKitProcess.run(["report", "--store", sample, "--out", out.path] + fixedTime)
            #expect(result.exitCode == 0, "\(result.stderr)")
            let german = try text(out.appendingPathComponent("de/streaks.csv"))
            #expect(try Data(contentsOf: out.appendingPathComponent("de/streaks.csv")).starts(with: [0xEF, 0xBB, 0xBF]), "a UTF-8 byte order mark")
            #expect(german.drop { $0 == "\u{FEFF}" }.hasPrefix("#;"))
            #expect(german.contains(";0,833;"))
            let english = try text(out.appendingPathComponent("en/streaks.csv"))
            #expect(english.hasPrefix("#,"))
            #expect(english.contains(",0.833,"))
            let plain = try TrackerKitProcess.run(["export", "trackers", "--store", sample, "--locale", "de", "--csv-dialect", "rfc4180"] + fixedTime)
            #expect(plain.stdout.hasPrefix("#,"))
            let exported = try TrackerKitProcess.run(["export", "trackers", "--store", sample, "--locale", "de"] + fixedTime)
            #expect(exported.stdout.utf8.starts(with: [0xEF, 0xBB, 0xBF, UInt8(ascii: "#"), UInt8(ascii: ";")]))
        }
    }

    @Test func aStoreWithoutAZoneNamesTheZoneUsed() throws {
        try withTemporaryDirectory { directory in
            #expect(try TrackerKitProcess.generateStores(size: "small", seed: 3, into: directory) == 0, "python3 Benchmarks/generate-stores.py failed")
            let store = directory.appendingPathComponent("small.sqlite").path
            let unzoned = try TrackerKitProcess.run(["streaks", "--store", store, "--as-of", "2026-11-20"])
            #expect(unzoned.exitCode == 0, "\(unzoned.stderr)")
            #expect(unzoned.stderr.contains("records no time zone; reporting in"))
            #expect(unzoned.stderr.contains("--timezone"))
            let zoned = try TrackerKitProcess.run(["streaks", "--store", store, "--as-of", "2026-11-20", "--timezone", "UTC"])
            #expect(zoned.exitCode == 0)
            #expect(!zoned.stderr.contains("time zone"))
        }
    }

    @Test func theSettingsFileShortensTheCronLineAndFlagsWin() throws {
        try withTemporaryDirectory { directory in
            let settings = #"{"report": {"timeZone": "Europe/Berlin", "locales": ["en"], "pin": [], "csvDialect": "excel", "out": "site"}}"#
            try Data(settings.utf8).write(to: directory.appendingPathComponent(".trackerkit.json"))
            let byFile = try TrackerKitProcess.run(["report", "--store", sample, "--as-of", "2026-11-20"], in: directory)
            #expect(byFile.exitCode == 0, "\(byFile.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("site").path).sorted() == [ExpectedReportSet.marker, "en"])
            let csv = try Data(contentsOf: directory.appendingPathComponent("site/en/streaks.csv"))
            #expect(csv.starts(with: [0xEF, 0xBB, 0xBF, UInt8(ascii: "#"), UInt8(ascii: ",")]), "csvDialect excel from the file")
            let byFlags = try TrackerKitProcess.run(
                ["report", "--store", sample, "--as-of", "2026-11-20", "--locale", "de", "--out", "flags", "--csv-dialect", "rfc4180"], in: directory)
            #expect(byFlags.exitCode == 0, "\(byFlags.stderr)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("flags").path).sorted() == [ExpectedReportSet.marker, "de"])
            #expect(try text(directory.appendingPathComponent("flags/de/streaks.csv")).hasPrefix("#,"))
            let bad = #"{"report": {"timezone": "Europe/Berlin"}}"#
            try Data(bad.utf8).write(to: directory.appendingPathComponent("bad.json"))
            let refused = try TrackerKitProcess.run(["streaks", "--store", sample, "--config", "bad.json"], in: directory)
            #expect(refused.exitCode == 2)
            #expect(refused.stderr.contains("bad.json:1:"))
            #expect(refused.stderr.contains("report.timezone"))
        }
    }
}
