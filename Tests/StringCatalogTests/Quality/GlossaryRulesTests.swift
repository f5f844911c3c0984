import Foundation
import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogCheck

/// The glossary's rules worked out once per term and locale against choosing the rows for
/// each translation (the locale's, else its language's, else `*`), and its trimming of cells
/// against Foundation's `trimmingCharacters(in: .whitespaces)`.
@Suite struct GlossaryRulesTests {
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
