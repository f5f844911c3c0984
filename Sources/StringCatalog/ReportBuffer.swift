import SharpTools

/// A report's text as UTF-8 bytes in one growing buffer.
///
/// A report of a large catalog has tens of thousands of problems, each written from a dozen
/// pieces; appending bytes to one array costs a copy per piece, where building the pieces as
/// strings and joining them allocated several strings per problem.
struct ReportBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func append(_ text: String) {
        FormatScanner.withBytes(of: text) { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(bytes more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// The decimal digits of `value`, as `String(value)` writes them.
    mutating func append(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
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
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// `text` as a JSON string literal, escaped by the package's one rule
    /// (`JSONValue.writeString`). That rule leaves every scalar but a quote, a backslash, a
    /// control character and U+2028/U+2029 as it is, and writes `\"` and `\\` for the
    /// first two; text with nothing else to escape — no control byte, no U+2028/U+2029
    /// (UTF-8 E2 80 A8 / E2 80 A9) — is written here byte by byte to the same result.
    /// Anything else goes through `JSONValue.writeString` itself.
    mutating func appendJSONString(_ text: String) {
        let written = FormatScanner.withBytes(of: text) { source -> Bool in
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
            bytes.append(UInt8(ascii: "\""))
            if quotes == 0 {
                bytes.append(contentsOf: source)
            } else {
                var start = 0
                for (index, byte) in source.enumerated() where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<index]))
                    bytes.append(UInt8(ascii: "\\"))
                    start = index
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start...]))
            }
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if written { return }
        var literal = ""
        JSONValue.writeString(text, to: &literal)
        append(literal)
    }

    /// `text`, or nil written as `null`, as a JSON value.
    mutating func appendJSONString(orNull text: String?) {
        if let text { appendJSONString(text) } else { append("null" as StaticString) }
    }
}
