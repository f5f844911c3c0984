import Testing
@testable import StringCatalog

@Suite struct CatalogLookupTests {
    static let catalogJSON = """
    {"sourceLanguage":"en","strings":{
      "Mood":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Stimmung"}},
                               "de-AT":{"stringUnit":{"state":"translated","value":"Laune"}},
                               "en":{"stringUnit":{"state":"translated","value":"Mood"}}}},
      "Only source":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Source text"}}}},
      "Nothing":{},
      "Empty de":{"localizations":{"de":{"stringUnit":{"state":"new","value":""}},"en":{"stringUnit":{"state":"translated","value":"English"}}}},
      "%lld days":{"localizations":{
        "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Tag"}},"other":{"stringUnit":{"state":"translated","value":"%lld Tage"}}}}},
        "en":{"variations":{"plural":{"zero":{"stringUnit":{"state":"translated","value":"no days"}},"one":{"stringUnit":{"state":"translated","value":"%lld day"}},"other":{"stringUnit":{"state":"translated","value":"%lld days"}}}}},
        "ru":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld день"}},"few":{"stringUnit":{"state":"translated","value":"%lld дня"}},"many":{"stringUnit":{"state":"translated","value":"%lld дней"}},"other":{"stringUnit":{"state":"translated","value":"%lld дня"}}}}}}},
      "Tap":{"localizations":{"en":{"variations":{"device":{"mac":{"stringUnit":{"state":"translated","value":"Click"}},"other":{"stringUnit":{"state":"translated","value":"Tap"}}}}}}},
      "liked":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%@ mochte %#@posts@"},
        "substitutions":{"posts":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
          "one":{"stringUnit":{"state":"translated","value":"einen Beitrag"}},
          "other":{"stringUnit":{"state":"translated","value":"%arg Beiträge"}}}}}}}}},
      "%@ has %lld logs":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%2$lld Einträge für %1$@ (100%%)"}}}}
    },"version":"1.0"}
    """

    let catalog: StringCatalog

    init() throws { catalog = try Support.catalog(Self.catalogJSON) }

    @Test func fallbackChain() {
        #expect(catalog.value(for: "Mood", locale: "de-AT") == LookupResult(value: "Laune", step: .locale, locale: "de-AT"))
        #expect(catalog.value(for: "Mood", locale: "de-CH") == LookupResult(value: "Stimmung", step: .language, locale: "de"))
        #expect(catalog.value(for: "Mood", locale: "de_CH") == LookupResult(value: "Stimmung", step: .language, locale: "de"))
        #expect(catalog.value(for: "Only source", locale: "de") == LookupResult(value: "Source text", step: .sourceLanguage, locale: "en"))
        #expect(catalog.value(for: "Nothing", locale: "de") == LookupResult(value: "Nothing", step: .key, locale: nil))
        #expect(catalog.value(for: "Not in catalog", locale: "de") == LookupResult(value: "Not in catalog", step: .key, locale: nil))
        #expect(catalog.value(for: "Empty de", locale: "de") == LookupResult(value: "English", step: .sourceLanguage, locale: "en"))
        #expect(catalog.fallbackChain(for: "zh-Hant-TW").map(\.locale) == ["zh-Hant-TW", "zh-Hant", "zh", "en"])
    }

    @Test func pluralSelection() {
        #expect(catalog.value(for: "%lld days", locale: "de", count: 1).value == "%lld Tag")
        #expect(catalog.value(for: "%lld days", locale: "de", count: 0).value == "%lld Tage")
        #expect(catalog.value(for: "%lld days", locale: "en", count: 0).value == "no days")
        #expect(catalog.value(for: "%lld days", locale: "ru", count: 21).value == "%lld день")
        #expect(catalog.value(for: "%lld days", locale: "ru", count: 22).value == "%lld дня")
        #expect(catalog.value(for: "%lld days", locale: "ru", count: 11).value == "%lld дней")
        #expect(catalog.value(for: "%lld days", locale: "de").value == "%lld Tage")
    }

    @Test func deviceSelection() {
        #expect(catalog.value(for: "Tap", locale: "en", device: .mac).value == "Click")
        #expect(catalog.value(for: "Tap", locale: "en", device: .iphone).value == "Tap")
        #expect(catalog.value(for: "Tap", locale: "en").value == "Tap")
    }

    /// Found by the hostile-input corpus: `%.999999999f` in a report string made `report`
    /// allocate gigabytes (then time out); widths and precisions are capped at 64, also one
    /// that wrapped around while parsing.
    @Test func hugeWidthsAndPrecisionsAreCapped() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{
          "p":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%.999999999f|%999999999lld|%999999999@|%99999999999999999999@"}}}}
        },"version":"1.0"}
        """)
        let text = catalog.format("p", locale: "en", arguments: [1.5, 7, "x", "y"])
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        #expect(parts.count == 4)
        #expect(parts[0] == "1." + "5" + String(repeating: "0", count: 63))
        #expect(parts[1] == String(repeating: " ", count: 63) + "7")
        #expect(parts[2] == String(repeating: " ", count: 63) + "x")
        #expect(parts[3] == String(repeating: " ", count: 63) + "y")
    }

    @Test func formatting() {
        #expect(catalog.format("%lld days", locale: "de", arguments: [5]) == "5 Tage")
        #expect(catalog.format("%lld days", locale: "de", arguments: [1]) == "1 Tag")
        #expect(catalog.format("%lld days", locale: "de-AT", arguments: [2]) == "2 Tage")
        #expect(catalog.format("%lld days", locale: "ru", arguments: [5]) == "5 дней")
        #expect(catalog.format("liked", locale: "de", arguments: ["Anna", 1]) == "Anna mochte einen Beitrag")
        #expect(catalog.format("liked", locale: "de", arguments: ["Anna", 3]) == "Anna mochte 3 Beiträge")
        #expect(catalog.format("%@ has %lld logs", locale: "de", arguments: ["Mood", 7]) == "7 Einträge für Mood (100%)")
        #expect(catalog.format("%@ has %lld logs", locale: "fr", arguments: ["Mood", 7]) == "Mood has 7 logs")
        #expect(catalog.format("%.1f km", locale: "en", arguments: [2.25]) == "2.2 km" || catalog.format("%.1f km", locale: "en", arguments: [2.25]) == "2.3 km")
        #expect(catalog.format("%3d|%-3@|", locale: "en", arguments: [7, "a"]) == "  7|a  |")
        #expect(catalog.formatResult("%lld days", locale: "fr", arguments: [2]).step == .sourceLanguage)
    }
}
