import StringCatalog

/// The App Shortcuts catalog (`AppShortcuts.xcstrings`): every phrase — the key, and each of
/// its forms in every locale checked — must hold `${applicationName}`, the catalog's
/// placeholder for the app's name (not Swift's `\(.applicationName)`), or the build refuses
/// the shortcut and Siri cannot tell the app apart. One `app-shortcut-phrase` error per phrase
/// and locale.
enum AppShortcutsChecker {
    static let placeholder = "${applicationName}"

    /// Whether the catalog named `name` is an App Shortcuts catalog.
    static func applies(to name: String) -> Bool {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        return file == "AppShortcuts.xcstrings"
    }

    static func problems(of catalog: StringCatalog, locales: [String], isIgnored: (String) -> Bool) -> [CatalogProblem] {
        var problems: [CatalogProblem] = []
        for entry in catalog.entries where !entry.isStale && !isIgnored(entry.key) {
            if entry.localization(for: catalog.sourceLanguage) == nil, !entry.key.contains(placeholder) {
                problems.append(problem(entry, locale: catalog.sourceLanguage, text: entry.key, line: entry.line))
            }
            for locale in locales {
                guard let localization = entry.localization(for: locale) else { continue }
                var missing: StringUnit?
                localization.forEachUnit { unit in
                    if missing == nil, !unit.value.isEmpty, !unit.value.contains(placeholder) { missing = unit }
                }
                if let unit = missing { problems.append(problem(entry, locale: locale, text: unit.value, line: CompletenessChecker.line(unit.line, localization.line))) }
            }
        }
        return problems
    }

    private static func problem(_ entry: CatalogEntry, locale: String, text: String, line: Int) -> CatalogProblem {
        CatalogProblem(
            severity: ProblemKind.appShortcutPhrase.defaultSeverity, kind: .appShortcutPhrase, key: entry.key, locale: locale,
            message: "the \(CatalogProblem.shown(locale)) phrase \(CatalogProblem.quoted(text)) of \(CatalogProblem.quoted(entry.key)) lacks ${applicationName} — every App Shortcuts phrase names the app, written ${applicationName} in the catalog",
            line: line)
    }
}
