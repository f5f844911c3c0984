import Testing
@testable import StringCatalog

@Suite struct CatalogStackTests {
    private func catalog(_ entries: [(String, [(String, String)])], source: String = "en") -> StringCatalog {
        StringCatalog(sourceLanguage: source, entries: entries.map { key, units in
            CatalogEntry(key: key, localizations: units.map { CatalogLocalization(locale: $0.0, content: .unit($0.1)) })
        })
    }

    var builtIn: StringCatalog {
        catalog([("Report.Days", [("en", "Days"), ("de", "Tage")]), ("NoAlc.Steady", [("en", "Steady"), ("de", "Kaum")])])
    }

    @Test func theAppCatalogOverridesAPhraseItTranslates() {
        let app = catalog([("Report.Days", [("en", "Streak days"), ("de", "Serientage")])])
        let stack = CatalogStack([app, builtIn])
        #expect(stack.value(for: "Report.Days", locale: "de").value == "Serientage")
        #expect(stack.formatResult("Report.Days", locale: "en", arguments: []).value == "Streak days")
    }

    @Test func aBuiltInTranslationBeatsAnAppKeyOnlyInItsSourceLanguage() {
        let app = catalog([("NoAlc.Steady", [("en", "Sober")])])
        let stack = CatalogStack([app, builtIn])
        let german = stack.value(for: "NoAlc.Steady", locale: "de-AT")
        #expect(german.value == "Kaum")
        #expect(german.step == .language)
        #expect(stack.value(for: "NoAlc.Steady", locale: "en").value == "Sober")
        // No layer in French: the first source-language answer, from the top.
        let french = stack.value(for: "NoAlc.Steady", locale: "fr")
        #expect(french.value == "Sober")
        #expect(french.step == .sourceLanguage)
    }

    @Test func anUnknownKeyIsTheKeyWithItsArgumentsFilledIn() {
        let stack = CatalogStack([builtIn])
        let result = stack.formatResult("%lld things", locale: "de", arguments: [3])
        #expect(result.step == .key)
        #expect(result.value == "3 things")
    }

    @Test func translatesAllNeedsEveryKeyInTheLocaleItself() {
        let stack = CatalogStack([builtIn])
        #expect(stack.translatesAll(["Report.Days", "NoAlc.Steady"], locale: "de"))
        #expect(!stack.translatesAll(["Report.Days", "NoAlc.Steady"], locale: "de-AT"))
        #expect(!stack.translatesAll(["Report.Days", "Missing"], locale: "de"))
    }
}
