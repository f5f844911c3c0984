import Foundation
import Testing
@testable import StringCatalog

/// A generated catalog of 10,000 keys × 40 locales (about 50 MB, written the way Xcode
/// writes catalogs). The bound here is loose (debug builds are slow); the real figure is
/// measured in release: `swift test -c release --filter CatalogPerformanceTests`.
@Suite struct CatalogPerformanceTests {
    static let localeNames = ["en", "ar", "ca", "cs", "da", "de", "el", "es", "es-MX", "fi", "fr", "fr-CA", "he", "hi", "hr",
                              "hu", "id", "it", "ja", "ko", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru", "sk", "sv",
                              "th", "tr", "uk", "vi", "zh-Hans", "zh-HK", "zh-Hant", "bg", "et", "lt"]

    static func generate(keys: Int) -> [UInt8] {
        var out = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"
        out.reserveCapacity(keys * localeNames.count * 140)
        for index in 0..<keys {
            let key = "Screen\(index / 100).label\(index) with %lld items"
            out += "    \"\(key)\" : {\n      \"comment\" : \"Generated entry \(index)\",\n      \"extractionState\" : \"manual\",\n      \"localizations\" : {\n"
            for (localeIndex, locale) in localeNames.enumerated() {
                // Every 97th unit is still new, every 89th needs review.
                let state = (index + localeIndex) % 97 == 0 ? "new" : (index + localeIndex) % 89 == 0 ? "needs_review" : "translated"
                out += "        \"\(locale)\" : {\n          \"stringUnit\" : {\n            \"state\" : \"\(state)\",\n            \"value\" : \"Text \(index) in \(locale): %lld Elemente\"\n          }\n        }"
                out += localeIndex == localeNames.count - 1 ? "\n" : ",\n"
            }
            out += "      }\n    }" + (index == keys - 1 ? "\n" : ",\n")
        }
        out += "  },\n  \"version\" : \"1.0\"\n}"
        return Array(out.utf8)
    }

    @Test func tenThousandKeysTimesFortyLocales() throws {
        let bytes = Self.generate(keys: 10_000)
        #expect(bytes.count > 45_000_000)
        let clock = ContinuousClock()
        var report: CompletenessReport?
        var catalog: StringCatalog?
        let parsing = try clock.measure { catalog = try StringCatalog(bytes: bytes, fileName: "big.xcstrings") }
        let checking = try clock.measure { report = CompletenessChecker(catalog: try #require(catalog)).run() }
        let elapsed = parsing + checking
        let result = try #require(report)
        print("10,000 keys × 40 locales (\(bytes.count / 1_000_000) MB): parse \(parsing) + check \(checking) = \(elapsed)")
        #expect(result.locales.count == 40)
        #expect(result.summaries.allSatisfy { $0.keys == 10_000 })
        // Expected from the generator's rule: units with (index + localeIndex) % 97 == 0 are new,
        // else % 89 == 0 needs review.
        for (localeIndex, summary) in result.summaries.enumerated() {
            let locale = CatalogPerformanceTests.localeNames.firstIndex(of: summary.locale)!
            let new = (0..<10_000).filter { ($0 + locale) % 97 == 0 }.count
            let review = (0..<10_000).filter { ($0 + locale) % 97 != 0 && ($0 + locale) % 89 == 0 }.count
            #expect(summary.new == new && summary.needsReview == review && summary.translated == 10_000 - new - review,
                    "\(localeIndex) \(summary.locale)")
        }
        #expect(elapsed < .seconds(20))
    }
}
