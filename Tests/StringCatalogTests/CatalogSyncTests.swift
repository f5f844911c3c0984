import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogEdit

/// `CatalogSync`: Xcode's key extraction worked out from the scanned code — what is added
/// (and how Xcode writes it), marked stale, removed, cleared, and what is never touched.
@Suite struct CatalogSyncTests {
    static func scan(_ source: String, declarations: String? = nil) -> SourceScan {
        var scanner = SwiftKeyScanner()
        if let declarations {
            scanner.declarations = DeclarationCollector.declarations(in: Array(declarations.utf8))
        }
        return scanner.scan(Array(source.utf8), file: "App/View.swift")
    }

    static func entry(_ key: String, state: String? = nil, de: String? = nil, comment: String? = nil) -> CatalogEntry {
        CatalogEntry(
            key: key, comment: comment, extractionState: state,
            localizations: de.map { [CatalogLocalization(locale: "de", content: .unit($0))] } ?? [])
    }

    static func sync(_ entries: [CatalogEntry], _ source: String, ignored: KeyFilter = KeyFilter()) -> CatalogSync {
        CatalogSync(catalog: StringCatalog(sourceLanguage: "en", entries: entries), table: "Localizable", scan: scan(source), ignored: ignored)
    }

    @Test func aUsedKeyTheCatalogLacksIsAddedAsXcodeWritesIt() {
        let sync = Self.sync([], #"""
        Text("Plain")
        Text("Commented", comment: "Shown on the start screen")
        Text("Only \(items.count) left")
        Text("\(name) has \(items.count) items")
        let value = String(localized: "Action.delete", defaultValue: "Delete \(files.count) files", comment: "A button")
        """#)
        let added = Dictionary(uniqueKeysWithValues: sync.additions.map { ($0.entry.key, $0) })
        #expect(sync.additions.map(\.entry.key) == ["Plain", "Commented", "Only %lld left", "%@ has %lld items", "Action.delete"])
        // One specifier or none: the entry is empty (the key is the source text).
        #expect(added["Plain"]?.entry.localizations.isEmpty == true)
        #expect(added["Plain"]?.entry.extractionState == nil)
        #expect(added["Only %lld left"]?.entry.localizations.isEmpty == true)
        #expect(added["Commented"]?.entry.comment == "Shown on the start screen")
        // Two specifiers: the source language gets them numbered, as a new unit.
        let twoSpecifiers = added["%@ has %lld items"]?.entry
        #expect(twoSpecifiers?.localization(for: "en")?.content.stringUnit?.value == "%1$@ has %2$lld items")
        #expect(twoSpecifiers?.localization(for: "en")?.content.stringUnit?.state == "new")
        #expect(added["%@ has %lld items"]?.isGuessed == true)
        // A default value: extracted_with_value, the value as the source's new unit.
        let withValue = added["Action.delete"]?.entry
        #expect(withValue?.extractionState == "extracted_with_value")
        #expect(withValue?.localization(for: "en")?.content.stringUnit?.value == "Delete %lld files")
        #expect(withValue?.comment == "A button")
        #expect(sync.staled.isEmpty && sync.removed.isEmpty && sync.unstaled.isEmpty)
    }

    @Test func theDistinctCommentsOfSeveralUsesAreJoinedAndAnEmptyCommentIsNone() {
        let sync = Self.sync([Self.entry("Shared", de: "Geteilt", comment: "Old")], #"""
        Text("Shared", comment: "On the list")
        Text("Shared", comment: "On the detail page")
        Text("Shared", comment: "On the list")
        Text("Quiet", comment: "")
        """#)
        #expect(sync.commentChanges.map(\.new) == ["On the detail page\nOn the list"])
        #expect(sync.commentChanges.first?.old == "Old")
        #expect(sync.additions.first { $0.entry.key == "Quiet" }?.entry.comment == nil)
    }

    @Test func anUnusedKeyIsMarkedStaleWhenTranslatedAndRemovedWhenEmpty() {
        let sync = Self.sync([
            Self.entry("Gone translated", de: "Weg"),
            Self.entry("Gone empty"),
            Self.entry("Gone with value", state: "extracted_with_value"),
            Self.entry("Typed by hand", state: "manual"),
            Self.entry("Already stale", state: "stale", de: "Alt"),
            Self.entry("Used", de: "Benutzt"),
        ], #"Text("Used")"#)
        #expect(sync.staled == ["Gone translated"])
        #expect(sync.removed == ["Gone empty", "Gone with value"])
        #expect(sync.additions.isEmpty && sync.unstaled.isEmpty)
        let result = sync.applied(to: StringCatalog(sourceLanguage: "en", entries: [
            Self.entry("Gone translated", de: "Weg"), Self.entry("Gone empty"), Self.entry("Used", de: "Benutzt"),
        ]))
        #expect(result.entries.map(\.key) == ["Gone translated", "Used"])
        #expect(result.entry(for: "Gone translated")?.extractionState == "stale")
    }

    @Test func keysTheCodeMayStillUseAreLeftAlone() {
        var scan = Self.scan(#"""
        let title = "Held as a string"
        let line = "\(count) held with an interpolation"
        // trackerkit:keys Dynamic.*
        """#)
        scan.dynamicKeys += ["Configured.*"]
        let catalog = StringCatalog(sourceLanguage: "en", entries: [
            Self.entry("Held as a string", de: "A"), Self.entry("%lld held with an interpolation"),
            Self.entry("Dynamic.one", de: "B"), Self.entry("Configured.two"), Self.entry("Ignored.key", de: "C"),
        ])
        let sync = CatalogSync(catalog: catalog, table: "Localizable", scan: scan, ignored: KeyFilter(globs: ["Ignored.*"]))
        #expect(sync.isEmpty)
    }

    @Test func aStaleKeyIsClearedOnlyByAUseXcodeExtracts() {
        let wrapper = #"func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }"#
        var scanner = SwiftKeyScanner()
        scanner.declarations = DeclarationCollector.declarations(in: Array(wrapper.utf8))
        let scan = scanner.scan(Array(#"Text("Back in a view"); let s = tr("Back in a wrapper")"#.utf8), file: "App/View.swift")
        #expect(scan.uses.first { $0.key == "Back in a wrapper" }?.isExtracted == false)
        let catalog = StringCatalog(sourceLanguage: "en", entries: [
            Self.entry("Back in a view", state: "stale", de: "A"), Self.entry("Back in a wrapper", state: "stale", de: "B"),
        ])
        let sync = CatalogSync(catalog: catalog, table: "Localizable", scan: scan)
        #expect(sync.unstaled == ["Back in a view"])
        #expect(sync.staled.isEmpty && sync.additions.isEmpty)
        // Cleared: the mark goes, the translations stay.
        let cleared = sync.applied(to: catalog).entry(for: "Back in a view")
        #expect(cleared?.extractionState == nil && cleared?.localization(for: "de") != nil)
    }

    @Test func aWrapperPreviewOrOtherTableAddsNothing() {
        let wrapper = #"func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }"#
        var scanner = SwiftKeyScanner()
        scanner.declarations = DeclarationCollector.declarations(in: Array(wrapper.utf8))
        let scan = scanner.scan(Array(#"""
        let a = tr("From a wrapper")
        Text("Other table", tableName: "Settings")
        #Preview {
            Text("From a preview")
        }
        """#.utf8), file: "App/View.swift")
        let sync = CatalogSync(catalog: StringCatalog(sourceLanguage: "en", entries: []), table: "Localizable", scan: scan)
        #expect(sync.additions.isEmpty)
        let settings = CatalogSync(catalog: StringCatalog(sourceLanguage: "en", entries: []), table: "Settings", scan: scan)
        #expect(settings.additions.map(\.entry.key) == ["Other table"])
    }

    @Test func aPatternUseMatchesAnExistingKeyWithAnySpecifier() {
        let sync = Self.sync([Self.entry("%lld files", de: "%lld Dateien")], #"Text("\(total) files"); Text("\(other) folders")"#)
        #expect(sync.additions.map(\.entry.key) == ["%@ folders"])
        #expect(sync.additions.first?.isGuessed == true)
        #expect(sync.staled.isEmpty)
    }

    @Test func specifiersAreNumberedOnlyWhenThereAreSeveralAndNoneIsNumbered() {
        #expect(CatalogSync.positional("%@ (%lld)") == "%1$@ (%2$lld)")
        #expect(CatalogSync.positional("%d%% of %@") == "%1$d%% of %2$@")
        #expect(CatalogSync.positional("%lld left") == "%lld left")
        #expect(CatalogSync.positional("%2$@ %1$@") == "%2$@ %1$@")
        #expect(CatalogSync.positional("Grüße, %@ – %@") == "Grüße, %1$@ – %2$@")
    }

    @Test func aSyncedCatalogIsInSync() {
        let source = #"""
        Text("Plain")
        Text("\(name) has \(items.count) items")
        Text("Again", comment: "A comment")
        """#
        let catalog = StringCatalog(sourceLanguage: "en", entries: [Self.entry("Old", de: "Alt"), Self.entry("Again", state: "stale", de: "Wieder")])
        let once = Self.sync(catalog.entries, source).applied(to: catalog)
        #expect(!Self.sync(catalog.entries, source).isEmpty)
        #expect(Self.sync(once.entries, source).isEmpty)
    }

    @Test func theDeclaredTypeOfAnInterpolatedNameGivesTheSpecifierOfAnAddedKey() {
        let code = #"""
        struct Row: View {
            let total: Int
            var ratio: Double
            var body: some View {
                Text("\(total) done at \(ratio)")
                Text("\(item.total) of \(unknown)")
                Text("\(count) things")
            }
        }
        func other(count: Int) {}
        func another(count: String) {}
        """#
        var scanner = SwiftKeyScanner()
        scanner.declarations = DeclarationCollector.declarations(in: Array(code.utf8))
        let scan = scanner.scan(Array(code.utf8), file: "App/Row.swift")
        let sync = CatalogSync(catalog: StringCatalog(sourceLanguage: "en", entries: []), table: "Localizable", scan: scan)
        // `count` is declared both Int and String: no guess but %@.
        #expect(sync.additions.map(\.entry.key) == ["%lld done at %lf", "%lld of %@", "%@ things"])
        #expect(sync.additions.map(\.isGuessed) == [false, true, true])
        // Matching a catalog key is as before: any specifier in a gap.
        let existing = CatalogSync(catalog: StringCatalog(sourceLanguage: "en", entries: [Self.entry("%@ done at %@", de: "x")]), table: "Localizable", scan: scan)
        #expect(!existing.additions.contains { $0.entry.key.hasSuffix("done at %lf") })
    }
}
