import Testing
@testable import StringCatalog
@testable import CatalogCheck
@testable import CatalogEdit

@Suite struct PseudoLocalizationTests {
    private let catalogJSON = """
    {"sourceLanguage":"en","strings":{
      "Hello":{"comment":"Greeting [max 12]","localizations":{"de":{"stringUnit":{"state":"translated","value":"Hallo"}}}},
      "files":{"localizations":{"en":{"variations":{"plural":{
        "one":{"stringUnit":{"state":"translated","value":"%lld file"}},
        "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}}}},
      "device":{"localizations":{"en":{"variations":{"device":{
        "iphone":{"stringUnit":{"state":"translated","value":"Tap"}},
        "mac":{"stringUnit":{"state":"translated","value":"Click"}}}}}}},
      "found":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Found %#@n@"},
        "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"%arg item"}},
          "other":{"stringUnit":{"state":"translated","value":"%arg items"}}}}}}}}},
      "internal":{"shouldTranslate":false}
    }}
    """

    @Test func everyStringGetsItsPseudoTextWithTheSourcesShape() throws {
        let catalog = try Support.catalog(catalogJSON)
        let result = PseudoLocalization.adding(["en-XA", "ar-XB"], to: catalog)
        #expect(result.entries == ["en-XA": 4, "ar-XB": 4])
        let hello = try #require(result.catalog.entry(for: "Hello")?.localization(for: "en-XA"))
        #expect(hello.content.stringUnit == StringUnit(state: "translated", value: "[Ĥéļļö one]"))
        let files = try #require(result.catalog.entry(for: "files")?.localization(for: "ar-XB")?.content.variations)
        #expect(files.cases.map(\.name).sorted() == ["few", "many", "one", "other", "two", "zero"], "Arabic needs six categories")
        let device = try #require(result.catalog.entry(for: "device")?.localization(for: "en-XA")?.content.variations)
        #expect(device.kind == .device && device.cases.map(\.name) == ["iphone", "mac"])
        let found = try #require(result.catalog.entry(for: "found")?.localization(for: "en-XA"))
        #expect(found.substitutions.map(\.name) == ["n"] && found.substitutions[0].argNum == 1 && found.substitutions[0].formatSpecifier == "lld")
        #expect(result.catalog.entry(for: "internal")?.localizations.isEmpty == true)
    }

    @Test func thePseudoLocalesPassTheGateWithoutFormatProblems() throws {
        let result = PseudoLocalization.adding(["en-XA", "ar-XB"], to: try Support.catalog(catalogJSON))
        let report = CompletenessChecker(catalog: result.catalog, options: CheckOptions(locales: ["en", "en-XA", "ar-XB"])).run()
        #expect(report.problems.isEmpty, "\(report.problems.map(\.message))")
        #expect(report.summaries.allSatisfy { $0.translated == $0.keys })
    }

    @Test func runningAgainChangesNothingAndRemovingUndoes() throws {
        let catalog = try Support.catalog(catalogJSON)
        let once = PseudoLocalization.adding(["en-XA"], to: catalog)
        let twice = PseudoLocalization.adding(["en-XA"], to: try Support.catalog(StringCatalogWriter.write(once.catalog)))
        #expect(twice.changedEntries.isEmpty)
        #expect(StringCatalogWriter.write(twice.catalog) == StringCatalogWriter.write(once.catalog))
        let removed = PseudoLocalization.removing(["en-XA"], from: once.catalog)
        #expect(removed.changedEntries == ["en-XA": 4])
        #expect(StringCatalogWriter.write(removed.catalog) == StringCatalogWriter.write(catalog))
    }
}
