/// The byte-level scanning under the reader's public calls: whitespace, literals, numbers,
/// strings (eight bytes at a time where possible) and UTF-8 validation.
extension JSONReader {
    mutating func expectKind(_ expected: ValueKind) throws(JSONReaderError) {
        let found = try peekKind()
        guard found == expected else { throw typeMismatch(expected: expected.description, found: found) }
    }

    mutating func enterContainer(consuming: Bool = true) throws(JSONReaderError) {
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
    func plainRun(from start: Int) -> (end: Int, isASCII: Bool) {
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
    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x0A, 0x0D, 0x09: offset += 1
            default: return
            }
        }
    }

    mutating func scanLiteral(_ literal: StaticString) throws(JSONReaderError) {
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

    struct NumberRange {
        var range: Range<Int>
        var isInteger: Bool
    }

    mutating func scanNumber() throws(JSONReaderError) -> NumberRange {
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
    func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Scans a string starting at the opening quote.
    mutating func scanString() throws(JSONReaderError) -> String {
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

    mutating func scanHex4(escapeStart: Int) throws(JSONReaderError) -> UInt32 {
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

    func firstInvalidUTF8(in range: Range<Int>) -> Int {
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

    func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }
}
