import Testing
@testable import StringCatalog
@testable import CatalogCheck

@Suite struct LengthCheckTests {
    @Test func aTranslationOverItsLimitIsReported() {
        let problems = QualitySupport.problems("Settings", "Einstellungen", comment: "Tab title [max 10]")
        #expect(problems.map(\.kind) == [.length])
        #expect(problems.first?.message.contains("has 13 characters, more than the 10 of [max 10] in the comment") == true)
        let options = QualityOptions(maxLength: [MaxLengthPattern(keys: "Tab.*", maximum: 8)])
        let fromSettings = QualitySupport.problems("Settings", "Paramètres", key: "Tab.settings", options: options)
        #expect(fromSettings.map(\.kind) == [.length])
        #expect(fromSettings.first?.message.contains("maxLength \"Tab.*\" in the settings") == true)
    }

    @Test func lengthIsCountedAsAReaderCounts() {
        #expect(QualitySupport.kinds("Settings", "Einstellungen", comment: "[max 13]").isEmpty, "exactly the limit")
        #expect(QualitySupport.kinds("Family", "👨‍👩‍👧‍👦 Familie", comment: "[Max: 9]").isEmpty, "one emoji sequence is one character")
        #expect(QualitySupport.kinds("Cafe", "Cafe\u{301}s", comment: "[max 5]").isEmpty, "an accent written apart is part of its letter")
        #expect(QualitySupport.kinds("Settings", "Einstellungen", comment: "maximum 10").isEmpty, "only [max N] is a limit")
        #expect(QualitySupport.kinds("Settings", "Einstellungen", comment: "[max 20]", options: QualityOptions(maxLength: [MaxLengthPattern(keys: "other.*", maximum: 3)])).isEmpty)
        // The smallest limit that applies holds.
        let both = QualitySupport.problems("Settings", "Einstellungen", comment: "[max 20] [max 12]", key: "Tab.x",
                                           options: QualityOptions(maxLength: [MaxLengthPattern(keys: "Tab.*", maximum: 15)]))
        #expect(both.first?.message.contains("the 12 of [max 12]") == true)
        #expect(QualitySupport.kinds("Settings", "Settings", comment: "[max 3]") == [.sameAsSource], "a copy is same-as-source's alone")
    }

    @Test func hostileComments() {
        #expect(LengthLimit.fromComment("[max 0]") == nil)
        #expect(LengthLimit.fromComment("[max -3]") == nil)
        #expect(LengthLimit.fromComment("[max 99999999999999999999]") == nil, "more than 9 digits is no limit")
        #expect(LengthLimit.fromComment("[max 999999999]")?.maximum == 999_999_999)
        #expect(LengthLimit.fromComment("[max [max 5]")?.maximum == 5)
        #expect(LengthLimit.fromComment("[MAX=7]")?.maximum == 7)
        #expect(LengthLimit.fromComment("\u{0}[max\u{0}4]") == nil)
        #expect(LengthLimit.fromComment(String(repeating: "[max ", count: 20_000)) == nil)
        #expect(LengthLimit.fromComment("[max 2") == nil)
    }
}
