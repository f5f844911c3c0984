import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogCheck

/// `QuickPass` may only answer "all clear" where every check passes: checked on generated pairs
/// built from the pieces the checks react to, in locales with their own rules.
@Suite struct QuickPassTests {
    @Test func allClearOnlyWhereEveryCheckPasses() {
        // Seeded: the same pairs every run, so a failure can be replayed.
        var generator = SeededGenerator(seed: 0x5155_4943_4B50_4153)
        let pieces = ["Name", "files", " ", "  ", "\u{A0}", "\u{202F}", "\u{3000}", ":", "：", "?", "？", ";", "…", "...", ".", "!", "\n", "\r\n",
                      "\u{2028}", "%@", "%1$@", "%lld", "%ld", "%d", "%%d", "%.2f", "%#@n@", "%%", "% d", "12", "1.5", "1,000", "1\u{A0}000", "٣٠", "3rd", "(", ")", "（",
                      "[a](b)", "https://x.com", "www.x.com", "a@b.cd", " MB", "GB", "\u{A0}Mo", "\"", "»", "」", "设置", "é", "e\u{301}", "👍🏽", "%", "\u{E000}"]
        let locales = ["de", "el", "zh-Hans", "ja", "ar", "fr"].map(QualityLocale.init)
        let english = QualityLocale("en")
        var cleared = 0
        let sources = ["Name: ", "Delete 12 files?", "Save (1.5 MB)", "Loading...", " Open https://x.com\n", "%lld files", "Σ; x", "Hello world", "Free: %@ MB"]
        for round in 0..<6000 {
            let source = round < 3000 ? sources[round % sources.count]
                : (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let target = (0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let analysed = QualityText(source)
            guard analysed.hasWords, !SameAsSourceCheck.isCopy(source, target) else { continue }
            let side = SourceText(analysed, locale: english, glossary: Glossary(rows: []))
            let locale = locales[round % locales.count]
            let limit: LengthLimit? = round % 3 == 0 ? LengthLimit(maximum: 12, origin: "[max 12] in the comment") : nil
            var tokens: [Range<Int>] = []
            guard QuickPass.allClear(target, source: side, locale: locale, lengthLimit: limit, tokens: &tokens) else { continue }
            cleared += 1
            let pair = QualityPair(sourceText: side, target: QualityText(target), locale: locale, sourceLocale: english, pluralCategory: nil, lengthLimit: limit)
            for check in QualityChecks.all {
                #expect(check.finding(pair) == nil, "\(check.kind.rawValue): \(source.debugDescription) → \(target.debugDescription) in \(locale.tag)")
            }
        }
        #expect(cleared > 100, "the quick pass must clear something: \(cleared)")
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
