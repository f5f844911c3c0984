import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogCheck

/// What the scanner sees beyond literals in key slots: generated symbols (Xcode 26's and the
/// open-source generators'), the App Intents forms Xcode extracts, and the texts a key may be
/// built from at run time; and how the check uses them.
@Suite struct SymbolsAndIntentsScanTests {
    private func scan(_ code: String) -> SourceScan {
        SwiftKeyScanner().scan(Array(code.utf8), file: "F.swift")
    }

    @Test func theAppIntentsFormsXcodeExtractsAreKeys() {
        let found = scan("""
        enum Mood: String, AppEnum {
            static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Mood type")
            static var caseDisplayRepresentations: [Mood: DisplayRepresentation] = [
                .calm: .init(title: "Calm mood", subtitle: "Relaxed", image: .init(systemName: "leaf")),
                .busy: "Busy mood",
            ]
        }
        enum Size: AppEnum {
            static var caseDisplayRepresentations: [Self: DisplayRepresentation] { [.small: .init(title: "Small size")] }
        }
        let labels: [String: LocalizedStringResource] = ["a": "Label alpha", "b": "Label beta"]
        let plain: [String: String] = ["x": "Not a key"]
        let recommendation = AppIntentRecommendation(intent: X(), description: "Recommended thing")
        let resource = LocalizedStringResource(stringLiteral: "From literal")
        """).uses.map(\.key).sorted()
        #expect(found == ["Busy mood", "Calm mood", "From literal", "Label alpha", "Label beta", "Mood type", "Recommended thing", "Relaxed", "Small size"])
    }

    @Test func generatedSymbolsAreRead() {
        let uses = scan("""
        Text(.localizable.contentTitle)
        Text(.localizable.fileCount(3))
        let s = String(localized: .settings(.organization))
        Text(.Discover.landmarks)
        Text(.landmarks)
        Button(.saveAction) { }
        let r = LocalizedStringResource.cartCheckoutTitle
        let t = String.Localizable.footer
        let x = state.settings.theme
        view.font(.body.bold())
        Text(verbatim: name)
        """).symbolUses.map { ($0.namespace ?? "-") + "." + $0.member }
        // `.body.bold()` has the form too: it names a table only where one is called `Body`.
        #expect(uses == [
            "localizable.contentTitle", "localizable.fileCount", "settings.organization", "Discover.landmarks", "-.landmarks",
            "-.saveAction", "-.cartCheckoutTitle", "Localizable.footer", "body.bold",
        ])
    }

    @Test func aSymbolUsesItsKeyAndOneNamingNoKeyIsMissing() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{
          "content.title":{"extractionState":"manual"},
          "%lld files":{"extractionState":"manual"},
          "Not used":{"extractionState":"manual"}
        }}
        """)
        var sources = scan("""
        Text(.localizable.contentTitle)
        Text(.localizable.files(2))
        Text(.localizable.deletedKey)
        """)
        sources.table = "Localizable"
        let report = CompletenessChecker(catalog: catalog, options: CheckOptions(sources: sources)).run()
        let rows = report.problems.map { "\($0.kind.rawValue) \($0.key)" }
        #expect(rows == ["missing-key .localizable.deletedKey", "unused-key Not used"])
        let unused = report.problems.first { $0.kind == .unusedKey }
        #expect(unused?.reason?.contains("no generated symbol names it (.notUsed)") == true, "\(unused?.reason ?? "")")
    }

    @Test func aKeyATextBuiltAtRunTimeMayBeIsListedApart() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{"settings.theme":{},"row.title":{},"Gone":{}}}
        """)
        var sources = scan("""
        let key = "settings.\\(name)"
        let other = "row." + id
        """)
        sources.table = "Localizable"
        let report = CompletenessChecker(catalog: catalog, options: CheckOptions(sources: sources)).run()
        #expect(report.problems.map { "\($0.kind.rawValue) \($0.key)" } == ["unused-key Gone"])
        #expect(report.cannotTell.map { "\($0.key) \($0.pattern)" } == ["settings.theme settings.…", "row.title row.…"])
    }

    @Test func anAppShortcutsCatalogNeedsTheAppNameInEveryPhrase() throws {
        var catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{
          "Start ${applicationName}":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Starte \\\\(.applicationName)"}}}},
          "Log a mood":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Stimmung in ${applicationName} eintragen"}}}}
        }}
        """)
        catalog.fileName = "AppShortcuts.xcstrings"
        let report = CompletenessChecker(catalog: catalog, options: CheckOptions(locales: ["en", "de"])).run()
        #expect(report.problems.filter { $0.kind == .appShortcutPhrase }.map { "\($0.key) \($0.locale ?? "")" } == [
            "Log a mood en", "Start ${applicationName} de",
        ])
        catalog.fileName = "Localizable.xcstrings"
        #expect(CompletenessChecker(catalog: catalog, options: CheckOptions(locales: ["en", "de"])).run().problems.allSatisfy { $0.kind != .appShortcutPhrase })
    }

    @Test func symbolNamesFollowXcode() {
        #expect(CatalogSymbol.name(forKey: "attachment.genericName") == "attachmentGenericName")
        #expect(CatalogSymbol.name(forKey: "The JSON store changed while Snip Snap was copying it.") == "theJsonStoreChangedWhileSnipSnapWasCopyingIt")
        #expect(CatalogSymbol.name(forKey: "%@ Snip Snap also could not open") == "snipSnapAlsoCouldNotOpen")
        #expect(CatalogSymbol.name(forKey: "action.copy_link") == "actionCopyLink")
        #expect(CatalogSymbol.name(forKey: "audio.controls.openYouTube") == "audioControlsOpenYouTube")
        #expect(CatalogSymbol.name(forKey: "%lld%%") == "")
        #expect(CatalogSymbol.namespace(ofTable: "Localizable") == nil)
        #expect(CatalogSymbol.namespace(ofTable: "Audio-Control") == "AudioControl")
        #expect(CatalogSymbol.matchForm("audio_controls_hide") == CatalogSymbol.matchForm("audioControlsHide"))
    }
}
