/// A lexer for Swift source, exact where keys are concerned: string literals (escapes,
/// multi-line `"""` with its indentation stripped, raw `#"…"#`, interpolation `\(…)` with
/// nested literals and parentheses), line and nested block comments, numbers, identifiers
/// (also `` `quoted` ``), `#if`-style directives and single-byte punctuation. Everything else
/// is a punctuation token of its own; nothing is an error, so a file Swift would reject still
/// yields what can be read from it. Every token keeps its line and UTF-8 byte offset.
struct SwiftLexer {
    enum Kind: Equatable {
        case identifier, number, string, punctuation, directive
    }

    /// One part of a string literal: text (escapes resolved) or an interpolation's source.
    enum Piece: Equatable {
        case text(String)
        case interpolation([UInt8])
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
    }

    /// A `// trackerkit:keys PATTERN…` annotation.
    struct Annotation {
        var patterns: [String]
        var line: Int
    }

    let bytes: [UInt8]
    var index = 0
    var line = 1
    private(set) var tokens: [Token] = []
    private(set) var annotations: [Annotation] = []
    /// Byte offset of the start of each line seen so far (for columns).
    var lineStarts: [Int] = [0]

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func tokenize(_ bytes: [UInt8]) -> SwiftLexer {
        var lexer = SwiftLexer(bytes: bytes)
        lexer.run()
        return lexer
    }

    /// The 1-based column of a byte offset on `line`, counted in Unicode scalars.
    func column(of offset: Int, line: Int) -> Int {
        let start = lineStarts[max(0, min(line - 1, lineStarts.count - 1))]
        var column = 1
        var position = start
        while position < offset && position < bytes.count {
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        // The scalar at `offset` itself was counted once its first byte passed.
        return max(1, column)
    }

    mutating func newline(at position: Int) {
        line += 1
        lineStarts.append(position + 1)
    }

    private mutating func run() {
        while index < bytes.count {
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
                tokens.append(stringLiteral(hashes: 0, start: index))
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    let start = index
                    index += hashes
                    tokens.append(stringLiteral(hashes: hashes, start: start))
                } else {
                    let start = index
                    index += 1
                    let name = identifierText()
                    tokens.append(Token(kind: .directive, start: start, line: line, text: "#" + name))
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                number()
            case UInt8(ascii: "`"):
                let start = index
                index += 1
                let nameStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
                let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                tokens.append(Token(kind: .identifier, start: start, line: line, text: name))
            default:
                if Self.isIdentifierByte(byte) {
                    let start = index
                    tokens.append(Token(kind: .identifier, start: start, line: line, text: identifierText()))
                } else {
                    tokens.append(Token(kind: .punctuation, start: index, line: line, text: String(UnicodeScalar(byte))))
                    index += 1
                }
            }
        }
    }

    func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
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
        while index < bytes.count,
              Self.isIdentifierByte(bytes[index]) || (bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func number() {
        let start = index
        var isFloat = false
        let isHex = peek(1) == UInt8(ascii: "x") || peek(1) == UInt8(ascii: "X")
        while index < bytes.count {
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
        tokens.append(Token(kind: .number, start: start, line: line, text: String(decoding: bytes[start..<index], as: UTF8.self), isFloat: isFloat))
    }

    // MARK: Comments

    private mutating func lineComment() {
        let start = index + 2
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        annotation(in: start..<index, line: line)
    }

    private mutating func blockComment() {
        let startLine = line
        let start = index + 2
        var depth = 0
        while index < bytes.count {
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
        let rest = String(decoding: bytes[(position + Self.marker.count)..<range.upperBound], as: UTF8.self)
        let patterns = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\n" || $0 == "\r" }).map(String.init)
        if !patterns.isEmpty { annotations.append(Annotation(patterns: patterns, line: line)) }
    }
}
