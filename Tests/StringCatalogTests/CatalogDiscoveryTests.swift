import Testing
import StringCatalog

/// `--root` catalog discovery over a hand-made listing.
@Suite struct CatalogDiscoveryTests {
    /// A project: directories end in `/`.
    static let tree: [String: [String]] = [
        "P": ["App/", "Watch Extension/", ".build/", "Pods/", "DerivedData/", "Carthage/", ".git/", "Loc/", "Root.xcstrings", "notes.txt", "Broken/"],
        "P/App": ["Localizable.xcstrings", "InfoPlist.xcstrings", "Views.swift"],
        "P/Watch Extension": ["Localizable.xcstrings"],
        "P/.build": ["A.xcstrings"], "P/Pods": ["B.xcstrings"], "P/DerivedData": ["C.xcstrings"], "P/Carthage": ["D.xcstrings"], "P/.git": ["E.xcstrings"],
        "P/Loc": ["old.xcloc/", "Folder.xcstrings/"],
        "P/Loc/old.xcloc": ["F.xcstrings"],
        "P/Loc/Folder.xcstrings": ["G.xcstrings"],
    ]

    static func list(_ directory: String) -> [CatalogDiscovery.Item]? {
        let key = directory.hasPrefix("./") ? "P/" + directory.dropFirst(2) : directory == "." ? "P" : directory
        return tree[key].map { names in
            names.map { CatalogDiscovery.Item(name: $0.hasSuffix("/") ? String($0.dropLast()) : $0, isDirectory: $0.hasSuffix("/")) }
        }
    }

    @Test func everyCatalogOutsideBuildProductsDependenciesAndBundles() {
        #expect(CatalogDiscovery.catalogs(below: "P", list: Self.list) == [
            "P/App/InfoPlist.xcstrings", "P/App/Localizable.xcstrings", "P/Loc/Folder.xcstrings/G.xcstrings", "P/Root.xcstrings",
            "P/Watch Extension/Localizable.xcstrings",
        ])
        #expect(CatalogDiscovery.catalogs(below: "P/", list: Self.list).first == "P/App/InfoPlist.xcstrings")
    }

    @Test func theCurrentDirectoryIsLeftOutOfThePaths() {
        #expect(CatalogDiscovery.catalogs(below: ".", list: Self.list).first == "App/InfoPlist.xcstrings")
    }

    @Test func anUnreadableRootHasNoCatalogs() {
        #expect(CatalogDiscovery.catalogs(below: "Nowhere", list: Self.list).isEmpty)
    }
}
