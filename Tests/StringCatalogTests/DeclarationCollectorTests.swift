import Testing
@testable import StringCatalog
@testable import CatalogCode

/// The first pass of key discovery: which of the app's own declarations take a key.
@Suite struct DeclarationCollectorTests {
    private func declarations(_ source: String) -> KeyDeclarations {
        DeclarationCollector.declarations(in: Array(source.utf8))
    }

    @Test func parametersOfKeyTypesByLabelAndPosition() {
        let found = declarations("""
        struct SettingRow: View {
            let title: LocalizedStringKey
            var detail: LocalizedStringResource? = nil
            static let shared: LocalizedStringKey = "x"
            var count: Int
            var body: some View { Text(title) }
        }
        struct Plain { var name: String }
        func makeLabel(_ title: LocalizedStringKey, _ subtitle: SwiftUI.LocalizedStringKey?, icon: String) -> some View { EmptyView() }
        final class Model {
            init(headline: LocalizedStringResource, @ViewBuilder content: () -> Content, action: (LocalizedStringKey) -> Void) {}
            subscript(key key: String.LocalizationValue) -> String { "" }
        }
        enum Failure: Error {
            case invalid(description: LocalizedStringKey), plain(LocalizedStringResource)
            case other(Int)
        }
        """)
        #expect(declarations("").isEmpty)
        #expect(found.isKey(callee: "SettingRow", slot: .label("title")))
        #expect(found.isKey(callee: "SettingRow", slot: .label("detail")))
        #expect(!found.isKey(callee: "SettingRow", slot: .label("shared")), "static: no memberwise parameter")
        #expect(!found.isKey(callee: "SettingRow", slot: .label("body")))
        #expect(found.isKey(callee: "makeLabel", slot: .position(0)))
        #expect(found.isKey(callee: "makeLabel", slot: .position(1)))
        #expect(!found.isKey(callee: "makeLabel", slot: .label("icon")))
        #expect(found.isKey(callee: "Model", slot: .label("headline")))
        #expect(!found.isKey(callee: "Model", slot: .label("action")), "a closure taking a key is no key")
        #expect(found.isKey(callee: "subscript", slot: .label("key")))
        #expect(found.isKey(callee: "invalid", slot: .label("description")))
        #expect(found.isKey(callee: "plain", slot: .position(0)))
        #expect(!found.declares("other") && !found.declares("Plain"))
    }

    @Test func wrappersAndStringMembersThatLocalizeTheirString() {
        let found = declarations("""
        func localizeString(_ key: String, comment: String = "") -> String {
            String(localized: String.LocalizationValue(key))
        }
        func tr(_ table: String, _ key: String) -> String { NSLocalizedString(key, tableName: table, comment: "") }
        func viaBundle(key: String) -> String { Bundle.main.localizedString(forKey: key, value: nil, table: nil) }
        func viaInit(_ k: String) -> String { String(localized: .init(k)) }
        func shown(_ text: String) -> String { text.uppercased() }
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
            func localized(table: String) -> String { NSLocalizedString(self, tableName: table, comment: "") }
            var trimmed: String { trimmingCharacters(in: .whitespaces) }
        }
        """)
        #expect(found.isKey(callee: "localizeString", slot: .position(0)))
        #expect(!found.isKey(callee: "localizeString", slot: .label("comment")))
        #expect(found.isKey(callee: "tr", slot: .position(1)))
        #expect(!found.isKey(callee: "tr", slot: .position(0)))
        #expect(found.isKey(callee: "viaBundle", slot: .label("key")))
        #expect(found.isKey(callee: "viaInit", slot: .position(0)))
        #expect(!found.declares("shown"))
        #expect(found.localizingMembers == ["localized"])
    }

    @Test func aStringOverloadOfTheSameSlotWins() {
        var found = declarations("struct Badge { init(_ text: LocalizedStringKey) {} }")
        #expect(found.isKey(callee: "Badge", slot: .position(0)))
        found.merge(declarations("extension Badge { init(_ text: String) {} }"))
        #expect(!found.isKey(callee: "Badge", slot: .position(0)))
    }

