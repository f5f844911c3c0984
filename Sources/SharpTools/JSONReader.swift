/// A pull parser over UTF-8 JSON bytes (RFC 8259).
///
/// Readers of the tracker store and of string catalogs walk the document with it directly,
/// without building an intermediate tree: that keeps memory flat for large stores, lets a
/// caller see duplicate object keys (which `JSONSerialization` silently merges) and gives
/// every error an exact byte offset that `position(of:)` turns into line:column.
///
/// Usage:
/// ```
/// try reader.beginObject()
/// while let key = try reader.nextKey() { … read or skip the value … }
/// ```
package struct JSONReader: Sendable {
    /// The kinds of JSON value, as seen by `peekKind()`.
    package enum ValueKind: String, Sendable, CustomStringConvertible {
        case object, array, string, number, bool, null
        package var description: String {
            switch self {
            case .object: return "an object"
            case .array: return "an array"
            case .string: return "a string"
            case .number: return "a number"
            case .bool: return "a boolean"
            case .null: return "null"
            }
        }
    }

    /// Nesting deeper than this is rejected instead of exhausting the stack or memory.
    package static let defaultMaximumDepth = 512

    package let bytes: [UInt8]
    /// Offset of the next unread byte.
    package internal(set) var offset: Int
    /// Offset where the most recently started value (or key) begins; errors point here.
    package internal(set) var valueStart: Int
    package let maximumDepth: Int
    var depth = 0
    /// True right after `beginObject`/`beginArray`: the next member needs no comma.
    var atContainerStart = false

    package init(bytes: [UInt8], maximumDepth: Int = JSONReader.defaultMaximumDepth) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        // A UTF-8 byte order mark (written by some Windows editors) carries no meaning.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        self.offset = start
        self.valueStart = start
    }

    /// A reader for the value that starts at `byteOffset` of `bytes` (used to come back to a
    /// member that was skipped on a first pass). The bytes are shared, not copied.
    /// `enclosingDepth`: how many containers around `byteOffset` are already open, so the
    /// nesting limit counts exactly as it would for a reader that started at the top.
    package init(bytes: [UInt8], startingAt byteOffset: Int, enclosingDepth: Int = 0, maximumDepth: Int = JSONReader.defaultMaximumDepth) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.offset = byteOffset
        self.valueStart = byteOffset
        self.depth = enclosingDepth
    }

    // MARK: Positions

    /// 1-based line and column (in Unicode scalars) of a byte offset. Lines end with LF, CRLF
    /// or a lone CR (as `LineLocator` counts them).
    package func position(of byteOffset: Int) -> JSONPosition {
        var line = 1
        var column = 1
        let end = min(byteOffset, bytes.count)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return JSONPosition(line: line, column: column)
    }

    // MARK: Structure

    /// The kind of the next value, without consuming it.
    package mutating func peekKind() throws(JSONReaderError) -> ValueKind {
        skipWhitespace()
        valueStart = offset
        guard offset < bytes.count else { throw error(.unexpectedEnd, at: offset) }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw error(.unexpectedCharacter(describe(bytes[offset])), at: offset)
        }
    }

    package mutating func beginObject() throws(JSONReaderError) {
        try expectKind(.object)
        try enterContainer()
    }

    /// The next member's key, or nil after the closing `}` has been consumed.
    package mutating func nextKey() throws(JSONReaderError) -> String? {
        guard try moveToNextMember() else { return nil }
        let key = try scanString()
        try consumeColon()
        return key
    }

    /// Past the comma before the next member (to its key's opening quote, which `valueStart`
    /// then points at); false after consuming the object's closing `}`.
    mutating func moveToNextMember() throws(JSONReaderError) -> Bool {
        let first = atContainerStart
        atContainerStart = false
        skipWhitespace()
        guard offset < bytes.count else { throw error(.unexpectedEnd, at: offset) }
        if bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            depth -= 1
            return false
        }
        if !first {
            guard bytes[offset] == UInt8(ascii: ",") else {
                throw error(.syntax("expected ',' or '}' after an object member, found \(describe(bytes[offset]))"), at: offset)
            }
            offset += 1
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
                throw error(.syntax("trailing comma before '}'"), at: offset)
            }
        }
        valueStart = offset
        guard offset < bytes.count else { throw error(.unexpectedEnd, at: offset) }
        guard bytes[offset] == UInt8(ascii: "\"") else {
            throw error(.syntax("expected a member name in double quotes, found \(describe(bytes[offset]))"), at: offset)
        }
        return true
    }

    /// The `:` after a member's key.
    mutating func consumeColon() throws(JSONReaderError) {
        skipWhitespace()
        guard offset < bytes.count else { throw error(.unexpectedEnd, at: offset) }
        guard bytes[offset] == UInt8(ascii: ":") else {
            throw error(.syntax("expected ':' after a member name, found \(describe(bytes[offset]))"), at: offset)
        }
        offset += 1
    }

    package mutating func beginArray() throws(JSONReaderError) {
        try expectKind(.array)
        try enterContainer()
    }

    /// True when another element follows; false after the closing `]` has been consumed.
    package mutating func nextElement() throws(JSONReaderError) -> Bool {
        let first = atContainerStart
        atContainerStart = false
        skipWhitespace()
        guard offset < bytes.count else { throw error(.unexpectedEnd, at: offset) }
        if bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            depth -= 1
            return false
        }
        if !first {
            guard bytes[offset] == UInt8(ascii: ",") else {
                throw error(.syntax("expected ',' or ']' after an array element, found \(describe(bytes[offset]))"), at: offset)
            }
            offset += 1
            skipWhitespace()
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
                throw error(.syntax("trailing comma before ']'"), at: offset)
            }
        }
        return true
    }

    /// Checks that nothing but whitespace follows the top-level value.
    package mutating func finish() throws(JSONReaderError) {
        skipWhitespace()
        if offset < bytes.count {
            throw error(.syntax("unexpected \(describe(bytes[offset])) after the end of the document"), at: offset)
        }
    }

    // MARK: Parallel parsing

    /// The offset of the next non-whitespace byte (nothing is consumed but whitespace).
    package mutating func offsetOfNextToken() -> Int {
        skipWhitespace()
        return offset
    }

    /// Treats the reader, placed at an element in the middle of an array, as inside that array:
    /// `nextElement()` then reads that element first and stops at the array's `]`. Used to
    /// parse the second half of a large array on another core.
    package mutating func resumeInsideArray() throws(JSONReaderError) {
        try enterContainer(consuming: false)
    }

    /// Continues after `newOffset`, up to which another reader over the same bytes has read
    /// (and validated) a complete value.
    package mutating func continueAfter(_ newOffset: Int) {
        precondition(newOffset >= offset && newOffset <= bytes.count, "continueAfter must move forward within the document")
        offset = newOffset
        atContainerStart = false
    }
}
