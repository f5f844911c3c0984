import Testing
import StringCatalog
import CatalogCode

/// The `--root` rules (`CatalogDiscovery`) applied to a hand-made listing, walked here as
/// `DirectoryWalk` walks a real folder: a folder the rules take is entered, a file they take
/// is found.
@Suite struct CatalogDiscoveryTests {
    /// A project: directories end in `/`.
    static let tree: [String: [String]] = [
        "": ["App/", "Watch Extension/", ".build/", "Pods/", "DerivedData/", "Carthage/", ".git/", "Loc/", "Root.xcstrings", "notes.txt", "Broken/"],
        "App": ["Localizable.xcstrings", "InfoPlist.xcstrings", "Views.swift"],
        "Watch Extension": ["Localizable.xcstrings"],
        ".build": ["A.xcstrings"], "Pods": ["B.xcstrings"], "DerivedData": ["C.xcstrings"], "Carthage": ["D.xcstrings"], ".git": ["E.xcstrings"],
        "Loc": ["old.xcloc/", "Folder.xcstrings/"],
        "Loc/old.xcloc": ["F.xcstrings"],
        "Loc/Folder.xcstrings": ["G.xcstrings"],
    ]

    /// The catalogs below `root` as the CLI lists them.
    static func catalogs(below root: String) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            for item in tree[relative] ?? [] {
                let isDirectory = item.hasSuffix("/")
                let name = isDirectory ? String(item.dropLast()) : item
                let child = relative.isEmpty ? name : relative + "/" + name
                guard CatalogDiscovery.takes(name: name, isDirectory: isDirectory) else { continue }
                if isDirectory { pending.append(child) } else { found.append(child) }
            }
        }
        return CatalogDiscovery.catalogs(found, below: root)
    }

    @Test func everyCatalogOutsideBuildProductsDependenciesAndBundles() {
        #expect(Self.catalogs(below: "P") == [
            "P/App/InfoPlist.xcstrings", "P/App/Localizable.xcstrings", "P/Loc/Folder.xcstrings/G.xcstrings", "P/Root.xcstrings",
            "P/Watch Extension/Localizable.xcstrings",
        ])
        #expect(Self.catalogs(below: "P/").first == "P/App/InfoPlist.xcstrings")
    }

    @Test func theCurrentDirectoryIsLeftOutOfThePaths() {
        #expect(Self.catalogs(below: ".").first == "App/InfoPlist.xcstrings")
    }

    @Test func aFileNamedLikeASkippedFolderIsSkippedToo() {
        #expect(!CatalogDiscovery.takes(name: ".git", isDirectory: false))
        #expect(!CatalogDiscovery.takes(name: "Old.xcloc", isDirectory: true))
        #expect(CatalogDiscovery.takes(name: "Old.xcloc", isDirectory: false) == false)
        #expect(CatalogDiscovery.takes(name: "A.xcstrings", isDirectory: false))
    }
}
