import CatalogCheck
import StringCatalog

/// One unit `strings translate` asks a machine translation command for, and the JSON line it
/// sends: `{"id", "key", "path", "locale", "sourceLanguage", "source", "comment",
/// "placeholders": [{"token", "text"}], "glossary": [{"term", "translations"}], "maxLength",
/// "translation"}` — `source` with its placeholders as tokens (`ProtectedText`), `comment` the
/// entry's (or null), `glossary` the terms of the source the translation must render as given,
/// `maxLength` the most characters it may have (or null), `translation` the current one when it
/// is sent for review (else null). The command answers `{"id", "translation"}` per line.
package struct TranslationRequest: Sendable, Equatable {
    package var id: String
    package var key: String
    package var path: UnitPath
    package var locale: String
    package var sourceLanguage: String
    /// The source text as the catalog has it.
    package var source: String
    package var protected: ProtectedText
    package var comment: String?
    package var glossary: [QualityOptions.TermRule]
    package var maxLength: Int?
    /// The translation in review (`--review`); nil for a missing one.
    package var current: String?

    /// The request as one line of JSON (without its line break).
    package var jsonLine: String {
        func quote(_ text: String) -> String { JSONText.quote(text) }
        let placeholders = protected.placeholders.map { "{\"token\":\(quote($0.token)),\"text\":\(quote($0.text))}" }
        let terms = glossary.map { rule in "{\"term\":\(quote(rule.term)),\"translations\":[\(rule.translations.map(quote).joined(separator: ","))]}" }
        return "{\"id\":\(quote(id)),\"key\":\(quote(key)),\"path\":\(quote(path.description)),\"locale\":\(quote(locale)),"
            + "\"sourceLanguage\":\(quote(sourceLanguage)),\"source\":\(quote(protected.text)),\"comment\":\(comment.map(quote) ?? "null"),"
            + "\"placeholders\":[\(placeholders.joined(separator: ","))],\"glossary\":[\(terms.joined(separator: ","))],"
            + "\"maxLength\":\(maxLength.map(String.init) ?? "null"),\"translation\":\(current.map(quote) ?? "null")}"
    }

    /// The units to ask for in `locales`, in catalog order, numbered from 1: those with no
    /// translation (missing, empty or `new`), or with `review` those in `needs_review`. Units
    /// whose source has nothing to translate (`%@`, `—`) are counted, not asked for.
    package static func requests(
        for catalog: StringCatalog, locales: [String], review: Bool, options: QualityOptions, ignoring filter: KeyFilter = KeyFilter()
    ) -> (requests: [TranslationRequest], nothingToTranslate: Int) {
        var requests: [TranslationRequest] = []
        var skipped = 0
        for row in TranslationTable.rows(for: catalog, locales: locales, ignoring: filter) {
            let wanted = review ? row.state == "needs_review" && !row.translation.isEmpty : row.translation.isEmpty || row.state == "new"
            guard wanted else { continue }
            guard TranslatableText.needsTranslation(row.source) else {
                skipped += 1
                continue
            }
            let comment = catalog.entry(for: row.key)?.comment
            requests.append(TranslationRequest(
                id: String(requests.count + 1), key: row.key, path: row.path, locale: row.locale, sourceLanguage: catalog.sourceLanguage,
                source: row.source, protected: ProtectedText(row.source, inSubstitution: row.path.substitution != nil), comment: comment,
                glossary: options.glossaryRules(in: row.source, locale: row.locale),
                maxLength: row.path.substitution == nil ? options.lengthLimit(key: row.key, comment: comment)?.maximum : nil,
                current: review ? row.translation : nil))
        }
        return (requests, skipped)
    }
}
