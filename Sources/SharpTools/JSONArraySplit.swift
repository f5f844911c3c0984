/// Finds where a large JSON array of objects can be cut in two, so that both halves can be
/// parsed on separate cores.
///
/// The cut is a guess made from the bytes around `target` — a comma with `}` before it and
/// `{"` after it, laid out like the boundary between the array's first two elements — so
/// finding it costs nothing next to parsing, where counting brackets from the array's start
/// meant reading half the document twice. The guess can be wrong (the same bytes can occur
/// inside a member name, or between objects nested deeper): a caller must parse the first
/// half from the array's `[` and accept the cut only when that parse ends exactly before this
/// comma, and fall back to one sequential parse otherwise.
package enum JSONArraySplit {
    package struct Split: Sendable, Equatable {
        /// Offset of the comma where the array is cut.
        package var commaOffset: Int
    }

    /// The first comma at or after `target` that looks like the boundary between two objects
    /// of the array whose `[` is at `arrayStart`; nil when there is none.
    ///
    /// When the array's first two elements are objects, a boundary must repeat their layout
    /// byte for byte — the comma, the whitespace, `{` and the first member name up to its
    /// colon (`,\n    {"id":`) — so objects nested inside the elements (which rarely start
    /// with the same member written the same way) are passed over. Otherwise any `},{"` does.
    package static func find(in bytes: [UInt8], arrayStart: Int, target: Int) -> Split? {
        guard arrayStart < bytes.count, bytes[arrayStart] == UInt8(ascii: "[") else { return nil }
        // Elements laid out unlike the first two (or no layout at all): the looser rule.
        if let layout = firstBoundary(in: bytes, arrayStart: arrayStart),
           let split = find(in: bytes, arrayStart: arrayStart, target: target, layout: layout) {
            return split
        }
        return find(in: bytes, arrayStart: arrayStart, target: target, layout: nil)
    }

    private static func find(in bytes: [UInt8], arrayStart: Int, target: Int, layout: [UInt8]?) -> Split? {
        bytes.withUnsafeBufferPointer { buffer -> Split? in
            let count = buffer.count
            var index = max(target, arrayStart + 1)
            while index < count {
                if buffer[index] == UInt8(ascii: ","),
                   previousToken(before: index, in: buffer, after: arrayStart) == UInt8(ascii: "}"),
                   looksLikeBoundary(at: index, in: buffer, layout: layout) {
                    return Split(commaOffset: index)
                }
                index += 1
            }
            return nil
        }
    }

    private static func looksLikeBoundary(at comma: Int, in buffer: UnsafeBufferPointer<UInt8>, layout: [UInt8]?) -> Bool {
        if let layout {
            guard comma + layout.count <= buffer.count else { return false }
            for offset in 1..<layout.count where buffer[comma + offset] != layout[offset] { return false }
            return true
        }
        guard let open = nextToken(after: comma, in: buffer), buffer[open] == UInt8(ascii: "{"),
              let quote = nextToken(after: open, in: buffer), buffer[quote] == UInt8(ascii: "\"") else { return false }
        return true
    }

    /// The bytes from the comma after the array's first element through the colon after
    /// the second element's first member name, when both are objects and that name has no
    /// escapes; nil otherwise.
    static func firstBoundary(in bytes: [UInt8], arrayStart: Int) -> [UInt8]? {
        var reader = JSONReader(bytes: bytes, startingAt: arrayStart)
        guard (try? reader.beginArray()) != nil, (try? reader.nextElement()) == true,
              (try? reader.peekKind()) == .object, (try? reader.skipValue()) != nil else { return nil }
        let comma = reader.offsetOfNextToken()
        guard comma < bytes.count, bytes[comma] == UInt8(ascii: ","),
              (try? reader.nextElement()) == true, (try? reader.peekKind()) == .object,
              (try? reader.beginObject()) != nil, (try? reader.nextKey(in: JSONKeyTable([]))) != nil else { return nil }
        // nextKey has consumed the colon: the layout ends with it.
        let end = reader.offset
        guard end - comma <= 256, !bytes[comma..<end].contains(UInt8(ascii: "\\")) else { return nil }
        return Array(bytes[comma..<end])
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    private static func previousToken(before index: Int, in buffer: UnsafeBufferPointer<UInt8>, after lowerBound: Int) -> UInt8? {
        var position = index - 1
        while position > lowerBound, isWhitespace(buffer[position]) { position -= 1 }
        return position > lowerBound ? buffer[position] : nil
    }

    private static func nextToken(after index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        var position = index + 1
        while position < buffer.count, isWhitespace(buffer[position]) { position += 1 }
        return position < buffer.count ? position : nil
    }
}
