import Testing
import StringCatalog
@testable import Output
import CatalogCheck

/// What every `strings check` format keeps, checked for each entry of `CheckFormats.all` — a
/// new format is held to it without a test of its own: the output ends with a newline, a key
/// (the app's text) never puts a raw carriage return into it (which would rewrite the line a
/// CI log or a terminal shows), and several catalogs make one output naming each. How a format
/// escapes its own syntax is tested with the format.
@Suite struct CheckFormatsEveryFormatTests {
    /// Keys carrying line breaks, control characters and the syntax of the formats in use.
    static let hostileKeys = [
        "line\nbreak", "cr\rreturn", "crlf\r\nend", "esc\u{1B}[31mred", "nul\u{0}byte", "bell\u{7}", "del\u{7F}", "next\u{85}line",
        "::error file=x::forged", "%0A%25", "<tag attr=\"x\">&amp;</tag>", "]]><![CDATA[", "`code` | pipe *star* _under_", "\\u0000",
        "{\"json\": [1]}", "line\u{2028}separator",
    ]

    /// One missing translation and one stale key, both named `key`, in a catalog called `catalog`.
    static func result(key: String, catalog: String = "App/Localizable.xcstrings") -> CheckResult {
        let report = CompletenessReport(
            catalog: catalog, sourceLanguage: "en", locales: ["en", "de"],
            summaries: [LocaleSummary(locale: "en", keys: 2, translated: 2), LocaleSummary(locale: "de", keys: 2, translated: 1, missing: 1)],
            problems: [
                CatalogProblem(severity: .error, kind: .missingTranslation, key: key, locale: "de", message: "no de translation of \(key)", line: 7),
                CatalogProblem(severity: .warning, kind: .stale, key: key, message: "\(key) is stale", suggestion: key),
            ])
        return CheckResult(report: report)
    }

    @Test(arguments: CheckFormats.names)
    func aKeyPutsNoRawCarriageReturnIntoTheOutput(_ name: String) throws {
        let format = try #require(CheckFormats.named(name))
        #expect(format.render(Self.result(key: "plain"), toolVersion: "1").hasSuffix("\n"))
        for key in Self.hostileKeys {
            let output = format.render(Self.result(key: key), toolVersion: "1")
            #expect(output.hasSuffix("\n"), "\(name): \(key.debugDescription)")
            #expect(!output.unicodeScalars.contains("\r"), "\(name): the key \(key.debugDescription) leaves a raw CR:\n\(output)")
        }
    }

    @Test(arguments: CheckFormats.names)
    func severalCatalogsMakeOneOutputNamingEach(_ name: String) throws {
        let format = try #require(CheckFormats.named(name))
        let results = [Self.result(key: "a", catalog: "App/One.xcstrings"), Self.result(key: "b", catalog: "Widget/Two.xcstrings")]
        let output = format.render(results, toolVersion: "1")
        #expect(output.hasSuffix("\n"))
        #expect(output.contains("One.xcstrings") && output.contains("Two.xcstrings"), "\(name):\n\(output)")
        #expect(format.render([results[0]], toolVersion: "1") == format.render(results[0], toolVersion: "1"))
    }
}
