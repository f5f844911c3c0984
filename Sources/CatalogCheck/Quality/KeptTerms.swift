import StringCatalog
import CatalogText

/// Names and terms that translations keep as they are, and how `same-as-source` tells a source
/// that reads as a name from text that was simply not translated.
enum KeptTerms {
    /// Apple's platforms and products, common brands, file formats and acronyms that
    /// translators keep (a project adds its own with `keepTerms` and glossary terms translated
    /// as themselves). Lower-case.
    static let builtIn: [String] = [
        "apple", "mac", "macos", "ios", "ipados", "watchos", "tvos", "visionos", "iphone", "ipad", "ipod", "airpods",
        "apple watch", "apple tv", "apple vision", "apple vision pro", "apple silicon", "app store", "xcode", "swift",
        "swiftui", "icloud", "siri", "safari", "finder", "spotlight", "touch id", "face id", "imessage", "facetime",
        "github", "gitlab", "google", "youtube", "discord", "mastodon", "twitter", "reddit", "telegram", "whatsapp",
        "paypal", "deepl", "openai", "chatgpt", "homebrew", "python", "wine", "metal", "rosetta", "sparkle", "bluesky",
        "ok", "wi-fi", "wifi", "bluetooth", "usb", "url", "api", "pdf", "gif", "jpeg", "png", "svg", "html", "css", "json",
        "xml", "csv", "ssh", "id", "pin", "beta",
    ]

    /// `terms` lower-cased, longest first (so `apple watch` goes before `apple`), each once.
    static func prepared(_ terms: [String]) -> [[Unicode.Scalar]] {
        var seen = Set<String>()
        // Each term's scalars counted once, not in every comparison of the sort.
        var unique: [(text: String, scalars: [Unicode.Scalar])] = []
        for term in terms {
            let folded = Glossary.lowercased(term)
            if !folded.isEmpty, seen.insert(folded).inserted { unique.append((folded, Array(folded.unicodeScalars))) }
        }
        unique.sort { first, second in
            first.scalars.count != second.scalars.count ? first.scalars.count > second.scalars.count : first.text < second.text
        }
        return unique.map(\.scalars)
    }

    /// Why `source` reads as a name that stays as it is, or nil: only links or placeholders, a
    /// path (`homebrew/core`), a key-like identifier of 3 or more dot-separated parts, one
    /// camel-case word (`GitHub`, `iPhone`, `macOS`), or only `terms` (prepared) and lone letters.
    static func nameReason(_ source: QualityText, terms: [[Unicode.Scalar]]) -> String? {
        var text = source.scalars.filter { $0 != QualityText.placeholder }
        for range in Links.ranges(in: text).reversed() { text.replaceSubrange(range, with: [" "]) }
        let core = Array(trim(text[...]))
        guard core.contains(where: QualityText.isLetter) else { return "only links or placeholders" }
        if isPath(core) { return "a path" }
        if isIdentifier(core) { return "a key-like identifier" }
        if onlyTerms(core, terms: terms) { return "a brand or glossary term" }
        let words = self.words(core[...])
        if words.count == 1, isCamelCase(words[0]), Array(trim(core[...], also: [":", ".", "…"])) == Array(words[0]) {
            return "a camel-case name"
        }
        return nil
    }

    /// The number of words: runs that start with a letter and go on with letters, digits,
    /// marks, `_`, `'`, `’`, `&`, `+` or `-`.
    static func wordCount(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        words(scalars).count
    }

    static func words(_ scalars: ArraySlice<Unicode.Scalar>) -> [ArraySlice<Unicode.Scalar>] {
        var result: [ArraySlice<Unicode.Scalar>] = []
        var index = scalars.startIndex
        while index < scalars.endIndex {
            guard QualityText.isLetter(scalars[index]) else { index += 1; continue }
            let start = index
            index += 1
            while index < scalars.endIndex, isWordPart(scalars[index]) { index += 1 }
            result.append(scalars[start..<index])
        }
        return result
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        QualityText.isWordCharacter(scalar) || scalar == "'" || scalar == "’" || scalar == "&" || scalar == "+" || scalar == "-"
    }

    private static func trim(_ scalars: ArraySlice<Unicode.Scalar>, also extra: Set<Unicode.Scalar> = []) -> ArraySlice<Unicode.Scalar> {
        var slice = scalars
        while let first = slice.first, QualityText.isWhitespace(first) || extra.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, QualityText.isWhitespace(last) || extra.contains(last) { slice = slice.dropLast() }
        return slice
    }

    /// `user/tap`, `homebrew/core/`: word characters, `.` and `-`, in 2 or more parts joined by `/`.
    private static func isPath(_ core: [Unicode.Scalar]) -> Bool {
        var body = core[...]
        if body.last == "/" { body = body.dropLast() }
        let parts = body.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts.allSatisfy { part in
            !part.isEmpty && part.allSatisfy { QualityText.isWordCharacter($0) || $0 == "." || $0 == "-" }
        }
    }

    /// `error.data-downloading.couldnt-execute-request`: an ASCII letter first, then 3 or
    /// more parts joined by `.`.
    private static func isIdentifier(_ core: [Unicode.Scalar]) -> Bool {
        guard let first = core.first, first.isASCII, QualityText.isLetter(first) else { return false }
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[0].allSatisfy({ QualityText.isWordCharacter($0) || $0 == "-" }) else { return false }
        return parts.dropFirst().allSatisfy { $0.allSatisfy { QualityText.isWordCharacter($0) || $0 == "-" || $0 == "%" || $0 == "@" } }
    }

    /// A lower-case ASCII letter followed by an upper-case one somewhere: `GitHub`, `macOS`.
    private static func isCamelCase(_ word: ArraySlice<Unicode.Scalar>) -> Bool {
        zip(word, word.dropFirst()).contains { (0x61...0x7A).contains($0.value) && (0x41...0x5A).contains($1.value) }
    }

    /// Whether nothing but `terms` (whole words, ignoring case) and lone letters has letters.
    private static func onlyTerms(_ core: [Unicode.Scalar], terms: [[Unicode.Scalar]]) -> Bool {
        var text = Array(String(String.UnicodeScalarView(core)).lowercased().unicodeScalars)
        for term in terms where term.count <= text.count {
            var index = 0
            while index + term.count <= text.count {
                if text[index..<(index + term.count)].elementsEqual(term),
                   index == 0 || !QualityText.isLetter(text[index - 1]),
                   index + term.count == text.count || !QualityText.isLetter(text[index + term.count]) {
                    for position in index..<(index + term.count) { text[position] = " " }
                    index += term.count
                } else {
                    index += 1
                }
            }
        }
        for index in text.indices where QualityText.isLetter(text[index]) {
            let before = index > 0 && QualityText.isLetter(text[index - 1])
            let after = index + 1 < text.count && QualityText.isLetter(text[index + 1])
            if before || after { return false }
        }
        return true
    }
}
