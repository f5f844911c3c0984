/// Finds where a large JSON array of objects can be cut in two, so that both halves can be
/// parsed on separate cores.
///
/// The cut is a guess made from the bytes around `target` alone — a comma with `}` before it
/// and `{"` after it (whitespace allowed), which is how two objects of an array meet — so
/// finding it costs nothing next to parsing, where counting brackets from the array's start
/// meant reading half the document twice. The guess can be wrong (the same bytes can occur
/// inside a member name, or between objects nested deeper): a caller must parse the first
/// half from the array's `[` and accept the cut only when that parse ends exactly before this
/// comma, and fall back to one sequential parse otherwise.
public enum JSONArraySplit {
    public struct Split: Sendable, Equatable {
        /// Offset of the comma where the array is cut.
        public var commaOffset: Int
    }

    /// The first comma at or after `target` that looks like the boundary between two objects
    /// of the array whose `[` is at `arrayStart`; nil when there is none.
    public static func find(in bytes: [UInt8], arrayStart: Int, target: Int) -> Split? {
        guard arrayStart < bytes.count, bytes[arrayStart] == UInt8(ascii: "[") else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Split? in
            let count = buffer.count
            var index = max(target, arrayStart + 1)
            while index < count {
                if buffer[index] == UInt8(ascii: ","),
                   previousToken(before: index, in: buffer, after: arrayStart) == UInt8(ascii: "}"),
                   let open = nextToken(after: index, in: buffer), buffer[open] == UInt8(ascii: "{"),
                   let quote = nextToken(after: open, in: buffer), buffer[quote] == UInt8(ascii: "\"") {
                    return Split(commaOffset: index)
                }
                index += 1
            }
            return nil
        }
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
