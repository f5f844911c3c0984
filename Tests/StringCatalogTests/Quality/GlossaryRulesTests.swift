import Foundation
import Testing
import TestSupport
import SharpTools
@testable import StringCatalog
@testable import CatalogCheck
import CatalogText

/// The glossary's rules worked out once per term and locale against choosing the rows for
/// each translation (the locale's, else its language's, else `*`), and its trimming of cells
/// against Foundation's `trimmingCharacters(in: .whitespaces)`.
@Suite struct GlossaryRulesTests {
    /// `Glossary.isKept` skips lower-casing a translation with a scalar beyond ASCII when the
    /// term is ASCII: only the Kelvin sign lower-cases to ASCII alone.
    @Test func onlyTheKelvinSignLowerCasesIntoASCII() {
        for value in UInt32(0x80)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), value != 0x212A else { continue }
            let allASCII = String(scalar).lowercased().unicodeScalars.allSatisfy { $0.isASCII }
            if allASCII { Issue.record("U+\(String(value, radix: 16, uppercase: true)) lower-cases to ASCII") }
        }
        let samples = ["Joker", "JOKER", "joker", "Jo\u{212A}er", "Jöker", "İstanbul", "istanbul", "ΣΊΣΥΦΟΣ", "σίσυφος", "Straße", "STRASSE", "", " "]
        for term in samples {
            #expect(Glossary.lowercased(term) == term.lowercased())
            for translation in samples {
                #expect(Glossary.isKept(term.lowercased(), translation: translation) == (term.lowercased() == translation.lowercased()), "\(term) \(translation)")
            }
        }
    }

    @Test func theSameRuleAsChoosingTheRows() {
        var random = SeededGenerator(seed: 5)
        let locales = ["de", "de-CH", "DE", "de-ch", "fr", "fr-CA", "*", "pt-BR", "pt"]
        let rows = (0..<400).map { line in
            Glossary.Row(term: ["Joker", "joker", "Streak", "Habit", "Wert"].randomElement(using: &random)!, locale: locales.randomElement(using: &random)!,
                         translation: "t\(line % 7)", line: line + 2)
        }
        let glossary = Glossary(rows: rows)
        for term in 0..<4 {
            let needle = ["joker", "streak", "habit", "wert"][term]
            let termRows = rows.filter { $0.term.lowercased() == needle }
            guard let position = glossary.terms(in: Array(needle.unicodeScalars)).first else { continue }
            for tag in locales.filter({ $0 != "*" }) + ["it", "de-AT", "pt-PT"] {
                let locale = QualityLocale(tag)
                var chosen = termRows.filter { $0.locale == locale.tag }
                if chosen.isEmpty { chosen = termRows.filter { $0.locale.lowercased() == locale.language } }
                if chosen.isEmpty { chosen = termRows.filter { $0.locale == "*" } }
                let rule = glossary.rule(position, for: locale)
                #expect(rule?.translations == (chosen.isEmpty ? nil : chosen.map(\.translation)), "\(needle) \(tag)")
                #expect(rule?.term == chosen.first?.term)
            }
        }
    }

    /// One glossary asked for its rules from two threads at once (copies of a glossary share
    /// the rules they work out): each thread gets the rules one thread alone gets. Under
    /// ThreadSanitizer (`.ci/run`) this also shows that the shared cache's lock is one the
    /// sanitizer sees — with a contended `Mutex` it reported the cache as racing.
    @Test func twoThreadsAskingOneGlossaryGetTheRulesOneThreadGets() {
        let terms = (0..<200).map { "term\($0)" }
        let rows = terms.enumerated().flatMap { index, term in
            ["de", "fr", "*"].map { Glossary.Row(term: term, locale: $0, translation: "\(term)-\($0)", line: index + 2) }
        }
        let locales = ["de", "de-CH", "fr", "it"].map(QualityLocale.init)
        let alone = Glossary(rows: rows)
        let expected = (0..<terms.count).map { position in locales.map { alone.rule(position, for: $0)?.translations } }
        for _ in 0..<4 {
            let shared = Glossary(rows: rows)
            let ask: @Sendable () -> [[[String]?]] = {
                (0..<terms.count).map { position in locales.map { shared.rule(position, for: $0)?.translations } }
            }
            let (first, second) = TwoJobs.run(ask, ask)
            #expect(first == expected)
            #expect(second == expected)
        }
    }

    @Test func cellsAreTrimmedAsFoundationTrimsWhitespace() {
        let blanks = [" ", "\t", "\u{00A0}", "\u{2003}", "\u{3000}", "\u{202F}", "\n", "\u{200B}", "x", "é", ""]
        for left in blanks {
            for right in blanks {
                for middle in ["", "Joker", " a b ", "\u{00A0}"] {
                    let text = left + middle + right
                    #expect(Glossary.trimmed(text) == text.trimmingCharacters(in: .whitespaces), "\(text.debugDescription)")
                }
            }
        }
    }

    @Test func translationsAreLowerCasedAsLowercasedDoes() {
        for text in ["Use a JOKER", "İstanbul", "ΣΑΣ", "Straße", "ǅ", "", "%lld Items @ 5 €", "ABCXYZ[]^_`abc{}"] {
            #expect(GlossaryCheck.lowercasedScalars(text) == Array(text.lowercased().unicodeScalars), "\(text)")
        }
    }
}
