import Foundation
import StringCatalog

/// A checked locale an entry has no localization for.
extension EntryChecker {
    /// Counts the entry for the locale at `index`, which it has no localization for, and
    /// reports what users then see: the source text (fine, for the source language or a text
    /// with nothing to translate), the key itself in another script than the source language's,
    /// or the source language instead of a translation.
    func countAbsent(
        _ entry: CatalogEntry, at index: Int, source sourcePosition: Int, nothingToTranslate: Bool, required: RequiredKey?, into result: inout Result
    ) {
        let locale = locales[index]
        let stale = entry.isStale
        if isSourceLocale[index] && !nothingToTranslate && WritingScript.isForeign(entry.key, to: sourceScripts) {
            // No source value: the app shows the key itself, in another script.
            result.summaries[index].missing += 1
            if !stale {
                result.problems.append(problem(.missingTranslation, entry: entry, locale: locale, required: required,
                    "\(CatalogProblem.quoted(entry.key)) has no \(CatalogProblem.shown(locale)) value, so \(CatalogProblem.shown(locale)) users see the key itself, written in another script — add the \(CatalogProblem.shown(locale)) text"))
            }
        } else if isSourceLocale[index] || nothingToTranslate {
            // The key is its own source text, or there is nothing to translate.
            result.summaries[index].translated += 1
        } else {
            result.summaries[index].missing += 1
            guard !stale else { return }
            var missing = problem(.missingTranslation, entry: entry, locale: locale, required: required,
                "\(CatalogProblem.quoted(entry.key)) has no \(CatalogProblem.shown(locale)) translation — add one")
            if Self.nameKeys.contains(entry.key) || Self.isCopyrightLine(entry, source: sourcePosition) || Self.keepsSourceText(entry, source: sourcePosition) {
                // A name or a copyright line: the fallback reads as a translation would.
                missing.severity = .warning
                missing.message = "\(CatalogProblem.quoted(entry.key)) has no \(CatalogProblem.shown(locale)) translation, but it is a name (or every translation it has keeps the source text), so the fallback reads as one — add one, or mark it not to translate"
            }
            result.problems.append(missing)
        }
    }

    /// Info.plist keys of the app's name and copyright line: where a locale lacks them the
    /// system shows the development language's, as most apps mean it to.
    static let nameKeys: Set<String> = ["CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName", "NSHumanReadableCopyright"]

    /// Whether the entry's source text is a copyright line (`Copyright © 2024 …`), which apps
    /// show as it is in every language.
    static func isCopyrightLine(_ entry: CatalogEntry, source: Int) -> Bool {
        let text = TranslatableText.sourceText(of: entry, source: source)
        return text.contains("©") || text.range(of: "copyright", options: .caseInsensitive) != nil
    }

    /// Whether every translation of `entry` (one at least) is its source text, translated as
    /// is: a text its translators so far keep as it is (an app's name, a product, a version
    /// line), so the source text is what a translation would show too.
    static func keepsSourceText(_ entry: CatalogEntry, source: Int) -> Bool {
        let text = TranslatableText.sourceText(of: entry, source: source)
        var translations = 0
        for (position, localization) in entry.localizations.enumerated() where position != source {
            guard localization.content.variations == nil, localization.substitutions.isEmpty,
                  let unit = localization.content.stringUnit, unit.state == "translated", unit.value == text else { return false }
            translations += 1
        }
        return translations >= 1
    }
}
