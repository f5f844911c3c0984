import StringCatalog

/// A lexer for Swift source, exact where keys are concerned: string literals (escapes,
/// multi-line `"""` with its indentation stripped, raw `#"…"#`, interpolation `\(…)` with
/// nested literals and parentheses), line and nested block comments, numbers, identifiers
/// (also `` `quoted` ``), `#if`-style directives and single-byte punctuation. Everything else
/// is a punctuation token of its own (a run of control bytes, such as a file of NUL bytes, is
/// one token); nothing is an error, so a file Swift would reject still yields what can be
/// read from it. Every token keeps its line and UTF-8 byte offset, a string literal its column.
///
/// Tokens come one at a time (`lex(into:)`), so the caller decides how many to keep: the key
/// scanner keeps a window of them (`SwiftTokenWindow`), whatever the size of the file.
struct SwiftLexer {
    enum Kind: Equatable {
        case identifier, number, string, punctuation, directive
    }

    /// One part of a string literal: text (escapes resolved) or an interpolation's source
    /// (a slice of the file's bytes, shared rather than copied: an interpolation inside an
    /// interpolation is lexed again, and copies would cost the file's size at every level).
    enum Piece: Equatable {
        case text(String)
        case interpolation(ArraySlice<UInt8>)
    }

    struct Token {
        var kind: Kind
        var start: Int
        var line: Int
        /// The identifier's name, or the punctuation byte as a string.
        var text: String = ""
        /// For numbers: whether it has a fraction or exponent.
        var isFloat = false
        var pieces: [Piece] = []
        /// For string literals: the 1-based column of `start` on `line`, in Unicode scalars.
        var column = 0
        /// Inside a branch no build compiles (`#if false`); set by `SwiftTokenWindow`.
        var isDead = false
    }

    /// A `// trackerkit:keys PATTERN…` annotation.
    struct Annotation {
        var patterns: [String]
        var line: Int
    }

    /// The bytes lexed: a whole file, or an interpolation's source within one (its offsets
    /// are the file's).
    let bytes: ArraySlice<UInt8>
    var index: Int
    var line = 1
    /// Byte offset of the start of the current line.
    var lineStart: Int
    private(set) var annotations: [Annotation] = []
    /// The patterns of `annotations`.
    private var annotated: Set<String> = []
    /// How far `column(at:)` has counted on the current line, to go on from there: every
    /// byte of a line is counted once, however many literals the line holds.
    private var columnMark: (offset: Int, column: Int)

    init(bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        index = bytes.startIndex
        lineStart = bytes.startIndex
        columnMark = (bytes.startIndex, 1)
    }

    /// The tokens of `bytes` (an interpolation's source); nil when there are more than `limit`.
    static func tokens(of bytes: ArraySlice<UInt8>, limit: Int) -> [Token]? {
        var lexer = SwiftLexer(bytes: bytes)
        var tokens: [Token] = []
        while lexer.lex(into: &tokens) {
            if tokens.count > limit { return nil }
        }
        return tokens
    }

    /// The 1-based column of the byte offset `offset` on the current line, counted in Unicode
    /// scalars. Offsets asked for on one line must not decrease.
    mutating func column(at offset: Int) -> Int {
        if columnMark.offset < lineStart { columnMark = (lineStart, 1) }
        while columnMark.offset < offset && columnMark.offset < bytes.endIndex {
            if bytes[columnMark.offset] & 0xC0 != 0x80 { columnMark.column += 1 }
            columnMark.offset += 1
        }
        // The scalar at `offset` itself was counted once its first byte passed.
        return max(1, columnMark.column)
    }

    mutating func newline(at position: Int) {
        line += 1
        lineStart = position + 1
    }

