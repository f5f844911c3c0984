/// Strings copied into one byte array, to be compared in Unicode scalar order — which is the
/// order of their UTF-8 bytes — without touching the strings themselves: a sort of tens of
/// thousands of strings compares them hundreds of thousands of times, and reading a string
/// out of an array element retains and releases it each time.
struct UTF8Arena {
    /// Where one string's bytes are.
    struct Span {
        var start: Int
        var count: Int
        /// ASCII only: two ASCII strings are equal exactly when their bytes are.
        var isASCII: Bool
    }

    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Copies `text` in and returns where it is.
    mutating func add(_ text: String) -> Span {
        let start = bytes.count
        var isASCII = true
        FormatScanner.withBytes(of: text) { source in
            for byte in source where byte >= 0x80 {
                isASCII = false
                break
            }
            bytes.append(contentsOf: source)
        }
        return Span(start: start, count: bytes.count - start, isASCII: isASCII)
    }

    /// -1, 0 or 1 as the string at `lhs` comes before, equals or comes after the one at `rhs`
    /// in scalar order; `buffer` is `bytes`.
    @inline(__always)
    static func compare(_ lhs: Span, _ rhs: Span, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(lhs.count, rhs.count)
        var index = 0
        while index < common {
            let a = buffer[lhs.start + index], b = buffer[rhs.start + index]
            if a != b { return a < b ? -1 : 1 }
            index += 1
        }
        return lhs.count == rhs.count ? 0 : (lhs.count < rhs.count ? -1 : 1)
    }

    /// The positions of `strings` in scalar order; equal strings keep their order.
    static func sortedIndices(of strings: [String]) -> [Int] {
        var arena = UTF8Arena(capacity: strings.count * 24)
        let spans = strings.map { arena.add($0) }
        var order = Array(strings.indices)
        arena.bytes.withUnsafeBufferPointer { buffer in
            order.sort { lhs, rhs in
                let result = compare(spans[lhs], spans[rhs], in: buffer)
                return result != 0 ? result < 0 : lhs < rhs
            }
        }
        return order
    }
}
