import Foundation

/// UUIDs as text, the way Swift prints them (upper-case 8-4-4-4-12), without Foundation's
/// `uuidString`, which on Linux formats through `snprintf`.
public enum UUIDText {
    public static func string(_ uuid: UUID) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(36)
        for (position, octet) in octets(uuid).enumerated() {
            if position == 4 || position == 6 || position == 8 || position == 10 { text.append(UInt8(ascii: "-")) }
            text.append(hexDigit(octet >> 4))
            text.append(hexDigit(octet & 0x0F))
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The order of the upper-case texts (hex digits sort like the octets they stand for).
    public static func precedes(_ a: UUID, _ b: UUID) -> Bool {
        let (x, y) = (halves(a), halves(b))
        return x.high != y.high ? x.high < y.high : x.low < y.low
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "A") - 10 + nibble
    }

    private static func octets(_ uuid: UUID) -> [UInt8] {
        let u = uuid.uuid
        return [u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7, u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15]
    }

    /// The 16 octets as two big-endian numbers: comparing them compares the octets in order.
    private static func halves(_ uuid: UUID) -> (high: UInt64, low: UInt64) {
        let u = uuid.uuid
        @inline(__always)
        func number(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, _ e: UInt8, _ f: UInt8, _ g: UInt8, _ h: UInt8) -> UInt64 {
            UInt64(a) << 56 | UInt64(b) << 48 | UInt64(c) << 40 | UInt64(d) << 32
                | UInt64(e) << 24 | UInt64(f) << 16 | UInt64(g) << 8 | UInt64(h)
        }
        return (number(u.0, u.1, u.2, u.3, u.4, u.5, u.6, u.7), number(u.8, u.9, u.10, u.11, u.12, u.13, u.14, u.15))
    }
}
