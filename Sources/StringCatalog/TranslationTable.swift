
/// One row of the translator spreadsheet: one unit of one key in one locale.
public struct TranslationRow: Sendable, Equatable {
    public var key: String
    public var locale: String
    public var path: UnitPath
    /// The source-language text of the same unit (the key when the source has no localization).
    public var source: String
    /// The current translation; empty when the unit does not exist yet.
    public var translation: String
    /// The unit's state; empty when the unit does not exist yet.
    public var state: String
    public var comment: String

    public init(key: String, locale: String, path: UnitPath, source: String, translation: String, state: String, comment: String) {
        self.key = key
        self.locale = locale
        self.path = path
        self.source = source
        self.translation = translation
        self.state = state
        self.comment = comment
    }
}

/// The catalog as spreadsheet rows and back: `rows(…)` lists every unit a translator should
/// see (existing ones, and empty ones for what is missing); `apply(…)` merges edited rows
/// into the catalog and changes nothing else.
public enum TranslationTable {
    /// The rows for `locales`, entries in catalog order (`shouldTranslate: false` left out).
    /// For a locale an entry has: every unit it has, plus an empty row per plural category that
    /// locale needs (CLDR) and its plural variations lack, plus the source's units it lacks
    /// where its own shape leaves room for them (a substitution, a device, the main text of a
    /// localization that has only substitutions — not a plural form where it has a plain
    /// string). For a locale an entry lacks: the source's structure, with the plural categories
    /// of the target locale.
    public static func rows(for catalog: StringCatalog, locales: [String], ignoring filter: KeyFilter = KeyFilter()) -> [TranslationRow] {
        var rows: [TranslationRow] = []
        // Once per locale, not per entry: finding a language's rule family compares strings.
        let categoriesOf = locales.map { PluralRules.integerCategories(for: $0).map(\.rawValue) }
        for entry in catalog.entries where entry.shouldTranslate && (filter.isEmpty || !filter.matches(entry.key)) {
            let source = entry.localization(for: catalog.sourceLanguage)
            for (locale, categories) in zip(locales, categoriesOf) {
                var leaves: [(UnitPath, StringUnit?)] = []
                if let target = entry.localization(for: locale) {
                    collect(target.content, substitution: nil, steps: [], categories: categories, into: &leaves)
                    for substitution in target.substitutions {
                        collect(substitution.content, substitution: substitution.name, steps: [], categories: categories, into: &leaves)
                    }
                    // A plain source offers nothing to a target with a text of its own (most entries).
                    if let source, source.content.variations != nil || !source.substitutions.isEmpty
                        || (target.content.stringUnit == nil && target.content.variations == nil) {
                        // The source's units the target lacks, where its shape has room for them.
                        var offered: [(UnitPath, StringUnit?)] = []
                        skeleton(source.content, substitution: nil, steps: [], categories: categories, into: &offered)
                        for substitution in source.substitutions {
                            skeleton(substitution.content, substitution: substitution.name, steps: [], categories: categories, into: &offered)
                        }
                        leaves = merged(leaves, offered: offered)
                    }
                } else if let source {
                    skeleton(source.content, substitution: nil, steps: [], categories: categories, into: &leaves)
                    for substitution in source.substitutions {
                        skeleton(substitution.content, substitution: substitution.name, steps: [], categories: categories, into: &leaves)
                    }
                } else {
                    leaves.append((UnitPath(), nil))
                }
                for (path, unit) in leaves {
                    rows.append(TranslationRow(
                        key: entry.key, locale: locale, path: path, source: sourceText(entry: entry, source: source, path: path),
                        translation: unit?.value ?? "", state: unit?.state ?? "", comment: entry.comment ?? ""
                    ))
                }
            }
        }
        return rows
    }

    /// The source text of the unit at `path` (the matching case, else `other`).
    package static func sourceText(entry: CatalogEntry, source: CatalogLocalization?, path: UnitPath) -> String {
        guard let source else { return entry.key }
        if let name = path.substitution {
            guard let substitution = source.substitution(named: name) else { return "" }
            return substitution.content.sourceText(at: path.variantPath[...]) ?? ""
        }
        return source.content.sourceText(at: path.variantPath[...]) ?? ""
    }

    private static func collect(
        _ content: LocalizedContent, substitution: String?, steps: [UnitPath.Step], categories: [String], into leaves: inout [(UnitPath, StringUnit?)]
    ) {
        if let unit = content.stringUnit { leaves.append((UnitPath(substitution: substitution, steps: steps), unit)) }
        guard let variations = content.variations else { return }
        for selector in [variations] + variations.additional {
            for variationCase in selector.cases {
                collect(variationCase.content, substitution: substitution, steps: steps + [UnitPath.Step(selector: selector.kind.name, name: variationCase.name)],
                        categories: categories, into: &leaves)
            }
            if selector.kind == .plural {
                for category in categories where selector.case(category) == nil {
                    leaves.append((UnitPath(substitution: substitution, steps: steps + [UnitPath.Step(selector: "plural", name: category)]), nil))
                }
            }
        }
    }

    /// The target's leaves with the source's that fit among them, each of those placed before
    /// the first of the target's that comes after it in the source (so an export lists a
    /// key's units in one order whichever of them are there).
    private static func merged(_ present: [(UnitPath, StringUnit?)], offered: [(UnitPath, StringUnit?)]) -> [(UnitPath, StringUnit?)] {
        let paths = present.map(\.0)
        var result = present
        for (rank, leaf) in offered.enumerated() where fits(leaf.0, among: paths) {
            let position = result.firstIndex { placed in (offered.firstIndex { $0.0 == placed.0 } ?? -1) > rank } ?? result.count
            result.insert(leaf, at: position)
        }
        return result
    }

    /// Whether a unit at `path` can join units at `present` paths: none is the same path, lies
    /// on the way to it or below it, or varies by another selector where they part.
    private static func fits(_ path: UnitPath, among present: [UnitPath]) -> Bool {
        for other in present where other.substitution == path.substitution {
            let shared = zip(path.steps, other.steps).prefix { $0 == $1 }.count
            if shared == path.steps.count || shared == other.steps.count { return false }
            if path.steps[shared].selector != other.steps[shared].selector { return false }
        }
        return true
    }

    /// Empty leaves in the shape of the source content, plural cases as the target needs them.
    private static func skeleton(
        _ content: LocalizedContent, substitution: String?, steps: [UnitPath.Step], categories: [String], into leaves: inout [(UnitPath, StringUnit?)]
    ) {
        if content.stringUnit != nil || content.variations == nil {
            leaves.append((UnitPath(substitution: substitution, steps: steps), nil))
        }
        guard let variations = content.variations else { return }
        for selector in [variations] + variations.additional {
            if selector.kind == .plural {
                let inner = selector.case("other")?.content ?? selector.cases.first?.content ?? LocalizedContent()
                for category in categories {
                    let caseContent = selector.case(category)?.content ?? inner
                    skeleton(caseContent, substitution: substitution, steps: steps + [UnitPath.Step(selector: "plural", name: category)], categories: categories, into: &leaves)
                }
            } else {
                for variationCase in selector.cases {
                    skeleton(variationCase.content, substitution: substitution, steps: steps + [UnitPath.Step(selector: selector.kind.name, name: variationCase.name)],
                             categories: categories, into: &leaves)
                }
            }
        }
    }
}
