import Foundation
import Testing
import TestSupport

/// What a report run must not get silently wrong: keys shown as they are (a warning naming
/// them and the fix), the app's catalog from the settings file, a store without a time zone
/// (a banner in the page), the default OUT that git tracks (refused unless asked), `order`
/// with the settings file's store and pins, and counts in the summary line in the right number.
@Suite struct SilentlyWrongCLITests {
    static let fixedTime = ["--as-of", "2026-11-20", "--timezone", "Europe/Berlin"]

    /// A store of one custom levels tracker (label keys `Focus.Deep`, `Focus.Shallow`) logged
    /// once; without `timeZone` when `zone` is false.
    static func store(zone: Bool = true) -> String {
        """
        {"format": "tracker-store", "schemaVersion": 1, \(zone ? "\"timeZone\": \"Europe/Berlin\"," : "")
         "trackers": [{"id": "A0000000-0000-4000-8000-000000000001", "name": "Focus", "icon": "", "type": "good", "trackingMode": "levels",
                       "createdAt": "2026-11-01T08:00:00Z", "isActive": true, "displayOrder": 0,
                       "levels": [{"id": 0, "key": "shallow", "icon": "", "labelKey": "Focus.Shallow", "streakEffect": "needsGrace"},
                                  {"id": 1, "key": "deep", "icon": "", "labelKey": "Focus.Deep", "streakEffect": "success"}]}],
         "logs": [{"id": "B0000000-0000-4000-8000-000000000001", "trackerId": "A0000000-0000-4000-8000-000000000001",
                   "timestamp": "2026-11-19T10:00:00Z", "value": 1}]}
        """
    }

    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
         "Focus.Deep": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Deep"}},
                                          "de": {"stringUnit": {"state": "translated", "value": "Tief"}}}},
         "Focus.Shallow": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Shallow"}},
                                             "de": {"stringUnit": {"state": "translated", "value": "Flach"}}}}}}
        """

    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try body(directory)
    }

    private func write(_ text: String, _ name: String, in directory: URL) throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(name))
    }

    @Test func keysNoCatalogHasAreNamedWithTheFix() throws {
        try withDirectory { directory in
            try write(Self.store(), "store.json", in: directory)
            let bare = try TrackerKitProcess.run(["report", "--store", "store.json", "--out", "out", "--quiet"] + Self.fixedTime, in: directory)
            #expect(bare.exitCode == 0)
            #expect(bare.stderrLines == [
                "trackerkit: warning: 2 keys have no text in any catalog and show as they are in the report: Focus.Deep, Focus.Shallow; "
                    + "pass the app's catalog with --catalog FILE (or \"report\": {\"catalog\": …} in .trackerkit.json)",
            ])
            let page = try String(contentsOf: directory.appendingPathComponent("out/en/index.html"), encoding: .utf8)
            #expect(page.contains("✓ Done · Focus.Deep"))
            // streaks and export say it too.
            let streaks = try TrackerKitProcess.run(["streaks", "--store", "store.json"] + Self.fixedTime, in: directory)
            #expect(streaks.stderrLines.count == 1 && streaks.stderr.contains("Focus.Deep, Focus.Shallow"))
            // The catalog from the settings file: the labels, no warning.
            try write(Self.catalog, "App.xcstrings", in: directory)
            try write(#"{"report": {"catalog": "App.xcstrings"}}"#, ".trackerkit.json", in: directory)
            let set = try TrackerKitProcess.run(["report", "--store", "store.json", "--out", "out", "--quiet"] + Self.fixedTime, in: directory)
            #expect(set.exitCode == 0 && set.stderr.isEmpty, "\(set.stderr)")
            let german = try String(contentsOf: directory.appendingPathComponent("out/de/index.html"), encoding: .utf8)
            #expect(german.contains("✓ Erledigt · Tief") && !german.contains("Focus.Deep"))
        }
    }

    @Test func aStoreWithoutAZoneGetsABanner() throws {
        try withDirectory { directory in
            try write(Self.store(zone: false), "store.json", in: directory)
            try write(Self.catalog, "App.xcstrings", in: directory)
            let run = try TrackerKitProcess.run(["report", "--store", "store.json", "--catalog", "App.xcstrings", "--out", "out", "--as-of", "2026-11-20",
                                                 "--quiet"], in: directory, environment: ["TZ": "UTC"])
            #expect(run.exitCode == 0)
            #expect(run.stderr.contains("records no time zone"))
            let page = try String(contentsOf: directory.appendingPathComponent("out/en/index.html"), encoding: .utf8)
            #expect(page.contains("<p class=\"stale\" role=\"note\">The store records no time zone: days are counted in "))
            let markdown = try String(contentsOf: directory.appendingPathComponent("out/de/streaks.md"), encoding: .utf8)
            #expect(markdown.contains("**Der Speicher nennt keine Zeitzone: die Tage sind in "))
            // With the zone given, no banner.
            let given = try TrackerKitProcess.run(["report", "--store", "store.json", "--catalog", "App.xcstrings", "--out", "out", "--quiet"] + Self.fixedTime,
                                                  in: directory)
            #expect(given.exitCode == 0 && given.stderr.isEmpty)
            #expect(!(try String(contentsOf: directory.appendingPathComponent("out/en/index.html"), encoding: .utf8)).contains("no time zone"))
        }
    }

    /// In a clone, `Reports/` is tracked: a store's report is refused there unless asked; the
    /// sample's report (what the folder holds) and an OUT given are written.
    @Test func theDefaultOutThatGitTracksIsRefusedForAStore() throws {
        try withDirectory { directory in
            let git = { (arguments: [String]) throws -> Int32 in
                try TrackerKitProcess.run(executable: "/usr/bin/env", ["git", "-C", directory.path] + arguments).exitCode ?? -1
            }
            guard (try? git(["init", "-q"])) == 0 else { return }  // no git: nothing can be tracked
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("Reports"), withIntermediateDirectories: true)
            // A report set (its marker) that git tracks, as a clone's Reports/ is.
            try write("", "Reports/\(ExpectedReportSet.marker)", in: directory)
            #expect(try git(["add", "Reports"]) == 0)
            try write(Self.store(), "store.json", in: directory)
            try write(Self.catalog, "App.xcstrings", in: directory)
            let own = ["report", "--store", "store.json", "--catalog", "App.xcstrings", "--quiet"] + Self.fixedTime
            let refused = try TrackerKitProcess.run(own, in: directory)
            #expect(refused.exitCode == 2)
            #expect(refused.stderrLines == [
                "trackerkit: error: Reports holds files git tracks (1 file); this store's report would replace them. Write it elsewhere with --out DIR "
                    + "(or report.out in .trackerkit.json), or pass --allow-tracked; see 'trackerkit report --help'",
            ])
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("Reports").path) == [ExpectedReportSet.marker])
            #expect(try TrackerKitProcess.run(own + ["--allow-tracked"], in: directory).exitCode == 0)
            #expect(try TrackerKitProcess.run(own + ["--out", "Reports"], in: directory).exitCode == 0)
            let sample = try TrackerKitProcess.run(["report", "--quiet"], in: directory)
            #expect(sample.exitCode == 0, "\(sample.stderr)")
        }
    }

    @Test func orderReadsTheSettingsFile() throws {
        try withDirectory { directory in
            let sample = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json")
            try FileManager.default.copyItem(at: sample, to: directory.appendingPathComponent("export.json"))
            try write(#"{"report": {"store": "export.json", "pin": ["Mood"]}}"#, ".trackerkit.json", in: directory)
            let listed = try TrackerKitProcess.run(["order", "--format", "json"], in: directory)
            #expect(listed.exitCode == 0, "\(listed.stderr)")
            #expect(!listed.stderr.contains("bundled sample"))
            let first = try #require(listed.stdout.range(of: "\"name\""))
            #expect(listed.stdout[first.upperBound...].hasPrefix(" : \"Mood\"") || listed.stdout[first.upperBound...].hasPrefix(": \"Mood\""),
                    "\(listed.stdout.prefix(400))")
            // --no-pin wins over the settings; --write finds the store there.
            let unpinned = try TrackerKitProcess.run(["order", "--no-pin", "--normalize", "--write"], in: directory)
            #expect(unpinned.exitCode == 0, "\(unpinned.stderr)")
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("export.json.bak").path))
        }
    }

    @Test func summaryLinesCountInTheRightNumber() throws {
        try withDirectory { directory in
            try write(Self.store(), "store.json", in: directory)
            try write(Self.catalog, "App.xcstrings", in: directory)
            let run = try TrackerKitProcess.run(["report", "--store", "store.json", "--catalog", "App.xcstrings", "--out", "out", "--locale", "en"] + Self.fixedTime,
                                                in: directory)
            #expect(run.stdout.contains("(1 tracker, 1 log, as of 2026-11-20, Europe/Berlin)"), "\(run.stdout)")
            let markdown = try String(contentsOf: directory.appendingPathComponent("out/en/streaks.md"), encoding: .utf8)
            #expect(markdown.contains("Yesterday: 1 done · 0 trackers logged today · Focus: 1 day"))
        }
    }
}
