import Testing
@testable import StringCatalog

@Suite struct WhitespaceCheckTests {
    @Test func lostOrAddedWhitespaceAtTheEdgesIsReported() {
        let lost = QualitySupport.problems("Last edited: ", "Zuletzt bearbeitet:")
        #expect(lost.map(\.kind) == [.whitespace])
        #expect(lost.first?.message.contains("lacks the source's trailing whitespace") == true)
        #expect(QualitySupport.kinds(" and %lld others", "und %lld weitere") == [.whitespace])
        let both = QualitySupport.problems("Name", " Nom ")
        #expect(both.count == 1, "one problem for one unit, naming both edges")
        #expect(both.first?.message.contains("starts with whitespace the source does not have and ends with whitespace") == true)
    }

    @Test func whatTranslatorsRightlyDoIsNot() {
        #expect(QualitySupport.kinds("Name: ", "Nom:\u{A0}").isEmpty, "any whitespace for any")
        #expect(QualitySupport.kinds("Done. ", "Fertig.").isEmpty, "a space after a finished sentence is a typo in the source")
        #expect(QualitySupport.kinds("Name: ", "名称：", locale: "zh-Hans").isEmpty, "full-width punctuation carries its space")
        #expect(QualitySupport.kinds("Name: ", "名称:", locale: "zh-Hans") == [.whitespace])
        // A line break at the edge that changes the count is newlines', once.
        #expect(QualitySupport.kinds("About %@", "Über %@\n") == [.newlines])
    }

    @Test func hostileText() {
        #expect(QualitySupport.kinds("Hello", "   ") == [.whitespace])
        #expect(QualitySupport.kinds("\u{3000}Hi", "\u{3000}Hallo").isEmpty)
        #expect(QualitySupport.kinds("Hi\u{200B}", "Hallo").isEmpty, "a zero-width space is not whitespace")
        #expect(QualitySupport.kinds("   ", "x").isEmpty, "nothing to translate")
        for text in QualitySupport.hostileTexts {
            #expect(QualitySupport.problems("Hello", text).filter { $0.kind == .whitespace }.count <= 1)
        }
    }
}
