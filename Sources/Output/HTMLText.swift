/// Text for HTML and SVG (XML) content and attribute values: `& < > " '` escaped, and the
/// characters XML 1.0 forbids (C0 controls but tab, LF, CR; U+FFFE, U+FFFF; lone surrogates
/// cannot occur in a Swift string) replaced by U+FFFD, so a hostile tracker name cannot
/// break the SVG files or the page.
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        // Most text (dates, numbers, labels) has nothing to escape: one pass over its bytes
        // decides, and the string is returned as it is.
        needsEscaping(text) ? escapeEachScalar(text) : text
    }

    /// `escape` scalar by scalar, without the quick look at the bytes.
    static func escapeEachScalar(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                    || (0x80...0x9F).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Whether `escape` changes `text`, by its bytes: an ASCII special or control, DEL, a C1
    /// control (C2 80–C2 9F) or U+FFFE / U+FFFF (EF BF BE / EF BF BF). Other bytes of
    /// multi-byte characters (the "·" of a tooltip, C2 B7) need no work.
    static func needsEscaping(_ text: String) -> Bool {
        text.withUTF8Span { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case 0x00..<0x20, 0x7F, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"):
                    return true
                case 0xC2:
                    if index + 1 < bytes.count, bytes[index + 1] <= 0x9F { return true }
                case 0xEF:
                    if index + 2 < bytes.count, bytes[index + 1] == 0xBF, bytes[index + 2] >= 0xBE { return true }
                default:
                    break
                }
                index += 1
            }
            return false
        }
    }

    /// User text (a tracker's name, a catalog key) as HTML content among the page's own words:
    /// escaped and inside `<bdi>`, so its direction — right-to-left letters, or an RLO — cannot
    /// reorder the words around it ("NoAlc: 16 days" never reads "syad 61 :").
    public static func isolated(_ text: String) -> String {
        "<bdi>" + escape(withoutStrayIsolateEnds(text)) + "</bdi>"
    }

    /// User text inside plain text — an attribute value, an SVG `<title>` — where no element can
    /// isolate it: between FIRST STRONG ISOLATE (U+2068) and POP DIRECTIONAL ISOLATE (U+2069),
    /// which end every embedding, override and isolate the text opened. Not escaped.
    public static func isolatedPlain(_ text: String) -> String {
        "\u{2068}" + withoutStrayIsolateEnds(text) + "\u{2069}"
    }

    /// `text` with every POP DIRECTIONAL ISOLATE (U+2069) that ends no isolate the text itself
    /// began replaced by U+FFFD: such a PDI would end the isolate around the text, and what
    /// followed it would reorder the words after the text again.
    static func withoutStrayIsolateEnds(_ text: String) -> String {
        // U+2069 is E2 81 A9 in UTF-8: without an E2 byte there is none.
        guard text.utf8.contains(0xE2) else { return text }
        var open = 0
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2066...0x2068:
                open += 1
                result.append(scalar)
            case 0x2069:
                if open > 0 {
                    open -= 1
                    result.append(scalar)
                } else {
                    result.append("\u{FFFD}")
                }
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }
}
