import Foundation
import Testing
import StringCatalog
@testable import Output
import CatalogCheck

@Suite struct CheckFormatsReportTests {
    let report: CompletenessReport

    init() throws {
        let catalog = try CheckFormatsSupport.catalog("""
        {"sourceLanguage":"en","strings":{
          "Mood.Awful":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Mies"}}}},
          "Mood.Bad":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Schlecht"}}}},
          "Old":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Alt"}}}},
          "Heading":{}
        }}
        """)
        report = CompletenessChecker(
            catalog: catalog,
            requiredKeys: [RequiredKey(key: "Awful", kind: .levelLabel, tracker: "Mood", level: "awful")],
            options: CheckOptions(catalogName: "Strings/Localizable.xcstrings")
        ).run()
    }

    @Test func jsonHasTheSpecShape() throws {
        let json = report.render(format: "json")
        #expect(json == """
        {
          "catalog": "Strings/Localizable.xcstrings",
          "sourceLanguage": "en",
          "locales": ["en", "de"],
          "summary": {
            "en": {"keys": 4, "translated": 4, "missing": 0, "needsReview": 0, "new": 0, "stale": 1},
            "de": {"keys": 4, "translated": 2, "missing": 1, "needsReview": 1, "new": 0, "stale": 1}
          },
          "problems": [
            {"severity": "error", "kind": "missing-key", "key": "Awful", "locale": null, "tracker": "Mood", "level": "awful", "message": "the level label of level awful of Mood \\"Awful\\" has no catalog entry — use the existing key \\"Mood.Awful\\" or add \\"Awful\\" to the catalog", "suggestion": "Mood.Awful", "line": null},
            {"severity": "error", "kind": "missing-translation", "key": "Heading", "locale": "de", "tracker": null, "level": null, "message": "\\"Heading\\" has no de translation — add one", "suggestion": null, "line": 5},
            {"severity": "warning", "kind": "needs-review", "key": "Mood.Bad", "locale": "de", "tracker": null, "level": null, "message": "the de translation of \\"Mood.Bad\\" needs review — check it and mark it translated", "suggestion": null, "line": 3},
            {"severity": "warning", "kind": "stale", "key": "Old", "locale": null, "tracker": null, "level": null, "message": "\\"Old\\" is stale (no longer found in the source code) — use it again or delete it", "suggestion": null, "line": 4}
          ]
        }

        """)
        // It is valid JSON with the keys in the contract's order.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(Set(object.keys) == ["catalog", "sourceLanguage", "locales", "summary", "problems"])
        #expect(CheckResult(report: report, policy: GatePolicy(strict: false)).exitCode == 1)
    }

    @Test func textShowsCoverageThenProblemsByKind() {
        let text = report.render(format: "text")
        #expect(text == """
        Strings/Localizable.xcstrings — source language en

        Locale       Keys  Translated  Missing  Needs review  New  Stale  Coverage
        en (source)     4           4        0             0    0      1    100.0%
        de              4           2        1             1    0      1     50.0%

        2 errors, 2 warnings

        missing-key (1)
          error   Awful: the level label of level awful of Mood "Awful" has no catalog entry — use the existing key "Mood.Awful" or add "Awful" to the catalog

        missing-translation (1)
          error   Heading [de] line 5: "Heading" has no de translation — add one

        needs-review (1)
          warning Mood.Bad [de] line 3: the de translation of "Mood.Bad" needs review — check it and mark it translated

        stale (1)
          warning Old line 4: "Old" is stale (no longer found in the source code) — use it again or delete it

        """)
    }

    @Test func markdownIsAPullRequestComment() {
        let md = report.render(format: "md")
        #expect(md.hasPrefix("## String catalog check: `Strings/Localizable.xcstrings`\n\nSource language `en` · 2 errors, 2 warnings\n\n"))
        #expect(md.contains("| `de` | 4 | 2 | 1 | 1 | 0 | 1 | 50.0% |\n"))
        #expect(md.contains("### missing-key (1)\n\n- ❌ `Awful` — the level label of level awful of Mood \"Awful\" has no catalog entry"))
        #expect(md.contains("- ⚠️ `Mood.Bad` · `de` · line 3 — "))
        #expect(md.hasSuffix("\n"))
    }

    @Test func coverageIsRoundedDown() {
        #expect(CheckPhrases.percent(LocaleSummary(locale: "de", keys: 1000, translated: 999)) == "99.9%")
        #expect(CheckPhrases.percent(LocaleSummary(locale: "de", keys: 10000, translated: 9999)) == "99.9%")
        #expect(CheckPhrases.percent(LocaleSummary(locale: "de", keys: 0)) == "100.0%")
    }

    @Test func cleanReport() throws {
        let catalog = try CheckFormatsSupport.catalog(#"{"sourceLanguage":"en","strings":{}}"#)
        let clean = CompletenessChecker(catalog: catalog).run()
        #expect(clean.render(format: "text").hasSuffix("No problems found.\n"))
        #expect(clean.render(format: "json").hasSuffix("\"problems\": []\n}\n"))
        #expect(CheckResult(report: clean, policy: GatePolicy(strict: true)).exitCode == 0)
    }
}
