/// Finds where a large JSON array can be cut in two, so that both halves can be parsed on
/// separate cores. The scan only follows strings, escapes and brackets — it validates
/// nothing; the parsers of the halves do, and a caller must fall back to one sequential
/// parse when anything about the split does not hold (malformed input can mislead it).
public enum JSONArraySplit {
    public struct Split: Sendable, Equatable {
        /// Offset of the top-level comma where the array is cut.
        public var commaOffset: Int
        /// How many elements come before that comma.
        public var elementsBefore: Int
    }

    /// The first top-level comma at or after `target` in the array whose `[` is at
    /// `arrayStart`; nil when the array ends first or never does.
    public static func find(in bytes: [UInt8], arrayStart: Int, target: Int) -> Split? {
        guard arrayStart < bytes.count, bytes[arrayStart] == UInt8(ascii: "[") else { return nil }
        return bytes.withUnsafeBufferPointer { buffer -> Split? in
            var depth = 0
            var commas = 0
            var index = arrayStart
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                switch byte {
                case UInt8(ascii: "\""):
                    // Skip the string, honouring backslash escapes.
                    index += 1
                    while index < count {
                        let inner = buffer[index]
                        if inner == UInt8(ascii: "\\") {
                            index += 2
                            continue
                        }
                        if inner == UInt8(ascii: "\"") { break }
                        index += 1
                    }
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return nil }
                case UInt8(ascii: ","):
                    if depth == 1 {
                        commas += 1
                        if index >= target { return Split(commaOffset: index, elementsBefore: commas) }
                    }
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }
}
