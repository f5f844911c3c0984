import Foundation
import Testing
import SharpTools

/// The byte-level UUID parser accepts exactly the canonical form (36 characters, dashes at
/// 8/13/18/23, hex digits of either case elsewhere) and gives Foundation's value for it.
/// (Foundation on Linux parses with `sscanf`, which also takes some malformed text, so it is
/// the oracle for values only.)
@Suite struct UUIDParserTests {
    private func parse(_ text: String) -> UUID? {
        UUIDParser.parse(text)
    }

    @Test func randomUUIDsInBothCasesParseLikeFoundation() {
        for _ in 0..<2_000 {
            let uuid = UUID()
            #expect(parse(uuid.uuidString) == uuid)
            #expect(parse(uuid.uuidString.lowercased()) == uuid)
        }
        #expect(parse("00000000-0000-0000-0000-000000000000") == UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
        #expect(parse("FFFFFFFF-ffff-FFFF-ffff-FFFFFFFFFFFF")?.uuidString == "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")
    }

    /// Every single-byte change of a valid UUID: accepted exactly when the result is canonical.
    @Test func everySingleByteMutationAgreesWithFoundation() {
        let valid = Array("1C2B3A4D-5E6F-4A0B-8C9D-0E1F2A3B4C5D".utf8)
        let replacements: [UInt8] = Array("0123456789abcdefABCDEFgG-@`/:[{ xz".utf8) + [0x00, 0x7F, 0x80, 0xC3, 0xFF]
        for position in valid.indices {
            for byte in replacements {
                var bytes = valid
                bytes[position] = byte
                let text = String(decoding: bytes, as: UTF8.self)
                let expected = isCanonical(bytes) ? UUID(uuidString: text) : nil
                let parsed = UUIDParser.parse(bytes, in: bytes.indices)
                #expect(parsed == expected, "\(text)")
            }
        }
    }

    /// A range that reaches outside the array is no UUID (it used to be read past the end).
    @Test func aRangeOutsideTheBytesIsNoUUID() {
        let bytes = Array("1C2B3A4D-5E6F-4A0B-8C9D-0E1F2A3B4C5D".utf8)
        #expect(UUIDParser.parse(bytes, in: 1..<37) == nil)
        #expect(UUIDParser.parse(bytes, in: -1..<35) == nil)
        #expect(UUIDParser.parse(Array(bytes.prefix(20)), in: 0..<36) == nil)
        #expect(UUIDParser.parse(bytes, in: 0..<36) != nil)
    }

    private func isCanonical(_ bytes: [UInt8]) -> Bool {
        let hex = Set("0123456789abcdefABCDEF".utf8)
        return bytes.count == 36 && bytes.indices.allSatisfy { index in
            [8, 13, 18, 23].contains(index) ? bytes[index] == UInt8(ascii: "-") : hex.contains(bytes[index])
        }
    }

    @Test func wrongLengthsAreRejected() {
        #expect(parse("") == nil)
        #expect(parse("1C2B3A4D-5E6F-4A0B-8C9D-0E1F2A3B4C5") == nil)
        #expect(parse("1C2B3A4D-5E6F-4A0B-8C9D-0E1F2A3B4C5D0") == nil)
        #expect(parse("1C2B3A4D5E6F4A0B8C9D0E1F2A3B4C5D") == nil)
    }
}
