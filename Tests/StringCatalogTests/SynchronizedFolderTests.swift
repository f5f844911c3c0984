import Testing
import StringCatalog
import CatalogCode
@testable import CatalogProject

/// Xcode 16 synchronized folders: the rule each target gets from the project (its folders and
/// their exceptions), the rule applied to a listing, and the catalogs with the code of the
/// targets bundling them.
@Suite struct SynchronizedFolderTests {
    static func project() throws -> XcodeProject {
        try XcodeProject(bytes: Array(XcodeProjectFixtures.synchronized.utf8), fileName: "Sync.xcodeproj/project.pbxproj", projectDirectory: "/repo")
    }

    static func listing(_ folder: String) -> [String]? {
        XcodeProjectFixtures.synchronizedListing[folder]
    }

    @Test func eachTargetGetsItsFoldersAndTheirExceptions() throws {
        let project = try Self.project()
        #expect(project.targets.map(\.name) == ["App", "Widget", "AppTests"])
        let app = project.targets[0]
        #expect(app.swiftFiles.isEmpty && app.catalogs.isEmpty)
        #expect(app.synchronizedFolders == [
            SynchronizedFolder(path: "App", membersByDefault: true, membershipExceptions: ["Info.plist", "Preview Content", "Intents/WidgetOnly.swift"],
                               sourcesPhaseExceptions: ["Scripts/Tool.swift"], resourcesPhaseExceptions: ["Legacy.xcstrings"],
                               explicitFolders: ["Resources/Bundle.bundle"],
                               explicitFileTypes: ["Notes/Readme.swift": "text", "Generated/Strings.txt": "sourcecode.swift"]),
            SynchronizedFolder(path: "Library/Shared", membersByDefault: true),
        ])
        let widget = project.targets[1]
        #expect(widget.synchronizedFolders.map(\.path) == ["Widget", "Library/Shared", "App"])
        #expect(widget.synchronizedFolders[0].excluded == ["Info.plist"] && widget.synchronizedFolders[0].included.isEmpty)
        let borrowed = widget.synchronizedFolders[2]
        #expect(!borrowed.membersByDefault && borrowed.excluded.isEmpty)
        #expect(borrowed.included == ["Intents/AppIntent.swift", "Intents/WidgetOnly.swift", "Localizable.xcstrings"])
        #expect(borrowed.sourcesPhaseExceptions.isEmpty && borrowed.explicitFolders == ["Resources/Bundle.bundle"])
        #expect(project.synchronizedFolderPaths == ["App", "Library/Shared", "Widget", "AppTests"])
    }

    @Test func theRuleAppliedToTheFoldersFiles() throws {
        let files = try Self.project().targetFiles(listing: Self.listing)
        #expect(files[0] == XcodeTarget.Files(target: "App", swiftFiles: [
            "App/AppMain.swift", "App/ContentView.swift", "App/Generated/Strings.txt", "App/Intents/AppIntent.swift",
            "App/Views/Row.SWIFT", "App/Views/Row.swift", "Library/Shared/Model.swift", "Library/Shared/Sub/Format.swift",
        ], catalogs: ["App/Localizable.xcstrings"]))
        #expect(files[1] == XcodeTarget.Files(target: "Widget", swiftFiles: [
            "App/Intents/AppIntent.swift", "App/Intents/WidgetOnly.swift", "Library/Shared/Model.swift", "Library/Shared/Sub/Format.swift",
            "Widget/Widget.swift",
        ], catalogs: ["App/Localizable.xcstrings", "Widget/WidgetStrings.xcstrings"]))
        #expect(files[2] == XcodeTarget.Files(target: "AppTests", swiftFiles: ["AppTests/AppTests.swift"], catalogs: []))
    }

    @Test func aWidgetsCatalogIsCheckedAgainstTheWidgetsCodeOnly() throws {
        let project = try Self.project()
        let sources = project.catalogSources(listing: Self.listing)
        #expect(sources.map(\.catalog) == ["App/Localizable.xcstrings", "Widget/WidgetStrings.xcstrings"])
        #expect(sources[0].targets == ["App", "Widget"])
        #expect(sources[0].swiftFiles.count == 10 && sources[0].swiftFiles.contains("App/Intents/WidgetOnly.swift"))
        #expect(sources[1] == CatalogSources(catalog: "Widget/WidgetStrings.xcstrings", targets: ["Widget"], swiftFiles: [
            "App/Intents/AppIntent.swift", "App/Intents/WidgetOnly.swift", "Library/Shared/Model.swift", "Library/Shared/Sub/Format.swift",
            "Widget/Widget.swift",
        ]))
    }

    @Test func eachFolderIsListedOnceAndAnUnreadableOneAddsNothing() throws {
        var asked: [String] = []
        let files = try Self.project().targetFiles { folder in
            asked.append(folder)
            return folder == "App" ? nil : Self.listing(folder)
        }
        #expect(asked == ["App", "Library/Shared", "Widget", "AppTests"])
        #expect(files[1].swiftFiles == ["Library/Shared/Model.swift", "Library/Shared/Sub/Format.swift", "Widget/Widget.swift"])
        #expect(files[1].catalogs == ["Widget/WidgetStrings.xcstrings"])
    }

    @Test func exceptionsFlipMembershipAndPhases() {
        let listing = ["A.swift", "B.swift", "Sub/C.swift", "Sub/Deeper/D.swift", "Subway.swift", "L.xcstrings", "./E.swift", "../Out.swift", "/abs.swift", ""]
        let member = SynchronizedFolder(path: "F", membersByDefault: true, membershipExceptions: ["Sub/", "B.swift"], sourcesPhaseExceptions: ["A.swift"],
                                        resourcesPhaseExceptions: ["L.xcstrings"])
        #expect(member.members(of: listing) == .init(swiftFiles: ["F/E.swift", "F/Subway.swift"], catalogs: []))
        // Not a member by default: the same exceptions take the listed paths in; a phase
        // exception then flips a file that is no member into the phase.
        let borrowing = SynchronizedFolder(path: "F", membersByDefault: false, membershipExceptions: ["Sub", "B.swift"], sourcesPhaseExceptions: ["A.swift"])
        #expect(borrowing.members(of: listing) == .init(swiftFiles: ["F/A.swift", "F/B.swift", "F/Sub/C.swift", "F/Sub/Deeper/D.swift"], catalogs: []))
        let atRoot = SynchronizedFolder(path: "", membersByDefault: true)
        #expect(atRoot.members(of: ["A.swift", "x/L.xcstrings"]) == .init(swiftFiles: ["A.swift"], catalogs: ["x/L.xcstrings"]))
    }
}
