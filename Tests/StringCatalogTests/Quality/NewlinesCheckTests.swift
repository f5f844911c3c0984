import Testing
@testable import StringCatalog

@Suite struct NewlinesCheckTests {
    @Test func aLostOrAddedLineBreakIsReported() {
        let problems = QualitySupport.problems("First line\nSecond line", "Erste Zeile Zweite Zeile")
        #expect(problems.map(\.kind) == [.newlines])
        #expect(problems.first?.message.contains("has 0 line breaks where the source has 1") == true)
        #expect(QualitySupport.kinds("One", "Eins\nZwei") == [.newlines])
    }

    @Test func anotherKindOfLineBreakIsOne() {
        #expect(QualitySupport.kinds("a b\nc d", "a b\r\nc d").isEmpty)
        #expect(QualitySupport.kinds("a b\nc d", "a b\u{2028}c d").isEmpty)
        #expect(QualitySupport.kinds("a b\nc d", "a b\u{2029}c d").isEmpty)
        #expect(QualitySupport.kinds("a b\rc d", "a b\nc d").isEmpty)
    }

    @Test func hostileText() {
        #expect(QualitySupport.kinds("ab\r\n\r\ncd", "ab\n\ncd").isEmpty)
        #expect(QualitySupport.kinds("ab\r\r\ncd", "ab\n\ncd").isEmpty, "CR, then CR LF: two breaks")
        #expect(QualitySupport.kinds("ab\u{85}cd", "ab cd").isEmpty, "NEL is not counted")
        let many = String(repeating: "line\n", count: 10_000)
        #expect(QualitySupport.kinds("x\(many)y", "x\(many)\ny") == [.newlines])
    }
}
