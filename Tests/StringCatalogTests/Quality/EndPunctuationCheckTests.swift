import Testing
@testable import StringCatalog

@Suite struct EndPunctuationCheckTests {
    @Test func aLostOrChangedMarkIsReported() {
        let problems = QualitySupport.problems("Delete the file?", "Datei löschen")
        #expect(problems.map(\.kind) == [.endPunctuation])
        #expect(problems.first?.message.contains("does not end with the source's question mark") == true)
        #expect(QualitySupport.kinds("Loading…", "Laden") == [.endPunctuation])
        #expect(QualitySupport.kinds("Name:", "名称", locale: "zh-Hans") == [.endPunctuation])
        #expect(QualitySupport.kinds("Really?", "Wirklich!") == [.endPunctuation])
        #expect(QualitySupport.kinds("Tap host", "Hôte ?", locale: "fr") == [.endPunctuation])
    }

    @Test func everyScriptsFormOfAMarkIsThatMark() {
        #expect(QualitySupport.kinds("Sure?", "本当？", locale: "ja").isEmpty)
        #expect(QualitySupport.kinds("Sure?", "Σίγουρα;", locale: "el").isEmpty)
        #expect(QualitySupport.kinds("Sure?", "Σίγουρα\u{37E}", locale: "el").isEmpty)
        #expect(QualitySupport.kinds("Sure?", "متأكد؟", locale: "ar").isEmpty)
        #expect(QualitySupport.kinds("Name:", "Nom :", locale: "fr").isEmpty)
        #expect(QualitySupport.kinds("Name:", "Nom\u{202F}:", locale: "fr").isEmpty)
        #expect(QualitySupport.kinds("Loading...", "Laden…").isEmpty)
        #expect(QualitySupport.kinds("Loading…", "加载中……", locale: "zh-Hans").isEmpty)
        #expect(QualitySupport.kinds("Done.", "Fertig").isEmpty, "a period is style")
        #expect(QualitySupport.kinds("Tap host", "Adresse du tap :", locale: "fr").isEmpty, "a colon added to a label")
        #expect(QualitySupport.kinds("Say \"Hi?\"", "Sag „Hallo?“").isEmpty, "closing quotes are not marks")
        #expect(QualitySupport.kinds("Sure;", "Sicher").isEmpty, "a semicolon is not a question mark outside Greek")
    }

    @Test func hostileText() {
        #expect(QualitySupport.kinds("?!…:", "x").isEmpty, "nothing to translate")
        #expect(QualitySupport.kinds("Hello" + String(repeating: ")", count: 5000), "Hallo") == [.brackets], "closers are not marks")
        #expect(QualitySupport.kinds("What" + String(repeating: " ?", count: 5000), "Was") == [.endPunctuation])
        for text in QualitySupport.hostileTexts {
            #expect(QualitySupport.problems("Hello?", text).filter { $0.kind == .endPunctuation }.count <= 1)
        }
    }
}
