import Testing
@testable import StringCatalog
@testable import CatalogCode

/// What the scanner learns for `strings sync` beside the key: the call's comment and default
/// value, and whether Xcode's build would extract the key (typed as a key, not a preview's);
/// keys in arrays of keys, App Intent summaries, and ternaries whose other branch is a String.
@Suite struct SwiftKeyScannerExtractionTests {
    static func uses(_ source: String) -> [SourceKeyUse] {
        SwiftKeyScanner().scan(Array(source.utf8), file: "App/View.swift").uses
    }

    @Test func theCommentAndDefaultValueOfTheCallAreKept() {
        let uses = Self.uses(#"""
        Text("Title", tableName: "Main", comment: "The screen's title")
        let a = String(localized: "Key.delete", defaultValue: "Delete \(files.count) files", comment: "Button")
        Button("Empty comment", comment: "") {}
        Text("Nested", comment: "Outer") .help(Text("Inner", comment: "Inner comment"))
        """#)
        #expect(uses[0].comment == "The screen's title" && uses[0].table == "Main")
        #expect(uses[1].key == "Key.delete" && uses[1].defaultValue == "Delete %lld files" && uses[1].comment == "Button")
        #expect(uses[2].comment == nil)
        #expect(uses.first { $0.key == "Nested" }?.comment == "Outer")
        #expect(uses.first { $0.key == "Inner" }?.comment == "Inner comment")
    }

    @Test func literalsOfAnArrayOfKeysAreKeysAndOtherArraysAreNot() {
        let uses = Self.uses(#"""
        var tips: [LocalizedStringKey] = [
            "First tip",
            "Second tip",
        ]
        let names: [String] = ["Not a key"]
        static let resources: [LocalizedStringResource] = ["Resource tip", "\(count) more"]
        let nested: [LocalizedStringKey] = [Text("Call").string, ["Inner array"].first!]
        """#)
        #expect(uses.map(\.key) == ["First tip", "Second tip", "Resource tip", "%@ more", "Call"])
        #expect(uses.first?.api == "[LocalizedStringKey]" && uses.first?.isExtracted == true)
    }

    @Test func aSummaryNamesItsParametersAsXcodeDoes() {
        let uses = Self.uses(#"""
        static var parameterSummary: some ParameterSummary {
            Summary("Get the sunrise on \(\.$date) in \(\.$location)")
        }
        """#)
        #expect(uses.map(\.key) == ["Get the sunrise on ${date} in ${location}"])
        #expect(uses.first?.patternParts == nil)
    }

    @Test func aTernaryInsideAnotherWhoseBranchIsAStringIsNoKey() {
        let uses = Self.uses(#"""
        Text(isBusy ? spaces : isReady ? "Restart" : "Install")
        Text(isBusy ? "Wait" : "Restart now")
        Text(isBusy ? "Waiting" : isReady ? "Restart" : "Install")
        badge(isSystem ? "system" : "user")
        view.badge(isNew ? "New" : "Old")
        """#)
        // The third line's ternary in the else branch is of literals only: all three are keys.
        // A modifier's name called without the dot is the app's own function.
        #expect(uses.map(\.key) == ["Wait", "Restart now", "Waiting", "Restart", "Install", "New", "Old"])
    }

    @Test func previewsAndWrappersAreUsesNoBuildExtracts() {
        var scanner = SwiftKeyScanner()
        scanner.declarations = DeclarationCollector.declarations(in: Array(#"""
        func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        struct Row: View { let title: LocalizedStringKey; var body: some View { Text(title) } }
        """#.utf8))
        let uses = scanner.scan(Array(#"""
        let a = tr("Wrapped")
        let b = Row(title: "Typed")
        #Preview { Text("Previewed") }
        let c = NSLocalizedString("on \(date)", comment: "")
        let d = NSLocalizedString("Plain", comment: "")
        """#.utf8), file: "App/View.swift").uses
        let extracted = Dictionary(uniqueKeysWithValues: uses.map { ($0.key, $0.isExtracted) })
        #expect(extracted == ["Wrapped": false, "Typed": true, "Previewed": false, "on %@": false, "Plain": true])
    }

    @Test func aLiteralWithInterpolationsHoldsItsKeyOrPattern() {
        let scan = SwiftKeyScanner().scan(Array(#"""
        let a = "\(items.count) items"
        let b = "\(name) was here"
        """#.utf8), file: "App/View.swift")
        #expect(scan.holdsAsLiteral("%lld items"))
        #expect(scan.holdsAsLiteral("%@ was here") && scan.holdsAsLiteral("%lld was here"))
        #expect(!scan.holdsAsLiteral("%@ items") && !scan.holdsAsLiteral("was here"))
    }
}
