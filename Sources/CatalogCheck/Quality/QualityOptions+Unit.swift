import StringCatalog
import CatalogText

/// What the quality checks will hold one unit's translation to, told in advance: to a
/// translator, or to a machine translation command (`strings translate` sends it with each
/// request), from the same rules the checks apply afterwards.
extension QualityOptions {
    /// A glossary term that occurs in a source text and the translations the locale must use
    /// for it (any one of them).
    package struct TermRule: Sendable, Equatable {
        package var term: String
        package var translations: [String]

        package init(term: String, translations: [String]) {
            self.term = term
            self.translations = translations
        }
    }

    /// The glossary's rules for `locale` whose term occurs in `source` as a whole word, in the
    /// glossary's order — the ones the `glossary` check will hold the translation to.
    package func glossaryRules(in source: String, locale: String) -> [TermRule] {
        guard !glossary.isEmpty else { return [] }
        let qualityLocale = QualityLocale(locale)
        return glossary.terms(in: Array(source.lowercased().unicodeScalars)).compactMap { position in
            glossary.rule(position, for: qualityLocale).map { TermRule(term: $0.term, translations: $0.translations) }
        }
    }

    /// The length limit of an entry's translations (`[max N]` in its comment, or a `maxLength`
    /// pattern of the settings), as the `length` check applies it; nil when there is none.
    package func lengthLimit(key: String, comment: String?) -> LengthLimit? {
        LengthLimit.of(key: key, comment: comment, patterns: maxLength)
    }
}
