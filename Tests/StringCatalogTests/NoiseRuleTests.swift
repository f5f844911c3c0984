import Testing
@testable import StringCatalog
@testable import CatalogCheck

/// The "no noise" rules: nothing to translate, source-language units, plausible
/// suggestions. Each of these failed on the checker before the rules.
@Suite struct NoiseRuleTests {
    private func check(_ json: String, required: [RequiredKey] = []) throws -> CompletenessReport {
        CompletenessChecker(catalog: try Support.catalog(json), requiredKeys: required).run()
    }

    /// The byte-level answer to "is a space (a dot) one of the text's characters" is the
    /// text's own search, on texts where the byte stands alone, ends the text, or is joined by
    /// a mark to one character with what follows.
    @Test func aCharacterFoundOnTheBytesIsOneTheTextsSearchFinds() {
        let texts = [
            "", " ", ".", "a b", "a.b", "ab", "a \u{301}b", "a.\u{301}b", "a \u{301}", " \u{301}", ".\u{301}", "a \u{301} b",
            "a .\u{301}.b", "日本 語", "日本.語", "e\u{301}.x", "x \u{200D}y", "x \u{1F600}", "host.example.org", "https://x.org/a b",
        ]
        for text in texts {
            #expect(TranslatableText.has(" ", text, { text.contains(" ") }) == text.contains(" "), "\(text.unicodeScalars.map(\.value))")
            #expect(TranslatableText.has(".", text, { text.contains(".") }) == text.contains("."), "\(text.unicodeScalars.map(\.value))")
        }
    }

    @Test func textsWithNothingToTranslate() {
        for text in ["", "%@", "%@ %@", "%lld/%lld", "0", "00:00", "•", "↻", "🔥", "🧘‍♂️", "%lld x %lld = %@",
                     "%lld x %llds/%llds", "%@ · %lldx · ≈ %@", "%1$@ – %2$lld", "%%", "%#@count@", "  \t\n",
                     "https://%@/v1/responses", "mailto://help@example.com"] {
            #expect(!TranslatableText.needsTranslation(text), "\(text.debugDescription)")
        }
        for text in ["a b", "Okay", "%@ left", "Herzfrequenz", "%lld BPM", "日本", "Ω", "x y z w", "xs", "Open https://example.com"] {
            #expect(TranslatableText.needsTranslation(text), "\(text.debugDescription)")
        }
    }

    @Test func nothingToTranslateIsNeitherMissingNorUntranslated() throws {
        let report = try check("""
        {"sourceLanguage":"en","strings":{
          "%@ %@":{},
          "00:00":{"localizations":{"de":{"stringUnit":{"state":"new","value":""}}}},
          "🔥":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"🔥"}}}},
          "%lld x %lld = %@":{},
          "Done":{}
        }}
        """)
        #expect(report.problems.map { "\($0.kind.rawValue) \($0.key) \($0.locale ?? "-")" } == ["missing-translation Done de"])
        #expect(report.needNoTranslation == ["%@ %@", "00:00", "🔥", "%lld x %lld = %@"])
        let german = try #require(report.summaries.first { $0.locale == "de" })
        #expect(german.keys == 5 && german.translated == 4 && german.missing == 1 && german.new == 0)
    }

    @Test func aSourceTextWithLettersStillNeedsTranslation() throws {
        // The key has nothing to translate, but the source localization's text has.
        let report = try check("""
        {"sourceLanguage":"en","strings":{
          "%lld":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%lld days"}},"de":{"stringUnit":{"state":"new","value":"%lld Tage"}}}}
        }}
        """)
        #expect(report.problems.map(\.kind) == [.untranslated])
        #expect(report.needNoTranslation.isEmpty)
    }

    @Test func sourceLanguageUnitsWithAValueAreNeverUntranslated() throws {
        let report = try check("""
        {"sourceLanguage":"en","strings":{
          "Start":{"localizations":{"en":{"stringUnit":{"state":"new","value":"Start"}},"de":{"stringUnit":{"state":"translated","value":"Los"}}}},
          "Steps":{"localizations":{"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"%lld step"}},"other":{"stringUnit":{"state":"new","value":"%lld steps"}}}}},
                    "de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld Schritt"}},"other":{"stringUnit":{"state":"translated","value":"%lld Schritte"}}}}}}},
          "Blank":{"localizations":{"en":{"stringUnit":{"state":"new","value":""}},"de":{"stringUnit":{"state":"translated","value":"Leer"}}}}
        }}
        """)
        // Only the source unit without a value is not done.
        #expect(report.problems.map { "\($0.kind.rawValue) \($0.key) \($0.locale ?? "-")" } == ["untranslated Blank en"])
        let english = try #require(report.summaries.first { $0.locale == "en" })
        #expect(english.translated == 2 && english.new == 1)
    }

    @Test func suggestionsArePlausibleOnly() {
        let suggester = KeySuggester(keys: ["Mood.Good", "Mood.Awful", "NoAlc.Steady", "Workout.Start", "Goal", "Energy.Low", "Allow", "Light", "Effect"])
        #expect(suggester.suggestion(for: "Mood") == nil)
        #expect(suggester.suggestion(for: "Good") == "Mood.Good")
        #expect(suggester.suggestion(for: "Mood.Goo") == "Mood.Good")
        #expect(suggester.suggestion(for: "NoAlc.Stedy") == "NoAlc.Steady")
        #expect(suggester.suggestion(for: "Gaol") == nil)
        #expect(suggester.suggestion(for: "Goals") == "Goal")
        // Two edits on a short last component, or a different prefix: no suggestion.
        #expect(suggester.suggestion(for: "Energy.Lo") == "Energy.Low")
        #expect(suggester.suggestion(for: "Energy.Up") == nil)
        #expect(suggester.suggestion(for: "Sleep.Good") == "Mood.Good")
        #expect(suggester.suggestion(for: "Workout.Stop") == nil)
        #expect(suggester.suggestion(for: "Mood.Steadx") == nil)
        #expect(suggester.suggestion(for: "Low") == "Energy.Low") // the same last component, not "Allow"
        #expect(suggester.suggestion(for: "High") == nil)
        #expect(suggester.suggestion(for: "Perfect") == nil)
        #expect(suggester.suggestion(for: "Keine Messungen.") == nil)
    }

    @Test func theMissingPresetNameGetsNoImplausibleSuggestion() throws {
        let report = try check("""
        {"sourceLanguage":"en","strings":{"Mood.Good":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gut"}}}}}}
        """, required: [RequiredKey(key: "Mood", kind: .presetName, tracker: "Mood")])
        #expect(report.problems.first?.suggestion == nil)
    }
}
