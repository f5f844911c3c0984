import Foundation
import Testing

/// `.trackerkit.json` with a member given twice: exit 2 naming the file, the line and the
/// member — not the last one winning silently (which dropped a gate's locales or a report's
/// time zone without a word).
@Suite struct SettingsDuplicateMembersCLITests {
    @Test func aCheckSettingGivenTwiceIsAnError() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try SourcesGateCLITests.catalog(["Hello"]).write(to: directory.appendingPathComponent("L.xcstrings"), atomically: true, encoding: .utf8)
        try "{\"strings\": {\"locales\": [\"de\", \"fr\"],\n  \"minCoverage\": 90,\n  \"locales\": [\"de\"]}}\n"
            .write(to: directory.appendingPathComponent(".trackerkit.json"), atomically: true, encoding: .utf8)
        let run = try TrackerKitProcess.run(["strings", "check", "--catalog", "L.xcstrings", "--quiet"], in: directory)
        #expect(run.exitCode == 2)
        #expect(run.stderrLines == ["trackerkit: error: .trackerkit.json:3:3: \"strings.locales\" is given twice (also line 1); give each member once"])
    }

    @Test func aReportSettingGivenTwiceIsAnError() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try "{\"report\": {\"timeZone\": \"Europe/Berlin\", \"timeZone\": \"Pacific/Kiritimati\"}}\n"
            .write(to: directory.appendingPathComponent(".trackerkit.json"), atomically: true, encoding: .utf8)
        let store = TrackerKitProcess.packageRoot.appendingPathComponent("Samples/tracker-store.json").path
        let run = try TrackerKitProcess.run(["report", "--store", store, "--out", "OUT", "--as-of", "2026-11-20", "--quiet"], in: directory)
        #expect(run.exitCode == 2)
        #expect(run.stderrLines == ["trackerkit: error: .trackerkit.json:1:42: \"report.timeZone\" is given twice (also line 1); give each member once"])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("OUT").path))
    }
}
