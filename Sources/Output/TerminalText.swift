/// Text for a terminal or a CI log: user text (names, notes, messages) forced onto one line,
/// so a hostile name cannot forge extra lines.
public enum TerminalText {
    /// Control characters (line breaks included, and the C1 controls such as U+009B, which
    /// some terminals take as the start of an escape sequence) become visible escapes.
    public static func oneLine(_ text: String) -> String {
        // Nearly every name has none of them: C0 and DEL, or the lead byte of C1 (0xC2) and
        // of U+2028/U+2029 (0xE2) — no new string for those.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Only the line breaks made visible — LF and CRLF as `\n`, a lone CR as `\r` — so that a
    /// catalog key or message stays on one line and reads as it is written in the catalog.
    public static func showingLineBreaks(_ text: String) -> String {
        // Nearly every key and message has no line break: no new string for those.
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }
}
