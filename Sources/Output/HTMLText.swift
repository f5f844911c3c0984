/// Text for HTML and SVG (XML) content and attribute values: `& < > " '` escaped, and the
/// characters XML 1.0 forbids (C0 controls but tab, LF, CR; U+FFFE, U+FFFF; lone surrogates
/// cannot occur in a Swift string) replaced by U+FFFD, so a hostile tracker name cannot
/// break the SVG files or the page.
public enum HTMLText {
    public static func escape(_ text: String) -> String {
        // Most text (dates, numbers, labels) has nothing to escape: one pass over its bytes
        // decides, and the string is returned as it is. Bytes that may need work: ASCII
        // specials and controls, DEL, and the lead bytes of C1 controls (C2) and U+FFFE/F (EF).
        if !text.utf8.contains(where: { byte in
            byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xEF
                || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
        }) {
            return text
        }
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
}
