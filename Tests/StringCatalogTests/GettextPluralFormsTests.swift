import Testing
import StringCatalog
import CatalogExchange

/// The `Plural-Forms` written for each CLDR rule family, evaluated by the PO reader's own
/// formula evaluator against `PluralRules.category(for:locale:)`, and formulas of other tools
/// read back to the categories their indices stand for.
@Suite struct GettextPluralFormsTests {
    /// One language of every rule family, and one whose rules are not known.
    static let languages = ["ja", "en", "hi", "is", "mk", "fil", "fr", "pt", "pt-PT", "es", "pl", "ru", "uk", "cs", "hr", "lt", "sl", "lv", "ar", "he", "ro", "ga", "cy", "tlh"]
    static let counts = Array(0...2_500) + [1_000_000, 2_000_000, 1_000_001, 10_000_000, 100_000_000]

    @Test(arguments: languages)
    func eachFormulaPicksTheIndexOfTheCLDRCategory(_ language: String) throws {
        let forms = PluralRules.gettextPluralForms(for: language)
        #expect(forms.categories == PluralRules.integerCategories(for: language))
        let formula = try PluralFormula(header: forms.headerValue)
        #expect(formula.count == forms.categories.count)
        for count in Self.counts {
            let index = Int(formula.index(for: UInt64(count)))
            try #require(index < forms.categories.count, "\(language) n=\(count): index \(index)")
            #expect(forms.categories[index] == PluralRules.category(for: count, locale: language), "\(language) n=\(count)")
        }
        #expect(try formula.categories(for: language) == forms.categories.map { Optional($0) })
    }

    @Test func anotherToolsFormulaIsReadByWhatItsIndicesSelect() throws {
        // The three forms most tools write for Russian: `other` (fractions only) has no index.
        let russian = try PluralFormula(header: "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);")
        #expect(try russian.categories(for: "ru") == [.one, .few, .many])
        // German as gettext's own manual writes it, without spaces or parentheses.
        #expect(try PluralFormula(header: "nplurals=2;plural=n!=1").categories(for: "de") == [.one, .other])
        // French in two forms, as most tools write it: the millions' `many` goes with `other`.
        #expect(try PluralFormula(header: "nplurals=2; plural=(n > 1);").categories(for: "fr") == [.one, .other])
    }

    @Test func aFormulaThatMixesCategoriesOrCannotBeReadIsRefused() {
        // English `one` for 0 and 1 (French rules) mixes one and other.
        #expect(throws: PluralFormula.ReadError.self) { try PluralFormula(header: "nplurals=2; plural=(n > 1);").categories(for: "en") }
        for header in ["nplurals=2; plural=(n != 1", "nplurals=2;", "nplurals=9; plural=0;", "plural=n", "nplurals=2; plural=n ? 1", "nplurals=2; plural=x"] {
            #expect(throws: PluralFormula.ReadError.self, "\(header)") { try PluralFormula(header: header) }
        }
        // A formula giving an index beyond nplurals.
        #expect(throws: PluralFormula.ReadError.self) { try PluralFormula(header: "nplurals=2; plural=n;").categories(for: "de") }
    }

    @Test func operatorsFollowCPrecedence() throws {
        #expect(try PluralFormula(header: "nplurals=6; plural=1 + 2 * 2;").index(for: 0) == 5)
        #expect(try PluralFormula(header: "nplurals=2; plural=!(n == 3) && n < 5 || n >= 10;").index(for: 3) == 0)
        #expect(try PluralFormula(header: "nplurals=2; plural=!(n == 3) && n < 5 || n >= 10;").index(for: 11) == 1)
        #expect(try PluralFormula(header: "nplurals=3; plural=n == 1 ? 0 : n == 2 ? 1 : 2;").index(for: 2) == 1)
        #expect(try PluralFormula(header: "nplurals=2; plural=n / 0 + n % 0;").index(for: 7) == 0)
    }
}
