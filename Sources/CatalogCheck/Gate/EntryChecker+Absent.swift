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
            if sourcePosition < 0, Self.readsAsOwnText(entry.key, locale: locale, source: source) {
                // No source value either: these users see the key, written in their own language.
                missing.severity = .warning
                missing.message = "\(CatalogProblem.quoted(entry.key)) has no \(CatalogProblem.shown(locale)) translation, but \(CatalogProblem.shown(locale)) users see the key, which is written in their language's script while the source language's is another — add one, or give the key a source value"
            } else if Self.nameKeys.contains(entry.key) || Self.isCopyrightLine(entry, source: sourcePosition) || Self.keepsSourceText(entry, source: sourcePosition) {
                // A name or a copyright line: the fallback reads as a translation would.
                missing.severity = .warning
                missing.message = "\(CatalogProblem.quoted(entry.key)) has no \(CatalogProblem.shown(locale)) translation, but it is a name (or every translation it has keeps the source text), so the fallback reads as one — add one, or mark it not to translate"
            }
            result.problems.append(missing)
        }
    }

    /// The other side of the source-language script rule: a key written in another script than
    /// the source language's (`Settings` in a Traditional Chinese app) is text in some other
    /// language, and the one such keys are written in is English — so where an entry has no
    /// source value, English users see the key, which reads as their text. Only for English,
    /// only for keys of words (not `settings.title`).
    static func readsAsOwnText(_ key: String, locale: String, source: String) -> Bool {
        let language = { (tag: String) in tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? "" }
        guard language(locale) == "en", language(source) != "en" else { return false }
        let latin = WritingScript.scripts(ofLocale: "en")
        guard WritingScript.isForeign(key, to: WritingScript.scripts(ofLocale: source)), !WritingScript.isForeign(key, to: latin) else { return false }
        return key.contains(" ") || key.unicodeScalars.allSatisfy { !$0.properties.isUppercase || $0 == key.unicodeScalars.first }
            && !key.contains(".") && !key.contains("_")
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
