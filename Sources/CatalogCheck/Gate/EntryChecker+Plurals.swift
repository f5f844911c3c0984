import StringCatalog

extension EntryChecker {
    /// The plural problems of one localization: a category the language needs that a plural
    /// variation lacks (`plural-missing-category`), and a form it has that the language never
    /// shows (`plural-extra-category`: `few` in German is dead text, and often a sign that the
    /// forms were meant for another language).
    func checkPlurals(
        _ localization: CatalogLocalization, entry: CatalogEntry, info: CompletenessChecker.PluralInfo, required: RequiredKey?,
        into problems: inout [CatalogProblem]
    ) {
        func visit(_ content: LocalizedContent, where place: String) {
            guard let variations = content.variations else { return }
            for selector in [variations] + variations.additional {
                if selector.kind == .plural {
                    // Where `other` is there the runtime shows it for a missing category: a
                    // wording to check (a warning, failing with --strict), not a blank text.
                    let hasOther = selector.case("other") != nil
                    for category in info.required where selector.case(category.rawValue) == nil {
                        let severity: ProblemSeverity = info.warningOnly.contains(category) || hasOther ? .warning : .error
                        let examples = info.examples[category] ?? CompletenessChecker.examples(of: category, locale: info.locale)
                        problems.append(CatalogProblem(
                            severity: severity, kind: .pluralMissingCategory, key: entry.key, locale: info.locale,
                            tracker: required?.tracker, level: required?.level,
                            message: "the \(CatalogProblem.shown(info.locale)) plural variation\(place) of \(CatalogProblem.quoted(entry.key)) lacks \"\(category.rawValue)\" (counts like \(examples)) — add that form",
                            line: localization.line
                        ))
                    }
                    if !info.neverShown.isEmpty {
                        for variationCase in selector.cases where info.neverShown.contains(variationCase.name) {
                            problems.append(CatalogProblem(
                                severity: ProblemKind.pluralExtraCategory.defaultSeverity, kind: .pluralExtraCategory, key: entry.key,
                                locale: info.locale, tracker: required?.tracker, level: required?.level,
                                message: "the \(CatalogProblem.shown(info.locale)) plural variation\(place) of \(CatalogProblem.quoted(entry.key)) has \"\(variationCase.name)\", a form \(CatalogProblem.shown(info.locale)) never shows (CLDR: \(info.shownList)) — delete it or move its text to the right form",
                                line: CompletenessChecker.line(variationCase.content.stringUnit?.line ?? 0, localization.line)
                            ))
                        }
                    }
                }
                for variationCase in selector.cases {
                    visit(variationCase.content, where: place)
                }
            }
        }
        visit(localization.content, where: "")
        for substitution in localization.substitutions {
            visit(substitution.content, where: " of substitution \(CatalogProblem.shown(substitution.name))")
        }
    }
}
