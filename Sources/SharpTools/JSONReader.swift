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
public struct JSONReader: Sendable {
    /// The kinds of JSON value, as seen by `peekKind()`.
    public enum ValueKind: String, Sendable, CustomStringConvertible {
        case object, array, string, number, bool, null
        public var description: String {
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
    public static let defaultMaximumDepth = 512

    public let bytes: [UInt8]
    /// Offset of the next unread byte.
    public private(set) var offset: Int
    /// Offset where the most recently started value (or key) begins; errors point here.
    public private(set) var valueStart: Int
    public let maximumDepth: Int
    private var depth = 0
    /// True right after `beginObject`/`beginArray`: the next member needs no comma.
    private var atContainerStart = false

    public init(bytes: [UInt8], maximumDepth: Int = JSONReader.defaultMaximumDepth) {
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
    public init(bytes: [UInt8], startingAt byteOffset: Int, enclosingDepth: Int = 0, maximumDepth: Int = JSONReader.defaultMaximumDepth) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.offset = byteOffset
        self.valueStart = byteOffset
        self.depth = enclosingDepth
    }

    // MARK: Positions

    /// 1-based line and column (in Unicode scalars) of a byte offset.
    public func position(of byteOffset: Int) -> JSONPosition {
        var line = 1
        var column = 1
        let end = min(byteOffset, bytes.count)
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
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
    public mutating func peekKind() throws(JSONReaderError) -> ValueKind {
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

    public mutating func beginObject() throws(JSONReaderError) {
        try expectKind(.object)
        try enterContainer()
    }

    /// The next member's key, or nil after the closing `}` has been consumed.
    public mutating func nextKey() throws(JSONReaderError) -> String? {
        guard try moveToNextMember() else { return nil }
        let key = try scanString()
        try consumeColon()
        return key
    }

    /// Past the comma before the next member (to its key's opening quote, which `valueStart`
    /// then points at); false after consuming the object's closing `}`.
    private mutating func moveToNextMember() throws(JSONReaderError) -> Bool {
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
    private mutating func consumeColon() throws(JSONReaderError) {
        skipWhitespace()
        guard offset < bytes.count else { throw error(.unexpectedEnd, at: offset) }
        guard bytes[offset] == UInt8(ascii: ":") else {
            throw error(.syntax("expected ':' after a member name, found \(describe(bytes[offset]))"), at: offset)
        }
        offset += 1
    }

    public mutating func beginArray() throws(JSONReaderError) {
        try expectKind(.array)
        try enterContainer()
    }

    /// True when another element follows; false after the closing `]` has been consumed.
    public mutating func nextElement() throws(JSONReaderError) -> Bool {
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
    public mutating func finish() throws(JSONReaderError) {
        skipWhitespace()
        if offset < bytes.count {
            throw error(.syntax("unexpected \(describe(bytes[offset])) after the end of the document"), at: offset)
        }
    }

    // MARK: Parallel parsing

    /// The offset of the next non-whitespace byte (nothing is consumed but whitespace).
    public mutating func offsetOfNextToken() -> Int {
        skipWhitespace()
        return offset
    }

    /// Treats the reader, placed at an element in the middle of an array, as inside that array:
    /// `nextElement()` then reads that element first and stops at the array's `]`. Used to
    /// parse the second half of a large array on another core.
    public mutating func resumeInsideArray() throws(JSONReaderError) {
        try enterContainer(consuming: false)
    }

    /// Continues after `newOffset`, up to which another reader over the same bytes has read
    /// (and validated) a complete value.
    public mutating func continueAfter(_ newOffset: Int) {
        precondition(newOffset >= offset && newOffset <= bytes.count, "continueAfter must move forward within the document")
        offset = newOffset
        atContainerStart = false
    }

    // MARK: Scalars

    public mutating func readString() throws(JSONReaderError) -> String {
        try expectKind(.string)
        return try scanString()
    }

    /// The byte range of the next string's content when it holds no escape or control
    /// character (the string is then consumed), or nil, with nothing consumed, when it does:
    /// the caller then reads it with `readString()`, which decodes or reports the problem.
    /// For callers in other modules that parse ASCII formats (UUIDs, timestamps) from the
    /// bytes in place: no copy, no UTF-8 validation (the caller's own format check rejects
    /// anything unexpected), no reference counting on the shared document (which two threads
    /// parsing halves of it would contend for), and, not being generic, no unspecialized closure.
    public mutating func readPlainStringRange() throws(JSONReaderError) -> Range<Int>? {
        try expectKind(.string)
        let start = offset + 1
        let end = plainRun(from: start).end
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
        offset = end + 1
        return start..<end
    }

    /// The next member's key looked up in `table`, or nil after the closing `}` has been
    /// consumed. A key without escapes is compared in place, so the known members of
    /// millions of log objects cost no `String` each.
    public mutating func nextKey(in table: JSONKeyTable) throws(JSONReaderError) -> JSONKeyTable.Match? {
        guard try moveToNextMember() else { return nil }
        let keyStart = offset
        let match: JSONKeyTable.Match
        if let range = try readPlainStringRange(), let index = bytes.withUnsafeBufferPointer({ table.index(of: UnsafeBufferPointer(rebasing: $0[range])) }) {
            match = .known(index)
        } else {
            // Unknown, or written with escapes: decoded (and validated) like any key.
            offset = keyStart
            let key = try scanString()
            match = table.index(of: key).map { .known($0) } ?? .unknown(key)
        }
        valueStart = keyStart
        try consumeColon()
        return match
    }

    /// Consumes a `null` and returns true, or leaves any other value unread and returns false.
    public mutating func readNullIfPresent() throws(JSONReaderError) -> Bool {
        guard try peekKind() == .null else { return false }
        try scanLiteral("null")
        return true
    }

    public mutating func readBool() throws(JSONReaderError) -> Bool {
        try expectKind(.bool)
        if bytes[offset] == UInt8(ascii: "t") {
            try scanLiteral("true")
            return true
        }
        try scanLiteral("false")
        return false
    }

    /// The number's text exactly as written (validated against the JSON grammar).
    public mutating func readNumberText() throws(JSONReaderError) -> String {
        try expectKind(.number)
        let range = try scanNumber()
        return String(decoding: bytes[range.range], as: UTF8.self)
    }

    /// An integer written without fraction or exponent that fits in `Int`.
    public mutating func readInt() throws(JSONReaderError) -> Int {
        try expectKind(.number)
        let start = offset
        let number = try scanNumber()
        guard number.isInteger else {
            throw error(.notAnInteger(String(decoding: bytes[number.range], as: UTF8.self)), at: start)
        }
        var index = number.range.lowerBound
        let negative = bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var value = 0
        while index < number.range.upperBound {
            let digit = Int(bytes[index] &- UInt8(ascii: "0"))
            let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = negative
                ? shifted.subtractingReportingOverflow(digit)
                : shifted.addingReportingOverflow(digit)
            if overflow1 || overflow2 {
                throw error(.numberOutOfRange(String(decoding: bytes[number.range], as: UTF8.self)), at: start)
            }
            value = next
            index += 1
        }
        return value
    }

    /// A finite number as `Double`.
    public mutating func readDouble() throws(JSONReaderError) -> Double {
        try expectKind(.number)
        let start = offset
        let number = try scanNumber()
        let text = String(decoding: bytes[number.range], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(.numberOutOfRange(text), at: start)
        }
        return value
    }

    /// Skips one complete value of any kind (iteratively: deep nesting cannot overflow the stack).
    public mutating func skipValue() throws(JSONReaderError) {
        var openContainerIsObject: [Bool] = []
        var needsValue = true
        while true {
            if needsValue {
                switch try peekKind() {
                case .object:
                    try beginObject()
                    if try nextKey() != nil {
                        openContainerIsObject.append(true)
                        continue
                    }
                case .array:
                    try beginArray()
                    if try nextElement() {
                        openContainerIsObject.append(false)
                        continue
                    }
                case .string: _ = try scanString()
                case .number: _ = try scanNumber()
                case .bool: _ = try readBool()
                case .null: try scanLiteral("null")
                }
            }
            // A value has just ended: move on inside the innermost open container.
            guard let isObject = openContainerIsObject.last else { return }
            let hasMore = isObject ? try nextKey() != nil : try nextElement()
            if hasMore {
                needsValue = true
            } else {
                openContainerIsObject.removeLast()
                needsValue = false
            }
        }
    }

    // MARK: Errors

    public func error(_ kind: JSONReaderError.Kind, at byteOffset: Int) -> JSONReaderError {
        JSONReaderError(kind: kind, offset: byteOffset, position: position(of: byteOffset))
    }

    /// A type mismatch at the value most recently peeked.
    public func typeMismatch(expected: String, found: ValueKind) -> JSONReaderError {
        error(.typeMismatch(expected: expected, found: found), at: valueStart)
    }

    // MARK: Private scanning

    private mutating func expectKind(_ expected: ValueKind) throws(JSONReaderError) {
        let found = try peekKind()
        guard found == expected else { throw typeMismatch(expected: expected.description, found: found) }
    }

    private mutating func enterContainer(consuming: Bool = true) throws(JSONReaderError) {
        guard depth < maximumDepth else {
            throw error(.syntax("nesting deeper than \(maximumDepth) levels"), at: offset)
        }
        depth += 1
        if consuming { offset += 1 }
        atContainerStart = true
    }

    /// The offset of the first byte at or after `start` that ends the plain part of a string
    /// — a quote, a backslash or a control character — or `bytes.count`; and whether a byte
    /// of 0x80 or more came before it. Eight bytes at a time while none of them stops: most
    /// strings in a store (ids, timestamps, notes) are scanned in four or five steps.
    private func plainRun(from start: Int) -> (end: Int, isASCII: Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            var index = start
            var highBits: UInt64 = 0
            if let base = buffer.baseAddress {
                let raw = UnsafeRawPointer(base)
                let ones: UInt64 = 0x0101_0101_0101_0101
                let highs: UInt64 = 0x8080_8080_8080_8080
                while index + 8 <= count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    let quote = word ^ (ones &* 0x22)
                    let backslash = word ^ (ones &* 0x5C)
                    // A byte is zero (or, for the last term, below 0x20) exactly when its high
                    // bit is set in the result; the terms are exact for bytes below 0x80, and
                    // bytes of 0x80 and more are masked out by `~word`.
                    let stops = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20)) & ~word & highs
                    if stops != 0 { break }
                    highBits |= word & highs
                    index += 8
                }
            }
            var isASCII = highBits == 0
            while index < count {
                let byte = buffer[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
            return (index, isASCII)
        }
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    private mutating func scanLiteral(_ literal: StaticString) throws(JSONReaderError) {
        let start = offset
        let count = literal.utf8CodeUnitCount
        // Byte by byte: a slice of the document would retain its shared buffer.
        let matches = literal.withUTF8Buffer { expected in
            guard offset + count <= bytes.count else { return false }
            for index in 0..<count where bytes[offset + index] != expected[index] { return false }
            return true
        }
        guard matches else {
            throw error(.unexpectedCharacter(describe(bytes[start])), at: start)
        }
        offset += count
    }

    private struct NumberRange {
        var range: Range<Int>
        var isInteger: Bool
    }

    private mutating func scanNumber() throws(JSONReaderError) -> NumberRange {
        let start = offset
        var isInteger = true
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else {
            throw error(.syntax("invalid number: a digit must follow '-'"), at: start)
        }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) {
                throw error(.syntax("invalid number: leading zeros are not allowed"), at: start)
            }
        } else {
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            isInteger = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error(.syntax("invalid number: a digit must follow '.'"), at: start)
            }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            isInteger = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") {
                offset += 1
            }
            guard offset < bytes.count, isDigit(bytes[offset]) else {
                throw error(.syntax("invalid number: a digit must follow the exponent"), at: start)
            }
            while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
        }
        return NumberRange(range: start..<offset, isInteger: isInteger)
    }

