import Testing
import TestSupport
import SharpTools

/// The eight-bytes-at-a-time prefix match against a byte loop.
@Suite struct ASCIIFoldingTests {
    private func naivePrefix(_ bytes: [UInt8], _ start: Int, _ end: Int, _ lowered: [UInt8]) -> Int {
        var matched = 0
        while start + matched < end, matched < lowered.count {
            let byte = bytes[start + matched]
            guard byte < 0x80, (byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte) == lowered[matched] else { break }
            matched += 1
        }
        return matched
    }

    @Test func matchesLikeAByteLoop() {
        var generator = SeededGenerator(seed: 0x4153_4349_4946_4F4C)
        // Letters at the edges of A…Z and a…z, bytes one bit away from them, and non-ASCII bytes
        // whose low seven bits are letters.
        let alphabet: [UInt8] = [0x40, 0x41, 0x5A, 0x5B, 0x60, 0x61, 0x7A, 0x7B, 0x20, 0x00, 0x7F, 0xC1, 0xE1, 0xDA, 0xFA, 0x80, 0xFF, 0x6B, 0x4B]
        for round in 0..<3000 {
            let count = Int.random(in: 0...40, using: &generator)
            let lowered = (0..<count).map { _ -> UInt8 in
                let byte = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] & 0x7F
                return byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
            }
            // Mostly the same text in other cases, with a change or two somewhere.
            var bytes = [UInt8](repeating: 0x2E, count: Int.random(in: 0...4, using: &generator))
            bytes += lowered.map { byte in
                byte >= 0x61 && byte <= 0x7A && Bool.random(using: &generator) ? byte - 0x20 : byte
            }
            for _ in 0..<Int.random(in: 0...2, using: &generator) where !bytes.isEmpty {
                bytes[Int.random(in: 0..<bytes.count, using: &generator)] = alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
            }
            bytes += (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let start = round % 3 == 0 ? 0 : Int.random(in: 0...min(4, bytes.count), using: &generator)
            let end = Int.random(in: start...bytes.count, using: &generator)
            let fast = bytes.withUnsafeBufferPointer { ASCIIFolding.matchingPrefix($0.span, from: start, to: end, lowered: lowered) }
            #expect(fast == naivePrefix(bytes, start, end, lowered), "\(bytes) \(start)..<\(end) \(lowered)")
        }
    }

    @Test func wholeTextsAndEmptyOnes() {
        func prefix(_ text: String, _ lowered: String) -> Int {
            text.withUTF8Span { ASCIIFolding.matchingPrefix($0, from: 0, to: $0.count, lowered: Array(lowered.utf8)) }
        }
        #expect(prefix("Item 123 title in DE with %@", "item 123 title in de with %@") == 28)
        #expect(prefix("Item 123 title in de with %@", "item 123 title in en with %@") == 18)
        #expect(prefix("Grüße aus Köln", "gr") == 2)
        #expect(prefix("Grüße", "grusse") == 2)
        #expect(prefix("", "abc") == 0)
        #expect(prefix("abc", "") == 0)
    }
}
