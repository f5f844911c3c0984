import Testing
@testable import StringCatalog

@Suite struct BracketsCheckTests {
    @Test func lostOrUnpairedBracketsAreReported() {
        let problems = QualitySupport.problems("Size (MB)", "Größe MB")
        #expect(problems.map(\.kind) == [.brackets])
        #expect(problems.first?.message.contains("lacks \"(\", \")\" of the source") == true)
        #expect(QualitySupport.kinds("Some of your packages (background)", "Algunos de tus paq", locale: "es") == [.brackets])
        #expect(QualitySupport.kinds("Hello world", "Hallo (Welt") == [.brackets], "does not pair where the source's do")
    }

    @Test func grammarAndWiderFormsAreNotBrackets() {
        #expect(QualitySupport.kinds("Files (%@)", "文件（%@）", locale: "zh-Hans").isEmpty)
        #expect(QualitySupport.kinds("Remove %@?", "%@을(를) 제거할까요?", locale: "ko").isEmpty)
        #expect(QualitySupport.kinds("Move to %@", "%@(으)로 이동", locale: "ko").isEmpty)
        #expect(QualitySupport.kinds("Delete image", "Bild(er) löschen").isEmpty)
        #expect(QualitySupport.kinds("%@ deleted", "%@(e)k ezabatu dira", locale: "eu").isEmpty)
        #expect(QualitySupport.kinds("Locale", "Sprache (Region)").isEmpty, "an added pair explains")
        #expect(QualitySupport.kinds("See [the docs](https://x.com/a)", "Siehe die Doku").filter { $0 == .brackets }.isEmpty,
                "a Markdown link is the urls check's")
        #expect(QualitySupport.kinds("Update (pinned)", "更新（已固定）", locale: "zh-Hans").isEmpty)
    }

    @Test func hostileText() {
        #expect(QualitySupport.kinds("((([[[{{{ open", "((([[[{{{ offen").isEmpty)
        #expect(QualitySupport.kinds("((([[[{{{ open", "offen") == [.brackets])
        #expect(QualitySupport.kinds("x) y", "x y").count == 1)
        let deep = String(repeating: "(", count: 20_000) + "deep" + String(repeating: ")", count: 20_000)
        #expect(QualitySupport.kinds(deep, deep.replacingOccurrences(of: "deep", with: "tief")).isEmpty)
        #expect(QualitySupport.kinds("[a](", "[b](").isEmpty)
    }
}
