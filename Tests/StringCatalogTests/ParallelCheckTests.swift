import Testing
import TestSupport
@testable import StringCatalog

/// The check of a large catalog runs on two cores, each half of the entries with its own
/// `EntryChecker`; the joined result must be the one pass over all entries would give.
@Suite struct ParallelCheckTests {
    /// A catalog with every kind of per-entry problem, locales in varying order and repeats.
    static func catalog(entries count: Int, seed: UInt64) -> StringCatalog {
        var generator = SeededGenerator(seed: seed)
        let locales = ["en", "de", "fr", "pl", "ar", "ja", "xx"]
        let values = ["%@ items", "%lld items", "%d", "plain", "", "%1$@ %2$d", "%#@n@"]
        let states = ["translated", "translated", "translated", "new", "needs_review", "bogus", ""]
        var entries: [CatalogEntry] = []
        for index in 0..<count {
            var localizations: [CatalogLocalization] = []
            var order = locales.filter { _ in Int.random(in: 0..<10, using: &generator) > 0 }
            if Int.random(in: 0..<8, using: &generator) == 0 { order.shuffle(using: &generator) }
            for locale in order {
                let state = states.randomElement(using: &generator)!
                let value = values.randomElement(using: &generator)!
                let content: LocalizedContent
                switch Int.random(in: 0..<6, using: &generator) {
                case 0:
                    let cases = ["one", "few", "other"].filter { _ in Bool.random(using: &generator) }.map {
                        VariationCase(name: $0, content: .unit(value, state: state))
                    }
                    content = LocalizedContent(variations: Variations(kind: .plural, cases: cases))
                case 1:
                    content = LocalizedContent()
                default:
                    content = .unit(value, state: state)
                }
                let substitutions = value.contains("%#@n@")
                    ? [Substitution(name: "n", argNum: 1, formatSpecifier: "lld", content: .unit("%arg n", state: state))]
                    : []
                localizations.append(CatalogLocalization(locale: locale, content: content, substitutions: substitutions, line: index + 2))
            }
            entries.append(CatalogEntry(
                key: "Key\(index % 997).\(index)", extractionState: index % 37 == 0 ? "stale" : "manual",
                shouldTranslate: index % 41 != 0, localizations: localizations, line: index + 1
            ))
        }
        return StringCatalog(sourceLanguage: "en", entries: entries)
    }

    @Test func twoHalvesGiveWhatOnePassGives() {
        for seed: UInt64 in [1, 2, 3] {
            let catalog = Self.catalog(entries: 3_001, seed: seed)
            let checker = CompletenessChecker(catalog: catalog, options: CheckOptions(ignoredKeys: KeyFilter(globs: ["Key5.*"])))
            let entryChecker = EntryChecker(
                locales: checker.locales, source: "en", requiredKeys: [RequiredKey(key: "Key7.7", kind: .levelLabel, tracker: "T", level: "l")],
                onlyLevels: false, ignored: checker.options.ignoredKeys
            )
            let sequential = CompletenessChecker.checkEntries(catalog.entries, with: entryChecker, parallel: false)
            let parallel = CompletenessChecker.checkEntries(catalog.entries, with: entryChecker, parallel: true)
            #expect(parallel.summaries == sequential.summaries)
            #expect(parallel.checkedKeys == sequential.checkedKeys)
            #expect(parallel.problems == sequential.problems)
            #expect(!sequential.problems.isEmpty)
            #expect(Set(sequential.problems.map(\.kind)).count >= 6)
        }
    }

    @Test func resultsJoinInOrder() {
        var first = EntryChecker.Result(locales: ["en", "de"])
        first.summaries[1].keys = 2
        first.summaries[1].missing = 1
        first.checkedKeys = ["a", "b"]
        first.problems = [CatalogProblem(severity: .error, kind: .missingTranslation, key: "b", locale: "de", message: "m")]
        var second = EntryChecker.Result(locales: ["en", "de"])
        second.summaries[0].translated = 1
        second.summaries[1].keys = 1
        second.summaries[1].stale = 1
        second.checkedKeys = ["c"]
        second.problems = [CatalogProblem(severity: .warning, kind: .stale, key: "c", message: "s")]
        first.append(second)
        #expect(first.checkedKeys == ["a", "b", "c"])
        #expect(first.problems.map(\.key) == ["b", "c"])
        #expect(first.summaries == [
            LocaleSummary(locale: "en", translated: 1),
            LocaleSummary(locale: "de", keys: 3, missing: 1, stale: 1),
        ])
    }

    @Test func aLargeCatalogReportsTheSameWithAndWithoutTheSplit() {
        // run() splits at `parallelThreshold` entries; just below and above must agree.
        let small = Self.catalog(entries: CompletenessChecker.parallelThreshold - 1, seed: 9)
        let large = StringCatalog(sourceLanguage: "en", entries: small.entries + Self.catalog(entries: 2, seed: 10).entries.map {
            var entry = $0
            entry.key += ".extra"
            return entry
        })
        let smallReport = CompletenessChecker(catalog: small).run()
        let largeReport = CompletenessChecker(catalog: large).run()
        let extraKeys = Set(large.entries.suffix(2).map(\.key))
        #expect(largeReport.problems.filter { !extraKeys.contains($0.key) } == smallReport.problems)
        #expect(largeReport.keys.prefix(smallReport.keys.count) == smallReport.keys[...])
    }
}
