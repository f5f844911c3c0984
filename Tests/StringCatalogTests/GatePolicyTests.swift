import Testing
@testable import StringCatalog
@testable import CatalogCode
@testable import CatalogCheck

/// Errors only where users see something broken: translation problems of keys no code uses
/// fold into their unused-key warning, arguments are compared over all forms of a key, and a
/// key in another script than the source language's needs a source value.
@Suite struct GatePolicyTests {
    private func unit(_ value: String, state: String = "translated") -> String {
        #"{"stringUnit":{"state":"\#(state)","value":"\#(value)"}}"#
    }

    private func rows(_ report: CompletenessReport) -> [String] {
        report.problems.map { "\($0.kind.rawValue) \($0.severity.rawValue) \($0.key) \($0.locale ?? "-")" }
    }

    @Test func translationProblemsOfAnUnusedKeyAreItsWarning() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{
          "Dead":{"localizations":{"de":\(unit("Tot", state: "new")),"ja":{"variations":{"plural":{"other":\(unit("%lld"))}}}}},
          "Live":{"localizations":{"de":\(unit("", state: "new"))}}
        }}
        """)
        let scan = SourceScan(uses: [SourceKeyUse(key: "Live", api: "Text", location: SourceLocation(file: "A.swift", line: 1, column: 1))])
        let report = CompletenessChecker(catalog: catalog, options: CheckOptions(locales: ["en", "de", "fr", "ja"], sources: scan)).run()
        #expect(rows(report) == [
            "missing-translation error Live fr",
            "missing-translation error Live ja",
            "untranslated error Live de",
            "unused-key warning Dead -",
        ])
        let dead = try #require(report.problems.last)
        #expect(dead.message.contains("(nor do its 3 translation problems fail the check while no code uses it: untranslated in de; missing-translation in fr; format-mismatch in ja)"), "\(dead.message)")
        // Without sources nothing is known to be unused: the problems stay errors.
        let alone = CompletenessChecker(catalog: catalog, options: CheckOptions(locales: ["en", "de", "fr", "ja"])).run()
        #expect(alone.problems.filter { $0.key == "Dead" && $0.severity == .error }.count == 3)
    }

    @Test func argumentsAreComparedOverAllFormsOfAKey() throws {
        let report = try CompletenessChecker(catalog: Support.catalog("""
        {"sourceLanguage":"en","strings":{
          "%lld packages":{"localizations":{
            "en":{"variations":{"plural":{"one":\(unit("There is 1 package")),"other":\(unit("There are %lld packages"))}}},
            "ru":{"variations":{"plural":{"one":\(unit("%lld пакет")),"few":\(unit("%lld пакета")),"many":\(unit("%lld пакетов")),"other":\(unit("%lld пакета"))}}},
            "de":{"variations":{"plural":{"one":\(unit("Ein Paket")),"other":\(unit("%@ Pakete"))}}},
            "fr":{"variations":{"plural":{"one":\(unit("%d paquet")),"other":\(unit("%lld paquets"))}}},
            "nl":{"variations":{"plural":{"one":\(unit("Eén pakket")),"other":\(unit("Pakketten"))}}}
          }},
          "Sent to %@":{"localizations":{"en":\(unit("Sent")),"de":\(unit("An %@ gesendet"))}}
        }}
        """), options: CheckOptions(locales: ["en", "de", "fr", "nl", "ru"])).run()
        // ru's `one` (21, 31, …) shows the count where English writes "1": no mismatch. de types
        // it %@, fr in two ways, nl drops it from every form. "Sent to %@" carries the argument
        // in its key, so a translation may show it where the English text does not.
        #expect(rows(report).filter { $0.hasPrefix("format-mismatch") } == [
            "format-mismatch error %lld packages de",
            "format-mismatch error %lld packages fr",
            "format-mismatch warning %lld packages nl",
        ])
        let fr = try #require(report.problems.first { $0.locale == "fr" && $0.kind == .formatMismatch })
        #expect(fr.message.contains("argument 1 is %d in one form but %lld in another"))
        #expect(fr.line == 6)
        let nl = try #require(report.problems.first { $0.locale == "nl" && $0.kind == .formatMismatch })
        #expect(nl.message.contains("argument 1 (%lld) is missing"))
    }

    @Test func aKeyInAnotherScriptNeedsASourceValue() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"zh-Hant","strings":{
          "Settings":{"localizations":{"en":\(unit("Settings"))}},
          "設定":{"localizations":{"en":\(unit("Settings"))}},
          "Done":{"localizations":{"zh-Hant":\(unit("完成"))}},
          "%lld%%":{},
          "city_taipei":{"extractionState":"stale"}
        }}
        """)
        let report = CompletenessChecker(catalog: catalog).run()
        #expect(rows(report).filter { $0.hasPrefix("missing-translation") } == [
            "missing-translation error Done en",
            "missing-translation error Settings zh-Hant",
        ])
        let settings = try #require(report.problems.first { $0.key == "Settings" })
        #expect(settings.message == "\"Settings\" has no zh-Hant value, so zh-Hant users see the key itself, written in another script — add the zh-Hant text")
        // Counted missing as any missing translation is, the stale key too (it reports nothing).
        #expect(report.summaries.first { $0.locale == "zh-Hant" }?.missing == 2)
        // An English catalog with a Chinese key shows Chinese characters to English users.
        #expect(WritingScript.isForeign("設定", to: WritingScript.scripts(ofLocale: "en")))
        #expect(!WritingScript.isForeign("%lld 設定", to: WritingScript.scripts(ofLocale: "ja")))
        #expect(!WritingScript.isForeign("Настройки", to: WritingScript.scripts(ofLocale: "uk")))
        #expect(WritingScript.isForeign("Settings", to: WritingScript.scripts(ofLocale: "sr-Cyrl")))
        #expect(!WritingScript.isForeign("Settings", to: WritingScript.scripts(ofLocale: "sr-Latn")))
        #expect(!WritingScript.isForeign("%lld", to: WritingScript.scripts(ofLocale: "zh-Hans")))
    }

    @Test func anEnglishPluralEndingMayBeLeftOutAndAnEmptyKeyIsNoWork() throws {
        let report = try CompletenessChecker(catalog: Support.catalog("""
        {"sourceLanguage":"en","strings":{
          "%lld file%@":{"localizations":{"en":\(unit("%1$lld file%2$@")),"ko":\(unit("%lld 파일")),"de":\(unit("%lld Datei"))}},
          "%lld of %@":{"localizations":{"en":\(unit("%1$lld of %2$@")),"de":\(unit("%lld"))}},
          "":{"localizations":{"en":\(unit(""))}},
          "NO_SEP":{"localizations":{"en":\(unit("")),"de":\(unit("")),"ko":\(unit(" "))}}
        }}
        """), options: CheckOptions(locales: ["en", "de", "ko"])).run()
        // `file%@` is the English ending; `of %@` is a word of its own, which de must show. A
        // source text left empty on purpose (a separator) has nothing to translate.
        // Leaving `of %@` out shows less and crashes nothing: a harmless warning.
        #expect(rows(report) == ["missing-translation error %lld of %@ ko", "format-mismatch warning %lld of %@ de"])
    }

    @Test func aTextEveryTranslationKeepsIsOnlyAWarningWhereItLacksOne() throws {
        let report = try CompletenessChecker(catalog: Support.catalog("""
        {"sourceLanguage":"en","strings":{
          "CFBundleDisplayName":{"localizations":{"en":\(unit("NotchDrop")),"fr":\(unit("NotchDrop")),"ja":\(unit("NotchDrop"))}},
          "Done":{"localizations":{"en":\(unit("Done")),"fr":\(unit("Done")),"ja":\(unit("完了"))}},
          "GitHub":{"localizations":{"fr":\(unit("GitHub"))}},
          "Copyright © 2026 Someone":{},
          "NSHumanReadableCopyright":{"localizations":{"en":\(unit("", state: "new")),"fr":\(unit("", state: "new"))}}
        }}
        """), options: CheckOptions(locales: ["en", "de", "fr", "ja"])).run()
        #expect(rows(report) == [
            "missing-translation warning CFBundleDisplayName de", "missing-translation warning Copyright © 2026 Someone de",
            "missing-translation warning Copyright © 2026 Someone fr", "missing-translation warning Copyright © 2026 Someone ja",
            "missing-translation error Done de", "missing-translation warning GitHub de", "missing-translation warning GitHub ja",
            "missing-translation warning NSHumanReadableCopyright de", "missing-translation warning NSHumanReadableCopyright ja",
            "untranslated warning NSHumanReadableCopyright en", "untranslated warning NSHumanReadableCopyright fr",
            // The quality checks' own warning: a word kept in one of two translations.
            "same-as-source warning Done fr",
        ])
    }

    @Test func aMachineTranslationIsToReviewAndPhraseListsAreLocalizations() throws {
        let report = try CompletenessChecker(catalog: Support.catalog("""
        {"sourceLanguage":"en","strings":{
          "Sunrise":{"localizations":{"de":\(unit("Sonnenaufgang", state: "machine_translated"))}},
          "Get sunrise time":{"localizations":{"de":{"stringSet":{"state":"translated","values":["Sonnenaufgang holen"]}},
            "fr":{"stringSet":{"state":"new","values":["Lever"]}}}}
        }}
        """), options: CheckOptions(locales: ["en", "de", "fr"])).run()
        #expect(rows(report) == ["missing-translation error Sunrise fr", "needs-review warning Sunrise de"])
        #expect(report.summaries.first { $0.locale == "de" }?.needsReview == 1)
        #expect(report.summaries.first { $0.locale == "fr" }?.new == 1)
    }
}
