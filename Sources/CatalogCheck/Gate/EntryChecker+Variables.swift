import StringCatalog

extension EntryChecker {
    /// The `${name}` variables the source of `entry` has over all its forms: the source
    /// language's text, or the key when the entry has none (worked out once per entry).
    static func sourceVariables(of entry: CatalogEntry, source: CatalogLocalization?) -> Set<String> {
        guard let source else { return Set(AppShortcutVariable.variables(in: entry.key)) }
        var expected: Set<String> = []
        source.forEachUnit { unit in expected.formUnion(AppShortcutVariable.variables(in: unit.value)) }
        return expected
    }

    /// A `format-mismatch` when the translation's `${name}` variables (App Shortcuts phrases,
    /// App Intent summaries: the system fills them in) are not `expected`, the source's — over
    /// every form of each side together, as arguments are compared across forms. Units not yet
    /// translated (an empty value) are left out: `untranslated` says it.
    func checkVariables(_ localization: CatalogLocalization, entry: CatalogEntry, expected: Set<String>, required: RequiredKey?, into problems: inout [CatalogProblem]) {
        var translated: Set<String> = []
        var firstValue: String?
        var line = localization.line
        localization.forEachUnit { unit in
            guard !unit.value.isEmpty else { return }
            if firstValue == nil {
                firstValue = unit.value
                line = CompletenessChecker.line(unit.line, localization.line)
            }
            if unit.value.utf8.contains(UInt8(ascii: "$")) { translated.formUnion(AppShortcutVariable.variables(in: unit.value)) }
        }
        guard let firstValue, translated != expected else { return }
        let differences = expected.subtracting(translated).sorted().map { "\($0) missing" } + translated.subtracting(expected).sorted().map { "\($0) not in the source" }
        problems.append(CatalogProblem(
            severity: .error, kind: .formatMismatch, key: entry.key, locale: localization.locale, tracker: required?.tracker, level: required?.level,
            message: "the \(CatalogProblem.shown(localization.locale)) text \(CatalogProblem.quoted(firstValue)) of \(CatalogProblem.quoted(entry.key)) does not match the source's variables: \(differences.joined(separator: "; ")) — write them as the source does (${name} stays as it is in every language)",
            line: line
        ))
    }
}
