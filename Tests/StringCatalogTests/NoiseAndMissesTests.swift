import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogCheck

/// The rules that keep the gate's errors true and its misses few, each a rule about code or
/// catalogs in general: conditionals of literals nested in a key argument are keys; code no
/// release build compiles is debug code; an identifier held as data by code without UI holds
/// no key; an enum's localizing member that nothing calls localizes nothing; a Latin key of a
/// catalog in another script reads as English.
@Suite struct NoiseAndMissesTests {
    private func keys(_ code: String, releaseConditions: Set<String>? = nil) -> [String] {
        var scanner = SwiftKeyScanner()
        scanner.releaseConditions = releaseConditions
        return scanner.scan(Array(code.utf8), file: "F.swift").uses.map(\.key)
    }

    @Test func nestedAndParenthesizedConditionalsOfLiteralsAreKeys() {
        #expect(keys("""
        view.help(isShown ? "Show page" : (canHide ? "Cannot hide the page" : "Hide page"))
        Text(a ? (b ? "Alpha one" : "Beta two") : "Gamma three")
        Text(a ? name : (b ? "Not a key" : "Nor this"))
        Text(a?.b ?? "Fallback")
        """).sorted() == ["Alpha one", "Beta two", "Cannot hide the page", "Gamma three", "Hide page", "Show page"])
    }

    @Test func aBranchNoReleaseBuildCompilesIsDebugCode() {
        let code = """
        #if STAGING || DEBUG
        let a = Text("Staging only")
        #elseif os(iOS)
        let b = Text("Phone")
        #else
        let c = Text("Other")
        #endif
        #if !DEBUG && !STAGING
        let d = Text("Release only")
        #else
        let e = Text("Not in release")
        #endif
        """
        var scanner = SwiftKeyScanner()
        scanner.releaseConditions = ["RELEASE"]
        let uses = scanner.scan(Array(code.utf8), file: "F.swift").uses
        #expect(uses.filter { !$0.isShipped }.map(\.key) == ["Staging only", "Not in release"])
        // A configuration that defines the flag ships its branch.
        scanner.releaseConditions = ["STAGING"]
        // (and then the branches after it are not compiled).
        #expect(scanner.scan(Array(code.utf8), file: "F.swift").uses.filter { !$0.isShipped }.map(\.key) == ["Phone", "Other", "Release only"])
        // With no project, only DEBUG is known to be off.
        #expect(BuildCondition(releaseConditions: nil).evaluate(["STAGING", "|", "|", "DEBUG"]) == nil)
        #expect(BuildCondition(releaseConditions: nil).evaluate(["DEBUG"]) == false)
    }

    @Test func identifiersInCodeWithoutUIAreDataNotKeys() {
        let data = SwiftKeyScanner().scan(Array("import Foundation\nlet kind = \"note\"\nlet title = \"Relay list\"\nlet key = \"menu_copy\"\n".utf8), file: "Model.swift")
        #expect(!data.holdsAsLiteral("note") && data.holdsAsLiteral("Relay list") && data.holdsAsLiteral("menu_copy"))
        let view = SwiftKeyScanner().scan(Array("import SwiftUI\nlet kind = \"note\"\n".utf8), file: "View.swift")
        #expect(view.holdsAsLiteral("note"))
    }

    @Test func anEnumMemberNothingCallsLocalizesNothing() {
        let model = """
        enum Sort: String {
            case newest = "Newest first", oldest = "Oldest first"
            var localized: String { NSLocalizedString(rawValue, comment: "") }
        }
        """
        var declarations = DeclarationCollector.declarations(in: Array(model.utf8))
        #expect(declarations.enumCaseUses(referenced: []).isEmpty)
        #expect(declarations.enumCaseUses(referenced: ["localized"]).map(\.key) == ["Newest first", "Oldest first"])
        declarations = KeyDeclarations()
        #expect(declarations.enumCaseUses(referenced: []).isEmpty)
    }

    @Test func aLatinKeyOfACatalogInAnotherScriptReadsAsEnglish() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"zh-Hant","strings":{
          "Settings":{"localizations":{"zh-Hant":{"stringUnit":{"state":"translated","value":"設定"}}}},
          "Open the door":{},
          "設定頁":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings page"}}}}
        }}
        """)
        let report = CompletenessChecker(catalog: catalog, options: CheckOptions(locales: ["zh-Hant", "en", "fr"])).run()
        let rows = report.problems.filter { $0.kind == .missingTranslation }.map { "\($0.key) \($0.locale ?? "") \($0.severity.rawValue)" }
        // "Settings" has a source value, which English users see: missing. "Open the door" has
        // none: English users see the key, which is English; French users see English.
        #expect(rows.contains("Settings en error"))
        #expect(rows.contains("Open the door en warning"))
        #expect(rows.contains("Open the door fr error"))
        // The source language's users see the English key: missing, as before.
        #expect(rows.contains("Open the door zh-Hant error"))
        #expect(!rows.contains("設定頁 zh-Hant error"))
    }
}
