import Foundation
import Testing
import StringCatalog
import CatalogExchange

/// The `.xcloc` layout as data: directories, file paths, `contents.json`, and which files of
/// a bundle are its XLIFF.
@Suite struct XclocBundleTests {
    static func catalog(_ path: String, _ original: String, _ text: String) -> XclocBundle.Catalog {
        XclocBundle.Catalog(path: path, original: original, sourceLanguage: "en", bytes: Array(text.utf8))
    }

    @Test func theLayoutIsXcodes() {
        let bundle = XclocBundle(locale: "de", document: Array("<xliff/>".utf8), catalogs: [
            Self.catalog("App/Localizable.xcstrings", "App/Localizable.xcstrings", "{1}"),
            Self.catalog("/abs/InfoPlist.xcstrings", "/abs/InfoPlist.xcstrings", "{2}"),
            Self.catalog("../Shared/Widget.xcstrings", "../Shared/Widget.xcstrings", "{3}"),
        ], toolVersion: "1.2.3")
        #expect(bundle.name == "de.xcloc")
        #expect(bundle.directories == ["Localized Contents", "Notes"])
        #expect(bundle.files.map(\.path) == [
            "contents.json", "Localized Contents/de.xliff",
            "Source Contents/App/Localizable.xcstrings", "Source Contents/InfoPlist.xcstrings", "Source Contents/Widget.xcstrings",
        ])
        #expect(bundle.files[1].bytes == Array("<xliff/>".utf8))
        #expect(bundle.files.dropFirst(2).map { String(decoding: $0.bytes, as: UTF8.self) } == ["{1}", "{2}", "{3}"])
        let contents = String(decoding: bundle.files[0].bytes, as: UTF8.self)
        #expect(contents.contains("\"project\" : \"3 catalogs\""))
    }

    @Test func contentsJSONNamesTheCatalogTheLocaleAndTheTool() throws {
        let bundle = XclocBundle(locale: "pt-BR", document: [], catalogs: [Self.catalog("App/Localizable.xcstrings", "App/Localizable.xcstrings", "{}")],
                                 toolVersion: "1.2.3")
        #expect(String(decoding: bundle.files[0].bytes, as: UTF8.self) == """
        {
          "developmentRegion" : "en",
          "project" : "Localizable.xcstrings",
          "targetLocale" : "pt-BR",
          "toolInfo" : {
            "toolBuildNumber" : "1.2.3",
            "toolID" : "trackerkit",
            "toolName" : "TrackerKit",
            "toolVersion" : "1.2.3"
          },
          "version" : "1.0"
        }

        """)
        let quoted = XclocBundle(locale: "x\"y", document: [], catalogs: [], toolVersion: "1")
        let object = try JSONSerialization.jsonObject(with: Data(quoted.files[0].bytes)) as? [String: Any]
        #expect(object?["targetLocale"] as? String == "x\"y" && object?["project"] as? String == "0 catalogs")
    }

    @Test func aBundlesXLIFFFilesAreTheXliffsOfLocalizedContents() {
        #expect(XclocBundle.xliffFiles(amongNames: ["notes.txt", "fr.xliff", "DE.XLIFF", "a.xlf", ".DS_Store"]) == ["DE.XLIFF", "fr.xliff"])
        #expect(XclocBundle.localizedContentsFolder(ofBundleAt: "Loc/de.xcloc/") == "Loc/de.xcloc/Localized Contents")
        #expect(XclocBundle.localizedContentsFolder(ofBundleAt: "de.xcloc") == "de.xcloc/Localized Contents")
    }
}
