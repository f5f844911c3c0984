import Foundation

/// UUIDs as text, the way Swift prints them (upper-case 8-4-4-4-12), without Foundation's
/// `uuidString`, which on Linux formats through `snprintf` — too slow once per CSV row.
public enum UUIDText {
    /// Bytes `write` writes.
    public static let length = 36

    private static let hexDigits: [UInt8] = Array("0123456789ABCDEF".utf8)

    @discardableResult
    public static func write(_ uuid: UUID, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        withUnsafeBytes(of: uuid.uuid) { octets in
            var index = 0
            for (position, octet) in octets.enumerated() {
                if position == 4 || position == 6 || position == 8 || position == 10 {
                    buffer[index] = UInt8(ascii: "-")
                    index += 1
                }
                buffer[index] = hexDigits[Int(octet >> 4)]
                buffer[index + 1] = hexDigits[Int(octet & 0x0F)]
                index += 2
            }
        }
        return length
    }

    public static func string(_ uuid: UUID) -> String {
        String(unsafeUninitializedCapacity: length) { write(uuid, to: $0.baseAddress!) }
    }

    /// The order of the upper-case texts (hex digits sort like the octets they stand for).
    public static func precedes(_ a: UUID, _ b: UUID) -> Bool {
        withUnsafeBytes(of: a.uuid) { x in
            withUnsafeBytes(of: b.uuid) { y in x.lexicographicallyPrecedes(y) }
        }
    }
}
