import Foundation
import Testing
import StringCatalog
import CatalogCode

/// Which source folders apply to a catalog, and each Swift file scanned once.
@Suite struct SourceTreeScanTests {
    @Test func aFolderAppliesToEveryCatalogOrToTheOneItNames() {
        #expect(SourceTree("App").applies(to: "App/L.xcstrings"))
        #expect(SourceTree("Watch=Watch/../Watch/W.xcstrings").applies(to: "Watch/W.xcstrings"))
        #expect(!SourceTree("Watch=Watch/W.xcstrings").applies(to: "App/L.xcstrings"))
    }

    /// The text-only spelling of a path is Foundation's (`standardizedFileURL.path`) on the
    /// forms paths take in a run: relative and absolute, `.`, `..`, doubled and trailing
    /// slashes, names with spaces and dots.
    @Test func aPathIsSpelledAsFoundationSpellsIt() {
        let directory = FileManager.default.currentDirectoryPath
        let paths = [
            "App/A.swift", "./App/A.swift", "App/./A.swift", "App//A.swift", "App/Views/../A.swift", "App/Views/", "../Other/B.swift",
            "/tmp/x/../y/C.swift", "/tmp//x/./D.swift", "/tmp/x/", "My App/Sources/E F.swift", "App/.hidden/G.swift", "App/..swift",
            "App/...", "a/b/c/../../d.swift", "/", ".", "..", "Über/Ansichten/Ä.swift", "/tmp/日本/../語.swift",
        ]
        for path in paths {
            #expect(SourceTree.standardized(path, in: directory) == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
    }

    @Test func aFileReachedThroughTwoTreesIsScannedOnce() throws {
        let source = Array(#"Text("Hello")"#.utf8)
        var read: [String] = []
        let listing = ["App": ["App/A.swift", "App/Shared/S.swift"], "App/Shared": ["App/./Shared/S.swift"], "Watch": ["Watch/W.swift"]]
        let scan = SourceTree.scan(
            [SourceTree("App"), SourceTree("App/Shared"), SourceTree("Watch=W.xcstrings")], catalogPath: "App/L.xcstrings",
            scanner: SwiftKeyScanner(), files: { listing[$0.path] ?? [] }, bytes: { read.append($0); return source })
        #expect(read == ["App/A.swift", "App/Shared/S.swift"])
        #expect(scan.files == 2 && scan.uses.map(\.key) == ["Hello", "Hello"])
    }
}
