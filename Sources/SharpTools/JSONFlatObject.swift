import Foundation

/// An object whose members are all scalars — strings, numbers, `true`, `false`, `null` — as
/// one pass over its bytes finds them: the shape of each of a store's million logs. The
/// members are byte ranges into the document; `JSONReader`'s typed accessors (`uuid(_:)`,
/// `string(_:)`, …) turn them into values. Reused from object to object: reading one
/// allocates nothing.
///
/// The pass checks the object's syntax as the plain reader does (RFC 8259) but decides
/// nothing it cannot decide cheaply: a nested value, a key with an escape or a byte of 0x80 or
/// more, a control character in a string, or anything malformed make `readFlatObject(into:)`
/// return false, and the caller reads the object the plain way, which accepts it or reports
/// the problem exactly. A string value with escapes or non-ASCII bytes is found but not
/// decoded here (`isPlain` false); `string(_:)` decodes and validates it with the plain reader.
package struct JSONFlatObject: Sendable {
    /// What a member's value is.
    package enum Kind: UInt8, Sendable {
        case string, number, trueLiteral, falseLiteral, null
    }

    /// One member: the ranges of its key's and its value's bytes (a string's without the quotes).
    package struct Member: Sendable {
        package var key: Range<Int>
        package var value: Range<Int>
        package var kind: Kind
        /// A string of ASCII bytes without escapes (its bytes are its text); a number without
        /// fraction or exponent.
        package var isPlain: Bool
        /// A string with a backslash in it.
        var hasEscape: Bool
        /// The key's first sixteen bytes (zero after its end), for `keyIndex(of:in:)`.
        var keyHead: UInt64
        var keyTail: UInt64
    }

    package private(set) var members: [Member] = []
    /// The offset after the object's `}`.
    package private(set) var end = 0

    package init() {
        members.reserveCapacity(16)
    }

    mutating func reset() {
        members.removeAll(keepingCapacity: true)
        end = 0
    }

    mutating func append(_ member: Member) {
        members.append(member)
    }

    mutating func finish(at end: Int) {
        self.end = end
    }
}

extension JSONReader {
    /// Reads the flat object at the reader's position (after `nextElement()` or a key) into
    /// `object`, without consuming it; `continueAfter(object.end)` consumes it once the caller
    /// has taken its values. False when the value there is not a flat object the pass can
    /// vouch for (see `JSONFlatObject`): then read it the plain way.
    package func readFlatObject(into object: inout JSONFlatObject) -> Bool {
        object.reset()
        guard depth < maximumDepth else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var scanner = FlatScanner(base: base, count: buffer.count, index: offset)
            return scanner.object(into: &object)
        }
    }
}

/// The pointer walk of `readFlatObject(into:)`; every read is checked against `count`.
private struct FlatScanner {
    let base: UnsafePointer<UInt8>
    let count: Int
    var index: Int

