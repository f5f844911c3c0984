import Foundation
import Testing

/// A path in `.trackerkit.json` that holds a control character (a NUL, a line break) is an
/// error naming the settings file, the line and column and the member — never a silently
/// changed path (a NUL in `"out"` used to write the report set to `a%00b`). The hostile corpus
/// (`Tests/Fixtures/hostile/settings/`) has the other path members.
@Suite struct SettingsPathCLITests {
    @Test(arguments: [("a\\u0000b", "U+0000"), ("reports\\n", "U+000A"), ("\\u007freports", "U+007F")])
    func aControlCharacterInReportOutIsAnErrorNotAMangledPath(_ out: String, _ code: String) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        try Data("{\n  \"report\": {\n    \"out\": \"\(out)\"\n  }\n}\n".utf8).write(to: directory.appendingPathComponent(".trackerkit.json"))
        let run = try TrackerKitProcess.run(["report", "--store", ReportSetReliabilityTests.sampleStore, "--quiet"], in: directory)
        #expect(run.exitCode == 2)
        #expect(run.stderrLines == [
            "trackerkit: error: .trackerkit.json:3:12: report.out contains the control character \(code); paths and revisions cannot hold one",
        ])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [".trackerkit.json"], "nothing written anywhere")
    }
}
