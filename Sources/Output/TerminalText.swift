import SharpTools

/// Text for a terminal or a CI log: user text (names, notes, messages) forced onto one line,
/// so a hostile name cannot forge extra lines, run an escape sequence or reverse the text
/// after it.
///
/// One visible form for every character that must not act, here and in Markdown
/// (`MarkdownText`): `\u{1b}` — the scalar's value in lower-case hex. It stands for the
/// control characters (C0 and DEL, and the C1 controls such as U+009B, which some terminals
/// take as the start of an escape sequence) and for the bidi controls
/// (`DisplayText.isBidiControl`: an RLO in a name would show "16 days" as "syad 61").
public enum TerminalText {
    /// Every control and bidi control as a visible escape; LF, CR and tab as `\n`, `\r`, `\t`.
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
                if mustNotAct(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Only the line breaks made visible — LF and CRLF as `\n`, a lone CR as `\r` — so that a
    /// catalog key or message stays on one line and reads as it is written in the catalog; the
    /// other controls and the bidi controls as visible escapes, tab as it is.
    public static func showingLineBreaks(_ text: String) -> String {
        // Nearly every key and message has none of them: no new string for those.
        guard needsEscaping(text) else { return text }
        var out = ""
        for character in text {
            switch character {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            default:
                for scalar in character.unicodeScalars {
                    if scalar != "\t" && mustNotAct(scalar) { out += escape(scalar) } else { out.unicodeScalars.append(scalar) }
                }
            }
        }
        return out
    }

    /// The controls and bidi controls as visible escapes; line breaks (LF, CR) and tab kept,
    /// for a format that encodes them itself (GitHub's workflow commands).
    public static func showingControls(_ text: String) -> String {
        guard needsEscaping(text) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar != "\n" && scalar != "\r" && scalar != "\t" && mustNotAct(scalar) {
                out += escape(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A control character (C0, DEL, C1) or a bidi control: shown as `escape(_:)`, never as itself.
    static func mustNotAct(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || DisplayText.isBidiControl(scalar)
    }

    /// `\u{1b}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16) + "}"
    }

    /// Whether `text` holds a C0 control, DEL, a C1 control (UTF-8 C2 80–C2 9F), U+2028 /
    /// U+2029 (E2 80 A8 / E2 80 A9) or a bidi control, by its bytes.
    static func needsEscaping(_ text: String) -> Bool {
        text.withUTF8Span { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x7F { return true }
                if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]) { return true }
                if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 { return true }
                if (byte == 0xD8 || byte == 0xE2) && DisplayText.bidiControlStarts(at: index, in: bytes) { return true }
                index += 1
            }
            return false
        }
    }
}
