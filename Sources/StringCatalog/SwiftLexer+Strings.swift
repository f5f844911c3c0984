/// String literals, as the Swift book defines them: the value a literal denotes, with
/// escapes resolved and a multi-line literal's indentation (that of its closing delimiter)
/// removed — the same text Xcode's extraction takes as the key.
extension SwiftLexer {
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
    private static let newlineByte = UInt8(ascii: "\n")

    /// Lexes a literal whose first `"` is at `index` (after `hashes` `#`s, starting at `start`).
    mutating func stringLiteral(hashes: Int, start: Int) -> Token {
        let startLine = line
        guard peek(1) == Self.quote, peek(2) == Self.quote else {
            index += 1
            let pieces = literalBody(hashes: hashes, multiLine: false, indent: []).pieces
            return Token(kind: .string, start: start, line: startLine, pieces: pieces)
        }
        index += 3
        // The opening delimiter ends its line; the text starts on the next one.
        while index < bytes.count, bytes[index] != Self.newlineByte { index += 1 }
        if index < bytes.count {
            newline(at: index)
            index += 1
        }
        let bodyStart = index, bodyLine = line, knownLines = lineStarts.count
        // First pass: where the literal ends and how far its closing delimiter is indented;
        // second pass: the text with that indentation removed from every line.
        let indent = literalBody(hashes: hashes, multiLine: true, indent: []).indent
        index = bodyStart
        line = bodyLine
        lineStarts.removeLast(lineStarts.count - knownLines)
        let pieces = literalBody(hashes: hashes, multiLine: true, indent: indent).pieces
        return Token(kind: .string, start: start, line: startLine, pieces: pieces)
    }

    private func closes(hashes: Int, multiLine: Bool) -> Bool {
        let quotes = multiLine ? 3 : 1
        for offset in 0..<quotes where peek(offset) != Self.quote { return false }
        for offset in 0..<hashes where peek(quotes + offset) != UInt8(ascii: "#") { return false }
        return true
    }

    private mutating func literalBody(hashes: Int, multiLine: Bool, indent: [UInt8]) -> (pieces: [Piece], indent: [UInt8]) {
        var pieces: [Piece] = []
        var text: [UInt8] = []
        var atLineStart = multiLine
        func flush() {
            if !text.isEmpty { pieces.append(.text(String(decoding: text, as: UTF8.self))) }
            text.removeAll()
        }
        while index < bytes.count {
            if atLineStart {
                atLineStart = false
                var skipped = 0
                while skipped < indent.count, index < bytes.count, bytes[index] == indent[skipped] { index += 1; skipped += 1 }
                continue
            }
            let byte = bytes[index]
            if byte == Self.quote, closes(hashes: hashes, multiLine: multiLine) {
                var closingIndent: [UInt8] = []
                if multiLine {
                    // The raw line break before the closing delimiter is not part of the text.
                    let lineStart = lineStarts[lineStarts.count - 1]
                    closingIndent = Array(bytes[lineStart..<index])
                    if text.last == Self.newlineByte { text.removeLast() }
                }
                index += (multiLine ? 3 : 1) + hashes
                flush()
                return (pieces, closingIndent)
            }
            if byte == Self.newlineByte {
                guard multiLine else { break } // unterminated: what was read is the value
                text.append(byte)
                newline(at: index)
                index += 1
                atLineStart = true
                continue
            }
            if byte == Self.backslash, (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                index += 1 + hashes
                switch escape(into: &text, multiLine: multiLine) {
                case .character: break
                case .lineContinuation: atLineStart = true
                case .interpolation:
                    flush()
                    pieces.append(.interpolation(interpolationSource()))
                }
                continue
            }
            text.append(byte)
            index += 1
        }
        flush()
        return (pieces, [])
    }

    private enum Escape { case character, lineContinuation, interpolation }

    /// Reads the escape after `\` (and its `#`s): a character appended to `text`, a line
    /// continuation, or the `(` of an interpolation.
    private mutating func escape(into text: inout [UInt8], multiLine: Bool) -> Escape {
        guard index < bytes.count else { return .character }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(Self.newlineByte)
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "u") where peek(0) == UInt8(ascii: "{"):
            let digitsStart = index + 1
            var end = digitsStart
            while end < bytes.count, end - digitsStart < 9, bytes[end] != UInt8(ascii: "}") { end += 1 }
            let hex = String(decoding: bytes[digitsStart..<min(end, bytes.count)], as: UTF8.self)
            if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            index = min(end + 1, bytes.count)
        case UInt8(ascii: "("):
            return .interpolation
        case UInt8(ascii: " ") where multiLine, UInt8(ascii: "\t") where multiLine, Self.newlineByte where multiLine:
            // A line continuation: the line break and what surrounds it are not text.
            var position = index - 1
            while position < bytes.count, bytes[position] != Self.newlineByte { position += 1 }
            if position < bytes.count {
                newline(at: position)
                index = position + 1
                return .lineContinuation
            }
            index = position
        default:
            text.append(byte) // \\ \" \' and anything Swift would reject
        }
        return .character
    }

    /// The source of an interpolation whose `(` was just read, up to its matching `)`
    /// (consumed); nested literals, comments and parentheses are skipped over.
    private mutating func interpolationSource() -> [UInt8] {
        let start = index
        var depth = 1
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                index += 1
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 {
                    let source = Array(bytes[start..<index])
                    index += 1
                    return source
                }
                index += 1
            case Self.quote:
                _ = stringLiteral(hashes: 0, start: index)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == Self.quote {
                    let literalStart = index
                    index += hashes
                    _ = stringLiteral(hashes: hashes, start: literalStart)
                } else {
                    index += hashes
                }
            case Self.newlineByte:
                newline(at: index)
                index += 1
            default:
                index += 1
            }
        }
        return Array(bytes[start..<index])
    }
}
