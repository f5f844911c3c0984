import StringCatalog

/// Adds pseudo-locales (`en-XA`, `ar-XB`) to a catalog, or takes them out again: every entry
/// to translate gets the pseudo text (`PseudoLocalizer`) of its source, with the source's
/// plural and device variations and substitutions, in state `translated` — and the plural
/// categories the pseudo-locale's language needs (Arabic's six for `ar-XB`), made from the
/// source's `other` form where the source has none. Entries with `shouldTranslate: false` are
/// left alone. Made only from the source, so running it again gives the same catalog.
package enum PseudoLocalization {
    /// What a run changed.
    package struct Result: Sendable {
        package var catalog: StringCatalog
        /// Per locale: the entries whose localization was added, replaced or removed with a
        /// different text.
        package var changedEntries: [String: Int]
        /// Per locale: the entries that have it afterwards (adding) or had it (removing).
        package var entries: [String: Int]
        /// Per locale: the keys whose pseudo-localization a person wrote (not this tool's
        /// text of any source), kept as they are.
        package var kept: [String: [String]] = [:]
    }

    /// `catalog` with a localization of every pseudo-locale of `locales` in every entry to
    /// translate (a pseudo-localization already there is made again, unless a person wrote it:
    /// that one is kept and listed in `kept`).
    package static func adding(_ locales: [String], to catalog: StringCatalog) -> Result {
        var result = Result(catalog: catalog, changedEntries: [:], entries: [:])
        for locale in locales {
            guard let method = PseudoLocalizer.Method(locale: locale) else { continue }
            let categories = PluralRules.integerCategories(for: locale).map(\.rawValue)
            for entry in result.catalog.entries where entry.shouldTranslate {
                guard let made = localization(of: entry, source: catalog.sourceLanguage, locale: locale, method: method, categories: categories) else { continue }
                var changed = entry
                let old = changed.localizations.firstIndex { $0.locale == locale }
                if let old {
                    if fingerprint(changed.localizations[old]) == fingerprint(made) {
                        result.entries[locale, default: 0] += 1
                        continue
                    }
                    // Made from an older source text: made again. Written by a person (a long
                    // text to try a layout with): kept, and said.
                    if !isMadeByPseudo(changed.localizations[old], method: method) {
                        result.kept[locale, default: []].append(entry.key)
                        result.entries[locale, default: 0] += 1
                        continue
                    }
                    changed.localizations[old] = made
                } else {
                    changed.localizations.append(made)
                }
                result.catalog.setEntry(changed)
                result.changedEntries[locale, default: 0] += 1
                result.entries[locale, default: 0] += 1
            }
        }
        return result
    }

    /// Whether every text of `localization` is what the pseudo-localizer makes of some text.
    static func isMadeByPseudo(_ localization: CatalogLocalization, method: PseudoLocalizer.Method) -> Bool {
        var made = true
        localization.forEachUnit { unit in if made && !PseudoLocalizer.isPseudo(unit.value, method: method) { made = false } }
        return made
    }

    /// `catalog` without the localizations of `locales`.
    package static func removing(_ locales: [String], from catalog: StringCatalog) -> Result {
        var result = Result(catalog: catalog, changedEntries: [:], entries: [:])
        let removed = Set(locales)
        for entry in catalog.entries where entry.localizations.contains(where: { removed.contains($0.locale) }) {
            var changed = entry
            for localization in entry.localizations where removed.contains(localization.locale) {
                result.changedEntries[localization.locale, default: 0] += 1
                result.entries[localization.locale, default: 0] += 1
            }
            changed.localizations.removeAll { removed.contains($0.locale) }
            result.catalog.setEntry(changed)
        }
        return result
    }

    /// The pseudo-localization of `entry`, or nil when there is no source text at all.
    static func localization(of entry: CatalogEntry, source: String, locale: String, method: PseudoLocalizer.Method, categories: [String]) -> CatalogLocalization? {
        guard let sourceLocalization = entry.localization(for: source) else {
            guard !entry.key.isEmpty else { return nil }
            return CatalogLocalization(locale: locale, content: .unit(PseudoLocalizer.pseudo(entry.key, method: method)))
        }
        let substitutions = sourceLocalization.substitutions.map { substitution in
            Substitution(name: substitution.name, argNum: substitution.argNum, formatSpecifier: substitution.formatSpecifier,
                         content: pseudo(substitution.content, method: method, categories: categories))
        }
        let content = pseudo(sourceLocalization.content, method: method, categories: categories)
        if content.isEmpty && substitutions.isEmpty { return nil }
        return CatalogLocalization(locale: locale, content: content, substitutions: substitutions)
    }

    /// The pseudo text of every unit of `content`; plural variations with the categories of
    /// the pseudo-locale's language as well as the source's.
    private static func pseudo(_ content: LocalizedContent, method: PseudoLocalizer.Method, categories: [String]) -> LocalizedContent {
        var result = LocalizedContent()
        if let unit = content.stringUnit {
            result.stringUnit = StringUnit(state: "translated", value: PseudoLocalizer.pseudo(unit.value, method: method))
        }
        if let variations = content.variations {
            let selectors = ([variations] + variations.additional).map { selector in
                var cases = selector.cases.map { VariationCase(name: $0.name, content: pseudo($0.content, method: method, categories: categories)) }
                if selector.kind == .plural, let fallback = selector.case("other") ?? selector.cases.first {
                    for category in categories where selector.case(category) == nil {
                        cases.append(VariationCase(name: category, content: pseudo(fallback.content, method: method, categories: categories)))
                    }
                }
                return Variations(kind: selector.kind, cases: cases)
            }
            result.variations = Variations(kind: selectors[0].kind, cases: selectors[0].cases, additional: Array(selectors.dropFirst()))
        }
        return result
    }

    /// What a localization says, in an order that does not depend on the file's (variation
    /// cases and substitutions by name), to tell whether making it again changes it.
    static func fingerprint(_ localization: CatalogLocalization) -> [String] {
        var out: [String] = []
        fingerprint(localization.content, into: &out)
        for substitution in localization.substitutions.sorted(by: { $0.name < $1.name }) {
            out += ["substitution", substitution.name, substitution.argNum.map(String.init) ?? "", substitution.formatSpecifier ?? ""]
            fingerprint(substitution.content, into: &out)
        }
        return out
    }

    private static func fingerprint(_ content: LocalizedContent, into out: inout [String]) {
        if let unit = content.stringUnit {
            out += ["unit", unit.state, unit.value] + unit.unknownFields.flatMap { [$0.name, $0.json] }
        }
        if let variations = content.variations {
            for selector in [variations] + variations.additional {
                out += ["variations", selector.kind.name]
                for variationCase in selector.cases.sorted(by: { $0.name < $1.name }) {
                    out += ["case", variationCase.name]
                    fingerprint(variationCase.content, into: &out)
                }
                out.append("end")
            }
        }
        out += content.unknownFields.flatMap { [$0.name, $0.json] }
    }
}
