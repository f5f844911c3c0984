/// A language's plural rules as gettext writes them in a PO file's `Plural-Forms` header: the
/// number of forms, the C expression that picks a form's index for a count `n`, and the CLDR
/// category each index stands for.
public struct GettextPluralForms: Sendable, Equatable {
    /// The CLDR category of each `msgstr[i]`, in index order: the language's integer categories
    /// (`PluralRules.integerCategories`), so a form only fractions take (the `other` of ru, pl)
    /// has an index that no count selects, and a catalog's plural keeps every form it needs.
    public let categories: [PluralCategory]
    /// The expression after `plural=` (without the final `;`).
    public let expression: String

    /// `nplurals=N; plural=EXPR;`, the header field's value.
    public var headerValue: String { "nplurals=\(categories.count); plural=\(expression);" }
}

extension PluralRules {
    /// The `Plural-Forms` of `locale`, written from the same CLDR rules as
    /// `category(for:locale:)` (the tests evaluate each expression against them). A language
    /// whose rules are not known has one form, `other`.
    public static func gettextPluralForms(for locale: String) -> GettextPluralForms {
        let categories = integerCategories(for: locale)
        guard let family = family(for: locale) else { return GettextPluralForms(categories: categories, expression: "0") }
        return GettextPluralForms(categories: categories, expression: gettextExpression(family))
    }

    /// The formula of a rule family; each index is a position in `integerCategories`.
    private static func gettextExpression(_ family: Family) -> String {
        let slavicFew = "n%10>=2 && n%10<=4 && (n%100<12 || n%100>14)"
        switch family {
        case .otherOnly: return "0"
        case .oneIfOne: return "(n != 1)"
        case .oneIfZeroOrOne: return "(n > 1)"
        case .icelandic, .macedonian: return "(n%10 != 1 || n%100 == 11)"
        case .filipino: return "(n != 1 && n != 2 && n != 3 && (n%10 == 4 || n%10 == 6 || n%10 == 9))"
        case .french, .portuguese: return "(n <= 1 ? 0 : n%1000000 == 0 ? 1 : 2)"
        case .portugal, .romanceMillion: return "(n == 1 ? 0 : n != 0 && n%1000000 == 0 ? 1 : 2)"
        case .polish: return "(n == 1 ? 0 : \(slavicFew) ? 1 : 2)"
        case .eastSlavic, .southSlavic: return "(n%10 == 1 && n%100 != 11 ? 0 : \(slavicFew) ? 1 : 2)"
        case .czech: return "(n == 1 ? 0 : n >= 2 && n <= 4 ? 1 : 2)"
        case .lithuanian: return "(n%10 == 1 && (n%100 < 11 || n%100 > 19) ? 0 : n%10 >= 2 && (n%100 < 11 || n%100 > 19) ? 1 : 2)"
        case .slovenian: return "(n%100 == 1 ? 0 : n%100 == 2 ? 1 : n%100 == 3 || n%100 == 4 ? 2 : 3)"
        case .latvian: return "(n%10 == 0 || (n%100 >= 11 && n%100 <= 19) ? 0 : n%10 == 1 && n%100 != 11 ? 1 : 2)"
        case .arabic: return "(n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n%100 >= 3 && n%100 <= 10 ? 3 : n%100 >= 11 ? 4 : 5)"
        case .hebrew: return "(n == 1 ? 0 : n == 2 ? 1 : 2)"
        case .romanian: return "(n == 1 ? 0 : n == 0 || (n%100 >= 2 && n%100 <= 19) ? 1 : 2)"
        case .irish: return "(n == 1 ? 0 : n == 2 ? 1 : n >= 3 && n <= 6 ? 2 : n >= 7 && n <= 10 ? 3 : 4)"
        case .welsh: return "(n == 0 ? 0 : n == 1 ? 1 : n == 2 ? 2 : n == 3 ? 3 : n == 6 ? 4 : 5)"
        }
    }
}
