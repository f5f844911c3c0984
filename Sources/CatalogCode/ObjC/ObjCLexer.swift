import StringCatalog

/// A small lexer for Objective-C (`.m`, `.mm`, `.h`) that is exact only where keys are
/// concerned: `@"…"` string literals (escapes resolved), identifiers, and single-byte
/// punctuation. Comments, C strings (`"…"`), character literals (`'…'`) and preprocessor
/// lines are passed over; numbers and anything else become punctuation or identifiers of no
/// interest. Nothing is an error: an unterminated literal or comment ends at the file's end
/// (a literal also at its line's end, as the compiler would have it).
struct ObjCLexer {
    enum Kind: Equatable {
        case identifier, string, punctuation
    }

    struct Token {
        var kind: Kind
        /// The identifier's name, the literal's text, or the punctuation byte.
        var text: String
        var line: Int
        var column: Int
    }

    let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The lines read so far (all of them once `next()` has returned nil).
    var lines: Int { line }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// The next token, or nil at the end of the file.
    mutating func next() -> Token? {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) { advance() }
                index = min(bytes.count, index + 2)
            case UInt8(ascii: "@") where peek(1) == UInt8(ascii: "\""):
                let column = index - lineStart + 1
                let startLine = line
                index += 1
                return Token(kind: .string, text: quoted(), line: startLine, column: column)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                _ = quoted()
            case UInt8(ascii: "#") where isLineStart():
                // A preprocessor line, continued by a backslash.
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") { advance() }
                    if index < bytes.count { advance() }
                }
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while let next = peek(0), Self.isWordByte(next) { index += 1 }
                return Token(kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line, column: start - lineStart + 1)
            case 0...0x20:
                index += 1
            default:
                index += 1
                return Token(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line, column: index - lineStart)
            }
        }
        return nil
    }

    /// Moves one byte on, counting lines.
    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// Whether only blanks stand before `index` on its line.
    private func isLineStart() -> Bool {
        var position = index - 1
        while position >= lineStart, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") { position -= 1 }
        return position < lineStart
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// The text of the literal whose opening quote is at `index`, escapes resolved; moves past
    /// its closing quote (or to its line's end when it has none).
    private mutating func quoted() -> String {
        let quote = bytes[index]
        index += 1
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "\n") {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                text.append(bytes[index])
                index += 1
                continue
            }
            index += 2
            switch bytes[index - 1] {
            case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "0"): text.append(0)
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index
            case UInt8(ascii: "u"), UInt8(ascii: "U"): text += unicodeEscape(digits: bytes[index - 1] == UInt8(ascii: "u") ? 4 : 8)
            case let other: text.append(other)
            }
        }
        if index < bytes.count, bytes[index] == quote { index += 1 }
        return String(decoding: text, as: UTF8.self)
    }

    /// The UTF-8 bytes of a `\u` escape's scalar (its hex digits read from `index`).
    private mutating func unicodeEscape(digits: Int) -> [UInt8] {
        var value: UInt32 = 0
        var read = 0
        while read < digits, let byte = peek(0), let digit = Self.hexValue(byte) {
            value = value * 16 + digit
            index += 1
            read += 1
        }
        guard read > 0, let scalar = UnicodeScalar(value) else { return [] }
        return Array(String(Character(scalar)).utf8)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
