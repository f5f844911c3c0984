import SharpTools
import StringCatalog
import CatalogText

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
    static let kind = ProblemKind.sameAsSource
    static let summary = "A translation is identical to its source text in a language that should differ."
    static let reportedWhen = "is the source text unchanged (trimmed, ignoring case)"
    static let notReported = "shorter than 2 characters or no lower-case letter (`OK`, `PIN`); a variant of the source language (`en-GB`); a source that reads as a name — only links or placeholders, a path (`homebrew/core`), a key-like identifier (`error.data.failed`), one camel-case word (`GitHub`, `macOS`), or only kept terms (built-in brands such as `iPhone`, `Xcode`, `GitHub`; the settings' `keepTerms`; glossary terms translated as themselves) plus lone letters; a **commonly kept** source (below)"
    /// The quick pass sees only translations that are not a copy of their source.
    static let quickPass: QuickPassRule? = QuickPassRule()

    static func finding(_ pair: QualityPair) -> String? {
        guard let copy = pair.copy, copy.exemption == nil, pair.locale.language != pair.sourceLocale.language else { return nil }
        return "is the source text unchanged — translate it, or list the term in the glossary or \"keepTerms\" if it stays as it is"
    }

    /// Why a copy of `source` may be right whatever the locale (worked out once per source
    /// text): it is short, has no lower-case letter, reads as a name (`nameReason`), or is
    /// commonly kept; nil when a copy is a finding.
    static func exemption(_ source: QualityText, nameReason: String?, keptIn: Int, translatedIn: Int) -> String? {
        let core = source.trimmed.filter { $0 != QualityText.placeholder }
        if core.count < 2 { return "shorter than 2 characters" }
        if core.contains(where: { $0.properties.isUppercase }) && !core.contains(where: { $0.properties.isLowercase }) { return "no lower-case letter" }
        if let nameReason { return nameReason }
        return isCommonlyKept(source, kept: keptIn, of: translatedIn) ? "commonly kept" : nil
    }

    /// Whether the translation equals the source once outer whitespace is gone, ignoring case
    /// (canonically equivalent text counts as equal).
    static func isCopy(_ source: QualityText, _ target: QualityText) -> Bool {
        isCopy(source.text, target.text)
    }

    /// The same for a source text read before: an ASCII source is compared with the
    /// translation's bytes at once (this runs for every translation).
    static func isCopy(_ source: SourceText, _ target: String) -> Bool {
        if let folded = source.asciiFolded, let answer = target.withUTF8Span({ copyOfASCII(folded, $0) }) { return answer }
        return isCopy(source.text.text, target)
    }

    /// Whether `bytes` are a copy of the ASCII text `folded` (trimmed, lower-cased), or nil when
    /// the full comparison must decide: a non-ASCII scalar can equal ASCII only as outer
    /// whitespace, or when it lower-cases or normalizes into it (the Kelvin sign is `k`, the
    /// Greek question mark `;`, U+1FEF is a backquote).
    private static func copyOfASCII(_ folded: [UInt8], _ bytes: Span<UInt8>) -> Bool? {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        // The bytes that are ASCII and equal the source's, ignoring case (a byte of 0x80 or more
        // equals no byte of ASCII text).
        var matched = 0
        let limit = min(end - start, folded.count)
        while matched < limit, lowered(bytes[start + matched]) == folded[matched] { matched += 1 }
        var index = start + matched
        if index == end { return matched == folded.count }
        // The first difference, after bytes all ASCII and equal. An ASCII byte that is not
        // whitespace settles it: lower-casing keeps ASCII ASCII and normalizing composes nothing
        // into an ASCII scalar, so nothing after it can make the texts equal. After whitespace,
        // which the full comparison may trim with a no-break space after it, the first
        // non-ASCII scalar decides as below.
        if bytes[index] < 0x80, !isSpace(bytes[index]) { return false }
        while index < end, bytes[index] < 0x80 { index += 1 }
        if index == end { return false }
        // The scalar starting here (the text is valid UTF-8).
        let byte = bytes[index]
        var value = UInt32(byte & (byte >= 0xF0 ? 0x07 : byte >= 0xE0 ? 0x0F : 0x1F))
        var next = index + 1
        while next < end, bytes[next] & 0xC0 == 0x80 {
            value = value << 6 | UInt32(bytes[next] & 0x3F)
            next += 1
        }
        if value == 0x212A || value == 0x37E || value == 0x1FEF { return nil }
        if let scalar = Unicode.Scalar(value), QualityText.isWhitespace(scalar) { return nil }
        return false
    }

    static func isCopy(_ source: String, _ target: String) -> Bool {
        if let quick = quickCopyAnswer(source.utf8, target.utf8) { return quick }
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

    /// The answer from the UTF-8 bytes alone when they give one (this runs for every
    /// translation): outer ASCII whitespace trimmed, bytes equal ignoring ASCII case → a copy; the
    /// first difference between ASCII bytes, or between an ASCII byte and a scalar of a script
    /// whose letters neither lower-case to ASCII nor decompose into it → not a copy. Anything
    /// else (no-break spaces at the edges, combining marks, a Kelvin sign) is left to the full
    /// comparison.
    private static func quickCopyAnswer(_ a: String.UTF8View, _ b: String.UTF8View) -> Bool? {
        var i = a.startIndex, iEnd = a.endIndex, j = b.startIndex, jEnd = b.endIndex
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        while i < iEnd, isSpace(a[i]) { i = a.index(after: i) }
        while j < jEnd, isSpace(b[j]) { j = b.index(after: j) }
        while iEnd > i, isSpace(a[a.index(before: iEnd)]) { iEnd = a.index(before: iEnd) }
        while jEnd > j, isSpace(b[b.index(before: jEnd)]) { jEnd = b.index(before: jEnd) }
        // A non-ASCII scalar at an edge may be whitespace (a no-break space): then the full
        // comparison decides.
        func edgeIsWhitespace(_ view: String.UTF8View, _ start: String.Index, _ end: String.Index) -> Bool {
            guard start < end else { return false }
            if view[start] >= 0x80, let first = Substring(view[start..<end]).unicodeScalars.first, QualityText.isWhitespace(first) { return true }
            if view[view.index(before: end)] >= 0x80, let last = Substring(view[start..<end]).unicodeScalars.last, QualityText.isWhitespace(last) { return true }
            return false
        }
        if edgeIsWhitespace(a, i, iEnd) || edgeIsWhitespace(b, j, jEnd) { return nil }
        var left = a[i..<iEnd].makeIterator()
        var right = b[j..<jEnd].makeIterator()
        var position = 0
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case (let x?, let y?):
                if x == y || (x < 0x80 && y < 0x80 && lowered(x) == lowered(y)) { position += 1; continue }
                if x < 0x80, y < 0x80 { return false }
                if x >= 0x80, y >= 0x80 { return nil }
                // One ASCII, one the first byte of a scalar (the bytes before were equal):
                // different unless that scalar could fold into ASCII.
                let other = x < 0x80 ? Substring(b[b.index(j, offsetBy: position)...]).unicodeScalars.first
                    : Substring(a[a.index(i, offsetBy: position)...]).unicodeScalars.first
                return other.map(foldsApartFromASCII) == true ? false : nil
            default:
                return nil
            }
        }
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 { (0x41...0x5A).contains(byte) ? byte + 32 : byte }

    /// A scalar of Greek, Cyrillic, Armenian, Hebrew, Arabic and the scripts after them, Hangul,
    /// kana and CJK — not a combining mark, not Latin Extended Additional and not a letterlike
    /// symbol (the Kelvin sign is `K`): nothing it lower-cases or decomposes to starts with ASCII.
    private static func foldsApartFromASCII(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0370...0x1DBF, 0x1F00...0x1FFF, 0x2E80...0xFDFF, 0xFE70...0xFEFF: return scalar.properties.canonicalCombiningClass == .notReordered
        default: return false
        }
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
