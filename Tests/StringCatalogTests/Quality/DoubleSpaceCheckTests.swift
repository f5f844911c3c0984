import Testing
@testable import StringCatalog

@Suite struct DoubleSpaceCheckTests {
    @Test func anAddedDoubleSpaceIsReported() {
        let problems = QualitySupport.problems("Save the file", "Datei  speichern")
        #expect(problems.map(\.kind) == [.doubleSpace])
        #expect(QualitySupport.kinds("Save the file", "Datei\u{A0} speichern") == [.doubleSpace], "a no-break space and a space")
        #expect(QualitySupport.kinds("Save  the file", "Datei  speichern  jetzt") == [.doubleSpace], "more runs than the source")
    }

    @Test func whatIsNotADoubleSpaceInsideIsNot() {
        #expect(QualitySupport.kinds("Last  checked: %@", "Zuletzt geprüft: %@").isEmpty, "only the source has it")
        #expect(QualitySupport.kinds("Save  the file", "Datei  speichern").isEmpty, "as many as the source")
        #expect(QualitySupport.kinds("Name:  ", "Nom:  ").isEmpty, "at the end: whitespace's business")
        #expect(QualitySupport.kinds("a b c", "a\nb\n c").filter { $0 == .doubleSpace }.isEmpty, "a line break is not a space")
    }

    @Test func hostileText() {
        #expect(QualitySupport.kinds("Hello world", "Hallo" + String(repeating: " ", count: 10_000) + "Welt") == [.doubleSpace])
        #expect(QualitySupport.kinds("Hello world", "Hallo\u{3000}\u{3000}Welt") == [.doubleSpace])
        #expect(QualitySupport.kinds("Hello world", "Hallo\u{2003}\u{2003}Welt").isEmpty, "em spaces are not counted")
    }
}
