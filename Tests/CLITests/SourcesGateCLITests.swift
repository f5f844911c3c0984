import Foundation
import Testing

/// `strings check --sources` end to end on the fixture app (Tests/Fixtures/sources/GateApp)
/// copied into a scratch directory with a catalog per target and folders that must be skipped.
@Suite struct SourcesGateCLITests {
    static func entry(_ key: String, stale: Bool = false) -> String {
        let state = stale ? "\"extractionState\":\"stale\"," : ""
        return "\"\(key)\":{\(state)\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"x\"}}}}"
    }

    static func catalog(_ keys: [String], stale: [String] = []) -> String {
        "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{" + (keys.map { entry($0) } + stale.map { entry($0, stale: true) }).joined(separator: ",") + "}}"
    }

    static func makeApp() throws -> URL {
        let directory = try TrackerKitProcess.temporaryDirectory()
        let source = TrackerKitProcess.packageRoot.appendingPathComponent("Tests/Fixtures/sources/GateApp")
        for target in ["App", "Watch", "Widget"] {
            try FileManager.default.copyItem(at: source.appendingPathComponent(target), to: directory.appendingPathComponent(target))
        }
        for skipped in ["App/.build", "App/Pods/Lib", "Watch/DerivedData", "App/Generated"] {
            let folder = directory.appendingPathComponent(skipped)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "let s = Text(\"Skipped Key\")\n".write(to: folder.appendingPathComponent("Skipped.swift"), atomically: true, encoding: .utf8)
        }
        try catalog(["Plain Text", "Save", "Heart Rate", "%lld days", "Workout.Squats", "Unused Key", "Custom.Key", "Mood.Great", "Mood.Awful"],
                    stale: ["Other Branch"]).write(to: directory.appendingPathComponent("App/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try catalog(["Widget Title", "Start Timer", "Starts a timer.", "Minutes", "Shows the timer."]).write(to: directory.appendingPathComponent("Widget/Localizable.xcstrings"), atomically: true, encoding: .utf8)
        try #"{"strings": {"keyPatterns": [{"call": "labelKey"}, {"call": "L10n.tr"}], "dynamicKeys": ["Nothing.*"]}}"#
            .write(to: directory.appendingPathComponent("App/.trackerkit.json"), atomically: true, encoding: .utf8)
        return directory
    }

    static let targets = ["--sources", "App=App/Localizable.xcstrings", "--sources", "Watch=App/Localizable.xcstrings",
                          "--sources", "Widget=Widget/Localizable.xcstrings", "--sources-exclude", "Generated"]

    static func problems(_ stdout: String) throws -> [[String: Any]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        return try #require(object["problems"] as? [[String: Any]])
    }

    @Test func findsWhatTheCodeUsesPerTarget() throws {
        let app = try Self.makeApp()
        let run = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", "json"] + Self.targets, in: app)
        #expect(run.exitCode == 1, "\(run.stderr)")
        let problems = try Self.problems(run.stdout)
        func keys(_ kind: String) -> [String] { problems.filter { $0["kind"] as? String == kind }.compactMap { $0["key"] as? String } }
        let missing = Set(keys("missing-key"))
        #expect(missing.isSuperset(of: ["Awful", "Watch Only", "%lld items", "Settings", "Joined line", "Watch Branch", "Hello, %@!"]))
        #expect(!missing.contains("Skipped Key") && !missing.contains("Plain Text") && !missing.contains("Other table") && !missing.contains("Widget Title"))
        #expect(!missing.contains("%@ days"), "the pattern matches %lld days")
        #expect(!missing.contains("NoAlc.Steady") && !missing.contains("Mood.Okay"), "with --sources the code's uses, not the presets, say which label keys are needed")
        #expect(!missing.contains("Not a key") && !missing.contains("Commented Out") && !missing.contains("Nested"))
        let awful = try #require(problems.first { $0["key"] as? String == "Awful" })
        let place = try #require(awful["source"] as? [String: Any])
        #expect(place["file"] as? String == "App/Models.swift" && place["line"] as? Int == 12 && place["column"] as? Int == 21)
        #expect(awful["suggestion"] as? String == "Mood.Awful")
        // Used through a pattern, L10n.tr, labelKey and the dynamic annotation: not unused.
        #expect(keys("unused-key") == ["Mood.Awful", "Unused Key"])
        #expect(keys("stale-but-used") == ["Other Branch"])
        #expect(keys("stale").isEmpty)

        let widget = try TrackerKitProcess.run(["strings", "check", "--catalog", "Widget/Localizable.xcstrings", "--no-config", "--format", "json"] + Self.targets, in: app)
        let widgetProblems = try Self.problems(widget.stdout).filter { $0["source"] != nil || $0["kind"] as? String == "unused-key" }
        #expect(widgetProblems.isEmpty, "\(widgetProblems)")
    }

    @Test func annotationsPointIntoTheSwiftFile() throws {
        let app = try Self.makeApp()
        let github = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", "github"] + Self.targets, in: app)
        #expect(github.stdout.contains("::error file=App/Models.swift,line=12,col=21,title=missing-key%3A Awful::"), "\(github.stdout)")
        #expect(github.stdout.contains("::warning file=App/Localizable.xcstrings,line="))
        let sarif = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", "sarif"] + Self.targets, in: app)
        #expect(sarif.stdout.contains("\"uri\": \"Watch/WatchView.swift\""), "\(sarif.stdout.prefix(3000))")
        let text = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings"] + Self.targets, in: app)
        #expect(text.stdout.contains("  error   Awful at App/Models.swift:12:21: the code uses \"Awful\" (labelKey: at App/Models.swift:12:21)"))
        for format in ["md", "junit"] {
            let other = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", format] + Self.targets, in: app)
            #expect(other.stdout.contains("App/Models.swift:12:21"), "\(format)")
        }
        // Locations name files as the repository does, whatever detour the folder took.
        let detour = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", "github",
                                                "--sources", "./App/../Watch"], in: app)
        #expect(detour.stdout.contains("::error file=Watch/WatchView.swift,line=11,col=26,title=missing-key%3A Watch Only::"), "\(detour.stdout)")
        // unused-key gates only when asked.
        let gated = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", "json",
                                               "--severity", "unused-key=error"] + Self.targets, in: app)
        let unused = try Self.problems(gated.stdout).filter { $0["kind"] as? String == "unused-key" }
        #expect(unused.map { $0["severity"] as? String } == ["error", "error"])
    }

    @Test func theConfigNamesTheSourcesRelativeToItself() throws {
        let app = try Self.makeApp()
        try #"{"strings": {"sources": [".", "../Watch=Localizable.xcstrings"], "sourcesExclude": ["Generated"], "keyPatterns": [{"call": "labelKey"}], "dynamicKeys": ["Unused *", "Mood.*"]}}"#
            .write(to: app.appendingPathComponent("App/.trackerkit.json"), atomically: true, encoding: .utf8)
        let run = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", "json"], in: app)
        let problems = try Self.problems(run.stdout)
        let watchOnly = try #require(problems.first { $0["key"] as? String == "Watch Only" })
        #expect((watchOnly["source"] as? [String: Any])?["file"] as? String == "Watch/WatchView.swift")
        #expect(!problems.contains { $0["key"] as? String == "Skipped Key" })
        // L10n.tr is not configured here, yet its body passes its key to NSLocalizedString, so
        // Custom.Key is used; the dynamic globs cover the rest.
        #expect(problems.filter { $0["kind"] as? String == "unused-key" }.compactMap { $0["key"] as? String } == [])
        // A misspelled pattern member is an error with the place.
        try #"{"strings": {"keyPatterns": [{"label": "labelKey"}]}}"#.write(to: app.appendingPathComponent("App/.trackerkit.json"), atomically: true, encoding: .utf8)
        let broken = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings"], in: app)
        #expect(broken.exitCode == 2)
        #expect(broken.stderrLines.contains { $0.contains(".trackerkit.json:1:") && $0.contains("a key pattern has only \"call\"") }, "\(broken.stderr)")
    }

    @Test func aMissingSourceFolderIsAUsageError() throws {
        let app = try Self.makeApp()
        let run = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--sources", "Nowhere"], in: app)
        #expect(run.exitCode == 2)
        #expect(run.stderrLines.contains { $0.contains("--sources Nowhere: no such file or directory") }, "\(run.stderr)")
    }
}
