import StringCatalog

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
        while index < bytes.endIndex, bytes[index] != Self.newlineByte { index += 1 }
        if index < bytes.endIndex {
            newline(at: index)
            index += 1
        }
        let bodyStart = index, bodyLine = line, bodyLineStart = lineStart
        // First pass: where the literal ends and how far its closing delimiter is indented;
        // second pass: the text with that indentation removed from every line.
        let indent = literalBody(hashes: hashes, multiLine: true, indent: []).indent
        index = bodyStart
        line = bodyLine
        lineStart = bodyLineStart
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
        while index < bytes.endIndex {
            if atLineStart {
                atLineStart = false
                var skipped = 0
                while skipped < indent.count, index < bytes.endIndex, bytes[index] == indent[skipped] { index += 1; skipped += 1 }
                continue
            }
            let byte = bytes[index]
            if byte == Self.quote, closes(hashes: hashes, multiLine: multiLine) {
                var closingIndent: [UInt8] = []
                if multiLine {
                    // The raw line break before the closing delimiter is not part of the text.
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
        guard index < bytes.endIndex else { return .character }
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
            while end < bytes.endIndex, end - digitsStart < 9, bytes[end] != UInt8(ascii: "}") { end += 1 }
            let hex = String(decoding: bytes[digitsStart..<min(end, bytes.endIndex)], as: UTF8.self)
            if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
            index = min(end + 1, bytes.endIndex)
        case UInt8(ascii: "("):
            return .interpolation
        case UInt8(ascii: " ") where multiLine, UInt8(ascii: "\t") where multiLine, Self.newlineByte where multiLine:
            // A line continuation: the line break and what surrounds it are not text.
            var position = index - 1
            while position < bytes.endIndex, bytes[position] != Self.newlineByte { position += 1 }
            if position < bytes.endIndex {
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
    /// (consumed); nested literals and parentheses are skipped over.
    private mutating func interpolationSource() -> ArraySlice<UInt8> {
        let start = index
        let end = skipInterpolation()
        return bytes[start..<end]
    }

    /// What `skipInterpolation` is inside of: an interpolation (with its open parentheses) or a
    /// literal nested in one.
    private enum Nesting {
        case interpolation(depth: Int)
        case literal(hashes: Int, multiLine: Bool)
    }

    /// How deep literals and interpolations nest before the rest of the file is taken as part
    /// of the interpolation. The compiler refuses code nested more than 256 levels deep, so no
    /// file that builds comes near; past it, the stack would cost more than the file.
    static let nestingLimit = 1024

    /// Moves past the `)` that closes the interpolation whose `(` was just read; returns the
    /// offset of that `)` (the end of the file when there is none). Literals nested in it, and
    /// interpolations nested in those, are passed over without building their values, on a
    /// stack of its own (not the call stack), and each byte is looked at once.
    private mutating func skipInterpolation() -> Int {
        var stack: [Nesting] = [.interpolation(depth: 1)]
        while index < bytes.endIndex, let top = stack.last {
            guard stack.count <= Self.nestingLimit else {
                index = bytes.endIndex
                break
            }
            let byte = bytes[index]
            switch top {
            case .interpolation(let depth):
                switch byte {
                case UInt8(ascii: "("):
                    stack[stack.count - 1] = .interpolation(depth: depth + 1)
                    index += 1
                case UInt8(ascii: ")"):
                    if depth == 1 {
                        stack.removeLast()
                        if stack.isEmpty {
                            index += 1
                            return index - 1
                        }
                    } else {
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                    index += 1
                case Self.quote:
                    stack.append(openNestedLiteral(hashes: 0))
                case UInt8(ascii: "#"):
                    var hashes = 0
                    while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                    index += hashes
                    if peek(0) == Self.quote { stack.append(openNestedLiteral(hashes: hashes)) }
                case Self.newlineByte:
                    newline(at: index)
                    index += 1
                default:
                    index += 1
                }
            case .literal(let hashes, let multiLine):
                if byte == Self.quote, closes(hashes: hashes, multiLine: multiLine) {
                    index += (multiLine ? 3 : 1) + hashes
                    stack.removeLast()
                } else if byte == Self.newlineByte && !multiLine {
                    stack.removeLast() // unterminated: the literal ends with its line
                } else if byte == Self.newlineByte {
                    newline(at: index)
                    index += 1
                } else if byte == Self.backslash, (0..<hashes).allSatisfy({ peek(1 + $0) == UInt8(ascii: "#") }) {
                    index += 1 + hashes
                    var ignored: [UInt8] = []
                    if escape(into: &ignored, multiLine: multiLine) == .interpolation { stack.append(.interpolation(depth: 1)) }
                } else {
                    index += 1
                }
            }
        }
        return index
    }

    /// Past the opening delimiter of a literal nested in an interpolation (`index` at its
    /// first `"`, after its `#`s): what `skipInterpolation` is then inside of.
    private mutating func openNestedLiteral(hashes: Int) -> Nesting {
        guard peek(1) == Self.quote, peek(2) == Self.quote else {
            index += 1
            return .literal(hashes: hashes, multiLine: false)
        }
        index += 3
        while index < bytes.endIndex, bytes[index] != Self.newlineByte { index += 1 }
        if index < bytes.endIndex {
            newline(at: index)
            index += 1
        }
        return .literal(hashes: hashes, multiLine: true)
    }
}
