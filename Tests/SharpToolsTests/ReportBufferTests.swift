import SharpTools
import Testing
import TestSupport

@Suite struct ReportBufferTests {
    @Test func jsonStringsAreEscapedAsJSONValueEscapesThem() {
        let pieces = ["a", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "—", "\u{2027}",
                      "\u{202A}", "é", "e\u{301}", "🙂", "日本", " ", "/", "\u{7F}", "\u{E2}"]
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            var expected = ""
            JSONValue.writeString(text, to: &expected)
            var buffer = ReportBuffer()
            buffer.appendJSONString(text)
            #expect(buffer.text == expected, "\(text.debugDescription)")
        }
    }

    @Test func numbersAreWrittenAsStringWritesThem() {
        for value in [0, 1, 9, 10, -1, -10, 123_456_789, Int.max, Int.min] {
            var buffer = ReportBuffer()
            buffer.append(value)
            #expect(buffer.text == String(value))
        }
    }

    @Test func piecesAreAppendedInOrder() {
        var buffer = ReportBuffer(capacity: 4)
        buffer.append("a—" as StaticString)
        buffer.append("b🙂")
        buffer.append(byte: UInt8(ascii: "c"))
        buffer.appendJSONString(orNull: nil)
        buffer.appendJSONString(orNull: "d")
        #expect(buffer.text == "a—b🙂cnull\"d\"")
        #expect(buffer.bytes == Array("a—b🙂cnull\"d\"".utf8))
    }

    @Test func replacingBytesMatchesAScalarWalk() {
        let pieces = ["a", "%", ":", ",", "\r", "\n", "é", "🙂", "日本", "%%", ""]
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            var buffer = ReportBuffer()
            buffer.append(text) { byte in
                switch byte {
                case UInt8(ascii: "%"): return "%25"
                case UInt8(ascii: ":"): return "%3A"
                default: return nil
                }
            }
            var expected = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "%": expected += "%25"
                case ":": expected += "%3A"
                default: expected.unicodeScalars.append(scalar)
                }
            }
            #expect(buffer.text == expected, "\(text.debugDescription)")
        }
    }
}
