import Testing
import StringCatalog
import CatalogCode

/// The rules of a `--sources` folder: its spelling, resolution against a settings file, and
/// what its walk skips, scans and passes.
@Suite struct SourceTreeTests {
    @Test func aFolderMayNameItsCatalog() {
        #expect(SourceTree("App") == SourceTree("App"))
        #expect(SourceTree("App").catalog == nil)
        let limited = SourceTree("My=Folder=App/Localizable.xcstrings")
        #expect(limited.path == "My=Folder" && limited.catalog == "App/Localizable.xcstrings")
        #expect(SourceTree("a=b").path == "a=b")
    }

    @Test func settingsPathsAreResolvedAgainstTheSettingsFolder() {
        #expect(SourceTree.resolve("App", against: "/repo") == "/repo/App")
        #expect(SourceTree.resolve("../Watch=Localizable.xcstrings", against: "/repo/App") == "/repo/App/../Watch=/repo/App/Localizable.xcstrings")
        #expect(SourceTree.resolve("/abs", against: "/repo") == "/abs")
        #expect(SourceTree.resolve("App", against: "") == "App")
    }

    @Test func theWalkSkipsScansAndPasses() {
        let tree = SourceTree("./App/../App")
        #expect(tree.step(at: "Views.swift", excluding: []) == .scan("App/Views.swift"))
        #expect(tree.step(at: "Sub/Model.swift", excluding: []) == .scan("App/Sub/Model.swift"))
        #expect(tree.step(at: "Sub", excluding: []) == .pass)
        #expect(tree.step(at: "README.md", excluding: []) == .pass)
        for skipped in [".build", "Sub/Pods", "DerivedData", "Carthage", ".git"] {
            #expect(tree.step(at: skipped, excluding: []) == .skip)
        }
        // A glob matches the path inside the folder, the path as shown, or the name.
        #expect(tree.step(at: "Generated", excluding: ["Generated"]) == .skip)
        #expect(tree.step(at: "Sub/Gen.swift", excluding: ["Sub/*"]) == .skip)
        #expect(tree.step(at: "Sub/Gen.swift", excluding: ["App/Sub/G*"]) == .skip)
        #expect(tree.step(at: "Sub/Gen.swift", excluding: ["*.swift"]) == .skip)
        #expect(tree.step(at: "Sub/Gen.swift", excluding: ["Other/*"]) == .scan("App/Sub/Gen.swift"))
    }

    @Test func shownPathsLoseDotSteps() {
        #expect(SourceTree.display("App/../Shared/A.swift") == "Shared/A.swift")
        #expect(SourceTree.display("./A.swift") == "A.swift")
        #expect(SourceTree.display("../A.swift") == "../A.swift")
        #expect(SourceTree.display("/abs//x/./y.swift") == "/abs/x/y.swift")
        #expect(SourceTree.display(".") == ".")
    }
}
