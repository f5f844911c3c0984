import StringCatalog
import CatalogText

/// `brackets`: a translation with fewer brackets of a kind than its source, or with brackets
/// that do not pair where the source's do — often a truncated or half-dropped sentence. Added
/// pairs are fine (an explanatory parenthesis). Not counted: full-width brackets are the
/// ASCII ones (`（）` = `()`); Markdown links (`urls`' business); Korean particle
/// alternatives (`을(를)`, `(으)로`) and inflection endings (`image(s)`, `prosił(a)`, `%@(e)k`),
/// which are grammar, not brackets.
struct BracketsCheck: QualityCheck {
    static let kind = ProblemKind.brackets
    static let summary = "A translation lacks brackets of its source, or its brackets do not pair."
    static let reportedWhen = "has fewer brackets of a kind than the source, or unpaired ones where the source's pair"
    static let notReported = "full-width brackets (`（）` = `()`); Markdown links (`urls`'); Korean particle alternatives (`을(를)`, `(으)로`) and inflection endings (`image(s)`, `prosił(a)`); an added pair (an explanatory parenthesis)"
    static let quickPass: QuickPassRule? = QuickPassRule(
        source: { $0.facts.brackets == Counts() }, alarms: ["(", ")", "[", "]", "{", "}", "（", "）", "［", "］", "｛", "｝"])

    private static let kinds: [Unicode.Scalar] = ["(", ")", "[", "]", "{", "}"]

    /// The position of a bracket in `kinds`, full-width ones as the ASCII ones; nil for others.
    private static func kind(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar {
        case "(", "（": return 0
        case ")", "）": return 1
        case "[", "［": return 2
        case "]", "］": return 3
        case "{", "｛": return 4
        case "}", "｝": return 5
        default: return nil
        }
    }
    private static let particles: Set<String> = ["을", "를", "이", "가", "은", "는", "와", "과", "으", "이여", "여", "아", "야", "로", "으로", "라", "이라"]

    /// The number of each of `( ) [ ] { }` (in a vector: worked out for every translation,
    /// it must not allocate).
    struct Counts: Sendable, Equatable {
        var values = SIMD8<Int32>()

        var isBalanced: Bool { values[0] == values[1] && values[2] == values[3] && values[4] == values[5] }
    }

    static func finding(_ pair: QualityPair) -> String? {
        let expected = pair.sourceFacts.brackets
        let found = Self.counts(pair.target)
        guard expected != found else { return nil }
        let missing = Self.kinds.indices.filter { found.values[$0] < expected.values[$0] }.map { "\"\(Self.kinds[$0])\"" }
        if !missing.isEmpty { return "lacks \(missing.joined(separator: ", ")) of the source — keep the source's brackets" }
        if expected.isBalanced && !found.isBalanced { return "has brackets that do not pair — close every bracket it opens" }
        return nil
    }

    static func counts(_ text: QualityText) -> Counts {
        var counts = Counts()
        let scalars = text.scalars
        guard text.hints.contains(.bracket) else { return counts }
        var kept: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "[", let end = markdownLinkEnd(scalars, from: index) {
                kept.append("L")
                index = end
                continue
            }
            let position = kind(scalars[index])
            let scalar = position.map { kinds[$0] } ?? scalars[index]
            if scalar == "(", let end = grammarEnd(scalars, from: index, after: kept.last) {
                index = end
                continue
            }
            kept.append(scalar)
            index += 1
        }
        for scalar in kept {
            if let position = kind(scalar) { counts.values[position] &+= 1 }
        }
        return counts
    }

    /// The end of `[text](url)` starting at `start`: no `]` or line break in the text, no `)`
    /// or whitespace in the URL.
    private static func markdownLinkEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start + 1
        while index < scalars.count, scalars[index] != "]", !QualityText.isLineBreak(scalars[index]) { index += 1 }
        guard index + 1 < scalars.count, scalars[index] == "]", scalars[index + 1] == "(" else { return nil }
        index += 2
        while index < scalars.count, scalars[index] != ")", !QualityText.isWhitespace(scalars[index]) { index += 1 }
        return index < scalars.count && scalars[index] == ")" ? index + 1 : nil
    }

    /// The end of a parenthesis that is grammar rather than a bracket, starting at `start`: a
    /// Korean particle alternative after a word (`을(를)`), `(으)`/`(이)` before Hangul, or 1–3
    /// Latin, Greek or Cyrillic letters glued to a word or placeholder (`image(s)`).
    private static func grammarEnd(_ scalars: [Unicode.Scalar], from start: Int, after previous: Unicode.Scalar?) -> Int? {
        var close = start + 1
        while close < scalars.count, close - start <= 4, scalars[close] != ")", scalars[close] != "）" { close += 1 }
        guard close < scalars.count, close - start <= 4, scalars[close] == ")" || scalars[close] == "）", close > start + 1 else { return nil }
        let inside = scalars[(start + 1)..<close]
        let word = String(String.UnicodeScalarView(inside))
        if let previous, !QualityText.isWhitespace(previous), particles.contains(word) { return close + 1 }
        if word == "으" || word == "이", close + 1 < scalars.count, (0xAC00...0xD7A3).contains(scalars[close + 1].value) { return close + 1 }
        if let previous, isInflectionLetter(previous) || previous == QualityText.placeholder, inside.count <= 3, inside.allSatisfy(isInflectionLetter) {
            return close + 1
        }
        return nil
    }

    /// A Latin, Greek or Cyrillic letter (not CJK: `更新（已固定）` is a real parenthesis).
    private static func isInflectionLetter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || (0xC0...0x24F).contains(value)
            || (0x370...0x3FF).contains(value) || (0x400...0x4FF).contains(value)
    }
}
