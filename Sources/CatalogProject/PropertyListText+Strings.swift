import StringCatalog
import SharpTools
import CatalogCode

/// The strings of an old-style property list: unquoted, or quoted with escapes.
extension PropertyListText {
    /// Whether `byte` may appear in an unquoted string: ASCII letters and digits and `_ $ + / : . -`.
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    /// The string at `position` (quoted or not), or nil when no string starts there.
    mutating func string() throws(Failure) -> String? {
        let first = bytes[position]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { return try quoted() }
        guard Self.isUnquoted(first) else { return nil }
        let start = position
        while position < bytes.count, Self.isUnquoted(bytes[position]) { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// A string between quotes. Escapes: `\a \b \f \n \r \t \v`, up to three octal digits for
    /// an ASCII character, `\U` with up to four hex digits for a UTF-16 unit (two in a row for
    /// a character beyond the Basic Multilingual Plane), and a backslash before any other
    /// character stands for that character (`\"`, `\\`).
    private mutating func quoted() throws(Failure) -> String {
        let start = position
        let quote = bytes[position]
        position += 1
        let contentStart = position
        // Nearly every string has no escape: then its bytes are taken as they are.
        while position < bytes.count, bytes[position] != quote, bytes[position] != UInt8(ascii: "\\") { position += 1 }
        if position < bytes.count, bytes[position] == quote {
            position += 1
            return String(decoding: bytes[contentStart..<(position - 1)], as: UTF8.self)
        }
        var text = Array(bytes[contentStart..<position])
        while position < bytes.count {
            let byte = bytes[position]
            if byte == quote {
                position += 1
                return String(decoding: text, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                try escape(into: &text)
            } else {
                text.append(byte)
                position += 1
            }
        }
        throw failure("a quoted string that is not closed", at: start)
    }

    /// Reads the escape at `position` (a backslash) and appends what it stands for.
    private mutating func escape(into text: inout [UInt8]) throws(Failure) {
        let start = position
        position += 1
        guard position < bytes.count else { throw failure("a quoted string that is not closed", at: start) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[position]) {
                value = value * 8 + Int(bytes[position] - UInt8(ascii: "0"))
                position += 1
                digits += 1
            }
            // Above 0o177 the byte is a NeXTSTEP-encoded character, which UTF-8 project files
            // never hold.
            guard value < 0x80 else { throw failure("an octal escape above \\177 (a NeXTSTEP character, not UTF-8)", at: start) }
            text.append(UInt8(value))
        case UInt8(ascii: "U"):
            let scalar = try unicodeEscape(start: start)
            text.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            text.append(byte)
        }
    }

    /// The character of a `\U` escape whose backslash is at `start` (`position` is after the
    /// `U`); a surrogate must be followed by its partner escape.
    private mutating func unicodeEscape(start: Int) throws(Failure) -> Unicode.Scalar {
        let unit = try hexUnit(start: start)
        if let scalar = Unicode.Scalar(unit) { return scalar }
        let isHigh = (0xD800...0xDBFF).contains(unit)
        guard isHigh, position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "U") else {
            throw failure("a \\U escape that is half of a UTF-16 pair", at: start)
        }
        let partnerStart = position
        position += 2
        let low = try hexUnit(start: partnerStart)
        guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
            throw failure("a \\U escape that is half of a UTF-16 pair", at: start)
        }
        return scalar
    }

    /// One to four hex digits after `\U`.
    private mutating func hexUnit(start: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        var digits = 0
        while digits < 4, position < bytes.count, let digit = Self.hexValue(bytes[position]) {
            value = value * 16 + UInt32(digit)
            position += 1
            digits += 1
        }
        guard digits > 0 else { throw failure("a \\U escape without hex digits", at: start) }
        return value
    }
}
