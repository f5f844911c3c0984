import Foundation
import Testing
@testable import StringCatalog
@testable import CatalogCheck

/// A generated catalog of keys × 40 locales, written the way Xcode writes catalogs: the counts
/// follow from the generator's rule. (Its timing is `trackerkit-bench catalog`, run by
/// Benchmarks/run.sh on the 10,000-key catalog.)
@Suite struct GeneratedCatalogTests {
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

    @Test func countsFollowTheGeneratorsRule() throws {
        let keys = 600
        let bytes = Self.generate(keys: keys)
        let catalog = try StringCatalog(bytes: bytes, fileName: "big.xcstrings")
        let result = CompletenessChecker(catalog: catalog).run()
        #expect(result.locales.count == 40)
        #expect(result.summaries.allSatisfy { $0.keys == keys })
        // Units with (index + localeIndex) % 97 == 0 are new, else % 89 == 0 needs review.
        for summary in result.summaries {
            let locale = try #require(Self.localeNames.firstIndex(of: summary.locale))
            // A source-language (en) unit with a value is done whatever its state.
            let new = locale == 0 ? 0 : (0..<keys).filter { ($0 + locale) % 97 == 0 }.count
            let review = (0..<keys).filter { ($0 + locale) % 97 != 0 && ($0 + locale) % 89 == 0 }.count
            #expect(summary.new == new && summary.needsReview == review && summary.translated == keys - new - review, "\(summary.locale)")
        }
    }
}
