import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogCheck

/// The glossary's one-pass search (`GlossaryAutomaton` in `Glossary.terms(in:)`) against the
/// plain one — each term looked for on its own with `GlossaryCheck.containsWord` — on generated
/// glossaries and texts: terms inside terms, terms that overlap, repeated letters, several
/// words, scripts written without spaces, marks and word characters at the edges.
@Suite struct GlossaryAutomatonTests {
    /// Scalars the terms and texts are drawn from: few, so that terms share prefixes and
    /// suffixes and occur often.
    static let alphabet: [Unicode.Scalar] = ["a", "b", "c", "a", "b", " ", "-", "é", "\u{0301}", "_", "1", "日", "本", "ก", "가", "."]

    static func word(_ random: inout SeededGenerator, length: ClosedRange<Int>) -> String {
        String(String.UnicodeScalarView((0..<Int.random(in: length, using: &random)).map { _ in alphabet.randomElement(using: &random)! }))
    }

    @Test(arguments: 0..<8)
    func theSameTermsAsLookingForEachAlone(seed: UInt64) {
        var random = SeededGenerator(seed: 1_000 + seed)
        var rows: [Glossary.Row] = []
        for line in 0..<Int.random(in: 1...300, using: &random) {
            let term = Self.word(&random, length: 1...6).trimmingCharacters(in: .whitespaces)
            guard !term.isEmpty else { continue }
            rows.append(Glossary.Row(term: line % 7 == 0 ? term.uppercased() : term, locale: "de", translation: "x", line: line + 2))
        }
        let glossary = Glossary(rows: rows)
        // The terms in the glossary's order, as the plain search sees them.
        // (one term per lower-cased text, equal as strings are: canonically).
        var folded: [String] = []
        for row in rows where !folded.contains(row.term.lowercased()) { folded.append(row.term.lowercased()) }
        let needles = folded.map { Array($0.unicodeScalars) }
        for _ in 0..<300 {
            let text = Array(Self.word(&random, length: 0...40).lowercased().unicodeScalars)
            let plain = needles.indices.filter { GlossaryCheck.containsWord(needles[$0], in: text) }
            #expect(glossary.terms(in: text) == plain, "\(String(String.UnicodeScalarView(text)).debugDescription)")
        }
    }

    @Test func termsInsideOtherTermsAndTexts() {
        let rows = ["he", "she", "his", "hers", "use", "a", "a b", "b", "joker", "jokers"].enumerated().map {
            Glossary.Row(term: $0.element, locale: "de", translation: "x", line: $0.offset + 2)
        }
        let glossary = Glossary(rows: rows)
        func found(_ text: String) -> [String] {
            glossary.terms(in: Array(text.unicodeScalars)).map { rows[$0].term }
        }
        #expect(found("ushers") == [])
        #expect(found("she uses his a b") == ["she", "his", "a", "a b", "b"])
        #expect(found("jokers") == ["jokers"])
        #expect(found("hers.he") == ["he", "hers"])
        #expect(found("") == [])
    }
}
