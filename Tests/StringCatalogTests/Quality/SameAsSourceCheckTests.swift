import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogCheck
import CatalogText

@Suite struct SameAsSourceCheckTests {
    @Test func aCopyInALanguageThatShouldDifferIsReported() {
        let problems = QualitySupport.problems("Settings", "Settings")
        #expect(problems.map(\.kind) == [.sameAsSource])
        #expect(problems.first?.severity == .warning)
        #expect(problems.first?.message.hasPrefix("the de text \"Settings\" of \"key\" is the source text unchanged") == true)
        // Outer whitespace and case do not make a copy a translation; canonically equal text is equal.
        #expect(QualitySupport.kinds(" settings", "Settings ") == [.sameAsSource])
        #expect(QualitySupport.kinds("Café au lait", "Cafe\u{301} au lait") == [.sameAsSource])
    }

    @Test func copiesThatAreRightAreNot() {
        #expect(QualitySupport.kinds("OK", "OK").isEmpty, "no lower-case letter")
        #expect(QualitySupport.kinds("A", "A").isEmpty, "shorter than 2 characters")
        #expect(QualitySupport.kinds("Settings", "Settings", locale: "en-GB").isEmpty, "a variant of the source language")
        #expect(QualitySupport.kinds("GitHub: v%@", "GitHub: v%@").isEmpty, "a brand and a lone letter")
        #expect(QualitySupport.kinds("DeepLink", "DeepLink").isEmpty, "one camel-case word")
        #expect(QualitySupport.kinds("homebrew/core", "homebrew/core").isEmpty, "a path")
        #expect(QualitySupport.kinds("error.data.failed", "error.data.failed").isEmpty, "a key-like identifier")
        #expect(QualitySupport.kinds("https://example.com", "https://example.com").isEmpty, "only a link")
        #expect(QualitySupport.kinds("Homebrew Cask", "Homebrew Cask", options: QualityOptions(keepTerms: ["cask"])).isEmpty, "the settings' terms")
        let glossary = Glossary(rows: [Glossary.Row(term: "Joker", locale: "*", translation: "Joker", line: 2)])
        #expect(QualitySupport.kinds("Joker", "Joker", options: QualityOptions(glossary: glossary)).isEmpty, "a glossary term kept as itself")
        #expect(!QualitySupport.kinds("Joker", "Joker").isEmpty)
    }

    @Test func whatMostTranslationsKeepIsCommonlyKept() {
        // One word kept in 2 of 4 translations: kept; a sentence kept in all 4: reported.
        #expect(QualitySupport.kinds("Cache", "Cache", others: ["fr": "Cache", "it": "Memoria", "es": "Caché"]).isEmpty)
        #expect(QualitySupport.kinds("Show all", "Show all", others: ["fr": "Show all", "it": "Show all", "es": "Mostrar"]).isEmpty)
        #expect(QualitySupport.kinds("Open the settings now.", "Open the settings now.",
                                     others: ["fr": "Open the settings now.", "it": "Open the settings now.", "es": "Open the settings now."])
                == Array(repeating: .sameAsSource, count: 4))
        // Fewer than 3 translations say nothing about what is commonly kept.
        #expect(QualitySupport.kinds("Cache", "Cache", others: ["fr": "Cache"]) == [.sameAsSource, .sameAsSource])
        // The source language's variants and pseudo-locales do not count.
        #expect(QualitySupport.problems("Cache", "Cache", others: ["en-GB": "Cache", "en-AU": "Cache", "en-XA": "Cache"]).map(\.locale) == ["de"])
    }

    @Test func hostileText() {
        for text in QualitySupport.hostileTexts {
            let problems = QualitySupport.problems(text, text)
            #expect(problems.allSatisfy { $0.kind == .sameAsSource }, "\(text.debugDescription)")
            #expect(problems.count <= 1)
        }
        // Case mappings that change the length (ß → SS, the dotted İ) compare as the strings do.
        #expect(!SameAsSourceCheck.isCopy("Straße", "STRASSE"), "lower-cased they differ: straße, strasse")
        #expect(SameAsSourceCheck.isCopy("İstanbul", "i̇stanbul"))
        #expect(!SameAsSourceCheck.isCopy("abc", "abd"))
        #expect(!SameAsSourceCheck.isCopy("abc", "abcd"))
    }

    /// The byte-level test of an ASCII source (what runs for nearly every translation) against
    /// the full comparison, on generated pairs: texts that share a start and differ after it in
    /// case, whitespace, scalars that fold into ASCII (the Kelvin sign, the Greek question mark,
    /// U+1FEF) or combining marks.
    @Test func theASCIIShortcutAgreesWithTheFullComparison() {
        var generator = SeededGenerator(seed: 0x434F_5059_5445_5354)
        let ascii = ["Item", "ITEM", "title in", " ", "  ", "\t", "k", "K", ";", "`", "e", "ss", "i", "12", "%@", "\n", "x"]
        let other = ["\u{A0}", "\u{212A}", "\u{37E}", "\u{1FEF}", "\u{301}", "é", "ß", "İ", "Ω", "设置", "\u{3000}", "\u{2028}"]
        let english = QualityLocale("en")
        for round in 0..<4000 {
            let source = (0..<Int.random(in: 1...5, using: &generator)).map { _ in ascii.randomElement(using: &generator)! }.joined()
            var target = round % 4 == 0 ? source : String(source.map { Bool.random(using: &generator) ? Character($0.uppercased()) : $0 })
            for _ in 0..<Int.random(in: 0...2, using: &generator) {
                let piece = Bool.random(using: &generator) ? ascii.randomElement(using: &generator)! : other.randomElement(using: &generator)!
                let offset = Int.random(in: 0...target.count, using: &generator)
                target.insert(contentsOf: piece, at: target.index(target.startIndex, offsetBy: offset))
            }
            let side = SourceText(QualityText(source), locale: english, glossary: Glossary(rows: []))
            #expect(SameAsSourceCheck.isCopy(side, target) == SameAsSourceCheck.isCopy(source, target), "\(source.debugDescription) → \(target.debugDescription)")
        }
    }
}
