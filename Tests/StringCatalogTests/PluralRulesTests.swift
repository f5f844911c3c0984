import Testing
@testable import StringCatalog

/// Expected categories are CLDR v44 cardinal rules, evaluated by hand for the counts
/// 0, 1, 2, 3, 5, 11, 21, 22, 101, 111 and 1,000,000.
@Suite struct PluralRulesTests {
    static let counts = [0, 1, 2, 3, 5, 11, 21, 22, 101, 111, 1_000_000]

    static let expectations: [(String, [PluralCategory])] = [
        // one: n = 1
        ("en", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("de", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("nl", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("sv", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("da", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("nb", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("fi", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        ("tr", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        // one: i = 0,1; many: multiples of 1,000,000
        ("fr", [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        ("pt", [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        ("pt-BR", [.one, .one, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        // pt-PT: one: i = 1
        ("pt-PT", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        ("es", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        ("it", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        ("ca", [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .many]),
        // pl: one i=1; few i%10=2..4 and i%100!=12..14; many otherwise (integers)
        ("pl", [.many, .one, .few, .few, .many, .many, .many, .few, .many, .many, .many]),
        // ru/uk: one i%10=1 and i%100!=11; few; many
        ("ru", [.many, .one, .few, .few, .many, .many, .one, .few, .one, .many, .many]),
        ("uk", [.many, .one, .few, .few, .many, .many, .one, .few, .one, .many, .many]),
        // cs/sk: one i=1; few i=2..4; many is for fractions only
        ("cs", [.other, .one, .few, .few, .other, .other, .other, .other, .other, .other, .other]),
        ("sk", [.other, .one, .few, .few, .other, .other, .other, .other, .other, .other, .other]),
        ("ja", Array(repeating: .other, count: 11)),
        ("zh-Hans", Array(repeating: .other, count: 11)),
        ("ko", Array(repeating: .other, count: 11)),
        // ar: zero; one; two; few n%100=3..10; many n%100=11..99; other
        ("ar", [.zero, .one, .two, .few, .few, .many, .many, .many, .other, .many, .other]),
        // he (CLDR 42+): one i=1; two i=2; other
        ("he", [.other, .one, .two, .other, .other, .other, .other, .other, .other, .other, .other]),
    ]

    @Test(arguments: expectations)
    func categoriesForCounts(locale: String, expected: [PluralCategory]) {
        let actual = Self.counts.map { PluralRules.category(for: $0, locale: locale) }
        #expect(actual == expected, "\(locale)")
    }

    @Test func integerCategoriesPerLanguage() {
        #expect(PluralRules.integerCategories(for: "en") == [.one, .other])
        #expect(PluralRules.integerCategories(for: "de-AT") == [.one, .other])
        #expect(PluralRules.integerCategories(for: "fr") == [.one, .many, .other])
        #expect(PluralRules.integerCategories(for: "pl") == [.one, .few, .many, .other])
        #expect(PluralRules.integerCategories(for: "ru") == [.one, .few, .many, .other])
        #expect(PluralRules.integerCategories(for: "cs") == [.one, .few, .other])
        #expect(PluralRules.integerCategories(for: "ja") == [.other])
        #expect(PluralRules.integerCategories(for: "ar") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.integerCategories(for: "he") == [.one, .two, .other])
        #expect(PluralRules.integerCategories(for: "xx-unknown") == [.other])
        #expect(PluralRules.millionOnlyCategories(for: "es") == [.many])
        #expect(PluralRules.millionOnlyCategories(for: "pl").isEmpty)
    }

    @Test func everyIntegerCategoryOccursForSomeCount() {
        // Guards the category lists against the rules: each listed category (but the
        // always-required `other`) must be produced by some integer.
        for locale in ["en", "fr", "pt", "es", "it", "ca", "pl", "ru", "uk", "cs", "sk", "ar", "he", "ro", "hr", "sl", "lt", "lv", "ga", "cy", "is", "hi", "fil"] {
            let produced = Set((Array(0...1200) + [1_000_000, 2_000_000]).map { PluralRules.category(for: $0, locale: locale) })
            let listed = Set(PluralRules.integerCategories(for: locale)).subtracting([.other])
            #expect(listed.isSubset(of: produced), "\(locale)")
            #expect(produced.subtracting([.other]).isSubset(of: listed), "\(locale)")
        }
    }
    @Test func everyCategoryOfALanguageAndTheFormsItShows() {
        // CLDR v44, fractions included: the many of cs, sk and lt is for fractions only.
        #expect(PluralRules.allCategories(for: "de") == [.one, .other])
        #expect(PluralRules.allCategories(for: "cs") == [.one, .few, .many, .other])
        #expect(PluralRules.allCategories(for: "lt") == [.one, .few, .many, .other])
        #expect(PluralRules.allCategories(for: "ru") == [.one, .few, .many, .other])
        #expect(PluralRules.allCategories(for: "ja") == [.other])
        #expect(PluralRules.allCategories(for: "xx-unknown") == nil)
        for locale in ["en", "fr", "pl", "ru", "ar", "he", "lv", "cy", "ga"] {
            #expect(Set(PluralRules.allCategories(for: locale) ?? []) == Set(PluralRules.integerCategories(for: locale)), "\(locale)")
        }
        // zero is shown for the count 0 in every language (Apple's Foundation); other forms
        // only where CLDR has them; a language whose rules are not known may have any.
        #expect(PluralRules.isShown(.zero, in: "de") && PluralRules.isShown(.zero, in: "ja"))
        #expect(!PluralRules.isShown(.few, in: "de") && !PluralRules.isShown(.two, in: "en") && !PluralRules.isShown(.one, in: "ja"))
        #expect(PluralRules.isShown(.many, in: "cs") && PluralRules.isShown(.few, in: "ru-RU") && PluralRules.isShown(.two, in: "he"))
        #expect(PluralCategory.allCases.allSatisfy { PluralRules.isShown($0, in: "tlh") })
    }
}