    @Test func aQuickLookSkipsFilesWithNothingToDeclare() {
        #expect(!DeclarationCollector.mayDeclare(Array("struct A { var body: some View { Text(\"Hi\") } }".utf8)))
        #expect(DeclarationCollector.mayDeclare(Array("let t: LocalizedStringKey".utf8)))
        #expect(DeclarationCollector.mayDeclare(Array("extension String {".utf8)))
        #expect(DeclarationCollector.mayDeclare(Array("Bundle.main.localizedString(forKey: k)".utf8)))
    }
}

/// The second pass's sense of place: bodies of key types, raw key values, previews and debug code.
@Suite struct KeyScopeTests {
    /// Each literal with where `KeyScope` puts it: `returned`, `raw`, or `-`; `*` when not shipped.
    private func places(_ source: String) -> [String] {
        let tokens = SwiftLexer.allTokens(of: source)
        var scope = KeyScope()
        var found: [String] = []
        for (index, token) in tokens.enumerated() {
            if token.kind == .string, case .text(let text)? = token.pieces.first {
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                let place = scope.place(of: token, next: next)
                let name = place == .returned ? "returned" : place == .rawValue ? "raw" : "-"
                found.append("\(text) \(name)\(scope.isShipped ? "" : "*")")
            }
            scope.consume(token)
        }
        return found + scope.implicitRawValues.map { "implicit \($0.name)" }
    }

    @Test func whatABodyOfAKeyTypeReturns() {
        let found = places("""
        enum Scope {
            var title: LocalizedStringKey {
                switch self {
                case .all: "All"
                case .mine: return "Mine"
                case .other(let x): .init("Other")
                default: isOn ? "On" : "Off"
                }
            }
            func subtitle(for value: Int) -> LocalizedStringResource {
                if value > 1 { "Many" } else { "One" }
            }
            var plain: String { "Plain" }
            var mapped: LocalizedStringKey { items.map { "Inner" }.first ?? "Fallback" }
            let chosen: LocalizedStringKey = isOn ? "Yes" : "No"
            let built: LocalizedStringKey = {
                return "Built"
            }()
            var name: String = "Name"
            init() { let x = "Init" }
        }
        """)
        #expect(found == [
            "All returned", "Mine returned", "Other returned", "On returned", "Off returned",
            "Many returned", "One returned", "Plain -", "Inner -", "Fallback -", "Yes returned", "No returned",
            "Built returned", "Name -", "Init -",
        ])
    }

    @Test func rawValuesOfAnEnumOfKeys() {
        let found = places("""
        enum Kind: LocalizedStringKey, CaseIterable {
            case full = "Full", partial = "Partial"
            case managedOnly
            case none
            var other: String { "Other" }
        }
        enum Plain: String { case a = "A" }
        """)
        #expect(found == ["Full raw", "Partial raw", "Other -", "A -", "implicit managedOnly", "implicit none"])
    }

    @Test func previewsAndDebugCodeAreNotShipped() {
        let found = places("""
        struct V: View { var body: some View { Text("Shipped") } }
        #Preview("Name") { Text("In preview") }
        struct V_Previews: PreviewProvider { static var previews: some View { Text("Provider") } }
        #if DEBUG
        let d = Text("Debug")
        #else
        let r = Text("Release")
        #endif
        #if !DEBUG
        let n = Text("Not debug")
        #else
        let e = Text("Debug else")
        #endif
        let after = Text("After")
        """)
        #expect(found == [
            "Shipped -", "Name -", "In preview -*", "Provider -*", "Debug -*", "Release -", "Not debug -", "Debug else -*", "After -",
        ])
    }
}

extension SwiftLexer {
    /// Every token of `source`, for tests that look at a whole file's tokens at once.
    static func allTokens(of source: String) -> [Token] {
        var lexer = SwiftLexer(bytes: Array(source.utf8)[...])
        var tokens: [Token] = []
        while lexer.lex(into: &tokens) {}
        return tokens
    }
}
