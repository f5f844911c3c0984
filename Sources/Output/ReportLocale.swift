/// A report locale as given on the command line (`de`, `de-DE`, `de_AT`, `en-US`, `en-GB`, …)
/// resolved to one of the formatting profiles this package knows.
///
/// Resolution: the identifier is split at `-` or `_`; the first part is the language
/// (case-insensitive), the first later part of two letters or three digits is the region;
/// a script part (`Latn`) is ignored. Profiles, all from CLDR:
///
/// | locale | decimal | group | percent | medium date | example |
/// |---|---|---|---|---|---|
/// | `de` (any region but CH, LI) | `,` | `.` | `85 %` (U+00A0) | `dd.MM.y` | `20.11.2026` |
/// | `de-CH`, `de-LI` | `.` | `’` (U+2019) | `85%` | `dd.MM.y` | `20.11.2026` |
/// | `en` (any region but GB) | `.` | `,` | `85%` | `MMM d, y` | `Nov 20, 2026` |
/// | `en-GB` | `.` | `,` | `85%` | `d MMM y` | `20 Nov 2026` (September: `Sept`) |
///
/// Any other language falls back to the `en` profile (`isFallback` is then true), so output is
/// always defined. Simplifications: `de-AT` uses the `de` profile (recent CLDR groups thousands
/// with a space there); `en-IN` and the other English regions use the US profile.
public struct ReportLocale: Sendable, Hashable, CustomStringConvertible {
    /// The identifier as given.
    public let identifier: String
    /// The language subtag, lower-cased (`de`).
    public let language: String
    /// The region subtag, upper-cased (`AT`), if any.
    public let region: String?
    let profile: FormattingProfile

    public init(_ identifier: String) {
        self.identifier = identifier
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" })
        let language = parts.first.map { $0.lowercased() } ?? ""
        let region = parts.dropFirst().first(where: { part in
            (part.count == 2 && part.allSatisfy { $0.isASCII && $0.isLetter })
                || (part.count == 3 && part.allSatisfy { $0.isASCII && $0.isNumber })
        }).map { $0.uppercased() }
        self.language = language
        self.region = region
        self.profile = FormattingProfile.resolve(language: language, region: region)
    }

    /// True when the locale writes a decimal comma (`12,5`): decides the `excel` CSV dialect's
    /// delimiter (`;`) and decimal separator.
    /// Whether the locale writes a decimal comma (CLDR), which decides the Excel CSV dialect's
    /// `;` — for every such language, not only those with a formatting profile here.
    public var decimalComma: Bool {
        if !profile.isFallback { return profile.decimalSeparator == "," }
        if let region, ReportLocale.decimalPointRegions[language]?.contains(region) == true { return false }
        return ReportLocale.decimalCommaLanguages.contains(language)
    }

    /// Languages whose CLDR decimal separator is a comma.
    static let decimalCommaLanguages: Set<String> = [
        "af", "az", "be", "bg", "bs", "ca", "cs", "da", "de", "el", "es", "et", "eu", "fi", "fo", "fr", "gl", "hr",
        "hu", "hy", "id", "is", "it", "ka", "kk", "ky", "lt", "lv", "mk", "mn", "nb", "nl", "nn", "no", "pl", "pt",
        "ro", "ru", "sk", "sl", "sq", "sr", "sv", "tr", "uk", "uz", "vi",
    ]

    /// Regions of those languages that write a decimal point instead (CLDR).
    static let decimalPointRegions: [String: Set<String>] = [
        "es": ["MX", "US", "419", "DO", "GT", "HN", "NI", "PA", "PE", "PR", "SV"],
        "it": ["CH"],
    ]

    /// True when the language has no profile of its own and the `en` profile is used.
    public var isFallback: Bool { profile.isFallback }

    public var description: String { identifier }
}

/// Number symbols and date pattern of one locale; the table rows of `ReportLocale`.
struct FormattingProfile: Sendable, Hashable {
    enum MediumDate: Sendable, Hashable {
        /// `dd.MM.y`
        case dayDotMonthDotYear
        /// `MMM d, y`
        case monthDayCommaYear
        /// `d MMM y`
        case dayMonthYear
    }

    var decimalSeparator: String
    var groupingSeparator: String
    /// Between the number and `%`.
    var percentSpacing: String
    var mediumDate: MediumDate
    var monthAbbreviations: [String]
    /// Wide standalone names (CLDR `MMMM`/`LLLL`).
    var monthNames: [String]
    var isFallback = false

    static let englishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let britishMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"]
    static let germanMonths = ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."]
    static let englishMonthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
    static let germanMonthNames = ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"]

    static let german = FormattingProfile(
        decimalSeparator: ",", groupingSeparator: ".", percentSpacing: "\u{00A0}",
        mediumDate: .dayDotMonthDotYear, monthAbbreviations: germanMonths, monthNames: germanMonthNames)
    static let swissGerman = FormattingProfile(
        decimalSeparator: ".", groupingSeparator: "\u{2019}", percentSpacing: "",
        mediumDate: .dayDotMonthDotYear, monthAbbreviations: germanMonths, monthNames: germanMonthNames)
    static let english = FormattingProfile(
        decimalSeparator: ".", groupingSeparator: ",", percentSpacing: "",
        mediumDate: .monthDayCommaYear, monthAbbreviations: englishMonths, monthNames: englishMonthNames)
    static let british = FormattingProfile(
        decimalSeparator: ".", groupingSeparator: ",", percentSpacing: "",
        mediumDate: .dayMonthYear, monthAbbreviations: britishMonths, monthNames: englishMonthNames)

    static func resolve(language: String, region: String?) -> FormattingProfile {
        switch (language, region) {
        case ("de", "CH"), ("de", "LI"): return swissGerman
        case ("de", _): return german
        case ("en", "GB"): return british
        case ("en", _): return english
        default:
            var fallback = english
            fallback.isFallback = true
            return fallback
        }
    }
}
