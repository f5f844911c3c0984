/// Reading scalar values (strings, numbers, literals), skipping values, and errors at a place.
extension JSONReader {
    package mutating func readString() throws(JSONReaderError) -> String {
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
    package mutating func readPlainStringRange() throws(JSONReaderError) -> Range<Int>? {
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
    package mutating func nextKey(in table: JSONKeyTable) throws(JSONReaderError) -> JSONKeyTable.Match? {
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
    package mutating func readNullIfPresent() throws(JSONReaderError) -> Bool {
        guard try peekKind() == .null else { return false }
        try scanLiteral("null")
        return true
    }

    package mutating func readBool() throws(JSONReaderError) -> Bool {
        try expectKind(.bool)
        if bytes[offset] == UInt8(ascii: "t") {
            try scanLiteral("true")
            return true
        }
        try scanLiteral("false")
        return false
    }

    /// The number's text exactly as written (validated against the JSON grammar).
    package mutating func readNumberText() throws(JSONReaderError) -> String {
        try expectKind(.number)
        let range = try scanNumber()
        return String(decoding: bytes[range.range], as: UTF8.self)
    }

    /// An integer written without fraction or exponent that fits in `Int`.
    package mutating func readInt() throws(JSONReaderError) -> Int {
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
    package mutating func readDouble() throws(JSONReaderError) -> Double {
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
    package mutating func skipValue() throws(JSONReaderError) {
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

    package func error(_ kind: JSONReaderError.Kind, at byteOffset: Int) -> JSONReaderError {
        JSONReaderError(kind: kind, offset: byteOffset, position: position(of: byteOffset))
    }

    /// A type mismatch at the value most recently peeked.
    package func typeMismatch(expected: String, found: ValueKind) -> JSONReaderError {
        error(.typeMismatch(expected: expected, found: found), at: valueStart)
    }
}
