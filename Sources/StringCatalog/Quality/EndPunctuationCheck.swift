/// `end-punctuation`: a translation that ends in another kind of mark than its source — a
/// question without its question mark, a menu item without its ellipsis, a label without its
/// colon. Only marks that change meaning are compared: ellipsis, question mark, exclamation
/// mark and colon; a period, `;`, a comma or a dash is style and left to the translator.
/// Every script's form of a mark is the same mark — `?` = `？` = `؟` = Greek `;`, `:` = `：`,
/// `...` = `…` = `……` — and spaces before it are typography (French `Nom :`). A colon the
/// translation adds to a label without one is a choice, not a finding.
struct EndPunctuationCheck: QualityCheck {
    let kind = ProblemKind.endPunctuation
    let summary = "A translation ends with another mark (ellipsis, question or exclamation mark, colon) than its source."

    enum Mark: String, Sendable {
        case ellipsis, question = "question mark", exclamation = "exclamation mark", colon
    }

    /// Quotes of every language (German closes with `“`, Danish with `«`) and closing brackets.
    private static let closers: Set<Unicode.Scalar> = [
        "\"", "'", "“", "”", "‘", "’", "„", "‚", "«", "»", "‹", "›", "「", "」", "『", "』", "）", ")", "]", "】", "〉", "》", "＂", "＇", "`",
    ]
    private static let questions: Set<Unicode.Scalar> = ["?", "？", "؟", "⸮"]
    private static let exclamations: Set<Unicode.Scalar> = ["!", "！", "‼"]
    private static let colons: Set<Unicode.Scalar> = [":", "：", "﹕", "︓"]
    private static let others: Set<Unicode.Scalar> = [".", "。", "．", "…", "⋯", "‥", ";", "\u{37E}", "·", "؛", ",", "，", "、", "।", "॥"]

    func finding(_ pair: QualityPair) -> String? {
        let expected = Self.mark(pair.source, locale: pair.sourceLocale)
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
        while end > 0, closers.contains(text.scalars[end - 1]) || QualityText.isWhitespace(text.scalars[end - 1]) { end -= 1 }
        var start = end
        while start > 0 {
            let scalar = text.scalars[start - 1]
            guard isPunctuation(scalar) || QualityText.isWhitespace(scalar) else { break }
            start -= 1
        }
        let run = text.scalars[start..<end].filter { !QualityText.isWhitespace($0) }
        guard let last = run.last else { return nil }
        if run.contains("…") || run.contains("⋯") || run.contains("‥") || containsDots(run) { return .ellipsis }
        if run.contains(where: questions.contains) || (locale.isGreek && (run.contains(";") || run.contains("\u{37E}"))) { return .question }
        if run.contains(where: exclamations.contains) { return .exclamation }
        if colons.contains(last) { return .colon }
        return nil
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        questions.contains(scalar) || exclamations.contains(scalar) || colons.contains(scalar) || others.contains(scalar)
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
