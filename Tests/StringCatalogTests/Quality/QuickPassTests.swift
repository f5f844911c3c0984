import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogCheck
import CatalogText

/// `QuickPass` may only vouch for a check where that check finds nothing: every check of
/// `QualityChecks.all` with a `QuickPassRule` is held to it on generated pairs built from the
/// pieces the checks react to, in locales with their own rules and with a glossary; and the
/// findings of whole entries are the same with the pass and without it.
@Suite struct QuickPassTests {
    static let pieces = [
        "Name", "files", "Joker", "joker", "Serie", " ", "  ", "\u{A0}", "\u{202F}", "\u{3000}", ":", "：", "?", "？", ";", "…", "...", ".", "!", "\n",
        "\r\n", "\u{2028}", "%@", "%1$@", "%lld", "%ld", "%d", "%%d", "%.2f", "%#@n@", "%%", "% d", "12", "1.5", "1,000", "1\u{A0}000", "٣٠", "3rd",
        "(", ")", "（", "[a](b)", "https://x.com", "www.x.com", "WwW.", "a@b.cd", " MB", "GB", "\u{A0}Mo", "\"", "“", "”", "'", "»", "」", "设置", "é",
        "e\u{301}", "👍🏽", "%", "\u{E000}",
    ]
    static let sources = ["Name: ", "Delete 12 files?", "Save (1.5 MB)", "Loading...", " Open https://x.com\n", "%lld files", "Σ; x", "Hello world",
                          "Free: %@ MB", "Use a Joker", "\"Quoted\" name"]
    static let locales = ["de", "el", "zh-Hans", "ja", "ar", "fr"]

    static func glossary() throws -> Glossary {
        try Glossary.read(Array("term,locale,translation\nJoker,de,Joker\nJoker,*,Joker\nfiles,de,Dateien\nName,ja,名前\n".utf8), file: "glossary.csv")
    }

    static func text(_ generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
    }

    @Test func aCheckIsVouchedForOnlyWhereItPasses() throws {
        // Seeded: the same pairs every run, so a failure can be replayed.
        var generator = SeededGenerator(seed: 0x5155_4943_4B50_4153)
        let english = QualityLocale("en")
        let glossary = try Self.glossary()
        let pass = QuickPass(QualityChecks.all)
        var vouched = [Int](repeating: 0, count: QualityChecks.all.count)
        for round in 0..<6000 {
            let source = round < 3000 ? Self.sources[round % Self.sources.count] : Self.text(&generator)
            let target = Self.text(&generator)
            let analysed = QualityText(source)
            guard analysed.hasWords, !SameAsSourceCheck.isCopy(source, target) else { continue }
            let side = SourceText(analysed, locale: english, glossary: glossary)
            let locale = QualityLocale(Self.locales[round % Self.locales.count])
            let limit: LengthLimit? = round % 3 == 0 ? LengthLimit(maximum: 12, origin: "[max 12] in the comment") : nil
            var tokens: [Range<Int>] = []
            let unsure = pass.unsure(target, source: side, possible: pass.possible(for: side), locale: locale, lengthLimit: limit, tokens: &tokens)
            var pair = QualityPair(sourceText: side, target: QualityText(target), locale: locale, sourceLocale: english, pluralCategory: nil, lengthLimit: limit)
            pair.glossaryRules = side.glossaryTerms.compactMap { glossary.rule($0, for: locale) }
            for (index, check) in QualityChecks.all.enumerated() where index < 64 && unsure & 1 << UInt64(index) == 0 {
                vouched[index] += 1
                #expect(check.finding(pair) == nil, "\(check.kind.rawValue): \(source.debugDescription) → \(target.debugDescription) in \(locale.tag)")
            }
        }
        for (index, check) in QualityChecks.all.enumerated() where check.quickPass != nil {
            #expect(vouched[index] > 100, "the quick pass must vouch for \(check.kind.rawValue) somewhere: \(vouched[index])")
        }
    }

    /// Whole entries, plural forms and substitutions included, checked by `EntryQualityChecker`
    /// with the quick pass and without it: the same problems, glossary findings among them.
    @Test func theFindingsAreTheSameWithAndWithoutTheQuickPass() throws {
        var generator = SeededGenerator(seed: 0x4455_4943_4B44_4946)
        let options = QualityOptions(glossary: try Self.glossary())
        var entries: [CatalogEntry] = []
        for number in 0..<1500 {
            let source = number % 2 == 0 ? Self.sources[number % Self.sources.count] : Self.text(&generator)
            var localizations = [CatalogLocalization(locale: "en", content: .unit(source))]
            for locale in Self.locales {
                let target = Int.random(in: 0..<8, using: &generator) == 0 ? source : Self.text(&generator)
                if number % 5 == 0 {
                    let forms = [VariationCase(name: "one", content: .unit(Self.text(&generator))), VariationCase(name: "other", content: .unit(target))]
                    localizations.append(CatalogLocalization(locale: locale, content: LocalizedContent(variations: Variations(kind: .plural, cases: forms))))
                } else {
                    localizations.append(CatalogLocalization(locale: locale, content: .unit(target)))
                }
            }
            entries.append(CatalogEntry(key: "key\(number)", comment: number % 3 == 0 ? "[max 14]" : nil, localizations: localizations))
        }
        let locales = ["en"] + Self.locales
        var found: [[CatalogProblem]] = []
        for usesQuickPass in [true, false] {
            var checker = try #require(EntryQualityChecker(locales: locales, source: "en", options: options, off: []))
            checker.usesQuickPass = usesQuickPass
            var problems: [CatalogProblem] = []
            for entry in entries {
                checker.start(entry, source: entry.localizations.first)
                for (index, locale) in locales.enumerated() {
                    guard let localization = entry.localizations.first(where: { $0.locale == locale }) else { continue }
                    checker.check(localization, locale: index, required: nil, into: &problems)
                }
            }
            found.append(problems)
        }
        #expect(found[0].count == found[1].count)
        for (quick, full) in zip(found[0], found[1]) where quick != full {
            Issue.record("with the quick pass: \(quick.message); without: \(full.message)")
            break
        }
        #expect(found[0].contains { $0.kind == .glossary }, "glossary findings among them")
        #expect(Set(found[0].map(\.kind)).count >= 8, "most kinds among them: \(Set(found[0].map(\.kind.rawValue)).sorted())")
    }

    @Test func theTailMarkIsTheMarkOfTheAnalysedText() {
        for text in ["Name:", "Name :", "Sure?", "Σίγουρα;", "Loading...", "Loading. . .", "加载中……", "Wow!\"", "End.", "a %@", "50%", "x?!", "Done  ", "“Hi?”", ""] {
            for greek in [false, true] {
                let locale = QualityLocale(greek ? "el" : "de")
                guard let tail = EndPunctuationCheck.tailMark(text, greek: greek) else { continue }
                #expect(tail == EndPunctuationCheck.mark(QualityText(text), locale: locale), "\(text.debugDescription)")
            }
        }
    }
}
