import Foundation
import SharpTools
import StringCatalog
import CatalogCheck

/// Merges translator rows into a catalog (`strings import`).
///
/// Per row (key, locale, path, translation, state, and the source text it was translated from):
/// - an empty translation changes nothing (an empty cell means "not translated yet");
/// - a translation equal to the unit's value changes nothing, unless the state cell names
///   another valid state than the unit has: then only the state changes;
/// - a different translation replaces the value and sets the state to the row's state when the
///   row names another state than the unit has, else `translated` (`needs_review` with
///   `review`); a unit, plural case, substitution or localization that does not exist yet is
///   created (substitutions take `argNum`/`formatSpecifier` from the source's);
/// - a change whose row names a source text other than the catalog's (the source changed since
///   the export) becomes `needs_review` (`new` stays `new`), and the change says so;
/// - rejected: an unknown key, a `shouldTranslate: false` entry, a malformed path, a path that
///   does not fit the localization's structure, an unknown state (unless the unit already has
///   it: a state another tool wrote, on a row that changes nothing), a second row for the same
///   unit, and a translation whose format specifiers do not match the source's (as
///   `strings check` compares them), a plural form the language never shows (`few` in German:
///   `PluralRules.isShown`), and a locale the catalog does not have unless it is one of
///   `newLocales` (a typo such as `De` or ` de` gets a suggestion).
/// Nothing else in the catalog changes.
package struct TranslationImporter: Sendable {
    package struct Row: Sendable, Equatable {
        /// Where the row came from (a CSV line number), for messages.
        package var line: Int
        package var key: String
        package var locale: String
        package var path: String
        package var translation: String
        /// nil when the file has no state column; "" when the cell is empty.
        package var state: String?
        /// The source text the translator saw (the CSV's source column, XLIFF's `<source>`);
        /// nil when the file has none.
        package var source: String?

        package init(line: Int, key: String, locale: String, path: String, translation: String, state: String?, source: String? = nil) {
            self.line = line
            self.key = key
            self.locale = locale
            self.path = path
            self.translation = translation
            self.state = state
            self.source = source
        }
    }

    package struct Change: Sendable, Equatable {
        package var line: Int
        package var key: String
        package var locale: String
        package var path: String
        package var oldValue: String?
        package var newValue: String
        package var oldState: String?
        package var newState: String
        /// The row's source text when it is not the catalog's (the translation was made from an
        /// older source text), and the catalog's; nil when they match or the file has none.
        package var outdatedSource: String? = nil
        package var catalogSource: String? = nil
    }

    package struct Rejection: Sendable, Equatable {
        package var line: Int
        package var reason: String
    }

    package static let states: Set<String> = ["new", "translated", "needs_review"]

    /// The state a changed unit gets when the row does not say otherwise.
    package var changedState: String
    /// Locales the rows may create (`--new-locale`); a translated row with any other locale
    /// the catalog does not have is rejected, so a typo cannot add a language.
    package var newLocales: Set<String>
    /// Whether any well-formed locale that is not a near miss of the catalog's (`De` for `de`)
    /// may be created: XLIFF names its language once per file, in `target-language`, as Xcode
    /// wrote it, where a CSV repeats it in every row a person typed.
    package var allowsWellFormedNewLocales: Bool

    package init(review: Bool = false, newLocales: Set<String> = [], allowsWellFormedNewLocales: Bool = false) {
        changedState = review ? "needs_review" : "translated"
        self.newLocales = newLocales
        self.allowsWellFormedNewLocales = allowsWellFormedNewLocales
    }

    /// Applies `rows` to `catalog`; returns what changed and what was rejected. The catalog
    /// is changed only by the accepted rows.
    package func apply(_ rows: [Row], to catalog: inout StringCatalog) -> (changes: [Change], rejections: [Rejection]) {
        var changes: [Change] = []
        var rejections: [Rejection] = []
        var seen: [UnitKey: Int] = [:]
        // The catalog's locales, gathered only when a row names one its entry does not have.
        var knownLocales: Set<String>?
        for row in rows {
            func reject(_ reason: String) { rejections.append(Rejection(line: row.line, reason: reason)) }
            guard let index = catalog.position(ofKey: row.key) else {
                reject("the key \"\(row.key)\" is not in the catalog")
                continue
            }
            guard catalog.entries[index].shouldTranslate else {
                reject("\"\(row.key)\" is marked shouldTranslate: false")
                continue
            }
            guard !row.locale.isEmpty else {
                reject("the row has no locale")
                continue
            }
            // Only a row that would write something (an empty translation changes nothing, so an
            // export for a new language imports back unchanged).
            let localization = catalog.entries[index].localization(for: row.locale)
            if !row.translation.isEmpty, localization == nil, let problem = localeProblem(row.locale, catalog: catalog, known: &knownLocales) {
                reject(problem)
                continue
            }
            guard let path = UnitPath(row.path) else {
                reject("the path \"\(row.path)\" is not of the form plural.one, device.iphone/plural.other or substitutions.NAME/plural.one")
                continue
            }
            let unitID = UnitKey(key: row.key, locale: row.locale, path: path)
            if let earlier = seen[unitID] {
                reject("a second row for \"\(row.key)\" [\(row.locale)]\(path.description.isEmpty ? "" : " \(path)") (the first is line \(earlier))")
                continue
            }
            seen[unitID] = row.line
            let rowState = row.state ?? ""
            let existing = Self.unit(in: localization, at: path)
            if !rowState.isEmpty && !Self.states.contains(rowState) && rowState != existing?.state {
                reject("the state \"\(rowState)\" is not one of new, translated, needs_review")
                continue
            }
            if row.translation.isEmpty { continue }
            // Unchanged (the common row of a round trip): nothing to copy or check.
            if let existing, existing.value == row.translation, rowState.isEmpty || rowState == existing.state { continue }
            var entry = catalog.entries[index]
            if let problem = Self.pluralProblem(path, locale: row.locale) {
                reject("\"\(row.key)\" [\(row.locale)] \(path): \(problem)")
                continue
            }
            var newState: String
            if let existing, existing.value == row.translation {
                newState = rowState
            } else {
                newState = !rowState.isEmpty && rowState != (existing?.state ?? "") ? rowState : changedState
                if row.locale != catalog.sourceLanguage,
                   let problem = Self.formatProblem(entry: entry, source: entry.localization(for: catalog.sourceLanguage),
                                                    target: entry.localization(for: row.locale), path: path, value: row.translation) {
                    reject("\"\(row.key)\" [\(row.locale)]\(path.description.isEmpty ? "" : " " + path.description): \(problem)")
                    continue
                }
            }
            if existing == nil, newState.isEmpty { newState = changedState }
            let outdated = Self.outdatedSource(of: row, entry: entry, sourceLanguage: catalog.sourceLanguage, path: path)
            if outdated != nil && newState != "new" { newState = "needs_review" }
            // A unit marked translated from an older source text that is in review already.
            if let existing, existing.value == row.translation, existing.state == newState { continue }
            do {
                try Self.set(value: row.translation, state: newState, at: path, locale: row.locale, in: &entry,
                             source: entry.localization(for: catalog.sourceLanguage))
            } catch {
                reject("\"\(row.key)\" [\(row.locale)]: \(error.reason)")
                continue
            }
            catalog.setEntry(entry)
            changes.append(Change(line: row.line, key: row.key, locale: row.locale, path: path.description, oldValue: existing?.value,
                                  newValue: row.translation, oldState: existing?.state, newState: newState,
                                  outdatedSource: outdated?.given, catalogSource: outdated?.current))
        }
        return (changes, rejections)
    }

    /// Why a row may not create a localization of `locale` (nil when it may); `known` caches
    /// the catalog's locales, gathered on first use.
    private func localeProblem(_ locale: String, catalog: StringCatalog, known: inout Set<String>?) -> String? {
        let locales = known ?? Set(catalog.localesInUse + [catalog.sourceLanguage])
        known = locales
        return LocaleTag.problem(locale, known: locales, allowedNew: newLocales, allowsWellFormed: allowsWellFormedNewLocales)
    }

    /// The row's source text and the catalog's when they differ (the translation was made from
    /// an older source text); nil when they match or the row carries none.
    static func outdatedSource(of row: Row, entry: CatalogEntry, sourceLanguage: String, path: UnitPath) -> (given: String, current: String)? {
        guard let given = row.source else { return nil }
        let current = TranslationTable.sourceText(entry: entry, source: entry.localization(for: sourceLanguage), path: path)
        return given == current ? nil : (given, current)
    }

    /// Why a unit at `path` cannot be shown in `locale`: a plural form the language does not
    /// have (German has only `one` and `other`, and every language may have `zero`). nil when
    /// it can.
    static func pluralProblem(_ path: UnitPath, locale: String) -> String? {
        for step in path.steps where step.selector == "plural" {
            guard let category = PluralCategory(rawValue: step.name), !PluralRules.isShown(category, in: locale) else { continue }
            let categories = (PluralRules.allCategories(for: locale) ?? []).map(\.rawValue).joined(separator: ", ")
            return "\(locale) has no plural form \"\(step.name)\" (CLDR: \(categories); zero is allowed for the count 0), so no count would show it"
        }
        return nil
    }

    /// One unit of the catalog, for finding a second row of it.
    private struct UnitKey: Hashable {
        var key: String
        var locale: String
        var path: UnitPath
    }

    // MARK: Finding and setting units

    static func unit(in localization: CatalogLocalization?, at path: UnitPath) -> StringUnit? {
        guard let localization else { return nil }
        var content: LocalizedContent
        if let name = path.substitution {
            guard let substitution = localization.substitution(named: name) else { return nil }
            content = substitution.content
        } else {
            content = localization.content
        }
        for step in path.steps {
            guard let variations = content.variations,
                  let selector = ([variations] + variations.additional).first(where: { $0.kind.name == step.selector }),
                  let found = selector.case(step.name) else { return nil }
            content = found.content
        }
        return content.stringUnit
    }

    struct StructureError: Error { var reason: String }

    static func set(value: String, state: String, at path: UnitPath, locale: String, in entry: inout CatalogEntry, source: CatalogLocalization?) throws(StructureError) {
        var localization = entry.localization(for: locale) ?? CatalogLocalization(locale: locale, content: LocalizedContent())
        if let name = path.substitution {
            var substitution: Substitution
            if let existing = localization.substitution(named: name) {
                substitution = existing
            } else if let template = source?.substitution(named: name) {
                substitution = Substitution(name: name, argNum: template.argNum, formatSpecifier: template.formatSpecifier, content: LocalizedContent())
            } else {
                throw StructureError(reason: "the source has no substitution \"\(name)\"")
            }
            try setUnit(value: value, state: state, steps: path.steps[...], in: &substitution.content)
            if let position = localization.substitutions.lastIndex(where: { $0.name == name }) {
                localization.substitutions[position] = substitution
            } else {
                localization.substitutions.append(substitution)
            }
        } else {
            try setUnit(value: value, state: state, steps: path.steps[...], in: &localization.content)
        }
        if let position = entry.localizations.lastIndex(where: { $0.locale == locale }) {
            entry.localizations[position] = localization
        } else {
            entry.localizations.append(localization)
        }
    }

    private static func setUnit(value: String, state: String, steps: ArraySlice<UnitPath.Step>, in content: inout LocalizedContent) throws(StructureError) {
        guard let step = steps.first else {
            if var unit = content.stringUnit {
                unit.value = value
                unit.state = state
                content.stringUnit = unit
                return
            }
            guard content.variations == nil else { throw StructureError(reason: "the localization varies here; give the variation path") }
            content.stringUnit = StringUnit(state: state, value: value)
            return
        }
        if content.stringUnit != nil && content.variations == nil {
            throw StructureError(reason: "the localization is a plain string here, not a \(step.selector) variation")
        }
        var variations = content.variations ?? Variations(kind: Variations.Kind(name: step.selector), cases: [])
        var selectors = [variations] + variations.additional
        guard let selectorIndex = selectors.firstIndex(where: { $0.kind.name == step.selector }) else {
            throw StructureError(reason: "the localization varies by \(selectors.map(\.kind.name).joined(separator: ", ")) here, not by \(step.selector)")
        }
        var selector = selectors[selectorIndex]
        if step.selector == "plural", PluralCategory(rawValue: step.name) == nil {
            throw StructureError(reason: "\"\(step.name)\" is not a plural category (zero, one, two, few, many, other)")
        }
        var caseIndex = selector.cases.lastIndex(where: { $0.name == step.name })
        if caseIndex == nil {
            selector.cases.append(VariationCase(name: step.name, content: LocalizedContent()))
            caseIndex = selector.cases.count - 1
        }
        let position = caseIndex ?? 0
        try setUnit(value: value, state: state, steps: steps.dropFirst(), in: &selector.cases[position].content)
        selectors[selectorIndex] = selector
        variations = selectors[0]
        variations.additional = Array(selectors.dropFirst())
        content.variations = variations
    }

    // MARK: Format specifiers

    /// Why `value` at `path` does not match the source's format specifiers, or nil.
    static func formatProblem(entry: CatalogEntry, source: CatalogLocalization?, target: CatalogLocalization?, path: UnitPath, value: String) -> String? {
        let checkerPath = path.variantPath
        var omittable = Set<Int>()
        let countsForm = path.steps.last(where: { $0.selector == "plural" }).map { ["zero", "one", "two"].contains($0.name) } ?? false
        let expected: FormatSignature
        let actual: FormatSignature
        if let name = path.substitution {
            guard let sourceSubstitution = source?.substitution(named: name),
                  let text = sourceSubstitution.content.sourceText(at: checkerPath[...]) else { return nil }
            let own = target?.substitution(named: name) ?? sourceSubstitution
            expected = CompletenessChecker.substitutionSignature(text, sourceSubstitution)
            actual = CompletenessChecker.substitutionSignature(value, own)
            if countsForm { omittable.insert(own.argNum ?? sourceSubstitution.argNum ?? 1) }
        } else {
            // `%#@name@` in the translation is typed by the target's substitutions, or by the
            // source's where the target has none yet.
            let context = target.map { target -> CatalogLocalization in
                var merged = target
                for substitution in source?.substitutions ?? [] where merged.substitution(named: substitution.name) == nil {
                    merged.substitutions.append(substitution)
                }
                return merged
            } ?? source
            if let source {
                guard let text = source.content.sourceText(at: checkerPath[...]) else { return nil }
                expected = CompletenessChecker.mainSignature(text, source)
            } else {
                expected = CompletenessChecker.mainSignature(entry.key, context)
            }
            actual = CompletenessChecker.mainSignature(value, context)
            if countsForm { omittable.insert(CompletenessChecker.countedArgument(expected)) }
        }
        if actual == expected { return nil }
        let differences = expected.differences(from: actual, omittable: omittable)
        return differences.isEmpty ? nil : "the format specifiers do not match the source's: " + differences.joined(separator: "; ")
    }
}
