import SharpTools

/// Text for a terminal or a CI log: user text (names, notes, messages) forced onto one line,
/// so a hostile name cannot forge extra lines.
public enum TerminalText {
    /// Control characters (line breaks included, and the C1 controls such as U+009B, which
    /// some terminals take as the start of an escape sequence) become visible escapes.
    public static func oneLine(_ text: String) -> String {
        // Nearly every name has none of them: no new string for those (a check of a large
        // catalog prints tens of thousands of keys and messages).
        guard needsEscaping(text) else { return text }
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

    /// Whether `text` holds a C0 control, DEL, a C1 control (UTF-8 C2 80–C2 9F) or U+2028 /
    /// U+2029 (E2 80 A8 / E2 80 A9), by its bytes.
    private static func needsEscaping(_ text: String) -> Bool {
        text.withUTF8Span { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return true }
                index += 1
            }
            return false
        }
    }
}