import Foundation
import Testing
import StringCatalog
@testable import Output

/// The locales a report can be written in, and the requests matched to them.
@Suite struct ReportLocalesTests {
    /// An app catalog translating `keys` into `locale`.
    static func appCatalog(_ locale: String, keys: [String]) throws -> StringCatalog {
        let entries = keys.map { key in
            "\"\(key)\": {\"localizations\": {\"\(locale)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"x\"}}}}"
        }
        let json = "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\(entries.joined(separator: ", "))}}"
        return try StringCatalog(bytes: Array(json.utf8), fileName: "App.xcstrings")
    }

    static func locales(app: StringCatalog?) throws -> ReportLocales {
        try ReportLocales(app: app, strings: CatalogStack([app, try BuiltInStrings.catalog()].compactMap { $0 }))
    }

    @Test func anAppCatalogAddsALanguageItTranslatesCompletely() throws {
        let builtIn = try BuiltInStrings.locales()
        #expect(try Self.locales(app: nil) == ReportLocales(available: builtIn, hasAppCatalog: false))
        let complete = try Self.locales(app: try Self.appCatalog("fr", keys: BuiltInStrings.phraseKeys))
        #expect(complete.available == builtIn + ["fr"] && complete.hasAppCatalog)
        let partial = try Self.locales(app: try Self.appCatalog("fr", keys: Array(BuiltInStrings.phraseKeys.dropLast())))
        #expect(partial.available == builtIn)
    }

    @Test func requestsMatchInOrderOrSayWhy() throws {
        let locales = ReportLocales(available: ["de", "en"], hasAppCatalog: false)
        #expect(try locales.match(["en-GB", "DE"]).get().map(\.folder) == ["en", "de"])
        #expect(throws: ReportLocales.Failure.sameFolder(first: "DE", second: "de_AT", folder: "de")) { try locales.match(["DE", "de_AT"]).get() }
        #expect(locales.message(for: .sameFolder(first: "DE", second: "de_AT", folder: "de"), option: "--locale")
            == "--locale: DE and de_AT both write de/; give one of them")
        #expect(throws: ReportLocales.Failure.noPhrases(locale: "fr")) { try locales.match(["de", "fr"]).get() }
        #expect(locales.message(for: .noPhrases(locale: "fr"), option: "--locale")
            == "--locale fr: no report phrases in this language; available: de, en (an app catalog given with --catalog can add one by translating every Report.* key)")
        let withApp = ReportLocales(available: ["de", "en"], hasAppCatalog: true)
        #expect(withApp.message(for: .noPhrases(locale: "fr"), option: "--locale") == "--locale fr: no report phrases in this language; available: de, en")
    }
}
