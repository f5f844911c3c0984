@testable import StringCatalog
@testable import CatalogCheck

/// Runs the completeness check, with its quality checks, over small catalogs built from values.
enum QualitySupport {
    /// The quality problems of one entry `key` translated from `source` into `locale` as
    /// `target`, with `others` more translations of it (locale → text).
    static func problems(
        _ source: String, _ target: String, locale: String = "de", state: String = "translated", comment: String? = nil,
        key: String = "key", others: [String: String] = [:], options: QualityOptions = QualityOptions(),
        severities: [ProblemKind: ProblemSeverity?] = [:], locales: [String]? = nil
    ) -> [CatalogProblem] {
        var localizations = [CatalogLocalization(locale: "en", content: .unit(source)), CatalogLocalization(locale: locale, content: .unit(target, state: state))]
        for (other, text) in others.sorted(by: { $0.key < $1.key }) {
            localizations.append(CatalogLocalization(locale: other, content: .unit(text)))
        }
        let entry = CatalogEntry(key: key, comment: comment, localizations: localizations)
        return problems(in: StringCatalog(sourceLanguage: "en", entries: [entry]), options: options, severities: severities, locales: locales)
    }

    static func problems(
        in catalog: StringCatalog, options: QualityOptions = QualityOptions(), severities: [ProblemKind: ProblemSeverity?] = [:], locales: [String]? = nil
    ) -> [CatalogProblem] {
        let checkOptions = CheckOptions(locales: locales, severityOverrides: severities, quality: options)
        return CompletenessChecker(catalog: catalog, options: checkOptions).run().problems.filter(\.kind.isQualityCheck)
    }

    /// The kinds found for one translation (as `problems`), in report order.
    static func kinds(
        _ source: String, _ target: String, locale: String = "de", comment: String? = nil, others: [String: String] = [:],
        options: QualityOptions = QualityOptions()
    ) -> [ProblemKind] {
        problems(source, target, locale: locale, comment: comment, others: others, options: options).map(\.kind)
    }

    /// Text of every hostile kind a translator's tool or a careless paste can produce: controls,
    /// bidi overrides, lone combining marks, a lone `%`, unpaired brackets, emoji sequences,
    /// private-use scalars (the placeholder stand-in included), and 20,000 characters.
    static let hostileTexts: [String] = [
        "\u{0}\u{7}\u{1B}[2J\u{7F}\u{9B}", "\u{202E}evil\u{202C} \u{2066}x\u{2069}", "\u{301}\u{301}e\u{301}", "%", "100%", "%%%@%",
        "((([[[{{{", ")]}", "👨‍👩‍👧‍👦🏳️‍🌈", "\u{E000}\u{E000}", "%1$#@a@ %#@", "https://", "@@@.", "[](", "\\", "\r\n\r",
        String(repeating: "a(b) 1,5 https://x.y/z?q=1 ", count: 800),
    ]
}
