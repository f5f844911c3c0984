import Testing
import StringCatalog
import CatalogExchange

/// `<file original>` both ways, on path spellings made by a hand-written `canonical`.
@Suite struct XLIFFOriginalsTests {
    /// Relative paths lie below /project; `link` is a link to /elsewhere.
    static func canonical(_ path: String) -> String {
        var absolute = (path.hasPrefix("/") ? path : "/project/" + path).replacingOccurrences(of: "/./", with: "/")
        if absolute.hasSuffix("/.") { absolute.removeLast(2) }
        if absolute.hasSuffix("/") { absolute.removeLast() }
        return absolute.replacingOccurrences(of: "/project/link/", with: "/elsewhere/")
    }

    @Test func originalsAreRelativeToTheBaseElseAsGiven() {
        let originals = XLIFFOriginals(
            paths: ["App/Localizable.xcstrings", "./Watch/Localizable.xcstrings", "link/Shared.xcstrings", "/other/InfoPlist.xcstrings"],
            base: ".", canonical: Self.canonical)
        #expect(originals.originals == ["App/Localizable.xcstrings", "Watch/Localizable.xcstrings", "link/Shared.xcstrings", "/other/InfoPlist.xcstrings"])
        let below = XLIFFOriginals(paths: ["App/Localizable.xcstrings"], base: "App/", canonical: Self.canonical)
        #expect(below.originals == ["Localizable.xcstrings"])
    }

    @Test func anOriginalNamesItsCatalogExactlyOrByAUniqueEnding() {
        let originals = XLIFFOriginals(
            paths: ["App/Localizable.xcstrings", "Watch/Localizable.xcstrings", "App/InfoPlist.xcstrings"], base: ".", canonical: Self.canonical)
        #expect(originals.match("Watch/Localizable.xcstrings") == 1)
        // Xcode's project may lie above the base: its paths end like ours.
        #expect(originals.match("MyApp/App/InfoPlist.xcstrings") == nil)
        #expect(originals.match("project/App/InfoPlist.xcstrings") == 2)
        #expect(originals.match("InfoPlist.xcstrings") == 2)
        #expect(originals.match("./App/./InfoPlist.xcstrings") == 2)
        // Two catalogs end in Localizable.xcstrings; `..` and an empty original name nothing.
        #expect(originals.match("Localizable.xcstrings") == nil)
        #expect(originals.match("../project/App/InfoPlist.xcstrings") == nil)
        #expect(originals.match("") == nil)
    }
}
