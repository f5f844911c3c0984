import Testing
@testable import StringCatalog
@testable import CatalogEdit

@Suite struct PseudoLocalizerTests {
    @Test func accentedTextIsLongerAndBracketed() {
        #expect(PseudoLocalizer.pseudo("Settings", method: .accented) == "[Šéţţîñĝš one]")
        #expect(PseudoLocalizer.pseudo("Name: ", method: .accented) == "[Ñåɱé: one] ", "outer whitespace stays outside")
        let long = "Your streak ends tomorrow unless you log today"
        let pseudo = PseudoLocalizer.pseudo(long, method: .accented)
        let growth = Double(pseudo.count - 2) / Double(long.count) - 1
        #expect(growth >= 0.3 && growth < 0.4, "\(growth)")
        for short in ["OK", "Save", "Delete all"] {
            let grown = Double(PseudoLocalizer.pseudo(short, method: .accented).count - 2) / Double(short.count) - 1
            #expect(grown >= 0.5, "\(short): \(grown)")
        }
    }

    @Test func whatCodeReadsStaysAsWritten() {
        #expect(PseudoLocalizer.pseudo("%lld files in %@", method: .accented) == "[%lld ƒîļéš îñ %@ one two]")
        #expect(PseudoLocalizer.pseudo("Found %#@files@ and %1$@ (%.2f%%)", method: .accented).contains("%#@files@ åñð %1$@ (%.2f%%)"))
        #expect(PseudoLocalizer.pseudo("%arg items", method: .accented).hasPrefix("[%arg îţéɱš"))
        #expect(PseudoLocalizer.pseudo("Read [the docs](https://x.com/docs) now", method: .accented).contains("[the docs](https://x.com/docs)"))
        #expect(PseudoLocalizer.pseudo("^[%lld day](inflect: true)", method: .accented).hasPrefix("[^[%lld day](inflect: true)"))
        #expect(PseudoLocalizer.pseudo("Mail dev@corkmac.app or see https://corkmac.app", method: .accented).contains("dev@corkmac.app öŕ šéé https://corkmac.app"))
        #expect(PseudoLocalizer.pseudo("Line\\nbreak \\\"quoted\\\"", method: .accented).hasPrefix("[Ļîñé\\nƀŕéåķ \\\"ǫûöţéð\\\""))
    }

    @Test func mirroredTextRunsRightToLeft() {
        let mirrored = PseudoLocalizer.pseudo("Delete %@ now?", method: .mirrored)
        #expect(mirrored == "\u{200F}\u{202E}Delete\u{202C}\u{200F} %@ \u{200F}\u{202E}now?\u{202C}\u{200F}")
        #expect(PseudoLocalizer.pseudo("  ", method: .mirrored) == "  ")
    }

    @Test func hostileText() {
        for text in QualitySupport.hostileTexts + ["", "%", "\\", "[", "[x](", "%1$#@", "👍🏽 e\u{301}"] {
            for method in PseudoLocalizer.Method.allCases {
                let once = PseudoLocalizer.pseudo(text, method: method)
                #expect(once == PseudoLocalizer.pseudo(text, method: method))
                #expect(FormatSpecifier.parse(once, argPlaceholder: true).map(\.text) == FormatSpecifier.parse(text, argPlaceholder: true).map(\.text),
                        "\(text.debugDescription)")
            }
        }
        #expect(PseudoLocalizer.Method(locale: "en-XA") == .accented)
        #expect(PseudoLocalizer.Method(locale: "ar-XB") == .mirrored)
        #expect(PseudoLocalizer.Method(locale: "en") == nil)
        #expect(PseudoLocalizer.Method(locale: "xa") == nil)
    }
}
