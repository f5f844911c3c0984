import Foundation
import Testing
@testable import StringCatalog
@testable import CatalogExchange

@Suite struct TranslationTableTests {
    /// The rows of `catalog` as import rows, unedited.
    static func importRows(_ rows: [TranslationRow]) -> [TranslationImporter.Row] {
        rows.enumerated().map { index, row in
            TranslationImporter.Row(line: index + 2, key: row.key, locale: row.locale, path: row.path.description, translation: row.translation, state: row.state)
        }
    }

    @Test(arguments: ["xcstrings-tool-fixture.xcstrings", "lean-health-timer-root.xcstrings"])
    func exportThenImportWithoutEditsChangesNothing(fixture: String) throws {
        let bytes = try Support.fixtureBytes(fixture)
        var catalog = try StringCatalog(bytes: bytes)
        let locales = Array(Set(catalog.localesInUse + ["fr", "ru"])).sorted()
        let rows = TranslationTable.rows(for: catalog, locales: locales)
        #expect(!rows.isEmpty)
        let (changes, rejections) = TranslationImporter().apply(Self.importRows(rows), to: &catalog)
        #expect(changes.isEmpty)
        #expect(rejections.isEmpty)
    }

    @Test func rowsCoverMissingPluralCategoriesAndLocales() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{
        "%lld days":{"comment":"Streak","localizations":{
          "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld day"}},"other":{"stringUnit":{"state":"translated","value":"%lld days"}}}}},
          "de":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld Tage"}}}}}}},
        "Skip":{"shouldTranslate":false},
        "Title":{}
        }}
        """)
        let rows = TranslationTable.rows(for: catalog, locales: ["de", "ru"])
        let summary = rows.map { "\($0.key)|\($0.locale)|\($0.path)|\($0.source)|\($0.translation)|\($0.state)|\($0.comment)" }
        #expect(summary == [
            "%lld days|de|plural.other|%lld days|%lld Tage|translated|Streak",
            "%lld days|de|plural.one|%lld day|||Streak",
            "%lld days|ru|plural.one|%lld day|||Streak",
            "%lld days|ru|plural.few|%lld days|||Streak",
            "%lld days|ru|plural.many|%lld days|||Streak",
            "%lld days|ru|plural.other|%lld days|||Streak",
            "Title|de||Title|||",
            "Title|ru||Title|||",
        ])
    }

    @Test func anEditedRowChangesExactlyThatUnit() throws {
        let bytes = try Support.fixtureBytes("xcstrings-tool-fixture.xcstrings")
        var catalog = try StringCatalog(bytes: bytes)
        var rows = Self.importRows(TranslationTable.rows(for: catalog, locales: ["en"]))
        let index = try #require(rows.firstIndex { $0.key == "myPlural" && $0.path == "plural.other" })
        rows[index].translation = "I have %lld apples"
        let (changes, rejections) = TranslationImporter().apply(rows, to: &catalog)
        #expect(rejections.isEmpty)
        #expect(changes.count == 1)
        let written = StringCatalogWriter.write(catalog)
        let original = String(decoding: bytes, as: UTF8.self)
        #expect(written == original.replacingOccurrences(of: "\"value\" : \"I have %lld plurals\"", with: "\"value\" : \"I have %lld apples\""))
    }

    @Test func stateRules() throws {
        let json = """
        {"sourceLanguage":"en","strings":{
        "A":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Ah"}}}},
        "B":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Be"}}}},
        "C":{"localizations":{"de":{"stringUnit":{"state":"new","value":""}}}},
        "D":{}, "E":{}
        }}
        """
        var catalog = try Support.catalog(json)
        let rows: [TranslationImporter.Row] = [
            .init(line: 2, key: "A", locale: "de", path: "", translation: "Ah", state: "translated"),        // state only
            .init(line: 3, key: "B", locale: "de", path: "", translation: "Bee", state: "translated"),       // value → translated
            .init(line: 4, key: "C", locale: "de", path: "", translation: "Zeh", state: "new"),              // state cell unchanged → translated
            .init(line: 5, key: "D", locale: "de", path: "", translation: "De", state: "needs_review"),      // row says needs_review
            .init(line: 6, key: "E", locale: "de", path: "", translation: "", state: ""),                    // empty: nothing
        ]
        let (changes, rejections) = TranslationImporter().apply(rows, to: &catalog)
        #expect(rejections.isEmpty)
        #expect(changes.map { "\($0.key):\($0.newState)" } == ["A:translated", "B:translated", "C:translated", "D:needs_review"])
        #expect(catalog.entry(for: "E")?.localizations.isEmpty == true)
        var reviewed = try Support.catalog(json)
        let (reviewChanges, _) = TranslationImporter(review: true).apply([rows[1]], to: &reviewed)
        #expect(reviewChanges.first?.newState == "needs_review")
    }

    @Test func rejectsBadRowsWithReasons() throws {
        var catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{
        "%lld of %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%lld von %@"}}}},
        "Plain":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Schlicht"}}}},
        "Fixed":{"shouldTranslate":false}
        }}
        """)
        let rows: [TranslationImporter.Row] = [
            .init(line: 2, key: "Nope", locale: "de", path: "", translation: "x", state: nil),
            .init(line: 3, key: "%lld of %@", locale: "de", path: "", translation: "%d von %@", state: nil),
            .init(line: 4, key: "%lld of %@", locale: "fr", path: "", translation: "%2$@ : %1$lld", state: nil),  // reordered: fine
            .init(line: 5, key: "Plain", locale: "de", path: "plural.one", translation: "x", state: nil),
            .init(line: 6, key: "Plain", locale: "de", path: "", translation: "x", state: "done"),
            .init(line: 7, key: "Plain", locale: "fr", path: "bogus", translation: "x", state: nil),
            .init(line: 8, key: "Fixed", locale: "de", path: "", translation: "x", state: nil),
            .init(line: 9, key: "%lld of %@", locale: "fr", path: "", translation: "%lld sur %@", state: nil),
        ]
        let (changes, rejections) = TranslationImporter(newLocales: ["fr"]).apply(rows, to: &catalog)
        #expect(changes.map(\.line) == [4])
        #expect(rejections.map(\.line) == [2, 3, 5, 6, 7, 8, 9])
        #expect(rejections[0].reason.contains("not in the catalog"))
        #expect(rejections[1].reason.contains("argument 1 is %lld in the source but %d here"))
        #expect(rejections[2].reason.contains("plain string"))
        #expect(rejections[3].reason.contains("not one of new, translated, needs_review"))
        #expect(rejections[6].reason.contains("second row"))
    }

    @Test func unitPathsRoundTrip() {
        for text in ["", "plural.one", "device.iphone/plural.other", "substitutions.count/plural.few", "substitutions.a.b/plural.one"] {
            #expect(UnitPath(text)?.description == text)
        }
        #expect(UnitPath("plural") == nil)
        #expect(UnitPath("plural.one/substitutions.x") == nil)
        #expect(UnitPath(".one") == nil)
    }
}

