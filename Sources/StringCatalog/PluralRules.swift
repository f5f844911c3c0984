/// A CLDR plural category.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// CLDR (v44) cardinal plural rules for integer counts.
///
/// Only integer operands matter here (counts of days, logs, trackers), so the rules are
/// written for `n = i`, `v = 0`. Categories a language uses only for fractions (the `many`
/// of cs/sk/lt, the `other` of pl/ru/uk) are not integer categories.
public enum PluralRules {
    /// The rule family of a language (the part before `-`/`_`, e.g. `pt` for `pt-BR`).
    /// The language's rule family; `gettextPluralForms` writes each as a gettext formula.
    enum Family {
        case otherOnly          // ja, zh, ko, vi, th, id, ms, lo, my, km
        case oneIfOne           // en, de, nl, sv, da, nb, fi, tr, el, hu, et, …: one n=1
        case oneIfZeroOrOne     // hi, bn, fa, am, zu, gu, kn, mr: one i=0 or n=1
        case french             // fr: one i=0,1; many for 1,000,000 multiples
        case portuguese         // pt: one i=0..1; many
        case portugal           // pt-PT: one i=1; many
        case romanceMillion     // es, it, ca: one n=1 (i=1); many
        case polish
        case eastSlavic         // ru, uk, be
        case czech              // cs, sk: one i=1, few i=2..4 (many is fractions only)
        case arabic
        case hebrew             // one i=1, two i=2 (CLDR 42+ has no many)
        case romanian
        case southSlavic        // hr, sr, bs
        case slovenian
        case lithuanian
        case latvian
        case irish
        case welsh
        case icelandic
        case macedonian
        case filipino           // one: i = 1,2,3 or i % 10 != 4,6,9
    }

    static func family(for locale: String) -> Family? {
        let normalized = locale.replacingOccurrences(of: "_", with: "-")
        let language = normalized.split(separator: "-", maxSplits: 1).first.map(String.init)?.lowercased() ?? ""
        if language == "pt" && normalized.lowercased().hasPrefix("pt-pt") { return .portugal }
        switch language {
        case "ja", "zh", "ko", "vi", "th", "id", "in", "ms", "lo", "my", "km", "yue", "jv", "su", "bo", "dz", "ig", "yo", "sah", "to", "wo":
            return .otherOnly
        case "en", "de", "nl", "sv", "da", "nb", "no", "nn", "fi", "tr", "el", "hu", "et", "bg", "af", "az", "ka", "kk",
             "ky", "mn", "ne", "sq", "ta", "te", "ur", "uz", "eu", "gl", "ml", "sw", "ps", "so", "or", "pa", "as", "fy", "lb",
             "fo", "ast", "ia", "sd", "tk", "ug", "ku", "ckb", "rm", "ha", "om", "xh", "ee", "ti", "hy", "si":
            // hy and si differ from "one: n = 1" for fractions only.
            return .oneIfOne
        case "fil", "tl":
            return .filipino
        case "hi", "bn", "fa", "am", "zu", "gu", "kn", "mr", "pcm":
            return .oneIfZeroOrOne
        case "fr": return .french
        case "pt": return .portuguese
        case "es", "it", "ca": return .romanceMillion
        case "pl": return .polish
        case "ru", "uk", "be": return .eastSlavic
        case "cs", "sk": return .czech
        case "ar", "ars": return .arabic
        case "he", "iw": return .hebrew
        case "ro", "mo": return .romanian
        case "hr", "sr", "bs", "sh": return .southSlavic
        case "sl": return .slovenian
        case "lt": return .lithuanian
        case "lv": return .latvian
        case "ga": return .irish
        case "cy": return .welsh
        case "is": return .icelandic
        case "mk": return .macedonian
        default: return nil
        }
    }

    /// True when the rules of `locale`'s language are known.
    public static func isKnown(_ locale: String) -> Bool { family(for: locale) != nil }

    /// The categories CLDR assigns to integer counts in `locale`, always including `other`.
    /// For an unknown language only `other` is required.
    public static func integerCategories(for locale: String) -> [PluralCategory] {
        guard let family = family(for: locale) else { return [.other] }
        switch family {
        case .otherOnly: return [.other]
        case .oneIfOne, .oneIfZeroOrOne, .icelandic, .macedonian, .filipino: return [.one, .other]
        case .french, .portuguese, .portugal, .romanceMillion: return [.one, .many, .other]
        case .polish, .eastSlavic: return [.one, .few, .many, .other]
        case .czech, .romanian, .southSlavic, .lithuanian: return [.one, .few, .other]
        case .arabic, .welsh: return [.zero, .one, .two, .few, .many, .other]
        case .hebrew: return [.one, .two, .other]
        case .slovenian: return [.one, .two, .few, .other]
        case .latvian: return [.zero, .one, .other]
        case .irish: return [.one, .two, .few, .many, .other]
        }
    }

