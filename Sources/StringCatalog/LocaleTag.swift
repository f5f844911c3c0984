import SharpTools

/// Checks a locale cell of a translator's file before it can create a localization: a typo
/// (`De`, ` de`, `de\0`) must not become a new language of the app.
public enum LocaleTag {
    /// `fr,pt-BR`: comma-separated tags, each well-formed exactly as written (an empty one is
    /// not a tag).
    package static func list(_ text: String) throws(InvalidValue) -> [String] {
        let tags = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if let bad = tags.first(where: { !isWellFormed($0) }) {
            throw InvalidValue(shown: String(reflecting: bad), "is not a BCP 47 language tag (such as fr, pt-BR or zh-Hans)")
        }
        return tags
    }


    /// Whether `tag` is a well-formed BCP 47 language tag as catalogs use them (`de`, `pt-BR`,
    /// `zh-Hans`, `es-419`, `sr-Latn-RS`): a language of 2–3 (or 5–8) ASCII letters, then
    /// subtags of 1–8 ASCII letters or digits, joined by hyphens.
    public static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard let language = subtags.first, [2, 3, 5, 6, 7, 8].contains(language.count), language.allSatisfy(isLetter) else { return false }
        return subtags.dropFirst().allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } }
    }

    /// Why a row may not use `locale`, or nil when it may: it is one of the catalog's locales
    /// (`known`, exact match) or one the user allowed to be created (`allowedNew`, or with
    /// `allowsWellFormed` any well-formed tag that is not a near miss of a known one).
    public static func problem(_ locale: String, known: Set<String>, allowedNew: Set<String>, allowsWellFormed: Bool = false) -> String? {
        if known.contains(locale) || allowedNew.contains(locale) { return nil }
        let shown = String(reflecting: locale)
        let folded = canonicalFold(locale)
        if let near = known.sorted().first(where: { canonicalFold($0) == folded }) {
            return "the locale \(shown) is not in the catalog; did you mean \(near)?"
        }
        guard isWellFormed(locale) else {
            return "the locale \(shown) is not a BCP 47 language tag (such as de, pt-BR or zh-Hans)"
        }
        if allowsWellFormed { return nil }
        let list = known.sorted().joined(separator: ", ")
        return "the locale \(locale) is not in the catalog (it has \(list)); to add it, import with --new-locale \(locale)"
    }

    /// Whether two tags name the same locale up to case, surrounding whitespace and `_` for
    /// `-` (`EN`, `en`, ` en`).
    public static func isSame(_ tag: String, as other: String) -> Bool {
        canonicalFold(tag) == canonicalFold(other)
    }

    /// Case, surrounding whitespace and `_` for `-` folded away, for suggestions.
    private static func canonicalFold(_ tag: String) -> String {
        String(tag.unicodeScalars.filter { !$0.properties.isWhitespace && $0.value != 0 })
            .replacingOccurrences(of: "_", with: "-").lowercased()
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