    @inline(__always)
    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Scans a string starting at the opening quote.
    private mutating func scanString() throws(JSONReaderError) -> String {
        let start = offset
        offset += 1
        let contentStart = offset
        // Fast path: no escapes.
        let run = plainRun(from: contentStart)
        offset = run.end
        if offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let range = contentStart..<offset
                offset += 1
                // ASCII is valid UTF-8 by construction: the cheap, non-validating initializer suffices.
                if run.isASCII {
                    return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
                }
                let text = bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
                if let text { return text }
                throw error(.invalidUTF8, at: firstInvalidUTF8(in: range))
            }
            if byte < 0x20 {
                throw error(.syntax("control character \(describe(byte)) in a string must be escaped"), at: offset)
            }
        }
        guard offset < bytes.count else { throw error(.syntax("unterminated string"), at: start) }
        // Slow path: decode escapes into a byte buffer.
        var buffer = Array(bytes[contentStart..<offset])
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                offset += 1
                if let text = String(validating: buffer, as: UTF8.self) { return text }
                throw error(.invalidUTF8, at: firstInvalidUTF8(in: contentStart..<offset - 1))
            }
            if byte < 0x20 {
                throw error(.syntax("control character \(describe(byte)) in a string must be escaped"), at: offset)
            }
            if byte != UInt8(ascii: "\\") {
                buffer.append(byte)
                offset += 1
                continue
            }
            let escapeStart = offset
            offset += 1
            guard offset < bytes.count else { break }
            switch bytes[offset] {
            case UInt8(ascii: "\""): buffer.append(0x22)
            case UInt8(ascii: "\\"): buffer.append(0x5C)
            case UInt8(ascii: "/"): buffer.append(0x2F)
            case UInt8(ascii: "b"): buffer.append(0x08)
            case UInt8(ascii: "f"): buffer.append(0x0C)
            case UInt8(ascii: "n"): buffer.append(0x0A)
            case UInt8(ascii: "r"): buffer.append(0x0D)
            case UInt8(ascii: "t"): buffer.append(0x09)
            case UInt8(ascii: "u"):
                offset += 1
                var scalar = try scanHex4(escapeStart: escapeStart)
                if (0xD800...0xDBFF).contains(scalar) {
                    // A high surrogate must be followed by an escaped low surrogate.
                    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw error(.syntax("unpaired UTF-16 surrogate in \\u escape"), at: escapeStart)
                    }
                    offset += 2
                    let low = try scanHex4(escapeStart: escapeStart)
                    guard (0xDC00...0xDFFF).contains(low) else {
                        throw error(.syntax("unpaired UTF-16 surrogate in \\u escape"), at: escapeStart)
                    }
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(scalar) {
                    throw error(.syntax("unpaired UTF-16 surrogate in \\u escape"), at: escapeStart)
                }
                // Valid by construction: surrogates were excluded above.
                let unicodeScalar = Unicode.Scalar(scalar) ?? "\u{FFFD}"
                buffer.append(contentsOf: Array(String(unicodeScalar).utf8))
                continue
            default:
                throw error(.syntax("invalid escape sequence \\\(describe(bytes[offset]))"), at: escapeStart)
            }
            offset += 1
        }
        throw error(.syntax("unterminated string"), at: start)
    }

    private mutating func scanHex4(escapeStart: Int) throws(JSONReaderError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error(.syntax("incomplete \\u escape"), at: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error(.syntax("invalid \\u escape: four hex digits expected"), at: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    private func firstInvalidUTF8(in range: Range<Int>) -> Int {
        var index = range.lowerBound
        while index < range.upperBound {
            let end = min(index + 4, range.upperBound)
            var found = false
            for length in 1...(end - index) {
                if String(validating: bytes[index..<index + length], as: UTF8.self) != nil {
                    index += length
                    found = true
                    break
                }
            }
            if !found { return index }
        }
        return range.lowerBound
    }

    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }
}

public struct JSONPosition: Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
    public var description: String { "\(line):\(column)" }
}

