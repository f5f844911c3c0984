import CatalogText
import StringCatalog

/// `glossary`: the source has a term of the glossary (`Glossary`) and the translation lacks the
/// translation the team fixed for its locale. Both are found as whole words, ignoring case;
/// next to a letter of a script written without spaces between words (Chinese, Japanese,
/// Thai, …) or with particles joined to the word (Korean), any position counts as a word edge.
struct GlossaryCheck: QualityCheck {
    static let kind = ProblemKind.glossary
    static let summary = "A translation does not use the glossary's translation of a term its source has."
    static let reportedWhen = "lacks the fixed translation of a glossary term its source has"
    static let notReported = "— terms are matched as whole words, ignoring case; next to Chinese, Japanese, Korean, Thai and similar text any position is a word edge (`ジョーカーを使う` has `ジョーカー`)"
    static let helpNote: String? = "--glossary or \"glossary\""
    static let quickPass: QuickPassRule? = QuickPassRule(source: { $0.glossaryTerms.isEmpty })
    static let readsAnalysedText = false

    static func finding(_ pair: QualityPair) -> String? {
        guard !pair.glossaryRules.isEmpty else { return nil }
        let text = Self.lowercasedScalars(pair.translation)
        let broken = pair.glossaryRules.filter { rule in !rule.needles.contains { Self.containsWord($0, in: text) } }
        guard !broken.isEmpty else { return nil }
        let list = broken.map { rule in
            rule.translations.map { CatalogProblem.quoted($0) }.joined(separator: " or ") + " for " + CatalogProblem.quoted(rule.term)
        }.joined(separator: ", ")
        return "does not use the glossary's \(list) — use the glossary's term"
    }

    /// The scalars of `text` lower-cased: ASCII text byte by byte, any other as
    /// `lowercased()` does it (which may change the number of scalars).
    static func lowercasedScalars(_ text: String) -> [Unicode.Scalar] {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte < 0x80 else { return Array(text.lowercased().unicodeScalars) }
            scalars.append(Unicode.Scalar((0x41...0x5A).contains(byte) ? byte + 32 : byte))
        }
        return scalars
    }

    /// Whether `word` occurs in `text` with a word edge on both sides.
    static func containsWord(_ word: [Unicode.Scalar], in text: [Unicode.Scalar]) -> Bool {
        guard let first = word.first, let last = word.last, word.count <= text.count else { return false }
        var index = 0
        while index + word.count <= text.count {
            defer { index += 1 }
            guard text[index] == first, text[index..<(index + word.count)].elementsEqual(word) else { continue }
            if hasWordEdges(first: first, last: last, in: text, from: index, count: word.count) { return true }
        }
        return false
    }

    /// Whether the occurrence of a word that starts with `first` and ends with `last` at
    /// `text[start ..< start + count]` has a word edge on both sides.
    static func hasWordEdges(first: Unicode.Scalar, last: Unicode.Scalar, in text: [Unicode.Scalar], from start: Int, count: Int) -> Bool {
        let before = start > 0 ? text[start - 1] : nil
        let after = start + count < text.count ? text[start + count] : nil
        return isEdge(before, next: first) && isEdge(after, next: last)
    }

    /// Whether `neighbour` (nil: the end of the text) ends a word next to `scalar`.
    private static func isEdge(_ neighbour: Unicode.Scalar?, next scalar: Unicode.Scalar) -> Bool {
        guard let neighbour, QualityText.isWordCharacter(neighbour), QualityText.isWordCharacter(scalar) else { return true }
        return joinsWords(neighbour) || joinsWords(scalar)
    }

    /// Han, Hiragana, Katakana, Hangul, Thai, Lao, Khmer, Myanmar.
    private static func joinsWords(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x2FA1F:
            return true
        default:
            return false
        }
    }
}