    /// Every category CLDR gives the language — the integer ones and those only fractions
    /// take (the `many` of cs, sk and lt) — or nil when its rules are not known.
    public static func allCategories(for locale: String) -> [PluralCategory]? {
        guard let family = family(for: locale) else { return nil }
        switch family {
        case .czech, .lithuanian: return [.one, .few, .many, .other]
        default: return integerCategories(for: locale)
        }
    }

    /// Whether a plural form of `category` can ever be shown in `locale`: CLDR gives the
    /// language that category, or it is `zero`, which Apple's Foundation picks for the count 0
    /// in every language ("if zero is present, the value is used for mapping the argument value
    /// zero regardless of what CLDR rule specifies"). Every category may be shown in a
    /// language whose rules are not known.
    public static func isShown(_ category: PluralCategory, in locale: String) -> Bool {
        guard category != .zero, let categories = allCategories(for: locale) else { return true }
        return categories.contains(category)
    }

    /// Categories needed only by counts of 1,000,000 and above (the `many` of fr, es, it, pt, ca):
    /// a plural variation lacking them is a warning, not an error.
    public static func millionOnlyCategories(for locale: String) -> Set<PluralCategory> {
        switch family(for: locale) {
        case .french, .portuguese, .portugal, .romanceMillion: return [.many]
        default: return []
        }
    }

    /// The category of the integer `count` in `locale` (CLDR v44 cardinal rules).
    public static func category(for count: Int, locale: String) -> PluralCategory {
        guard let family = family(for: locale) else { return .other }
        return category(for: count, family: family)
    }

    /// `category(for:locale:)` for many counts of one locale: the locale's rule family is
    /// looked up once (it normalizes and splits the locale name), not once per count.
    package static func categories(for locale: String) -> (Int) -> PluralCategory {
        guard let family = family(for: locale) else { return { _ in .other } }
        return { count in category(for: count, family: family) }
    }

    private static func category(for count: Int, family: Family) -> PluralCategory {
        let n = count.magnitude
        switch family {
        case .otherOnly:
            return .other
        case .oneIfOne:
            return n == 1 ? .one : .other
        case .oneIfZeroOrOne:
            return n <= 1 ? .one : .other
        case .french, .portuguese:
            if n <= 1 { return .one }
            return n % 1_000_000 == 0 ? .many : .other
        case .portugal, .romanceMillion:
            if n == 1 { return .one }
            return n != 0 && n % 1_000_000 == 0 ? .many : .other
        case .icelandic, .macedonian:
            return n % 10 == 1 && n % 100 != 11 ? .one : .other
        case .filipino:
            return [1, 2, 3].contains(n) || ![4, 6, 9].contains(n % 10) ? .one : .other
        case .polish, .eastSlavic, .czech, .southSlavic, .slovenian, .lithuanian, .latvian:
            return slavicOrBalticCategory(n, family: family)
        case .arabic, .hebrew, .romanian, .irish, .welsh:
            return manyFormCategory(n, family: family)
        }
    }

    /// The Slavic and Baltic families: categories by the last one or two digits.
    private static func slavicOrBalticCategory(_ n: UInt, family: Family) -> PluralCategory {
        let mod10 = n % 10
        let mod100 = n % 100
        switch family {
        case .polish:
            if n == 1 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .eastSlavic:
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        case .czech:
            if n == 1 { return .one }
            if (2...4).contains(n) { return .few }
            return .other
        case .southSlavic:
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .other
        case .slovenian:
            if mod100 == 1 { return .one }
            if mod100 == 2 { return .two }
            if mod100 == 3 || mod100 == 4 { return .few }
            return .other
        case .lithuanian:
            if mod10 == 1 && !(11...19).contains(mod100) { return .one }
            if (2...9).contains(mod10) && !(11...19).contains(mod100) { return .few }
            return .other
        case .latvian:
            if mod10 == 0 || (11...19).contains(mod100) { return .zero }
            if mod10 == 1 && mod100 != 11 { return .one }
            return .other
        default:
            return .other
        }
    }

    /// Arabic, Hebrew, Romanian, Irish and Welsh: zero, two, few or many by small numbers.
    private static func manyFormCategory(_ n: UInt, family: Family) -> PluralCategory {
        let mod100 = n % 100
        switch family {
        case .arabic:
            if n == 0 { return .zero }
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...10).contains(mod100) { return .few }
            if (11...99).contains(mod100) { return .many }
            return .other
        case .hebrew:
            if n == 1 { return .one }
            if n == 2 { return .two }
            return .other
        case .romanian:
            if n == 1 { return .one }
            if n == 0 || (mod100 >= 2 && mod100 <= 19) { return .few }
            return .other
        case .irish:
            if n == 1 { return .one }
            if n == 2 { return .two }
            if (3...6).contains(n) { return .few }
            if (7...10).contains(n) { return .many }
            return .other
        case .welsh:
            switch n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            case 3: return .few
            case 6: return .many
            default: return .other
            }
        default:
            return .other
        }
    }
}
