import Testing
@testable import StringCatalog
@testable import CatalogCheck

/// What the quality checks look at, and how often they speak: the noise rules of the gate.
@Suite struct QualityPassTests {
    private func entry(_ key: String, _ localizations: [CatalogLocalization], stale: Bool = false) -> CatalogEntry {
        CatalogEntry(key: key, extractionState: stale ? "stale" : nil, localizations: localizations)
    }

    @Test func onlyTranslationsWithSomethingToTranslateAreChecked() {
        #expect(QualitySupport.kinds("Name: ", "Nom:", locale: "en").isEmpty, "the source language")
        #expect(QualitySupport.problems("Name: ", "Nom:", locale: "en-XA", locales: ["en", "en-XA"]).isEmpty, "a pseudo-locale")
        #expect(QualitySupport.problems("Name: ", "Nom:", state: "new").isEmpty, "not translated yet")
        #expect(QualitySupport.problems("Name: ", "Nom:", state: "needs_review").map(\.kind) == [.whitespace])
        #expect(QualitySupport.kinds("%@ ", "%@").isEmpty, "nothing to translate")
        #expect(QualitySupport.kinds("(%lld)", "%lld").isEmpty, "nothing to translate")
        let stale = entry("k", [CatalogLocalization(locale: "en", content: .unit("Name: ")), CatalogLocalization(locale: "de", content: .unit("Nom:"))], stale: true)
        #expect(QualitySupport.problems(in: StringCatalog(sourceLanguage: "en", entries: [stale])).isEmpty, "a stale entry")
        let noSource = entry("Name: ", [CatalogLocalization(locale: "de", content: .unit("Nom:"))])
        #expect(QualitySupport.problems(in: StringCatalog(sourceLanguage: "en", entries: [noSource])).map(\.kind) == [.whitespace], "the key is the source text")
    }

    /// A key that names text kept elsewhere (a storyboard's object ID, a semantic key) is no
    /// source text: its translations are not compared with it.
    @Test func aKeyStandingForTextElsewhereIsNotComparedWith() {
        for key in ["1UK-8n-QPP.title", "settings.title", "Tab_Home.label", "NSMenuItem.ibShadowedToolTip"] {
            #expect(KeyReference.isReference(key), "\(key)")
            let ib = entry(key, [CatalogLocalization(locale: "zh-Hans", content: .unit("自定义工具栏...")), CatalogLocalization(locale: "de", content: .unit("(Größe 15):"))])
            #expect(QualitySupport.problems(in: StringCatalog(sourceLanguage: "en", entries: [ib])).isEmpty, "\(key)")
        }
        // Near misses: text that has dots.
        for key in ["Done.", "Loading...", "Version 1.2", "v1.2", "%@.%@", "e.g. this", ".hidden", "file.", "Ünïcode.title", "a.B2"] {
            #expect(!KeyReference.isReference(key), "\(key)")
        }
        // With a source-language value the value is the source, whatever the key.
        let valued = entry("1UK-8n-QPP.title", [CatalogLocalization(locale: "en", content: .unit("Customize Toolbar")), CatalogLocalization(locale: "zh-Hans", content: .unit("自定义工具栏..."))])
        #expect(QualitySupport.problems(in: StringCatalog(sourceLanguage: "en", entries: [valued])).map(\.kind) == [.endPunctuation])
        // Hostile keys: never a crash, never a reference.
        for key in ["", ".", "..", "a..b", "a.b\u{0}", "a.\u{202E}title", String(repeating: "a.", count: 10_000), "\u{FEFF}a.title"] {
            #expect(!KeyReference.isReference(key), "\(key.prefix(20).debugDescription)")
        }
        #expect(KeyReference.isReference(String(repeating: "a.", count: 10_000) + "b"), "a long identifier is still one")
    }

    @Test func oneDefectIsReportedOnce() {
        // A copy with other whitespace is same-as-source's alone.
        #expect(QualitySupport.kinds("Open file ", "Open file") == [.sameAsSource])
        // Several checks on one unit: each kind once, in report order.
        #expect(QualitySupport.kinds(" Size (MB): 15.5?\n", "Größe MB 15 ") == [.whitespace, .endPunctuation, .newlines, .numbers, .brackets])
    }

    @Test func severitiesAndSwitchingOff() {
        let off = QualitySupport.problems("Delete?", "Löschen", severities: [.endPunctuation: ProblemSeverity?.none])
        #expect(off.isEmpty)
        let error = QualitySupport.problems("Delete?", "Löschen", severities: [.endPunctuation: .error])
        #expect(error.map(\.severity) == [.error])
        let allOff = Dictionary(uniqueKeysWithValues: ProblemKind.allCases.filter(\.isQualityCheck).map { ($0, ProblemSeverity?.none) })
        #expect(QualitySupport.problems(" Size (MB): 15.5?\n", "Größe MB 15 ", severities: allOff).isEmpty)
        for kind in ProblemKind.allCases where kind.isQualityCheck {
            #expect(kind.defaultSeverity == .warning)
            #expect(kind.qualitySummary?.isEmpty == false)
        }
    }

    @Test func pluralFormsAndSubstitutionsAreUnitsOfTheirOwn() {
        func unit(_ value: String) -> LocalizedContent { .unit(value) }
        let plural = { (one: String, other: String) in
            LocalizedContent(variations: Variations(kind: .plural, cases: [VariationCase(name: "one", content: unit(one)), VariationCase(name: "other", content: unit(other))]))
        }
        let source = CatalogLocalization(locale: "en", content: plural("%lld file?", "%lld files?"), substitutions: [
            Substitution(name: "n", argNum: 1, formatSpecifier: "lld", content: plural("%arg item:", "%arg items:")),
        ])
        let german = CatalogLocalization(locale: "de", content: plural("%lld Datei?", "%lld Dateien"), substitutions: [
            Substitution(name: "n", argNum: 1, formatSpecifier: "lld", content: plural("%arg Element:", "%arg Elemente")),
        ])
        let catalog = StringCatalog(sourceLanguage: "en", entries: [entry("files", [source, german])])
        let problems = QualitySupport.problems(in: catalog)
        #expect(problems.map { "\($0.kind.rawValue) \($0.path ?? "-")" } == ["end-punctuation plural.other", "end-punctuation substitutions.n/plural.other"])
        #expect(problems.first?.message.hasPrefix("the de text (plural.other) \"%lld Dateien\" of \"files\"") == true)
    }

    @Test func pseudoLocalesAreCheckedOnlyWhenNamed() {
        let entry = entry("Hello", [CatalogLocalization(locale: "de", content: .unit("Hallo")), CatalogLocalization(locale: "en-XA", content: .unit("[Ĥéļļö]"))])
        let catalog = StringCatalog(sourceLanguage: "en", entries: [entry])
        #expect(CompletenessChecker(catalog: catalog).locales == ["en", "de"])
        #expect(CompletenessChecker(catalog: catalog, options: CheckOptions(locales: ["en", "en-XA"])).locales == ["en", "en-XA"])
    }

    @Test func hostileTextInEveryPosition() {
        for source in QualitySupport.hostileTexts {
            for target in QualitySupport.hostileTexts {
                let problems = QualitySupport.problems(source, target, comment: "[max 3]")
                #expect(Set(problems.map(\.kind)).count == problems.count, "\(source.debugDescription) → \(target.debugDescription)")
            }
        }
    }
}
