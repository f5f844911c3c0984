import StringCatalog

extension EntryChecker {
    /// The `invalid-entry` problems of values in a shape Xcode never writes: a `stringUnit`
    /// beside `variations` (which one would the app show?), and two selectors side by side in
    /// one `variations` (Xcode nests them: plurals inside each device case). `strings merge`
    /// never makes either; a hand edit or another tool may.
    func checkShapes(_ localization: CatalogLocalization, entry: CatalogEntry, required: RequiredKey?, into problems: inout [CatalogProblem]) {
        func visit(_ content: LocalizedContent, where place: String) {
            guard let variations = content.variations else { return }
            let selectors = [variations] + variations.additional
            let shown = CatalogProblem.shown(localization.locale)
            let what = place.isEmpty ? "the \(shown) localization" : "the \(shown) value at \(place)"
            if let unit = content.stringUnit {
                problems.append(problem(.invalidEntry, entry: entry, locale: localization.locale, required: required, line: CompletenessChecker.line(unit.line, localization.line),
                    "\(what) of \(CatalogProblem.quoted(entry.key)) has a stringUnit beside its variations, a shape Xcode never writes — keep one of them"))
            }
            if selectors.count > 1 {
                let names = selectors.map { CatalogProblem.shown($0.kind.name) }.joined(separator: " and ")
                problems.append(problem(.invalidEntry, entry: entry, locale: localization.locale, required: required, line: localization.line,
                    "\(what) of \(CatalogProblem.quoted(entry.key)) varies by \(names) side by side, a shape Xcode never writes — nest one inside the other's cases (device.iphone/plural.one)"))
            }
            for selector in selectors {
                for variationCase in selector.cases {
                    visit(variationCase.content, where: (place.isEmpty ? "" : place + "/") + CatalogProblem.shown("\(selector.kind.name).\(variationCase.name)"))
                }
            }
        }
        visit(localization.content, where: "")
        for substitution in localization.substitutions {
            visit(substitution.content, where: CatalogProblem.shown("substitutions.\(substitution.name)"))
        }
    }
}
