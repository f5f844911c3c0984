/// How wide text is on a terminal, in columns, and text fitted to a width. An emoji and an
/// East Asian wide character take two columns, a combining mark none: counting Characters
/// would let a table of emoji (the 14-day strip) run past the edge it was meant to keep.
extension TerminalText {
    /// The columns `text` takes on a terminal.
    public static func columns(_ text: String) -> Int {
        text.reduce(0) { $0 + columns(of: $1) }
    }

    static func columns(of character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if first.properties.isEmojiPresentation || character.unicodeScalars.contains("\u{FE0F}") { return 2 }
        if wideRanges.contains(where: { $0.contains(first.value) }) { return 2 }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: return 1
        }
    }

    /// East Asian wide and fullwidth blocks (Hangul Jamo, CJK, Hiragana to Hangul syllables,
    /// fullwidth forms): enough for names in those scripts to line up.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD,
    ]

    /// `text` in at most `width` columns: as it is when it fits, else cut after whole
    /// characters and ended with "…".
    public static func cut(_ text: String, toColumns width: Int) -> String {
        guard columns(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let next = columns(of: character)
            if used + next > width - 1 { break }
            result.append(character)
            used += next
        }
        return result + "…"
    }

    /// `items` joined by `separator` into lines of at most `width` columns, a new line where
    /// the next item would not fit (an item wider than `width` stands alone on its line).
    public static func lines(_ items: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for item in items {
            if line.isEmpty {
                line = item
            } else if columns(line) + columns(separator) + columns(item) <= width {
                line += separator + item
            } else {
                lines.append(line)
                line = item
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
