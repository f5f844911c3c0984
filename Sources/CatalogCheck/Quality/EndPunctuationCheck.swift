import SharpTools
import StringCatalog
import CatalogText

/// `end-punctuation`: a translation that ends in another kind of mark than its source — a
/// question without its question mark, a menu item without its ellipsis, a label without its
/// colon. Only marks that change meaning are compared: ellipsis, question mark, exclamation
/// mark and colon; a period, `;`, a comma or a dash is style and left to the translator.
/// Every script's form of a mark is the same mark — `?` = `？` = `؟` = Greek `;`, `:` = `：`,
/// `...` = `…` = `……` — and spaces before it are typography (French `Nom :`). A colon the
/// translation adds to a label without one is a choice, not a finding.
struct EndPunctuationCheck: QualityCheck {
    static let kind = ProblemKind.endPunctuation
    static let summary = "A translation ends with another mark (ellipsis, question or exclamation mark, colon) than its source."
    static let reportedWhen = "ends with another ellipsis, question mark, exclamation mark or colon than the source"
    static let notReported = "a period, `;`, comma or dash (style); every script's form of a mark is that mark: `?` = `？` = `؟` = Greek `;`, `:` = `：`, `...` = `…` = `……`; spaces before the mark (French `Nom :`); a colon the translation adds to a label"
    static let quickPass: QuickPassRule? = QuickPassRule(passes: { look in
        guard let mark = tailMark(look.text, greek: look.locale.isGreek) else { return false }
        return mark == look.source.facts.mark || (look.source.facts.mark == nil && mark == .colon)
    })

    enum Mark: String, Sendable {
        case ellipsis, question = "question mark", exclamation = "exclamation mark", colon
    }

