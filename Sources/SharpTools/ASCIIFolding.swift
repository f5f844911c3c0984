/// UTF-8 bytes compared with lower-cased ASCII text, ignoring ASCII case, eight bytes at a time:
/// `strings check` compares every translation with its source this way (the copy test), and a
/// byte loop over texts that share a long start was a large part of the quality checks' cost.
public enum ASCIIFolding {
    /// How many bytes of `bytes[start..<end]`, counted from `start`, are ASCII and equal the
    /// bytes of `lowered` at the same place once ASCII capital letters are lower-cased. It stops
    /// at the first byte that differs, is not ASCII, or lies past the end of `lowered` (which is
    /// ASCII and lower-cased already).
    public static func matchingPrefix(_ bytes: Span<UInt8>, from start: Int, to end: Int, lowered: [UInt8]) -> Int {
        precondition(0 <= start && start <= end && end <= bytes.count, "range outside the bytes")
        let limit = min(end - start, lowered.count)
        var matched = 0
        bytes.withUnsafeBufferPointer { buffer in
            lowered.withUnsafeBufferPointer { expected in
                guard let base = buffer.baseAddress, let expectedBase = expected.baseAddress else { return }
                let raw = UnsafeRawPointer(base + start)
                let expectedRaw = UnsafeRawPointer(expectedBase)
                let highs: UInt64 = 0x8080_8080_8080_8080
                while matched + 8 <= limit {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: matched, as: UInt64.self))
                    let wanted = UInt64(littleEndian: expectedRaw.loadUnaligned(fromByteOffset: matched, as: UInt64.self))
                    // Per byte, its low seven bits plus 0x3F reach the high bit from 0x41 (`A`) on,
                    // plus 0x25 from 0x5B (after `Z`) on; nothing carries into the next byte.
                    let low = word & 0x7F7F_7F7F_7F7F_7F7F
                    let capital = (low &+ 0x3F3F_3F3F_3F3F_3F3F) & ~(low &+ 0x2525_2525_2525_2525) & highs
                    // A byte of 0x80 or more differs from any ASCII byte: its high bit marks it.
                    let difference = ((low | capital >> 2) ^ wanted) | (word & highs)
                    if difference != 0 {
                        matched += difference.trailingZeroBitCount / 8
                        return
                    }
                    matched += 8
                }
            }
        }
        while matched < limit {
            var byte = bytes[start + matched]
            if (0x41...0x5A).contains(byte) { byte += 0x20 }
            guard byte == lowered[matched] else { break }
            matched += 1
        }
        return matched
    }
}
