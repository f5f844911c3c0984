import Foundation
import Testing

/// The project's own localization settings decide what `strings sync` and `strings check` see:
/// a target that turns `SWIFT_EMIT_LOC_STRINGS` off in every configuration has nothing
/// extracted into its catalog (sync changes nothing and says so, `--check` passes), and an `#if`
/// branch false in the release configuration is code no user runs.
@Suite struct ProjectSettingsCLITests {
    /// `ProjectGateCLITests`' project with build configurations: the project's Release defines
    /// `RELEASE`; the widget turns extraction off in Debug and Release.
    static var project: String {
        ProjectGateCLITests.project
            .replacingOccurrences(
                of: "name = Widget; productType",
                with: "buildConfigurationList = L0000002; name = Widget; productType")
            .replacingOccurrences(
                of: "X0000001 /* Project object */ = {isa = PBXProject;",
                with: """
                C0000001 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; }; name = Debug; };
                		C0000002 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = RELEASE; LOCALIZATION_PREFERS_STRING_CATALOGS = YES; }; name = Release; };
                		C0000003 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_EMIT_LOC_STRINGS = NO; }; name = Debug; };
                		C0000004 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_EMIT_LOC_STRINGS = NO; }; name = Release; };
                		L0000001 = {isa = XCConfigurationList; buildConfigurations = (C0000001, C0000002, ); defaultConfigurationName = Release; };
                		L0000002 = {isa = XCConfigurationList; buildConfigurations = (C0000003, C0000004, ); defaultConfigurationName = Release; };
                		X0000001 /* Project object */ = {isa = PBXProject; buildConfigurationList = L0000001;
                """)
    }

    static func makeApp() throws -> URL {
        let root = try ProjectGateCLITests.makeApp()
        try project.write(to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try "struct W { var body: some View { Text(\"Widget Title\"); Text(\"Not in the catalog\") } }\n"
            .write(to: root.appendingPathComponent("Widget/Widget.swift"), atomically: true, encoding: .utf8)
        try "#if STAGING || DEBUG\nlet staging = Text(\"Staging menu\")\n#endif\n"
            .write(to: root.appendingPathComponent("App/Staging.swift"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func syncChangesNothingWhereTheProjectTurnsExtractionOff() throws {
        let app = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let widget = try TrackerKitProcess.run(["strings", "sync", "--check", "Widget/Localizable.xcstrings"], in: app)
        #expect(widget.exitCode == 0, "\(widget.stdout)\(widget.stderr)")
        #expect(widget.stdout.contains("Xcode extracts no key into it — SWIFT_EMIT_LOC_STRINGS is NO in every configuration of App/Widget; nothing to sync"), "\(widget.stdout)")
        // The app's target does not set it: extracted, so its new key is out of sync.
        let appSync = try TrackerKitProcess.run(["strings", "sync", "--check", "App/Localizable.xcstrings"], in: app)
        #expect(appSync.exitCode == 1, "\(appSync.stdout)\(appSync.stderr)")
    }

    @Test func aBranchTheReleaseConfigurationLeavesOutIsNoUsersCode() throws {
        let app = try Self.makeApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let check = try TrackerKitProcess.run(["strings", "check", "--catalog", "App/Localizable.xcstrings", "--format", "json"], in: app)
        #expect(!check.stdout.contains("\"Staging menu\""), "STAGING and DEBUG are off in Release: \(check.stdout)")
        #expect(check.stdout.contains("\"Only App\""), "a shipped key the catalog lacks is still missing")
    }
}
