import Testing
@testable import Output

@Suite struct ReportLocaleMatchTests {
    let available = ["de", "en"]

    @Test(arguments: ["de", "DE", "de_DE", "de-DE", "de-AT", "De-at", "de_CH", "de-Latn-AT"])
    func germanSpellingsWriteTheDeFolder(_ requested: String) throws {
        let match = try #require(ReportLocaleMatch.match(requested, available: available))
        #expect(match.folder == "de")
        #expect(match.requested == requested)
    }

    @Test func theRegionIsKeptForNumbersAndDates() throws {
        #expect(ReportLocaleMatch.match("de_at", available: available)?.identifier == "de-AT")
        #expect(ReportLocaleMatch.match("EN-gb", available: available)?.identifier == "en-GB")
        #expect(ReportLocaleMatch.match("DE", available: available)?.identifier == "de")
        #expect(ReportLocaleMatch.normalized("zh_hant_tw") == "zh-Hant-TW")
    }

    @Test func aLanguageWithoutPhrasesHasNoMatch() {
        #expect(ReportLocaleMatch.match("fr", available: available) == nil)
        #expect(ReportLocaleMatch.match("fr-DE", available: available) == nil)
        #expect(ReportLocaleMatch.match("", available: available) == nil)
    }

    @Test func aRegionalLocaleAnAppCatalogCompletesIsMatchedExactly() {
        let withBrazil = available + ["pt-BR"]
        #expect(ReportLocaleMatch.match("pt_br", available: withBrazil)?.folder == "pt-BR")
        #expect(ReportLocaleMatch.match("pt", available: withBrazil) == nil)
    }
}
