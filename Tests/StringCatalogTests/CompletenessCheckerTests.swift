import Testing
@testable import StringCatalog
@testable import CatalogCheck

@Suite struct CompletenessCheckerTests {
    private func check(_ json: String, required: [RequiredKey] = [], options: CheckOptions = CheckOptions()) throws -> CompletenessReport {
        CompletenessChecker(catalog: try Support.catalog(json), requiredKeys: required, options: options).run()
    }

    private func summary(_ report: CompletenessReport, _ locale: String) -> [Int] {
        guard let s = report.summaries.first(where: { $0.locale == locale }) else { return [] }
        return [s.keys, s.translated, s.missing, s.needsReview, s.new, s.stale]
    }

    private func kinds(_ report: CompletenessReport) -> [String] {
        report.problems.map { "\($0.kind.rawValue) \($0.severity.rawValue) \($0.key) \($0.locale ?? "-")" }
    }

    // MARK: Real catalogs (expected numbers from Scripts/xcstrings_counts.py, an independent
    // Python implementation of contract §5's counting: `python3 Scripts/xcstrings_counts.py FILE [LOCALES]`)

    @Test func xcstringsToolFixtureCounts() throws {
        let catalog = try StringCatalog(bytes: Support.fixtureBytes("xcstrings-tool-fixture.xcstrings"), fileName: "fixture.xcstrings")
        let report = CompletenessChecker(catalog: catalog).run()
        #expect(report.locales == ["en"])
        // python3 Scripts/xcstrings_counts.py …/xcstrings-tool-fixture.xcstrings → en 9 7 0 2 0 0
        #expect(summary(report, "en") == [9, 7, 0, 2, 0, 0])
        #expect(kinds(report) == ["needs-review warning myDeviceVariant en", "needs-review warning mySubstitute en"])
        #expect(CheckResult(report: report, policy: GatePolicy(strict: false)).exitCode == 0)
        #expect(CheckResult(report: report, policy: GatePolicy(strict: true)).exitCode == 1)

        let withGerman = CompletenessChecker(catalog: catalog, options: CheckOptions(locales: ["en", "de"])).run()
        // python3 Scripts/xcstrings_counts.py …/xcstrings-tool-fixture.xcstrings en de → de 9 0 9 0 0 0
        #expect(summary(withGerman, "de") == [9, 0, 9, 0, 0, 0])
        let missing = withGerman.problems.filter { $0.kind == .missingTranslation }.map { "\($0.key)|\($0.locale ?? "")" }.sorted()
        #expect(missing == ["Empty", "Empty.Comment", "Key", "continue", "my.snake_case.with-multiple-separators",
                            "myDeviceVariant", "myPlural", "mySubstitute", "my_snake_case"].map { "\($0)|de" }.sorted())
    }

    @Test func leanHealthTimerRootCatalogCounts() throws {
        let catalog = try StringCatalog(bytes: Support.fixtureBytes("lean-health-timer-root.xcstrings"), fileName: "root.xcstrings")
        let report = CompletenessChecker(catalog: catalog).run()
        #expect(report.locales == ["en", "de"])
        // python3 Scripts/xcstrings_counts.py …/lean-health-timer-root.xcstrings → en 448 448 0 0 0 0, de 448 448 0 0 0 0
        #expect(summary(report, "en") == [448, 448, 0, 0, 0, 0])
        #expect(summary(report, "de") == [448, 448, 0, 0, 0, 0])
        // German keeps many English words (Countdown, Meditation, Start): warnings until the
        // project lists them (keepTerms, glossary), never failures.
        #expect(kinds(report).allSatisfy { $0.hasPrefix("same-as-source warning ") })
        #expect(report.problems.count == 20)
    }

    // MARK: Counting rules

    @Test func countingRules() throws {
        let report = try check("""
        {"sourceLanguage":"en","strings":{
          "no localization":{},
          "translated":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ja"}}}},
          "empty value":{"localizations":{"de":{"stringUnit":{"state":"translated","value":""}}}},
          "new":{"localizations":{"de":{"stringUnit":{"state":"new","value":"Neu"}},"en":{"stringUnit":{"state":"new","value":"new"}}}},
          "review":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Prüfen"}}}},
          "mixed":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"needs_review","value":"a"}},"other":{"stringUnit":{"state":"new","value":"b"}}}}}}},
          "stale":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Alt"}}}},
          "stale missing":{"extractionState":"stale"},
          "no unit":{"localizations":{"de":{}}},
          "brand":{"shouldTranslate":false},
          "":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"leer"}}}},
          "%@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%@"}}}}
        }}
        """)
        #expect(report.locales == ["en", "de"])
        // keys: 11 (brand excluded). en: everything without an en localization is translated;
        // "new" has an en unit in state new with a value: done in the source language.
        #expect(summary(report, "en") == [11, 11, 0, 0, 0, 2])
        // de: translated = translated, stale, "", %@; missing = no localization, stale missing;
        // new = empty value, new, mixed; needsReview = review, mixed; "no unit" counts nowhere.
        #expect(summary(report, "de") == [11, 4, 2, 2, 3, 2])
        #expect(kinds(report) == [
            "missing-translation error no localization de",
            "untranslated error empty value de",
            "untranslated error mixed de",
            "untranslated error new de",
            "needs-review warning mixed de",
            "needs-review warning review de",
            "stale warning stale -",
            "stale warning stale missing -",
            "invalid-entry error no unit de",
        ])
    }

    @Test func localesAreExactAndSelectable() throws {
        let json = """
        {"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"A"}},"DE-at":{"stringUnit":{"state":"translated","value":"A"}},"fr":{"stringUnit":{"state":"translated","value":"A"}}}}}}
        """
        #expect(try check(json).locales == ["en", "DE-at", "de", "fr"])
        let report = try check(json, options: CheckOptions(locales: ["de-AT", "de", "de"]))
        #expect(report.locales == ["de-AT", "de"])
        #expect(summary(report, "de-AT") == [1, 0, 1, 0, 0, 0])
        #expect(summary(report, "de") == [1, 1, 0, 0, 0, 0])
    }

    @Test func invalidStatesAreInvalidEntries() throws {
        let report = try check("""
        {"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"value":"A"}}}},"b":{"localizations":{"de":{"stringUnit":{"state":"done","value":"B"}}}}}}
        """, options: CheckOptions(locales: ["de"]))
        #expect(kinds(report) == ["invalid-entry error a de", "invalid-entry error b de"])
        #expect(summary(report, "de") == [2, 0, 0, 0, 0, 0])
        #expect(report.problems[0].message.contains("without \"state\""))
    }

    // MARK: Plurals

    @Test func pluralMissingCategory() throws {
        func unit(_ v: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(v)"}}"# }
        let report = try check("""
        {"sourceLanguage":"en","strings":{"%lld days":{"localizations":{
          "en":{"variations":{"plural":{"one":\(unit("%lld day")),"other":\(unit("%lld days"))}}},
          "de":{"variations":{"plural":{"other":\(unit("%lld Tage"))}}},
          "fr":{"variations":{"plural":{"one":\(unit("%lld jour")),"other":\(unit("%lld jours"))}}},
          "pl":{"variations":{"plural":{"one":\(unit("%lld dzień")),"few":\(unit("%lld dni")),"other":\(unit("%lld dni"))}}},
          "ja":{"variations":{"plural":{"other":\(unit("%lld日"))}}},
          "he":{"variations":{"plural":{"one":\(unit("יום")),"two":\(unit("יומיים")),"other":\(unit("%lld ימים"))}}},
          "es":{"variations":{"device":{"iphone":{"variations":{"plural":{"other":\(unit("%lld días"))}}},"other":\(unit("%lld días"))}}},
          "ru":{"variations":{"plural":{"one":\(unit("%lld день")),"few":\(unit("%lld дня"))}}}
        }}}}
        """)
        // Where `other` is there, the runtime shows it for a missing category: a warning. Only
        // without it (ru) does a count show nothing.
        #expect(kinds(report) == [
            "plural-missing-category warning %lld days de",
            "plural-missing-category warning %lld days es",
            "plural-missing-category warning %lld days es",
            "plural-missing-category warning %lld days fr",
            "plural-missing-category warning %lld days pl",
            "plural-missing-category error %lld days ru",
            "plural-missing-category error %lld days ru",
        ])
        #expect(report.problems.first?.message == "the de plural variation of \"%lld days\" lacks \"one\" (counts like 1) — add that form")
        #expect(report.problems.dropLast().last?.message.contains("lacks \"many\" (counts like 0, 5, 6)") == true)
        // Missing categories do not change the counts: every unit is translated.
        #expect(report.summaries.allSatisfy { $0.translated == 1 })
    }

    @Test func pluralExtraCategory() throws {
        func unit(_ v: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(v)"}}"# }
        let report = try check("""
        {"sourceLanguage":"en","strings":{"%lld days":{"localizations":{
          "en":{"variations":{"plural":{"zero":\(unit("no days")),"one":\(unit("%lld day")),"other":\(unit("%lld days"))}}},
          "de":{"variations":{"plural":{"one":\(unit("%lld Tag")),
          "few":\(unit("%lld Tage")),"other":\(unit("%lld Tage"))}}},
          "cs":{"variations":{"plural":{"one":\(unit("%lld den")),"few":\(unit("%lld dny")),"many":\(unit("%lld dne")),"other":\(unit("%lld dní"))}}},
          "ja":{"variations":{"device":{"iphone":{"variations":{"plural":{"one":\(unit("%lld日")),"other":\(unit("%lld日"))}}},"other":\(unit("%lld日"))}}}
        }}}}
        """)
        // zero in English is shown for 0 (Apple), many in Czech for fractions; few in German
        // and one in Japanese are never shown — warnings, at the form's line.
        #expect(kinds(report) == ["plural-extra-category warning %lld days de", "plural-extra-category warning %lld days ja"])
        #expect(report.problems.first?.message == "the de plural variation of \"%lld days\" has \"few\", a form de never shows (CLDR: one, other) — delete it or move its text to the right form")
        #expect(report.problems.first?.line == 4)
        #expect(ProblemKind.pluralExtraCategory.defaultSeverity == .warning)
    }

    @Test func pluralsInsideSubstitutionsAreChecked() throws {
        let report = try check("""
        {"sourceLanguage":"en","strings":{"liked %#@n@":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"понравилось %#@n@"},
          "substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg пост"}},"other":{"stringUnit":{"state":"translated","value":"%arg постов"}}}}}}}}}}}
        """, options: CheckOptions(locales: ["ru"]))
        #expect(kinds(report) == ["plural-missing-category warning liked %#@n@ ru", "plural-missing-category warning liked %#@n@ ru"])
        #expect(report.problems.allSatisfy { $0.message.contains("of substitution n") })
    }

    // MARK: Format specifiers

    @Test func formatMismatch() throws {
        func unit(_ v: String) -> String { #"{"stringUnit":{"state":"translated","value":"\#(v)"}}"# }
        let report = try check("""
        {"sourceLanguage":"en","strings":{
          "%lld days":{"localizations":{
            "en":{"variations":{"plural":{"one":\(unit("%lld day")),"other":\(unit("%lld days"))}}},
            "de":{"variations":{"plural":{"one":\(unit("Ein Tag")),"other":\(unit("%d Tage"))}}},
            "fr":{"variations":{"plural":{"one":\(unit("%lld jour")),"many":\(unit("%lld jours")),"other":\(unit("jours"))}}}}},
          "%@ has %lld logs":{"localizations":{
            "de":\(unit("%2$lld Einträge für %1$@")),
            "fr":\(unit("%1$@ a %2$@ journaux"))}},
          "Reached %#@goal@":{"localizations":{
            "en":{"stringUnit":{"state":"translated","value":"Reached %#@goal@"},"substitutions":{"goal":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":\(unit("%arg goal")),"other":\(unit("%arg goals"))}}}}},
            "de":{"stringUnit":{"state":"translated","value":"%#@goal@ erreicht"},"substitutions":{"goal":{"argNum":1,"formatSpecifier":"d","variations":{"plural":{"one":\(unit("ein Ziel")),"other":\(unit("%arg Ziele"))}}}}}}},
          "100% sure":{"localizations":{"de":\(unit("100%% sicher"))}}
        }}
        """)
        let mismatches = report.problems.filter { $0.kind == .formatMismatch }
        // The forms of a key are compared together: fr shows %lld in some form, so its `other`
        // without it fits the call; de types the count %d where the source has %lld.
        #expect(mismatches.map { "\($0.key) \($0.locale!)" } == [
            "%@ has %lld logs fr",
            "%lld days de",
            "Reached %#@goal@ de",
        ])
        #expect(mismatches[1].message == "crashes the app: the de forms of \"%lld days\" do not take the source's arguments: argument 1 is %lld in the source but %d here — use the same specifiers as the source, in some form of each")
        #expect(mismatches[2].message.contains("argument 1 is %lld in the source but %d here"))
    }

    // MARK: Keys required by trackers

    @Test func moodWithUnprefixedLabelKeys() throws {
        // A store whose Mood tracker keeps `Awful`…`Great`, a catalog that only has `Mood.Awful`….
        let catalog = try StringCatalog(contentsOfFile: Support.shippedCatalogPath)
        let levels = ["awful": "Awful", "bad": "Bad", "okay": "Okay", "good": "Good", "great": "Great"]
        var required = ["NoAlc.Steady": "steady", "NoAlc.Easy": "easy", "NoAlc.Wild": "wild"].map {
            RequiredKey(key: $0.key, kind: .levelLabel, tracker: "NoAlc", level: $0.value)
        }
        required += levels.map { RequiredKey(key: $0.value, kind: .levelLabel, tracker: "Mood", level: $0.key) }
        required.append(RequiredKey(key: "Mood", kind: .presetName, tracker: "Mood"))
        var report = CompletenessChecker(catalog: catalog, requiredKeys: required).run()
        #expect(CheckResult(report: report, policy: GatePolicy(strict: false)).exitCode == 1)
        // Without its settings the shipped catalog has same-as-source warnings (Okay, Tracker, …).
        report.problems.removeAll(where: \.kind.isQualityCheck)
        #expect(report.problems.map(\.kind) == Array(repeating: .missingKey, count: 5))
        #expect(report.problems.map(\.key) == ["Awful", "Bad", "Good", "Great", "Okay"])
        #expect(report.problems.map(\.suggestion) == ["Mood.Awful", "Mood.Bad", "Mood.Good", "Mood.Great", "Mood.Okay"])
        #expect(report.problems.allSatisfy { $0.tracker == "Mood" && $0.locale == nil })
        #expect(report.problems[0].level == "awful")
        #expect(report.problems[0].message == "the level label of level awful of Mood \"Awful\" has no catalog entry — use the existing key \"Mood.Awful\" or add \"Awful\" to the catalog")
    }

    @Test func suggestions() {
        let suggester = KeySuggester(keys: ["NoAlc.Steady", "NoAlc.Easy", "Mood.Awful", "Energy.Low", "Drink Water", "Awful.Thing"])
        #expect(suggester.suggestion(for: "NoAlc.Stedy") == "NoAlc.Steady")
        #expect(suggester.suggestion(for: "Awful", tracker: "Mood") == "Mood.Awful")
        #expect(suggester.suggestion(for: "noalc.steady") == "NoAlc.Steady")
        #expect(suggester.suggestion(for: "drink water") == "Drink Water")
        #expect(suggester.suggestion(for: "Energy.Lw") == "Energy.Low")
        #expect(suggester.suggestion(for: "Mood.Steady") == "NoAlc.Steady")
        #expect(suggester.suggestion(for: "Completely different") == nil)
    }

    @Test func onlyLevelsLimitsTheScope() throws {
        let json = """
        {"sourceLanguage":"en","strings":{"NoAlc.Steady":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Kaum"}}}},
          "Heading":{"localizations":{"de":{"stringUnit":{"state":"new","value":""}}}}}}
        """
        let required = [
            RequiredKey(key: "NoAlc.Steady", kind: .levelLabel, tracker: "NoAlc", level: "steady"),
            RequiredKey(key: "NoAlc.Wild", kind: .levelLabel, tracker: "NoAlc", level: "wild"),
            RequiredKey(key: "Snacking", kind: .presetName, tracker: "Snacking"),
        ]
        let all = try check(json, required: required)
        #expect(kinds(all) == ["missing-key error NoAlc.Wild -", "missing-key error Snacking -", "untranslated error Heading de"])
        #expect(summary(all, "de") == [2, 1, 0, 0, 1, 0])
        let levels = try check(json, required: required, options: CheckOptions(onlyLevels: true))
        #expect(kinds(levels) == ["missing-key error NoAlc.Wild -"])
        #expect(summary(levels, "de") == [1, 1, 0, 0, 0, 0])
    }

    @Test func duplicateKeysAreReported() throws {
        let report = try check("""
        {"sourceLanguage":"en","strings":{
        "A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"1"}}}},
        "A":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"2"}}}}}}
        """)
        #expect(kinds(report) == ["duplicate-key error A -"])
        #expect(report.problems[0].message == "\"A\" occurs more than once in strings (lines 2 and 3); JSON readers keep only one — merge them")
        #expect(summary(report, "de") == [1, 1, 0, 0, 0, 0])
    }

    @Test func shippedCatalogIsCompleteInGermanAndEnglish() throws {
        let catalog = try StringCatalog(contentsOfFile: Support.shippedCatalogPath)
        var required = ["NoAlc.Steady", "NoAlc.Easy", "NoAlc.Wild", "Mood.Awful", "Mood.Bad", "Mood.Okay", "Mood.Good",
                        "Mood.Great", "Energy.Low", "Energy.Medium", "Energy.High"].map { RequiredKey(key: $0, kind: .levelLabel) }
        required += ["NoAlc", "Mood", "Energy", "Feelings", "Gratitude", "Drink Water", "Doomscrolling", "Snacking",
                     "Procrastination", "Rumination", "Phone During Conversations"].map { RequiredKey(key: $0, kind: .presetName) }
        // The words German writes as English does are kept terms (the "keepTerms" of
        // Strings/.trackerkit.json, which the repository's own check reads); without them they
        // are same-as-source warnings (failing only with --strict).
        let kept = ["Doomscrolling", "Joker", "Name", "Okay", "Saboteur", "Tracker"]
        let options = CheckOptions(locales: ["de", "en"], quality: QualityOptions(keepTerms: kept))
        let report = CompletenessChecker(catalog: catalog, requiredKeys: required, options: options).run()
        #expect(report.problems.map(\.message) == [])
        #expect(CheckResult(report: report, policy: GatePolicy(strict: true)).exitCode == 0)
        #expect(catalog.value(for: "NoAlc.Steady", locale: "de").value == "Kaum")
        #expect(catalog.value(for: "Mood", locale: "de").value == "Stimmung")
        #expect(catalog.format("%lld days", locale: "de", arguments: [5]) == "5 Tage")
        #expect(catalog.format("%lld days", locale: "en", arguments: [1]) == "1 day")
    }
}
