/// A PO string literal both ways: C escapes as gettext reads and writes them.
enum POString {
    /// `"text"` with `\`, `"`, and control characters escaped (`\n`, `\t`, `\r`, `\a`, `\b`,
    /// `\f`, `\v`; any other as three octal digits).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{07}": out += "\\a"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{0B}": out += "\\v"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let octal = String(scalar.value, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The lines a message's string is written on after its keyword: one quoted line, or —
    /// when it holds a line break before its end — an empty one and then a line per line of
    /// text, each ending with its `\n`, as xgettext writes them.
    static func lines(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in text {
            current.append(character)
            if character == "\n" || character == "\r\n" {
                parts.append(current)
                current = ""
            }
        }
        if !current.isEmpty { parts.append(current) }
        guard parts.count > 1 else { return [quoted(text)] }
        return [quoted("")] + parts.map(quoted)
    }

    /// The text of a quoted literal (`"…"`, nothing but spaces after it).
    static func unquote(_ literal: String, line: Int) throws(POFile.ReadError) -> String {
        let scalars = Array(literal.unicodeScalars)
        guard scalars.first == "\"" else { throw POFile.ReadError(line: line, message: "expected a string in double quotes") }
        var out = String.UnicodeScalarView()
        var index = 1
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\"" {
                guard scalars[(index + 1)...].allSatisfy({ $0 == " " || $0 == "\t" }) else {
                    throw POFile.ReadError(line: line, message: "text after the closing quote")
                }
                return String(out)
            }
            index += 1
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard index < scalars.count else { break }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "a": out.append("\u{07}")
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "v": out.append("\u{0B}")
            case "\\", "\"", "'", "?": out.append(escape)
            case "0"..."7":
                var value = escape.value - 0x30
                var digits = 1
                while digits < 3, index < scalars.count, ("0"..."7").contains(scalars[index]) {
                    value = value * 8 + scalars[index].value - 0x30
                    index += 1
                    digits += 1
                }
                out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            case "x":
                var value: UInt32 = 0
                var digits = 0
                while index < scalars.count, digits < 2, let digit = UInt32(String(scalars[index]), radix: 16) {
                    value = value * 16 + digit
                    index += 1
                    digits += 1
                }
                guard digits > 0 else { throw POFile.ReadError(line: line, message: "\\x without hexadecimal digits") }
                out.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            default:
                throw POFile.ReadError(line: line, message: "unknown escape \\\(escape)")
            }
        }
        throw POFile.ReadError(line: line, message: "the string has no closing quote")
    }
}
