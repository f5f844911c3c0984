import Testing
import TestSupport
import SharpTools

/// The SWAR newline count against a byte loop, and the line cursor against a naive count.
@Suite struct LineLocatorTests {
    private func naiveLine(_ bytes: [UInt8], _ offset: Int) -> Int {
        1 + naiveLineEnds(bytes, 0, min(offset, bytes.count))
    }

    /// LF, and CR not followed by LF, in `bytes[start..<end]` (the byte after may lie outside).
    private func naiveLineEnds(_ bytes: [UInt8], _ start: Int, _ end: Int) -> Int {
        (start..<end).filter { bytes[$0] == 0x0A || (bytes[$0] == 0x0D && ($0 + 1 == bytes.count || bytes[$0 + 1] != 0x0A)) }.count
    }

    @Test func countsNewlinesInAnyRangeLikeAByteLoop() {
        var generator = SeededGenerator(seed: 11)
        for _ in 0..<300 {
            let count = Int.random(in: 0...100, using: &generator)
            // Newlines next to bytes that differ from 0x0A in one bit or are 0x8A, 0x0B, 0x09.
            let alphabet: [UInt8] = [0x0A, 0x0A, 0x0D, 0x0D, 0x8D, 0x0B, 0x09, 0x8A, 0x1A, 0x0E, 0x20, 0x7F, 0xFF, 0x00]
            let bytes = (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
            let start = Int.random(in: 0...count, using: &generator)
            let end = Int.random(in: start...count, using: &generator)
            #expect(LineLocator.newlines(in: bytes, from: start, to: end) == naiveLineEnds(bytes, start, end))
        }
    }

    @Test func rangesOutsideTheBytesAreClamped() {
        let bytes = Array("a\nb\n".utf8)
        #expect(LineLocator.newlines(in: bytes, from: -3, to: 99) == 2)
        #expect(LineLocator.newlines(in: bytes, from: 3, to: 1) == 0)
    }

    /// A CR-only file reported line 1 for every error.
    @Test func loneCarriageReturnsEndLinesAndCRLFCountsOnce() {
        let bytes = Array("a\rb\r\nc\nd\r".utf8)
        var locator = LineLocator(bytes: bytes)
        #expect(locator.line(at: 2) == 2)
        #expect(locator.line(at: 4) == 2)  // the LF of CRLF still ends line 2
        #expect(locator.line(at: 5) == 3)
        #expect(locator.line(at: 6) == 3)
        #expect(locator.line(at: 8) == 4)
        #expect(locator.line(at: 10) == 5)
        #expect(locator.lineOfEarlier(6) == 3)
    }

    @Test func linesForwardAndBackwardMatchANaiveCount() {
        var generator = SeededGenerator(seed: 12)
        let text = (0..<400).map { _ in Bool.random(using: &generator) ? ["\n", "\r", "\r\n"][Int.random(in: 0...2, using: &generator)] : String(repeating: "x", count: Int.random(in: 0...30, using: &generator)) }.joined()
        let bytes = Array(text.utf8)
        var locator = LineLocator(bytes: bytes)
        var offset = 0
        for _ in 0..<500 {
            // Mostly forward (the parser's pattern), sometimes back (duplicate reports), sometimes past the end.
            offset = Int.random(in: 0..<4, using: &generator) == 0
                ? Int.random(in: 0...(bytes.count + 5), using: &generator)
                : min(bytes.count, offset + Int.random(in: 0...40, using: &generator))
            #expect(locator.line(at: offset) == naiveLine(bytes, offset))
            let earlier = Int.random(in: 0...offset, using: &generator)
            #expect(locator.lineOfEarlier(earlier) == naiveLine(bytes, earlier))
        }
    }
}