    /// Appends the next token to `tokens` (built in place: a token moved through a return
    /// value costs as much as lexing it); false at the end of the file.
    mutating func lex(into tokens: inout [Token]) -> Bool {
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                newline(at: index)
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                blockComment()
            case UInt8(ascii: "\""):
                let column = column(at: index)
                tokens.append(stringLiteral(hashes: 0, start: index))
                tokens[tokens.count - 1].column = column
                return true
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                let start = index
                if peek(hashes) == UInt8(ascii: "\"") {
                    let column = column(at: start)
                    index += hashes
                    tokens.append(stringLiteral(hashes: hashes, start: start))
                    tokens[tokens.count - 1].column = column
                    return true
                }
                index += 1
                let name = identifierText()
                tokens.append(Token(kind: .directive, start: start, line: line, text: "#" + name))
                return true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                tokens.append(number())
                return true
            case UInt8(ascii: "`"):
                let start = index
                index += 1
                let nameStart = index
                while index < bytes.endIndex, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if index < bytes.endIndex, bytes[index] == UInt8(ascii: "`") { index += 1 }
                tokens.append(Token(kind: .identifier, start: start, line: line, text: name))
                return true
            default:
                let start = index
                if Self.isIdentifierByte(byte) {
                    tokens.append(Token(kind: .identifier, start: start, line: line, text: identifierText()))
                    return true
                }
                index += 1
                // Control bytes are no Swift: a run of them is one token, not one per byte.
                if Self.isControlByte(byte) {
                    while index < bytes.endIndex, Self.isControlByte(bytes[index]) { index += 1 }
                }
                tokens.append(Token(kind: .punctuation, start: start, line: line, text: String(UnicodeScalar(byte))))
                return true
            }
        }
        return false
    }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.endIndex ? bytes[index + offset] : nil
    }

    /// Bytes below space other than tab, line feed and carriage return, and DEL.
    static func isControlByte(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            return true
        default:
            return false
        }
    }

    mutating func identifierText() -> String {
        let start = index
        while index < bytes.endIndex,
              Self.isIdentifierByte(bytes[index]) || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func number() -> Token {
        let start = index
        var isFloat = false
        let isHex = peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X")
        while index < bytes.endIndex {
            let byte = bytes[index]
            if Self.isIdentifierByte(byte) && byte < 0x80 || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
                if !isHex && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) { isFloat = true }
                index += 1
            } else if byte == UInt8(ascii: "."), let next = peek(1), next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9") {
                isFloat = true
                index += 1
            } else if (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")),
                      index > start, bytes[index - 1] == UInt8(ascii: "e") || bytes[index - 1] == UInt8(ascii: "E"), !isHex {
                index += 1
            } else {
                break
            }
        }
        return Token(kind: .number, start: start, line: line, text: String(decoding: bytes[start..<index], as: UTF8.self), isFloat: isFloat)
    }

    // MARK: Comments

    private mutating func lineComment() {
        let start = index + 2
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        annotation(in: start..<index, line: line)
    }

    private mutating func blockComment() {
        let startLine = line
        let start = index + 2
        var depth = 0
        while index < bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else {
                if bytes[index] == UInt8(ascii: "\n") { newline(at: index) }
                index += 1
            }
        }
        annotation(in: start..<max(start, index - 2), line: startLine)
    }

    private static let marker = Array("trackerkit:keys".utf8)

    /// Records `trackerkit:keys A* B*` when a comment holds it.
    private mutating func annotation(in range: Range<Int>, line: Int) {
        guard range.count > Self.marker.count else { return }
        var position = range.lowerBound
        while position < range.upperBound, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
            position += 1
        }
        guard position + Self.marker.count <= range.upperBound,
              bytes[position..<position + Self.marker.count].elementsEqual(Self.marker) else { return }
        // Split byte by byte, each pattern made a string as it ends: a comment of a million
        // patterns costs memory for the distinct ones, not for a list of them all. A pattern
        // the file named before adds nothing: kept once, however often it is repeated.
        var patterns: [String] = []
        var start = position + Self.marker.count
        for index in start...range.upperBound {
            guard index == range.upperBound || Self.separatesPatterns(bytes[index]) else { continue }
            if index > start {
                let pattern = String(decoding: bytes[start..<index], as: UTF8.self)
                if annotated.insert(pattern).inserted { patterns.append(pattern) }
            }
            start = index + 1
        }
        if !patterns.isEmpty { annotations.append(Annotation(patterns: patterns, line: line)) }
    }

    /// Space, tab, comma and line breaks separate the patterns of an annotation.
    private static func separatesPatterns(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
