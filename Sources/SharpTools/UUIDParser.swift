import Foundation

/// Parses the textual UUID form (`8-4-4-4-12` hex digits, either case) from bytes.
/// Foundation's `UUID(uuidString:)` goes through `sscanf` on Linux, which dominated the
/// time to read a large store; a store has two UUIDs per log, so this runs two million
/// times for a million logs: fixed positions, no branches per digit beyond the range test.
package enum UUIDParser {
    package static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// The UUID written in `bytes[range]` (exactly 36 bytes), or nil — also for a range
    /// outside `bytes` (the buffer slice below is not bounds-checked in release builds).
    package static func parse(_ bytes: [UInt8], in range: Range<Int>) -> UUID? {
        guard range.count == 36, range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { parse(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36, let base = text.baseAddress else { return nil }
        let dash = UInt8(ascii: "-")
        guard base[8] == dash, base[13] == dash, base[18] == dash, base[23] == dash else { return nil }
        // The 32 digits as four words of eight, each turned into 32 bits eight digits at a time.
        let raw = UnsafeRawPointer(base)
        func word(_ offset: Int) -> UInt64 { UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
        func half(_ offset: Int) -> UInt64 { UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))) }
        guard let a = hexWord(word(0)), let b = hexWord(half(9) | half(14) << 32),
              let c = hexWord(half(19) | half(24) << 32), let d = hexWord(word(28))
        else { return nil }
        var octets: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &octets) { raw in
            raw.storeBytes(of: (a << 32 | b).bigEndian, toByteOffset: 0, as: UInt64.self)
            raw.storeBytes(of: (c << 32 | d).bigEndian, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: octets)
    }

    /// Eight hex digits (the first in the lowest byte) as their 32-bit value, or nil when any
    /// byte is not a hex digit: every byte checked and converted at once (SWAR).
    @inline(__always)
    static func hexWord(_ word: UInt64) -> UInt64? {
        let highs: UInt64 = 0x8080_8080_8080_8080
        let ones: UInt64 = 0x0101_0101_0101_0101
        // Per byte, for bytes below 0x80 (checked first): at least `low` when the high bit of
        // `x + 0x80 - low` is set; at most `high` when that of `x + 0x7F - high` is clear.
        func atLeast(_ x: UInt64, _ low: UInt64) -> UInt64 { (x &+ ones &* (0x80 - low)) & highs }
        func atMost(_ x: UInt64, _ high: UInt64) -> UInt64 { ~(x &+ ones &* (0x7F - high)) & highs }
        guard word & highs == 0 else { return nil }
        let lower = word | ones &* 0x20
        let digit = atLeast(word, 0x30) & atMost(word, 0x39)
        let letter = atLeast(lower, 0x61) & atMost(lower, 0x66) & atLeast(word, 0x41)
        guard digit | letter == highs else { return nil }
        // 0–9 from the low nibble; a–f, A–F from the low nibble plus 9 (bit 6 marks a letter).
        let nibbles = (lower & (ones &* 0x0F)) &+ ((lower >> 6) & ones) &* 9
        // Byte pairs to bytes (the first digit is the high nibble), then the four bytes together.
        let pairs = (nibbles & 0x000F_000F_000F_000F) << 4 | (nibbles >> 8) & 0x000F_000F_000F_000F
        let packed = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
        let bytes = (packed | packed >> 16) & 0xFFFF_FFFF
        return UInt64(UInt32(truncatingIfNeeded: bytes).byteSwapped)
    }

    /// The table-driven parse the SWAR one stands in for (its differential test compares them).
    static func parseByTable(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36, let base = text.baseAddress else { return nil }
        let dash = UInt8(ascii: "-")
        guard base[8] == dash, base[13] == dash, base[18] == dash, base[23] == dash else { return nil }
        return hexValues.withUnsafeBufferPointer { values -> UUID? in
            var invalid: UInt8 = 0
            var high: UInt64 = 0
            var low: UInt64 = 0
            for index in 0..<8 { let v = values[Int(base[index])]; invalid |= v; high = high << 4 | UInt64(v & 0x0F) }
            for index in 9..<13 { let v = values[Int(base[index])]; invalid |= v; high = high << 4 | UInt64(v & 0x0F) }
            for index in 14..<18 { let v = values[Int(base[index])]; invalid |= v; high = high << 4 | UInt64(v & 0x0F) }
            for index in 19..<23 { let v = values[Int(base[index])]; invalid |= v; low = low << 4 | UInt64(v & 0x0F) }
            for index in 24..<36 { let v = values[Int(base[index])]; invalid |= v; low = low << 4 | UInt64(v & 0x0F) }
            guard invalid & 0xF0 == 0 else { return nil }
            var octets: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &octets) { raw in
                raw.storeBytes(of: high.bigEndian, toByteOffset: 0, as: UInt64.self)
                raw.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
            }
            return UUID(uuid: octets)
        }
    }

    /// The value of each byte as a hex digit, 0xFF for bytes that are not one.
    private static let hexValues: [UInt8] = (0...255).map { byte -> UInt8 in
        switch UInt8(byte) {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt8(byte) - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt8(byte) - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt8(byte) - UInt8(ascii: "A") + 10
        default: return 0xFF
        }
    }
}
