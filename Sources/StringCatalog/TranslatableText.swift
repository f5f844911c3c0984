/// Decides whether a source text has anything to translate: after removing
/// format specifiers, digits, punctuation, symbols, emoji and whitespace, is a letter of any
/// script left? `""`, `"%@ %@"`, `"00:00"`, `"•"`, `"🔥"` have none. A word that is a lone
/// `x`/`X` (a multiplication sign written as a letter: `"%lld x %lld"`, `"%lldx"`) or a lone
/// `s` (the SI symbol for seconds: `"%llds"`) counts as a symbol: both read the same in every
/// language the catalogs we checked translate into.
public enum TranslatableText {
    public static func needsTranslation(_ text: String) -> Bool {
        // A web address (`https://%@/v1/responses`) reads the same in every language.
        if isWebAddress(text) || isAddress(text) { return false }
        var scalars = text.unicodeScalars[...]
        var wordLength = 0
        var wordIsSymbolLetter = false
        func endWord() -> Bool {
            defer { wordLength = 0 }
            return wordLength > 1 || (wordLength == 1 && !wordIsSymbolLetter)
        }
        while let scalar = scalars.first {
            if scalar == "%" {
                scalars = skipSpecifier(scalars.dropFirst())
                if endWord() { return true }
                continue
            }
            scalars = scalars.dropFirst()
            if scalar.properties.isAlphabetic && !scalar.properties.isEmojiPresentation {
                if wordLength == 0 { wordIsSymbolLetter = scalar == "x" || scalar == "X" || scalar == "s" }
                wordLength += 1
            } else if endWord() {
                return true
            }
        }
        return endWord()
    }

    /// Whether the text is an e-mail address, a host name or a handle on one — `user@server.com`,
    /// `@nos.social`, `.nos.social`, `example.org`: lower-case letters, digits, `-` and `_`
    /// in parts joined by dots (an `@` before the last ones), no space. Names read the same in
    /// every language; a dotted key (`settings.title`) is not one, its last part being no
    /// top-level domain of two to six letters after another part.
    static func isAddress(_ text: String) -> Bool {
        guard !text.isEmpty, text.utf8.count <= 254, !has(" ", text, { text.contains(" ") }), has(".", text, { text.contains(".") }) else { return false }
        var body = Substring(text)
        if body.first == "@" || body.first == "." { body = body.dropFirst() }
        let host = body.split(separator: "@", omittingEmptySubsequences: false)
        guard host.count <= 2, let domain = host.last, !domain.isEmpty else { return false }
        let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let top = labels.last, (2...6).contains(top.count), top.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        let allowed = { (c: Character) in c.isASCII && (c.isLowercase || c.isNumber || c == "-" || c == "_") }
        // A key such as `settings.title` has a last part no domain ends with.
        guard host.count == 2 || labels.count == 2 && ["com", "org", "net", "io", "app", "dev", "social", "me", "co"].contains(String(top)) || labels.count > 2 && top.count == 2
        else { return false }
        return labels.allSatisfy { !$0.isEmpty && $0.allSatisfy(allowed) } && (host.count == 1 || host[0].allSatisfy { allowed($0) || $0 == "." || $0 == "+" })
    }

    /// Whether the text is one web address: a scheme, `://` and no space.
    static func isWebAddress(_ text: String) -> Bool {
        // The bytes first: most texts have no `:` (Foundation's search costs thousands of
        // instructions a text, and the gate asks this for every key the code uses).
        guard text.utf8.contains(UInt8(ascii: ":")), let separator = text.range(of: "://"), !has(" ", text, { text.contains(" ") }) else { return false }
        let scheme = text[..<separator.lowerBound]
        return !scheme.isEmpty && scheme.unicodeScalars.allSatisfy { $0.properties.isAlphabetic }
    }

    /// Whether the ASCII character `ascii` is one of the text's characters, as `characters()`
    /// (the text's own search) says, decided on the bytes where they decide it: no such byte,
    /// no such character; one before an ASCII byte or at the end stands alone. Only one before
    /// a non-ASCII scalar, which may be a mark joining it, asks `characters()` — the search
    /// costs thousands of instructions a text, and the gate asks for every key the code uses.
    static func has(_ ascii: Unicode.Scalar, _ text: String, _ characters: () -> Bool) -> Bool {
        let byte = UInt8(ascii.value)
        var afterIt = false
        var undecided = false
        for next in text.utf8 {
            if afterIt {
                if next < 0x80 { return true }
                undecided = true
            }
            afterIt = next == byte
        }
        return afterIt || undecided && characters()
    }

    /// The text a translator would translate: the source localization's (its `other` form
    /// where it varies), else the key. A source text left empty on purpose — marked translated
    /// (a separator some languages do without) — is empty: nothing to translate.
    package static func sourceText(of entry: CatalogEntry, source position: Int) -> String {
        guard position >= 0, let text = entry.localizations[position].content.sourceText(at: []) else { return entry.key }
        if text.isEmpty {
            let unit = entry.localizations[position].content.stringUnit
            return unit?.state == "translated" && entry.localizations[position].content.variations == nil ? "" : entry.key
        }
        return text
    }

    /// The rest after a specifier whose `%` is already consumed: `%%`, `%1$@`, `%-5.2lf`,
    /// `%#@name@`; a `%` followed by nothing a specifier can hold is left as a symbol.
    package static func skipSpecifier(_ rest: Substring.UnicodeScalarView.SubSequence) -> Substring.UnicodeScalarView.SubSequence {
        var rest = rest
        if rest.first == "#", rest.dropFirst().first == "@" {
            // A substitution token `%#@name@`: the name is a variable, not text.
            let afterAt = rest.dropFirst(2)
            if let end = afterAt.firstIndex(of: "@") { return afterAt[afterAt.index(after: end)...] }
            return rest
        }
        let flagsAndWidth: Set<Unicode.Scalar> = ["-", "+", " ", "#", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "$", ".", "*"]
        while let scalar = rest.first, flagsAndWidth.contains(scalar) { rest = rest.dropFirst() }
        let lengths: Set<Unicode.Scalar> = ["h", "l", "q", "L", "z", "t", "j"]
        while let scalar = rest.first, lengths.contains(scalar) { rest = rest.dropFirst() }
        let conversions: Set<Unicode.Scalar> = [
            "@", "%", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S", "a", "A", "p",
        ]
        if let scalar = rest.first, conversions.contains(scalar) { rest = rest.dropFirst() }
        return rest
    }
}
