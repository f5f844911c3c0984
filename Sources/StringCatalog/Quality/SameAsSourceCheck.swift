/// `same-as-source`: a translation identical to its source (trimmed, ignoring case) in a
/// language that should differ — `Settings` left `Settings` in German. Not reported when the
/// copy is probably right:
/// - the text is short (under 2 characters without placeholders) or has no lower-case letter
///   (`OK`, `PIN`, `HUD`);
/// - the locale is a variant of the source language (`en-GB` for `en`);
/// - the source reads as a name (`KeptTerms.nameReason`): only links, placeholders, a path, a
///   key-like identifier, one camel-case word (`GitHub`, `iPhone`), or only terms that stay as
///   they are (built-in brands, the settings' `keepTerms`, the glossary's terms translated as
///   themselves);
/// - the source is commonly kept: most of the unit's other translations keep it too — one
///   word kept in at least half of them, or up to three words without a sentence end kept in
///   three quarters, among at least 3 translations. A longer sentence kept everywhere is
///   reported: text added late and copied into every locale looks the same as a kept name, and
///   hiding it would hide the strings nobody translated.
struct SameAsSourceCheck: QualityCheck {
    let kind = ProblemKind.sameAsSource
    let summary = "A translation is identical to its source text in a language that should differ."

    func finding(_ pair: QualityPair) -> String? {
        guard let copy = pair.copy else { return nil }
        let core = pair.source.trimmed.filter { $0 != QualityText.placeholder }
        guard core.count >= 2 else { return nil }
        let cased = core.contains { $0.properties.isUppercase }
        if cased && !core.contains(where: { $0.properties.isLowercase }) { return nil }
        if pair.locale.language == pair.sourceLocale.language { return nil }
        if copy.nameReason != nil { return nil }
        if Self.isCommonlyKept(pair.source, kept: copy.keptIn, of: copy.translatedIn) { return nil }
        return "is the source text unchanged — translate it, or list the term in the glossary or \"keepTerms\" if it stays as it is"
    }

    /// Whether the translation equals the source once outer whitespace is gone, ignoring case
    /// (canonically equivalent text counts as equal).
    static func isCopy(_ source: QualityText, _ target: QualityText) -> Bool {
        isCopy(source.text, target.text)
    }

    static func isCopy(_ source: String, _ target: String) -> Bool {
        let a = trimmedScalars(source)
        let b = trimmedScalars(target)
        var i = a.startIndex
        var j = b.startIndex
        while i < a.endIndex, j < b.endIndex {
            let x = a[i], y = b[j]
            if x != y {
                guard x.isASCII, y.isASCII else { return String(Substring(a)).lowercased() == String(Substring(b)).lowercased() }
                if asciiLower(x) != asciiLower(y) { return false }
            }
            i = a.index(after: i)
            j = b.index(after: j)
        }
        if i == a.endIndex, j == b.endIndex { return true }
        // One is longer: equal only if the rest folds away (combining marks, case mappings).
        return a[i...].contains { !$0.isASCII } || b[j...].contains { !$0.isASCII }
            ? String(Substring(a)).lowercased() == String(Substring(b)).lowercased() : false
    }

    /// Kept in ≥ 50 % of the translations and one word, or in ≥ 75 % and at most three words
    /// not ending a sentence; with at least 3 translations.
    static func isCommonlyKept(_ source: QualityText, kept: Int, of translated: Int) -> Bool {
        guard translated >= 3 else { return false }
        let words = KeptTerms.wordCount(source.trimmed)
        if words <= 1 && kept * 2 >= translated { return true }
        guard words <= 3, kept * 4 >= translated * 3 else { return false }
        let last = source.trimmed.last { $0 != QualityText.placeholder && !QualityText.isWhitespace($0) }
        return !(last == "." || last == "?" || last == "!")
    }

    private static func trimmedScalars(_ text: String) -> Substring.UnicodeScalarView {
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, QualityText.isWhitespace(scalars[start]) { start = scalars.index(after: start) }
        while end > start, QualityText.isWhitespace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return Substring(text).unicodeScalars[start..<end]
    }

    @inline(__always)
    private static func asciiLower(_ scalar: Unicode.Scalar) -> UInt32 {
        (0x41...0x5A).contains(scalar.value) ? scalar.value + 32 : scalar.value
    }
}