public struct JSONReaderError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        case unexpectedEnd
        case unexpectedCharacter(String)
        case syntax(String)
        case invalidUTF8
        case typeMismatch(expected: String, found: JSONReader.ValueKind)
        case notAnInteger(String)
        case numberOutOfRange(String)
    }

    public let kind: Kind
    public let offset: Int
    public let position: JSONPosition

    /// What is wrong, without the position (callers add file and place).
    public var message: String {
        switch kind {
        case .unexpectedEnd: return "unexpected end of file (truncated JSON?)"
        case .unexpectedCharacter(let c): return "invalid JSON: unexpected \(c)"
        case .syntax(let text): return "invalid JSON: \(text)"
        case .invalidUTF8: return "invalid UTF-8 in a string"
        case .typeMismatch(let expected, let found): return "expected \(expected), found \(found)"
        case .notAnInteger(let text): return "expected an integer, found \(Self.shortened(text))"
        case .numberOutOfRange(let text): return "number \(Self.shortened(text)) is out of range"
        }
    }

    /// A number as written can be megabytes long; an error line shows its start.
    static func shortened(_ text: String) -> String {
        text.utf8.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    public var isSyntaxError: Bool {
        switch kind {
        case .typeMismatch, .notAnInteger, .numberOutOfRange: return false
        default: return true
        }
    }

    public var description: String { "\(position): \(message)" }
}
