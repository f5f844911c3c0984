import Foundation
import Testing
import StringCatalog
import CatalogCode
@testable import CatalogProject

/// Reading a classic project: targets, the paths of their Swift files and catalogs through the
/// group tree, the catalogs with the code of the targets bundling them, and broken projects as
/// errors naming the file, the line and the problem.
@Suite struct XcodeProjectTests {
    static func read(_ text: String, directory: String = "/repo") throws(XcodeProjectError) -> XcodeProject {
        try XcodeProject(bytes: Array(text.utf8), fileName: "Demo.xcodeproj/project.pbxproj", projectDirectory: directory)
    }

    static func error(_ text: String) -> XcodeProjectError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func classicTargetsHaveTheirBuildPhasesFiles() throws {
        let project = try Self.read(XcodeProjectFixtures.classic)
        #expect(project.targets.map(\.name) == ["Demo", "DemoWidget", "DemoTests"])
        let app = project.targets[0]
        #expect(app.productType == "com.apple.product-type.application" && !app.isTestBundle)
        #expect(app.swiftFiles == [
            "/elsewhere/Abs.swift", "App/App.swift", "App/Legacy/Old.swift", "App/Views/List.swift", "App/Views/Rows/Row.swift",
            "Config/Build.swift", "Generated/Strings.swift", "Shared/Format.swift", "Shared/Model.swift", "Tools/Helper.swift",
        ])
        #expect(app.catalogs == ["App/Localizable.xcstrings", "App/Main.xcstrings"])
        #expect(app.unplacedFiles == ["Generated.swift"])
        #expect(app.synchronizedFolders.isEmpty)
        let widget = project.targets[1]
        #expect(widget.swiftFiles == ["Shared/Model.swift", "Widget/Widget.swift"])
        #expect(widget.catalogs == ["App/Localizable.xcstrings", "Widget/Widget.xcstrings"])
        let tests = project.targets[2]
        #expect(tests.swiftFiles == ["DemoTests/DemoTests.swift"] && tests.catalogs.isEmpty && tests.isTestBundle)
    }

    @Test func eachCatalogGetsTheCodeOfTheTargetsBundlingIt() throws {
        let project = try Self.read(XcodeProjectFixtures.classic)
        let sources = project.catalogSources { _ in nil }
        #expect(sources.map(\.catalog) == ["App/Localizable.xcstrings", "App/Main.xcstrings", "Widget/Widget.xcstrings"])
        #expect(sources[0].targets == ["Demo", "DemoWidget"])
        #expect(sources[0].swiftFiles == project.targets[0].swiftFiles + ["Widget/Widget.swift"])
        #expect(sources[1].targets == ["Demo"] && sources[1].swiftFiles == project.targets[0].swiftFiles)
        #expect(sources[2].targets == ["DemoWidget"] && sources[2].swiftFiles == ["Shared/Model.swift", "Widget/Widget.swift"])
        // The test bundle bundles no catalog: its code counts for none.
        #expect(!sources.contains { $0.swiftFiles.contains("DemoTests/DemoTests.swift") })
    }

    @Test func absolutePathsStayAbsoluteOutsideTheProjectDirectory() throws {
        let elsewhere = try Self.read(XcodeProjectFixtures.classic, directory: "/other")
        #expect(elsewhere.targets[0].swiftFiles.contains("/repo/Generated/Strings.swift"))
        let relative = try Self.read(XcodeProjectFixtures.classic, directory: ".")
        #expect(relative.targets[0].swiftFiles.contains("/repo/Generated/Strings.swift"))
        let root = try Self.read(XcodeProjectFixtures.classic, directory: "/")
        #expect(root.targets[0].swiftFiles.contains("repo/Generated/Strings.swift"))
    }

    @Test func aProjectDirPathMovesTheMainGroupAndSourceRoot() throws {
        let moved = XcodeProjectFixtures.classic.replacingFirst("projectDirPath = \"\";", with: "projectDirPath = Sources;")
        let app = try Self.read(moved).targets[0]
        #expect(app.swiftFiles.contains("Sources/App/App.swift") && app.swiftFiles.contains("Sources/Config/Build.swift"))
        #expect(app.swiftFiles.contains("/elsewhere/Abs.swift"))
    }

    @Test func theProjectDirectoryAndLocations() {
        #expect(XcodeProject.directory(ofProject: "App.xcodeproj") == ".")
        #expect(XcodeProject.directory(ofProject: "App.xcodeproj/") == ".")
        #expect(XcodeProject.directory(ofProject: "ios/App.xcodeproj/project.pbxproj") == "ios")
        #expect(XcodeProject.directory(ofProject: "/repo/./App.xcodeproj") == "/repo")
        #expect(XcodeProject.directory(ofProject: "/App.xcodeproj") == "/")
        #expect(XcodeProject.directory(ofProject: "../App.xcodeproj") == "..")
        #expect(XcodeProject.location(of: "App/A.swift", projectDirectory: ".") == "App/A.swift")
        #expect(XcodeProject.location(of: "../Shared/A.swift", projectDirectory: "ios") == "Shared/A.swift")
        #expect(XcodeProject.location(of: "A.swift", projectDirectory: "/") == "/A.swift")
        #expect(XcodeProject.location(of: "/abs/A.swift", projectDirectory: "ios") == "/abs/A.swift")
    }

    @Test func aCycleInTheGroupTreeEndsTheWalk() throws {
        let cyclic = XcodeProjectFixtures.classic.replacingFirst(
            "children = (F0000003 /* Row.swift */, );", with: "children = (F0000003 /* Row.swift */, G0000001 /* App */, G0000007, );")
        #expect(try Self.read(cyclic) == (try Self.read(XcodeProjectFixtures.classic)))
    }

    /// `text` with `target` replaced by `replacement`, the line of the replacement and the
    /// message reading it must give.
    static func broken(_ text: String, _ target: String, _ replacement: String, _ message: String) -> (String, Int, String) {
        let changed = text.replacingFirst(target, with: replacement)
        let before = changed.range(of: replacement).map { changed[..<$0.lowerBound] } ?? ""
        return (changed, before.filter { $0 == "\n" }.count + 1, message)
    }

    /// Objects named over and over (300 targets sharing one build phase of 300 files) would
    /// expand to 90 000 paths from 60 kB: reading stops with an error instead.
    @Test func expansionIsBoundedByTheFileSize() {
        let count = 300
        var objects = "G = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };\n"
        objects += "S = {isa = PBXSourcesBuildPhase; files = (" + (0..<count).map { "B\($0)," }.joined() + "); };\n"
        for index in 0..<count {
            objects += "B\(index) = {isa = PBXBuildFile; fileRef = F\(index); };\n"
            objects += "F\(index) = {isa = PBXFileReference; path = F\(index).swift; sourceTree = SOURCE_ROOT; };\n"
            objects += "T\(index) = {isa = PBXNativeTarget; buildPhases = (S, S, ); name = T\(index); };\n"
        }
        let targets = (0..<count).map { "T\($0)," }.joined()
        let text = "{\nobjects = {\n\(objects)P = {isa = PBXProject; mainGroup = G; targets = (\(targets)); };\n};\nrootObject = P;\n}\n"
        let line = text.prefix { $0 != "S" }.filter { $0 == "\n" }.count + 1
        #expect(Self.error(text) == XcodeProjectError(file: "Demo.xcodeproj/project.pbxproj", line: line,
            message: "PBXSourcesBuildPhase S makes the project name its files more often than a project of this size can (objects listed over and over)"))
        // One target with the phase listed twice, and listed twice itself, is read once.
        let small = text.replacingFirst("targets = (\(targets))", with: "targets = (T0, T0, )")
        let project = try? Self.read(small)
        #expect(project?.targets.map(\.name) == ["T0"] && project?.targets.first?.swiftFiles.count == count)
    }

    @Test func brokenProjectsAreErrorsWithFileLineAndProblem() {
        let file = "Demo.xcodeproj/project.pbxproj"
        let classic = XcodeProjectFixtures.classic
        let cases: [(String, Int, String)] = [
            ("( a, b )", 1, "the property list is not a dictionary, so not an Xcode project"),
            ("{ rootObject = X; }", 1, "no objects: not an Xcode project"),
            ("{ objects = { }; }", 1, "no rootObject: not an Xcode project"),
            ("{ objects = ( ); }", 1, "the project file: objects is a list, not a dictionary"),
            ("{\n objects = { X = {isa = PBXGroup;}; };\n rootObject = X;\n}", 3, "the rootObject X is not a PBXProject"),
            ("{\n objects = {\n X = {isa = PBXProject;};\n };\n rootObject = X;\n}", 3, "PBXProject X has no mainGroup"),
            ("{\n objects = {\n A = B;\n };\n}", 3, "object A is a string, not a dictionary"),
            ("{\n objects = {\n A = { name = x; };\n };\n}", 3, "object A has no isa (its class)"),
            ("{\n objects = {\n A = { isa = (PBXGroup); };\n };\n}", 3, "object A: isa is a list, not a string"),
            Self.broken(classic, "path = Views; sourceTree", "path = (Views); sourceTree", "PBXGroup G0000006: path is a list, not a string"),
            Self.broken(classic, "children = (F0000008 /* Helper.swift */, );", "children = F0000008;", "PBXGroup G0000004: children is a string, not a list"),
            Self.broken(classic, "files = (B0000040, );", "files = {};", "PBXSourcesBuildPhase S0000003: files is a dictionary, not a list"),
            Self.broken(classic, "name = DemoWidget;", "name = (DemoWidget);", "PBXNativeTarget T0000002: name is a list, not a string"),
            Self.broken(classic, "fileRef = F0000030 /* Widget.swift */;", "fileRef = (F0000030);", "PBXBuildFile B0000030: fileRef is a list, not a string"),
            Self.broken(classic, "F0000001 /* App.swift */ = {isa = PBXFileReference;", "F0000001 = {isa = PBXFileReference; explicitFileType = <00>;",
                        "PBXFileReference F0000001: explicitFileType is data, not a string"),
            ("{\n objects = {\n A = { isa = PBXGroup; children = (\"x\" \"y\"); };\n };\n}", 3, "',' or ')' expected in a list, found '\"'"),
        ]
        for (text, line, message) in cases {
            #expect(Self.error(text) == XcodeProjectError(file: file, line: line, message: message), "\(message)")
        }
        let error = XcodeProjectError(file: file, line: 62, message: "PBXGroup G0000006: path is a list, not a string")
        #expect(error.description == "Demo.xcodeproj/project.pbxproj:62: PBXGroup G0000006: path is a list, not a string")
        #expect(XcodeProjectError(file: file, line: nil, message: "unreadable").description == "Demo.xcodeproj/project.pbxproj: unreadable")
    }
}

extension String {
    /// The text with the first occurrence of `target` replaced (the text unchanged without one).
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
