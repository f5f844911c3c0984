import SharpTools
import Testing
import TestSupport
@testable import StringCatalog

@Suite struct ReportBufferTests {
    @Test func jsonStringsAreEscapedAsJSONValueEscapesThem() {
        let pieces = ["a", "\"", "\\", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}", "\u{1F}", "\u{2028}", "\u{2029}", "—", "\u{2027}",
                      "\u{202A}", "é", "e\u{301}", "🙂", "日本", " ", "/", "\u{7F}", "\u{E2}"]
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
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
    }
}
