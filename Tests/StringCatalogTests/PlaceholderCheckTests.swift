import Testing
@testable import StringCatalog
@testable import CatalogCheck

/// `strings check` compares what pseudo-locales keep: `${…}` variables (App Shortcuts
/// phrases, App Intent summaries) and the specifiers `% d` and `%1$*2$d`; and a language not
/// yet translated (a `new` unit with an empty value, as Xcode adds one) is `untranslated`
/// only, not a `format-mismatch` too.
@Suite struct PlaceholderCheckTests {
    static func problems(_ entries: String, locales: [String] = ["de"]) throws -> [CatalogProblem] {
        let catalog = try Support.catalog("{\"sourceLanguage\":\"en\",\"strings\":{\(entries)},\"version\":\"1.0\"}")
        return CompletenessChecker(catalog: catalog, options: CheckOptions(locales: locales)).run().problems
    }

    static func entry(_ key: String, source: String?, de: String, state: String = "translated") -> String {
        let en = source.map { ",\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\($0)\"}}" } ?? ""
        return "\"\(key)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\"\(de)\"}}\(en)}}"
    }

    @Test func variablesAreCompared() throws {
        let missing = try Self.problems(Self.entry("${applicationName} starten", source: nil, de: "Starten"))
        #expect(missing.map(\.kind) == [.formatMismatch])
        #expect(missing.first?.message == "the de text \"Starten\" of \"${applicationName} starten\" does not match the source's variables: ${applicationName} missing — write them as the source does (${name} stays as it is in every language)")
        let renamed = try Self.problems(Self.entry("Open", source: "Open ${applicationName}", de: "${Anwendungsname} öffnen"))
        #expect(renamed.first?.message.contains("${applicationName} missing; ${Anwendungsname} not in the source") == true)
        #expect(try Self.problems(Self.entry("Open", source: "Open ${applicationName}", de: "${applicationName} öffnen")).isEmpty)
    }

    @Test func theSpaceFlagAndArgumentWidthsAreCompared() throws {
        #expect(try Self.problems(Self.entry("V", source: "Value % d", de: "Wert % d")).isEmpty)
        #expect(try Self.problems(Self.entry("V", source: "Value % d", de: "Wert")).map(\.kind) == [.formatMismatch])
        #expect(try Self.problems(Self.entry("W", source: "Width %1$*2$d", de: "Breite %1$*2$d")).isEmpty)
        #expect(try Self.problems(Self.entry("W", source: "Width %1$*2$d", de: "Breite %1$*2$@")).map(\.kind) == [.formatMismatch])
    }

    @Test func anEmptyNewUnitIsUntranslatedOnly() throws {
        let problems = try Self.problems(Self.entry("%lld items", source: "%lld items", de: "", state: "new"))
        #expect(problems.map(\.kind) == [.untranslated])
        let plural = try Self.problems("""
        "%lld days":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld day"}},"other":{"stringUnit":{"state":"translated","value":"%lld days"}}}}},\
        "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":""}},"other":{"stringUnit":{"state":"new","value":""}}}}}}}
        """)
        #expect(plural.map(\.kind) == [.untranslated])
    }
}
