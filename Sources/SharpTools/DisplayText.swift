/// Text from a store or a catalog (a tracker's name, a level's label, a catalog key) as the
/// tool shows it to people: at most `maximumCharacters` characters (grapheme clusters) and
/// `maximumBytes` bytes of UTF-8. A longer text is cut at a character boundary and ends in
/// "…", so a name of ten megabytes costs a report a few hundred bytes wherever it appears —
/// not ten megabytes per file, row and locale. What machines read (JSON) keeps the text whole.
///
/// Also the one list of the bidirectional formatting characters that the tool never lets act
/// in its Markdown and terminal output (`isBidiControl`).
package enum DisplayText {
    /// The most characters a shown text keeps, "…" included.
    package static let maximumCharacters = 200
    /// The most UTF-8 bytes a shown text keeps, "…" included: 200 characters of up to four
    /// bytes each; a character built of many scalars (an emoji sequence, a letter under dozens
    /// of combining marks) counts by its bytes.
    package static let maximumBytes = 800
    package static let ellipsis = "…"

    /// `text`, or its longest beginning within the limits followed by "…".
    package static func shortened(_ text: String) -> String {
        // Nearly every text is short: no walk over its characters.
        if text.utf8.count <= maximumCharacters { return text }
        let ellipsisBytes = ellipsis.utf8.count
        var characters = 0
        var bytes = 0
        // The end of the longest beginning that leaves room for the "…".
        var cut = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            characters += 1
            bytes += text.utf8.distance(from: index, to: next)
            if characters > maximumCharacters || bytes > maximumBytes { break }
            if characters < maximumCharacters && bytes <= maximumBytes - ellipsisBytes { cut = next }
            index = next
        }
        if index == text.endIndex { return text }
        if cut == text.startIndex {
            // A first character longer than the byte budget: its first scalars.
            var prefix = String.UnicodeScalarView()
            var used = 0
            for scalar in text.unicodeScalars {
                used += UTF8.width(scalar)
                if used > maximumBytes - ellipsisBytes { break }
                prefix.append(scalar)
            }
            return String(prefix) + ellipsis
        }
        return String(text[..<cut]) + ellipsis
    }

    /// The bidirectional formatting characters: ALM (U+061C), LRM and RLM (U+200E, U+200F),
    /// the embeddings and overrides LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and the isolates
    /// LRI, RLI, FSI, PDI (U+2066–U+2069). One of them in a name can reverse the text that
    /// follows it on the line ("16 days" read as "syad 61").
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Whether the UTF-8 bytes at `index` of `bytes` begin a bidi control (see `isBidiControl`):
    /// D8 9C, E2 80 8E/8F, E2 80 AA–AE, E2 81 A6–A9.
    @inlinable
    package static func bidiControlStarts(at index: Int, in bytes: Span<UInt8>) -> Bool {
        let lead = bytes[index]
        if lead == 0xD8 { return index + 1 < bytes.count && bytes[index + 1] == 0x9C }
        guard lead == 0xE2, index + 2 < bytes.count else { return false }
        let second = bytes[index + 1], third = bytes[index + 2]
        if second == 0x80 { return third == 0x8E || third == 0x8F || (0xAA...0xAE).contains(third) }
        return second == 0x81 && (0xA6...0xA9).contains(third)
    }
}
