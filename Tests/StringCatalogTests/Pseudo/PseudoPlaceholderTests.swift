import Testing
@testable import StringCatalog
@testable import CatalogEdit

/// Pseudo-locales keep every placeholder form the format scanner knows — `% d` and
/// `%1$*2$d` among them — and the `${…}` variables of App Shortcuts phrases, which broke the
/// phrases when accented; and they tell their own text from a text someone wrote.
@Suite struct PseudoPlaceholderTests {
    @Test(arguments: PseudoLocalizer.Method.allCases)
    func everyPlaceholderStaysAsWritten(_ method: PseudoLocalizer.Method) {
        let texts = [
            "Open ${applicationName}", "${applicationName} start ${date}", "Value % d", "Total % lld items", "Rate % .1f",
            "Width %1$*2$d and %.*3$f", "%*d and %1$@", "50% off and 10% de remise",
        ]
        for text in texts {
            let pseudo = PseudoLocalizer.pseudo(text, method: method)
            #expect(FormatSpecifier.parse(pseudo, argPlaceholder: true).map(\.text) == FormatSpecifier.parse(text, argPlaceholder: true).map(\.text), "\(text) → \(pseudo)")
            #expect(AppShortcutVariable.variables(in: pseudo) == AppShortcutVariable.variables(in: text), "\(text) → \(pseudo)")
        }
        #expect(PseudoLocalizer.pseudo("Open ${applicationName}", method: .accented) == "[Öþéñ ${applicationName} one]")
        #expect(PseudoLocalizer.pseudo("Value % d", method: .accented).hasPrefix("[Ṽåļûé % d"))
        #expect(PseudoLocalizer.pseudo("Width %1$*2$d", method: .accented).hasPrefix("[Ŵîðţĥ %1$*2$d"))
    }

    /// The format scanner knows `% d` and `%1$*2$d`, and still reads prose with a percent
    /// sign before a word as text.
    @Test func theScannerKnowsTheSpaceFlagOnlyWhereItIsNoProse() {
        #expect(FormatSpecifier.parse("Value % d, % lld, % 5d, % .1f").map(\.text) == ["% d", "% lld", "% 5d", "% .1f"])
        #expect(FormatSpecifier.parse("%1$*2$d and %.*3$f").map(\.text) == ["%1$*2$d", "%.*3$f"])
        #expect(FormatSpecifier.parse("%1$*2$d").first?.argument == 1)
        for prose in ["50% off", "100% sure", "10% de remise", "5% le prix", "5% d'économie", "5% d’avance", "un 5% la semana", "5% lo que", "50% i 30%"] {
            #expect(FormatSpecifier.parse(prose).isEmpty, "\(prose)")
        }
    }

    @Test(arguments: PseudoLocalizer.Method.allCases)
    func itsOwnTextIsToldFromAWrittenOne(_ method: PseudoLocalizer.Method) {
        let sources = ["Settings", "Name: ", "Your streak ends tomorrow unless you log today", "%lld files in %@", "Open ${applicationName}",
                       "one two", "  ", "", "Read [the docs](https://x.com/docs) now", "Value % d", "[Šéţţîñĝš one]", "Line\\nbreak"]
        for source in sources {
            #expect(PseudoLocalizer.isPseudo(PseudoLocalizer.pseudo(source, method: method), method: method), "\(source)")
        }
        for written in ["A very long hand-written test text", "[Šéţţîñĝš]", "[Šéţţîñĝš one two three four]", "Settings", "[Settings one]"] {
            #expect(!PseudoLocalizer.isPseudo(written, method: .accented), "\(written)")
        }
        #expect(!PseudoLocalizer.isPseudo("Löschen", method: .mirrored))
    }

    /// A hand-written pseudo-locale text is kept (and listed); one made from an older source
    /// text is made again.
    @Test func aWrittenPseudoTextIsKept() throws {
        let catalog = try Support.catalog("""
        {"sourceLanguage":"en","strings":{
        "Hand":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}},"en-XA":{"stringUnit":{"state":"translated","value":"A very long test text"}}}},
        "Old":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"New source"}},"en-XA":{"stringUnit":{"state":"translated","value":"[Öļð šöûŕçé one two]"}}}}
        },"version":"1.0"}
        """)
        let result = PseudoLocalization.adding(["en-XA"], to: catalog)
        #expect(result.kept == ["en-XA": ["Hand"]])
        #expect(result.catalog.entry(for: "Hand")?.localization(for: "en-XA")?.content.stringUnit?.value == "A very long test text")
        #expect(result.catalog.entry(for: "Old")?.localization(for: "en-XA")?.content.stringUnit?.value == "[Ñéŵ šöûŕçé one two]")
    }
}
