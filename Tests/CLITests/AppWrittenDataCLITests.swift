import Foundation
import Testing
import TestSupport

/// `report` on what the app writes (`Tests/Fixtures/app-written`): levels sharing a
/// key, a log without a tracker, an old awareness Mood tracker — as a JSON export and as a
/// SwiftData store. Exit 0, one warning line per kind with its count, the complete report.
@Suite struct AppWrittenDataCLITests {
    private let fixtures = "Tests/Fixtures/app-written/"

    private func report(_ store: String, out: URL) throws -> TrackerKitProcess.Result {
        try TrackerKitProcess.run(["report", "--store", fixtures + store, "--out", out.path,
                                   "--as-of", "2026-11-20", "--timezone", "Europe/Berlin", "--quiet"])
    }

    private func text(_ out: URL, _ path: String) throws -> String {
        String(decoding: try Data(contentsOf: out.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test func bothStoresGiveTheCompleteReportWithOneWarningPerKind() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let expectedWarnings = [
            "app-written.json": [
                #"2 trackers with levels sharing a key, told apart by id (output shows such a key as key#id); first: trackers[0] (Evening walk): levels with ids 2, 3, 4 share the key "level_3""#,
                "1 log names no tracker of the store and is left out: logs[9] names tracker C0000000-0000-4000-8000-0000000000FF",
            ],
            "app-written.sqlite": [
                "1 log names no tracker of the store and is left out: ZTRACKERLOG row Z_PK=10 has no tracker (ZTRACKER is NULL)",
                #"2 trackers with levels sharing a key, told apart by id (output shows such a key as key#id); first: ZTRACKER row Z_PK=1 (Evening walk): levels with ids 2, 3, 4 share the key "level_3""#,
            ],
        ]
        for (store, warnings) in expectedWarnings.sorted(by: { $0.key < $1.key }) {
            let result = try report(store, out: directory.appendingPathComponent(store))
            #expect(result.exitCode == 0, "\(store): \(result.stderr)")
            let lines = result.stderr.split(separator: "\n").map(String.init)
            // The app stores plain words as its custom levels' label keys: shown as they are, with a warning.
            let rawKeys = "trackerkit: warning: 5 keys have no text in any catalog and show as they are in the report: Good, Level 1, Level 2, Level 3, good; "
                + "pass the app's catalog with --catalog FILE (or \"report\": {\"catalog\": …} in .trackerkit.json)"
            #expect(lines == warnings.map { "trackerkit: warning: \(fixtures + store): \($0)" } + [rawKeys], "\(store)")
        }
        // The complete set (the pictures named after the store's listed trackers), the same from both stores.
        let written = HostileInputTests.regularFiles(under: directory.appendingPathComponent("app-written.json").path)
        #expect(written.filter { !ExpectedReportSet.isPicture($0) } == ExpectedReportSet.pathsWithoutPictures())
        #expect(written.contains(where: ExpectedReportSet.isPicture))
        #expect(HostileInputTests.regularFiles(under: directory.appendingPathComponent("app-written.sqlite").path) == written)
        for file in written {
            let fromJSON = try Data(contentsOf: directory.appendingPathComponent("app-written.json/\(file)"))
            let fromSQLite = try Data(contentsOf: directory.appendingPathComponent("app-written.sqlite/\(file)"))
            #expect(fromJSON == fromSQLite, "\(file) differs between the JSON and the SQLite store")
            #expect(!fromJSON.isEmpty)
        }
    }

    @Test func sharedKeysShowTheirIdAndAnAwarenessMoodShowsNoLevel() throws {
        let out = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let result = try report("app-written.sqlite", out: out)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let logs = try text(out, "en/logs.csv").split(whereSeparator: \.isNewline).map(String.init)
        // Level key and label follow the value; a shared key carries the level's id.
        #expect(logs.contains { $0.hasSuffix(",2026-11-17,0,level_1,Level 1,,,") })
        #expect(logs.contains { $0.hasSuffix(",2026-11-18,2,level_3#2,Level 3,,,") })
        #expect(logs.contains { $0.hasSuffix(",2026-11-19,3,level_3#3,Level 3,,,") })
        #expect(logs.contains { $0.hasSuffix(",2026-11-19,0,good#0,Good,,,") })
        #expect(logs.contains { $0.hasSuffix(",2026-11-20,1,good#1,good,,,") })
        // The old Mood tracker: value 1 and a note, no level key, no level label.
        #expect(logs.contains { $0.hasSuffix(",2026-11-18,1,,,calm morning,,") })
        #expect(logs.filter { $0.contains(",Mood,") }.count == 3)
        let written = HostileInputTests.regularFiles(under: out.path)
        #expect(written.filter { !ExpectedReportSet.isPicture($0) } == ExpectedReportSet.pathsWithoutPictures())
        for (locale, awful) in [("de", "Mies"), ("en", "Awful")] {
            for file in written where file.hasPrefix(locale + "/") {
                #expect(!(try text(out, file)).contains(awful), "\(file) shows a Mood level")
            }
        }
        // daily.csv: the Mood column shows that something was logged; "Today" a check mark.
        let daily = try text(out, "en/daily.csv").split(whereSeparator: \.isNewline).map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        let moodColumn = try #require(daily.first?.firstIndex { $0.contains("Mood") })
        #expect(daily.last?[moodColumn] == "✓")
        let streaks = try text(out, "en/streaks.md")
        #expect(streaks.split(separator: "\n").contains { $0.contains("😊 Mood") && $0.contains("| ✓ |") })
    }

    /// The app's published catalog has its level labels (`NoAlc.*`, `Mood.*`) and neither preset
    /// names (the app shows them from the preset) nor Energy keys (no preset of the app).
    @Test func stringsCheckOnTheAppsPublishedCatalogFindsNoFalseErrors() throws {
        let result = try TrackerKitProcess.run(["strings", "check", "--catalog", "Tests/Fixtures/catalogs/lean-health-timer-root.xcstrings"])
        #expect(result.exitCode == 0, "\(result.stdout)\(result.stderr)")
        // No error; German keeps 20 English words (Countdown, Meditation, Start, …): warnings.
        #expect(result.stdout.contains("0 errors, 20 warnings") && result.stdout.contains("\nsame-as-source (20)\n"), "\(result.stdout)")
        #expect(!result.stdout.contains("Energy") && !result.stdout.contains("tracker name"))
        // A catalog without the level labels still fails, naming them.
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"sourceLanguage":"en","strings":{"Mood.Awful":{}},"version":"1.0"}"#.write(to: directory.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        let missing = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings"], in: directory)
        #expect(missing.exitCode == 1)
        #expect(missing.stdout.contains("NoAlc.Steady") && !missing.stdout.contains("Drink Water"))
    }

    @Test func streaksJSONNamesASharedKeyWithItsId() throws {
        let result = try TrackerKitProcess.run(["streaks", "--store", fixtures + "app-written.json", "--as-of", "2026-11-20", "--format", "json"])
        #expect(result.exitCode == 0)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let trackers = try #require(root["trackers"] as? [[String: Any]])
        let walk = try #require(trackers.first { $0["name"] as? String == "Evening walk" })
        #expect((walk["today"] as? [String: Any])?["level"] as? String == "level_3#4")
        let counts = (walk["levelCounts30Days"] as? [[String: Any]])?.compactMap { $0["level"] as? String }
        #expect(counts == ["level_1", "level_2", "level_3#2", "level_3#3", "level_3#4"])
        let mood = try #require(trackers.first { $0["name"] as? String == "Mood" })
        #expect((mood["today"] as? [String: Any])?["kind"] as? String == "logged")
    }
}
