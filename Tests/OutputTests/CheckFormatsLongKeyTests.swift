import Testing
import StringCatalog
@testable import Output
import CatalogCheck

/// A catalog key of a megabyte in a check: the formats people read show it shortened (200
/// characters), and so do the messages that quote it; the formats tools read (json, sarif,
/// junit) keep the key whole in its own field.
@Suite struct CheckFormatsLongKeyTests {
    static let key = String(repeating: "K", count: 1_000_000)

    static func report() throws -> CompletenessReport {
        let json = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"\(key)": {"localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "Hello world"}},
          "de": {"stringUnit": {"state": "new", "value": ""}},
          "fr": {"stringUnit": {"state": "needs_review", "value": "Bonjour"}}}}}}
        """
        return CompletenessChecker(catalog: try CheckFormatsSupport.catalog(json), requiredKeys: [], options: CheckOptions(locales: ["en", "de", "fr", "it"])).run()
    }

    @Test func humanReadableFormatsShowALongKeyShortened() throws {
        let report = try Self.report()
        #expect(report.problems.count >= 3)
        #expect(report.problems.allSatisfy { $0.key == Self.key && $0.message.utf8.count < 1_000 })
        for format in ["text", "md", "github", "xcode"] {
            let output = report.render(format: format)
            #expect(output.utf8.count < 10_000, "\(format): \(output.utf8.count) bytes")
            #expect(output.contains(String(repeating: "K", count: 199) + "…"), "\(format)")
            #expect(!output.contains(String(repeating: "K", count: 200)), "\(format)")
        }
        for format in ["json", "sarif", "junit"] {
            #expect(report.render(format: format).contains(Self.key), "\(format) keeps the key whole")
        }
    }
}