    @inline(__always)
    mutating func skipWhitespace() {
        while index < count {
            let byte = base[index]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return }
            index += 1
        }
    }

    @inline(__always)
    func byte(at position: Int) -> UInt8 {
        position < count ? base[position] : 0
    }

    mutating func object(into object: inout JSONFlatObject) -> Bool {
        guard byte(at: index) == UInt8(ascii: "{") else { return false }
        index += 1
        skipWhitespace()
        if byte(at: index) == UInt8(ascii: "}") {
            object.finish(at: index + 1)
            return true
        }
        while true {
            guard byte(at: index) == UInt8(ascii: "\"") else { return false }
            let keyStart = index + 1
            guard let key = string(from: keyStart), key.isASCII, !key.hasEscape else { return false }
            let (keyHead, keyTail) = words(keyStart..<key.end)
            index = key.end + 1
            skipWhitespace()
            guard byte(at: index) == UInt8(ascii: ":") else { return false }
            index += 1
            skipWhitespace()
            guard let (value, kind, isASCII, hasEscape) = value() else { return false }
            object.append(JSONFlatObject.Member(
                key: keyStart..<key.end, value: value, kind: kind, isPlain: isASCII && !hasEscape, hasEscape: hasEscape,
                keyHead: keyHead, keyTail: keyTail))
            skipWhitespace()
            switch byte(at: index) {
            case UInt8(ascii: ","):
                index += 1
                skipWhitespace()
            case UInt8(ascii: "}"):
                object.finish(at: index + 1)
                return true
            default:
                return false
            }
        }
    }

    /// The first sixteen bytes of `range` as two little-endian words, zero after its end.
    @inline(__always)
    func words(_ range: Range<Int>) -> (UInt64, UInt64) {
        let length = range.count
        if range.lowerBound + 16 <= count, length <= 16 {
            let raw = UnsafeRawPointer(base + range.lowerBound)
            let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let headMask: UInt64 = length >= 8 ? ~0 : (1 << (8 * UInt64(length))) - 1
            let tailMask: UInt64 = length >= 16 ? ~0 : length <= 8 ? 0 : (1 << (8 * UInt64(length - 8))) - 1
            return (head & headMask, tail & tailMask)
        }
        var head: UInt64 = 0, tail: UInt64 = 0
        for position in 0..<min(length, 16) {
            let byte = UInt64(base[range.lowerBound + position])
            if position < 8 { head |= byte << (8 * UInt64(position)) } else { tail |= byte << (8 * UInt64(position - 8)) }
        }
        return (head, tail)
    }

    /// The value at `index` (moved past it): its range and kind, whether it is ASCII (a
    /// number: an integer) and has escapes; nil for a container or anything malformed.
    mutating func value() -> (Range<Int>, JSONFlatObject.Kind, Bool, Bool)? {
        let start = index
        switch byte(at: index) {
        case UInt8(ascii: "\""):
            guard let string = string(from: start + 1) else { return nil }
            index = string.end + 1
            return (start + 1..<string.end, .string, string.isASCII, string.hasEscape)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let isInteger = number() else { return nil }
            return (start..<index, .number, isInteger, false)
        case UInt8(ascii: "t"):
            guard literal(0x65_75_72_74, length: 4) else { return nil }
            return (start..<index, .trueLiteral, true, false)
        case UInt8(ascii: "f"):
            guard byte(at: index + 4) == UInt8(ascii: "e"), literal(0x73_6C_61_66, length: 5) else { return nil }
            return (start..<index, .falseLiteral, true, false)
        case UInt8(ascii: "n"):
            guard literal(0x6C_6C_75_6E, length: 4) else { return nil }
            return (start..<index, .null, true, false)
        default:
            return nil
        }
    }

    /// The four first bytes of a literal, little-endian (`true`, `fals`, `null`); moves past it.
    @inline(__always)
    mutating func literal(_ firstFour: UInt32, length: Int) -> Bool {
        guard index + length <= count,
              UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self) == firstFour.littleEndian else { return false }
        index += length
        return true
    }

    /// The end of a string whose content starts at `start` (the offset of its closing quote),
    /// whether it is all ASCII and whether it has an escape. Nil for a control character or a
    /// string that does not end. An escape's next byte is skipped; the plain reader checks
    /// escapes when it decodes the string.
    func string(from start: Int) -> (end: Int, isASCII: Bool, hasEscape: Bool)? {
        var position = start
        var isASCII = true
        var hasEscape = false
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while true {
            // Eight bytes at a time to the first quote, backslash, control character or byte
            // of 0x80 or more: the lowest flagged byte is always a real one (the tricks below
            // can only flag bytes above a real one wrongly).
            while position + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let quote = word ^ (ones &* 0x22)
                let backslash = word ^ (ones &* 0x5C)
                let stops = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash | (word &- ones &* 0x20) | word) & highs
                if stops != 0 {
                    position += stops.trailingZeroBitCount >> 3
                    break
                }
                position += 8
            }
            guard position < count else { return nil }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                return (position, isASCII, hasEscape)
            case UInt8(ascii: "\\"):
                hasEscape = true
                position += 2
            case 0..<0x20:
                return nil
            default:
                if byte >= 0x80 { isASCII = false }
                position += 1
            }
        }
    }

    /// A number by the JSON grammar, moved past; whether it is an integer (no fraction or
    /// exponent). Nil when malformed.
    mutating func number() -> Bool? {
        if byte(at: index) == UInt8(ascii: "-") { index += 1 }
        let first = byte(at: index)
        guard first &- UInt8(ascii: "0") < 10 else { return nil }
        index += 1
        if first != UInt8(ascii: "0") {
            while byte(at: index) &- UInt8(ascii: "0") < 10 { index += 1 }
        }
        var isInteger = true
        if byte(at: index) == UInt8(ascii: ".") {
            index += 1
            guard byte(at: index) &- UInt8(ascii: "0") < 10 else { return nil }
            while byte(at: index) &- UInt8(ascii: "0") < 10 { index += 1 }
            isInteger = false
        }
        if byte(at: index) | 0x20 == UInt8(ascii: "e") {
            index += 1
            if byte(at: index) == UInt8(ascii: "+") || byte(at: index) == UInt8(ascii: "-") { index += 1 }
            guard byte(at: index) &- UInt8(ascii: "0") < 10 else { return nil }
            while byte(at: index) &- UInt8(ascii: "0") < 10 { index += 1 }
            isInteger = false
        }
        return isInteger
    }
}

