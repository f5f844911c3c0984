import Foundation

/// Parses the textual UUID form (`8-4-4-4-12` hex digits, either case) from bytes.
/// Foundation's `UUID(uuidString:)` goes through `sscanf` on Linux, which dominated the
/// time to read a large store.
enum UUIDParser {
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36 else { return nil }
        var octets: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var octet = 0
        var index = text.startIndex
        var position = 0
        while position < 36 {
            if position == 8 || position == 13 || position == 18 || position == 23 {
                guard text[index] == UInt8(ascii: "-") else { return nil }
                index += 1
                position += 1
                continue
            }
            guard let high = hexValue(text[index]), let low = hexValue(text[index + 1]) else { return nil }
            withUnsafeMutableBytes(of: &octets) { $0[octet] = high << 4 | low }
            octet += 1
            index += 2
            position += 2
        }
        return UUID(uuid: octets)
    }

    @inline(__always)
    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
