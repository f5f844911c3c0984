import Testing
import StringCatalog

/// Every translation of a key over a stack (the other names `order --move` accepts).
@Suite struct CatalogStackTranslationsTests {
    @Test func translationsOfTheLocalesAndLanguagesButNotTheSourceFallback() throws {
        let app = try Support.catalog("""
        {"sourceLanguage":"en","strings":{"Mood":{"localizations":{
          "en":{"stringUnit":{"state":"translated","value":"Mood"}},
          "de":{"stringUnit":{"state":"translated","value":"Stimmung"}},
          "de-AT":{"stringUnit":{"state":"translated","value":"Stimmung"}},
          "fr":{"stringUnit":{"state":"translated","value":"Humeur"}}}}}}
        """)
        let builtIn = try Support.catalog("""
        {"sourceLanguage":"en","strings":{"Mood":{"localizations":{
          "en":{"stringUnit":{"state":"translated","value":"Mood"}},
          "es":{"stringUnit":{"state":"translated","value":"Ánimo"}}}},
        "Only English":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Only English"}}}}}}
        """)
        let stack = CatalogStack([app, builtIn])
        #expect(stack.translations(of: "Mood") == ["Mood", "Stimmung", "Humeur", "Ánimo"])
        #expect(stack.translations(of: "Only English") == ["Only English"])
        #expect(stack.translations(of: "Unknown").isEmpty)
    }
}
