/// A report's text as UTF-8 bytes in one growing buffer.
///
/// A report of a large catalog has tens of thousands of problems, each written from a dozen
/// pieces; appending bytes to one array costs a copy per piece, where building the pieces as
/// strings and joining them allocated several strings per problem. The small appends are
/// `@inlinable`: renderers in other modules call them in their hottest loops.
package struct ReportBuffer: Sendable {
    @usableFromInline var storage: [UInt8] = []

    package init(capacity: Int = 0) {
        storage.reserveCapacity(capacity)
    }

    /// The bytes written so far.
    package var bytes: [UInt8] { storage }

    /// The text written so far.
    package var text: String { String(decoding: storage, as: UTF8.self) }

    @inlinable
    package mutating func append(_ text: String) {
        storage.append(contentsOf: text.utf8)
    }

    @inlinable
    package mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { storage.append(contentsOf: $0) }
    }

    @inlinable
    package mutating func append(byte: UInt8) {
        storage.append(byte)
    }

    /// `text` with every byte for which `replacement` returns text replaced by that text.
    /// Meant for escapes of ASCII bytes: the UTF-8 of a non-ASCII character has no ASCII byte,
    /// so replacing ASCII bytes never splits a character.
    @inlinable
    package mutating func append(_ text: String, replacing replacement: (UInt8) -> StaticString?) {
        UTF8Access.withBytes(of: text) { source in
            var start = 0
            for index in source.indices {
                guard let substitute = replacement(source[index]) else { continue }
                storage.append(contentsOf: source[start..<index])
                substitute.withUTF8Buffer { storage.append(contentsOf: $0) }
                start = index + 1
            }
            storage.append(contentsOf: source[start...])
        }
    }

    /// The decimal digits of `value`, as `String(value)` writes them.
    package mutating func append(_ value: Int) {
        if value < 0 {
            storage.append(UInt8(ascii: "-"))
        }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            storage.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// `text` as a JSON string literal, escaped by the package's one rule
    /// (`JSONValue.writeString`). That rule leaves every scalar but a quote, a backslash, a
    /// control character and U+2028/U+2029 as it is, and writes `\"` and `\\` for the
    /// first two; text with nothing else to escape — no control byte, no U+2028/U+2029
    /// (UTF-8 E2 80 A8 / E2 80 A9) — is written here byte by byte to the same result.
    /// Anything else goes through `JSONValue.writeString` itself.
    package mutating func appendJSONString(_ text: String) {
        let written = UTF8Access.withBytes(of: text) { source -> Bool in
            var quotes = 0
            let count = source.count
            for index in 0..<count {
                let byte = source[index]
                if byte < 0x20 { return false }
                if byte == 0xE2, index + 2 < count, source[index + 1] == 0x80, source[index + 2] == 0xA8 || source[index + 2] == 0xA9 {
                    return false
                }
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { quotes += 1 }
            }
            storage.append(UInt8(ascii: "\""))
            if quotes == 0 {
                storage.append(contentsOf: source)
                storage.append(UInt8(ascii: "\""))
                return true
            }
            var start = 0
            for (index, byte) in source.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                storage.append(contentsOf: source[start..<index])
                storage.append(UInt8(ascii: "\\"))
                start = index
            }
            storage.append(contentsOf: source[start...])
            storage.append(UInt8(ascii: "\""))
            return true
        }
        if written { return }
        var literal = ""
        JSONValue.writeString(text, to: &literal)
        append(literal)
    }

    /// `text`, or nil written as `null`, as a JSON value.
    package mutating func appendJSONString(orNull text: String?) {
        if let text { appendJSONString(text) } else { append("null" as StaticString) }
    }
}

/// The UTF-8 bytes of a string, in place.
@usableFromInline
enum UTF8Access {
    /// Runs `body` over the UTF-8 bytes of `text`, in place when the string is stored
    /// contiguously (native strings are), else over a copy.
    @inlinable @inline(__always)
    static func withBytes<R>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }
}
