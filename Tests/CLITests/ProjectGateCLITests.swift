import Foundation
import Testing

/// `strings check` with an Xcode project (`--project`, or the one beside the catalog): every
/// catalog is checked against exactly the Swift files of the targets that bundle it — a widget
/// that takes one file of the app's synchronized folder claims that file's keys, and none else.
@Suite struct ProjectGateCLITests {
    /// App (synchronized folder `App`, its catalog, the local package `Packages/Kit`) and
    /// Widget (folder `Widget`, its own catalog, plus `App/Shared/Clock.swift` through a
    /// membership exception).
    static let project = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	classes = {
    	};
    	objectVersion = 77;
    	objects = {
    		E0000001 /* Exceptions for "App" folder in "Widget" target */ = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Clock.swift, ); target = T0000002 /* Widget */; };
    		D0000001 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E0000001, ); path = App; sourceTree = "<group>"; };
    		D0000002 /* Widget */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
    		G0000000 = {isa = PBXGroup; children = (D0000001 /* App */, D0000002 /* Widget */, ); sourceTree = "<group>"; };
    		T0000001 /* App */ = {isa = PBXNativeTarget; buildPhases = (S0000001, R0000001, ); fileSystemSynchronizedGroups = (D0000001 /* App */, ); name = App; packageProductDependencies = (Q0000001 /* Kit */, ); productType = "com.apple.product-type.application"; };
    		P0000001 /* XCLocalSwiftPackageReference "Packages/Kit" */ = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Kit; };
    		Q0000001 /* Kit */ = {isa = XCSwiftPackageProductDependency; package = P0000001; productName = Kit; };
    		T0000002 /* Widget */ = {isa = PBXNativeTarget; buildPhases = (S0000002, R0000002, ); fileSystemSynchronizedGroups = (D0000002 /* Widget */, ); name = Widget; productType = "com.apple.product-type.app-extension"; };
    		S0000001 = {isa = PBXSourcesBuildPhase; files = ( ); };
    		R0000001 = {isa = PBXResourcesBuildPhase; files = ( ); };
    		S0000002 = {isa = PBXSourcesBuildPhase; files = ( ); };
    		R0000002 = {isa = PBXResourcesBuildPhase; files = ( ); };
    		X0000001 /* Project object */ = {isa = PBXProject; mainGroup = G0000000; projectDirPath = ""; projectRoot = ""; targets = (T0000001 /* App */, T0000002 /* Widget */, ); };
    	};
    	rootObject = X0000001 /* Project object */;
    }
    """#

    static func catalog(_ keys: [String]) -> String {
        let entries = keys.map { "\"\($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"x\"}}}}" }
        return "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{" + entries.joined(separator: ",") + "}}"
    }

    static func makeApp() throws -> URL {
        let root = try TrackerKitProcess.temporaryDirectory()
        let files: [(String, String)] = [
            ("App.xcodeproj/project.pbxproj", project),
            ("App/AppView.swift", "struct AppView { var body: some View { Text(\"Start\"); Text(\"Only App\") } }\n"),
            ("App/Shared/Clock.swift", "struct Clock { var body: some View { Text(\"Clock\") } }\n"),
            ("App/Localizable.xcstrings", catalog(["Start", "Clock", "Unused", "Mood.Awful", "From Kit"])),
            ("Packages/Kit/Package.swift", "// swift-tools-version:5.9\n"),
            ("Packages/Kit/Sources/Kit/KitView.swift", "struct KitView { var body: some View { Text(\"From Kit\") } }\n"),
            ("Packages/Kit/Tests/KitTests/KitTests.swift", "let t = Text(\"Test only\")\n"),
            ("App/InfoPlist.xcstrings", catalog(["CFBundleDisplayName", "NSCameraUsageDescription"])),
            ("Widget/Widget.swift", "struct W { var body: some View { Text(\"Widget Title\") } }\n"),
            ("Widget/Localizable.xcstrings", catalog(["Widget Title", "Clock"])),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    static func findings(_ stdout: String) throws -> [String: [String]] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
        let reports = (object["catalogs"] as? [[String: Any]]) ?? [object]
        var found: [String: [String]] = [:]
        for report in reports {
            let name = try #require(report["catalog"] as? String)
            found[name] = (report["problems"] as? [[String: Any]] ?? []).compactMap { problem in
                guard let kind = problem["kind"] as? String, let key = problem["key"] as? String else { return nil }
                return "\(kind) \(key)"
            }
        }
        return found
    }

    @Test func theProjectBesideTheCatalogSaysWhichCodeUsesIt() throws {
        let app = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let run = try TrackerKitProcess.run(["strings", "check", "--root", ".", "--format", "json"], in: app)
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(run.stderr.contains("App/Localizable.xcstrings: the code of App/App (App.xcodeproj"), "\(run.stderr)")
        let found = try Self.findings(run.stdout)
        // The app compiles Clock.swift too, and runs its package's code (not the package's
        // tests); the widget takes only Clock.swift and its own file. The code is known, so the
        // presets' labels are not asked for although the catalog has one.
        #expect(found["App/Localizable.xcstrings"] == ["missing-key Only App", "unused-key Mood.Awful", "unused-key Unused"])
        #expect(found["Widget/Localizable.xcstrings"] == [])
        // Info.plist keys are read by the system, not by Swift code: never unused.
        #expect(found["App/InfoPlist.xcstrings"] == [])
    }

    @Test func aGivenProjectServesEveryCatalogAndNoProjectChecksThemAlone() throws {
        let app = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let given = try TrackerKitProcess.run(["strings", "check", "--catalog", "Widget/Localizable.xcstrings", "--project", "App.xcodeproj", "--format", "json"], in: app)
        #expect(given.exitCode == 0, "\(given.stdout)\(given.stderr)")
        let alone = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--no-project", "--format", "json"], in: app)
        // Without code, the preset label the catalog holds makes the others required.
        let found = try Self.findings(alone.stdout)["App/Localizable.xcstrings"] ?? []
        #expect(found.filter { $0.hasPrefix("missing-key") }.count == 7, "\(found)")
        #expect(!found.contains { $0.hasPrefix("unused-key") })
        let both = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--project", "App.xcodeproj", "--no-project"], in: app)
        #expect(both.exitCode == 2)
        let missing = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--project", "Nowhere.xcodeproj"], in: app)
        #expect(missing.exitCode == 2 && missing.stderr.contains("--project Nowhere.xcodeproj: no project.pbxproj"), "\(missing.stderr)")
    }

    @Test func explicitSourcesWinOverTheProjectBesideTheCatalog() throws {
        let app = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let run = try TrackerKitProcess.run(["strings", "check", "--catalog", "Widget/Localizable.xcstrings", "--sources", "Widget", "--format", "json"], in: app)
        // Only Widget/ is scanned: Clock, which the widget takes from the app's folder, is unused.
        #expect(try Self.findings(run.stdout)["Widget/Localizable.xcstrings"] == ["unused-key Clock"])
        #expect(!run.stderr.contains("the code of"))
    }

    @Test func aStoreOrTheSettingsAskForThePresetsLabelsWithTheReason() throws {
        let app = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: app) }
        try #"{"strings": {"requirePresetLabels": true}}"#.write(to: app.appendingPathComponent("Widget/.trackerkit.json"), atomically: true, encoding: .utf8)
        let asked = try TrackerKitProcess.run(["strings", "check", "--catalog", "Widget/Localizable.xcstrings", "--format", "json"], in: app)
        let problems = try #require((try JSONSerialization.jsonObject(with: Data(asked.stdout.utf8)) as? [String: Any])?["problems"] as? [[String: Any]])
        let steady = try #require(problems.first { $0["key"] as? String == "NoAlc.Steady" })
        #expect((steady["message"] as? String)?.contains("(required: the settings ask for the presets' labels (requirePresetLabels))") == true)
    }
}
