import SharpTools

/// Where a JSON value lies in a file's bytes, and for an object where each member's name and
/// value lie: what a rewrite that keeps the file's layout needs to copy the bytes of
/// everything it does not change and to replace exactly the values it does.
package struct JSONSpan: Sendable {
    package struct Member: Sendable {
        package var name: String
        /// The opening quote of the name, and the byte after its closing quote.
        package var keyStart: Int
        package var keyEnd: Int
        package var value: JSONSpan
    }

    /// The value's first byte and the byte after its last.
    package var start: Int
    package var end: Int
    /// The members in file order, for an object; nil for any other value.
    package var members: [Member]?

    /// The spans of the document in `bytes` (a leading byte order mark is skipped).
    package static func read(_ bytes: [UInt8]) throws(JSONReaderError) -> JSONSpan {
        var reader = JSONReader(bytes: bytes)
        let span = try read(&reader)
        try reader.finish()
        return span
    }

    private static func read(_ reader: inout JSONReader) throws(JSONReaderError) -> JSONSpan {
        let kind = try reader.peekKind()
        let start = reader.valueStart
        guard kind == .object else {
            try reader.skipValue()
            return JSONSpan(start: start, end: reader.offset, members: nil)
        }
        try reader.beginObject()
        var members: [Member] = []
        while let name = try reader.nextKey() {
            let keyStart = reader.valueStart
            let keyEnd = closingQuote(after: keyStart, in: reader.bytes)
            members.append(Member(name: name, keyStart: keyStart, keyEnd: keyEnd, value: try read(&reader)))
        }
        return JSONSpan(start: start, end: reader.offset, members: members)
    }

    /// The byte after the closing quote of the string that opens at `start`.
    private static func closingQuote(after start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    /// The last member named `name` (a reader keeps the later of two).
    package func member(_ name: String) -> Member? {
        members?.last { $0.name == name }
    }

    /// The span at `path` (member names from this object down), if every step exists.
    package func descendant(_ path: [String]) -> JSONSpan? {
        var span = self
        for name in path {
            guard let next = span.member(name) else { return nil }
            span = next.value
        }
        return span
    }
}