    /// Quotes of every language (German closes with `“`, Danish with `«`) and closing brackets.
    private static func isCloser(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "\"", "'", "“", "”", "‘", "’", "„", "‚", "«", "»", "‹", "›", "「", "」", "『", "』", "）", ")", "]", "】", "〉", "》", "＂", "＇", "`":
            return true
        default:
            return false
        }
    }

    /// The mark of `text` as written (placeholders not replaced), read backwards from its
    /// last scalars as `mark` reads a `QualityText`, without building one; nil when a `%` is
    /// among them (then `mark` must decide), `.some(nil)` for no mark.
    static func tailMark(_ text: String, greek: Bool) -> Mark?? {
        // Most texts end in a letter, a digit or a placeholder: decided from the last bytes,
        // without walking the scalars (this runs for every translation).
        if text.withUTF8Span(endsInASCIIWithoutMark) { return .some(nil) }
        let scalars = text.unicodeScalars
        var index = scalars.endIndex
        while index > scalars.startIndex {
            let scalar = scalars[scalars.index(before: index)]
            guard isCloser(scalar) || QualityText.isWhitespace(scalar) else { break }
            index = scalars.index(before: index)
        }
        guard index > scalars.startIndex else { return .some(nil) }
        let lastScalar = scalars[scalars.index(before: index)]
        if lastScalar == "%" { return nil }
        guard isPunctuation(lastScalar) else { return .some(nil) }
        var ellipsis = false, question = false, exclamation = false
        var dots = 0
        var previousDot: Unicode.Scalar = " "
        while index > scalars.startIndex {
            let scalar = scalars[scalars.index(before: index)]
            if QualityText.isWhitespace(scalar) { index = scalars.index(before: index); continue }
            guard isPunctuation(scalar) else { break }
            index = scalars.index(before: index)
            if scalar == "…" || scalar == "⋯" || scalar == "‥" { ellipsis = true }
            if isQuestion(scalar) || (greek && (scalar == ";" || scalar == "\u{37E}")) { question = true }
            if isExclamation(scalar) { exclamation = true }
            let isDot = scalar == "." || scalar == "。" || scalar == "．"
            dots = isDot ? (dots > 0 && scalar == previousDot ? dots + 1 : 1) : 0
            previousDot = scalar
            if dots >= 3 { ellipsis = true }
        }
        if ellipsis { return .some(.ellipsis) }
        if question { return .some(.question) }
        if exclamation { return .some(.exclamation) }
        return .some(isColon(lastScalar) ? .colon : nil)
    }

    /// Whether the last byte that is neither ASCII whitespace nor an ASCII closer (`"`, `'`, `)`,
    /// `]`, `` ` ``) is ASCII and none of the marks `tailMark` reads (nor a `%`): then the text
    /// ends without a mark. False when the scalars must decide: a non-ASCII scalar may be a
    /// closer, a space or a mark of another script.
    private static func endsInASCIIWithoutMark(_ bytes: Span<UInt8>) -> Bool {
        var index = bytes.count
        while index > 0 {
            switch bytes[index - 1] {
            case 0x09...0x0D, 0x20, 0x22, 0x27, 0x29, 0x5D, 0x60: index -= 1
            case 0x21, 0x25, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x80...: return false
            default: return true
            }
        }
        return false
    }

    private static func isQuestion(_ scalar: Unicode.Scalar) -> Bool { scalar == "?" || scalar == "？" || scalar == "؟" || scalar == "⸮" }
    private static func isExclamation(_ scalar: Unicode.Scalar) -> Bool { scalar == "!" || scalar == "！" || scalar == "‼" }
    private static func isColon(_ scalar: Unicode.Scalar) -> Bool { scalar == ":" || scalar == "：" || scalar == "﹕" || scalar == "︓" }

    /// The marks a sentence or label ends with, compared or not.
    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "?", "？", "؟", "⸮", "!", "！", "‼", ":", "：", "﹕", "︓", ".", "。", "．", "…", "⋯", "‥", ";", "\u{37E}", "·", "؛", ",", "，", "、", "।", "॥":
            return true
        default:
            return false
        }
    }

    static func finding(_ pair: QualityPair) -> String? {
        let expected = pair.sourceFacts.mark
        let found = Self.mark(pair.target, locale: pair.locale)
        guard expected != found, !(expected == nil && found == .colon) else { return nil }
        switch (expected, found) {
        case (let expected?, nil): return "does not end with the source's \(expected.rawValue) — end it as the source does"
        case (nil, let found?): return "ends with \(Self.article(found)) the source does not have — end it as the source does"
        case (let expected?, let found?): return "ends with \(Self.article(found)) where the source has \(Self.article(expected)) — end it as the source does"
        case (nil, nil): return nil
        }
    }

    private static func article(_ mark: Mark) -> String {
        (mark == .ellipsis || mark == .exclamation ? "an " : "a ") + mark.rawValue
    }

    /// The kind of mark `text` ends with (after whitespace and closing quotes and brackets), or
    /// nil for none or one that is not compared.
    static func mark(_ text: QualityText, locale: QualityLocale) -> Mark? {
        var end = text.end
        while end > 0, isCloser(text.scalars[end - 1]) || QualityText.isWhitespace(text.scalars[end - 1]) { end -= 1 }
        // Most texts end with a letter: no mark.
        guard end > 0, isPunctuation(text.scalars[end - 1]) else { return nil }
        var start = end
        while start > 0 {
            let scalar = text.scalars[start - 1]
            guard isPunctuation(scalar) || QualityText.isWhitespace(scalar) else { break }
            start -= 1
        }
        let run = text.scalars[start..<end].filter { !QualityText.isWhitespace($0) }
        guard let last = run.last else { return nil }
        if run.contains("…") || run.contains("⋯") || run.contains("‥") || containsDots(run) { return .ellipsis }
        if run.contains(where: isQuestion) || (locale.isGreek && (run.contains(";") || run.contains("\u{37E}"))) { return .question }
        if run.contains(where: isExclamation) { return .exclamation }
        if isColon(last) { return .colon }
        return nil
    }

    /// Three periods in a row (`...`, `。。。`, `．．．`).
    private static func containsDots(_ run: [Unicode.Scalar]) -> Bool {
        var count = 0
        var previous: Unicode.Scalar = " "
        for scalar in run {
            count = (scalar == "." || scalar == "。" || scalar == "．") && (count == 0 || scalar == previous) ? count + 1 : (scalar == "." || scalar == "。" || scalar == "．" ? 1 : 0)
            if count >= 3 { return true }
            previous = scalar
        }
        return false
    }
}
