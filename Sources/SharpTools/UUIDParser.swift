import Foundation

/// Parses the textual UUID form (`8-4-4-4-12` hex digits, either case) from bytes.
/// Foundation's `UUID(uuidString:)` goes through `sscanf` on Linux, which dominated the
/// time to read a large store; a store has two UUIDs per log, so this runs two million
/// times for a million logs: fixed positions, no branches per digit beyond the range test.
public enum UUIDParser {
    public static func parse(_ text: String) -> UUID? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// The UUID written in `bytes[range]` (exactly 36 bytes), or nil — also for a range
    /// outside `bytes` (the buffer slice below is not bounds-checked in release builds).
    public static func parse(_ bytes: [UInt8], in range: Range<Int>) -> UUID? {
        guard range.count == 36, range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
        return bytes.withUnsafeBufferPointer { parse(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36, let base = text.baseAddress else { return nil }
        let dash = UInt8(ascii: "-")
        guard base[8] == dash, base[13] == dash, base[18] == dash, base[23] == dash else { return nil }
        // Every digit's value is ORed into `invalid`; a non-hex byte sets its high bits. A
        // table rather than range tests: random hex digits make those branches unpredictable.
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