/// A locale typo in a translator's file must not create a localization.
@Suite struct LocaleTagTests {
    @Test func wellFormedTags() {
        for tag in ["de", "en", "pt-BR", "zh-Hans", "es-419", "sr-Latn-RS", "gsw"] { #expect(LocaleTag.isWellFormed(tag), "\(tag)") }
        for tag in ["", " de", "de ", "de\u{0}", "d", "de-", "-de", "de_DE", "d3", "languagetoolong", "de-subtagtoolong"] { #expect(!LocaleTag.isWellFormed(tag), "\(tag)") }
    }

    @Test func nearMissesGetASuggestionAndNewLocalesNeedPermission() {
        let known: Set<String> = ["en", "de", "pt-BR"]
        #expect(LocaleTag.problem("de", known: known, allowedNew: []) == nil)
        #expect(LocaleTag.problem("De", known: known, allowedNew: [])?.contains("did you mean de?") == true)
        #expect(LocaleTag.problem("pt_br", known: known, allowedNew: [])?.contains("did you mean pt-BR?") == true)
        #expect(LocaleTag.problem("fr", known: known, allowedNew: [])?.contains("--new-locale fr") == true)
        #expect(LocaleTag.problem("fr", known: known, allowedNew: ["fr"]) == nil)
        #expect(LocaleTag.problem("fr", known: known, allowedNew: [], allowsWellFormed: true) == nil)
        #expect(LocaleTag.problem("DE", known: known, allowedNew: [], allowsWellFormed: true) != nil, "a near miss even where new locales are allowed")
    }
}