/// The values of a `JSONFlatObject`'s members; nil when the member is not of the kind asked for.
extension JSONReader {
    /// The index in `table` of the member's key (told apart by its length and first sixteen
    /// bytes; a longer key's other bytes are compared too).
    package func keyIndex(of member: JSONFlatObject.Member, in table: JSONKeyTable) -> Int? {
        guard let index = table.index(count: member.key.count, head: member.keyHead, tail: member.keyTail) else { return nil }
        guard member.key.count > 16 else { return index }
        return bytes.withUnsafeBufferPointer { table.index(of: UnsafeBufferPointer(rebasing: $0[member.key])) }
    }

    /// A plain string that is a UUID (`UUIDParser`).
    package func uuid(_ member: JSONFlatObject.Member) -> UUID? {
        guard member.kind == .string, member.isPlain else { return nil }
        return bytes.withUnsafeBufferPointer { UUIDParser.parse(UnsafeBufferPointer(rebasing: $0[member.value])) }
    }

    /// A plain string that is a timestamp (`TimestampParser`).
    package func timestamp(_ member: JSONFlatObject.Member) -> Date? {
        guard member.kind == .string, member.isPlain else { return nil }
        let result = bytes.withUnsafeBufferPointer { TimestampParser.parse(utf8: UnsafeBufferPointer(rebasing: $0[member.value])) }
        guard case .success(let date) = result else { return nil }
        return date
    }

    /// A string's text: a plain one as it is, any other decoded and validated by the plain
    /// reader (nil when that fails).
    package func string(_ member: JSONFlatObject.Member) -> String? {
        guard member.kind == .string else { return nil }
        if member.isPlain {
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[member.value]), as: UTF8.self) }
        }
        if !member.hasEscape {
            // Not ASCII: UTF-8 that is valid is the text, as the plain reader reads it; other
            // bytes are its error to report.
            return bytes.withUnsafeBufferPointer { String(validating: UnsafeBufferPointer(rebasing: $0[member.value]), as: UTF8.self) }
        }
        if let unescaped = bytes.withUnsafeBufferPointer({ Self.unescapedASCII(UnsafeBufferPointer(rebasing: $0[member.value])) }) {
            return unescaped
        }
        var reader = JSONReader(bytes: bytes, startingAt: member.value.lowerBound - 1)
        return try? reader.scanString()
    }

    /// The text of ASCII string content whose escapes are the two-character ones (`\"`, `\\`,
    /// `\/`, `\b`, `\f`, `\n`, `\r`, `\t`); nil for anything else (a `\u` escape, a byte of
    /// 0x80 or more), which the plain reader decodes or reports.
    static func unescapedASCII(_ content: UnsafeBufferPointer<UInt8>) -> String? {
        var failed = false
        let text = String(unsafeUninitializedCapacity: content.count) { output in
            var written = 0
            var index = 0
            while index < content.count {
                var byte = content[index]
                if byte >= 0x80 {
                    failed = true
                    return 0
                }
                if byte == UInt8(ascii: "\\") {
                    index += 1
                    guard index < content.count else {
                        failed = true
                        return 0
                    }
                    switch content[index] {
                    case UInt8(ascii: "\""): byte = 0x22
                    case UInt8(ascii: "\\"): byte = 0x5C
                    case UInt8(ascii: "/"): byte = 0x2F
                    case UInt8(ascii: "b"): byte = 0x08
                    case UInt8(ascii: "f"): byte = 0x0C
                    case UInt8(ascii: "n"): byte = 0x0A
                    case UInt8(ascii: "r"): byte = 0x0D
                    case UInt8(ascii: "t"): byte = 0x09
                    default:
                        failed = true
                        return 0
                    }
                }
                output[written] = byte
                written += 1
                index += 1
            }
            return written
        }
        return failed ? nil : text
    }

    /// An integer written without fraction or exponent that fits in `Int`, as `readInt()` reads it.
    package func int(_ member: JSONFlatObject.Member) -> Int? {
        guard member.kind == .number, member.isPlain else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Int? in
            var index = member.value.lowerBound
            let negative = buffer[index] == UInt8(ascii: "-")
            if negative { index += 1 }
            var value = 0
            while index < member.value.upperBound {
                let digit = Int(buffer[index] &- UInt8(ascii: "0"))
                let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (next, overflow2) = negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
                if overflow1 || overflow2 { return nil }
                value = next
                index += 1
            }
            return value
        }
    }
}
