import StringCatalog

/// Checks across the catalogs of one app (`strings check` with several catalogs): a key that
/// two catalogs both translate into one locale, but differently — a widget saying "Streak"
/// where the app says "Serie" — is an `inconsistent-translation` warning. Only catalogs of one
/// table are compared (the app's and the widget's `Localizable`): a key of another table
/// (`title` in `Settings.xcstrings` and in `Tasks.xcstrings`) is another string.
package enum CrossCatalogChecker {
    /// The reports with the cross-catalog problems added: each difference is reported once, in
    /// the later catalog of the pair (the run's order), naming the earlier one.
    /// - Parameter catalogs: the catalogs in run order, each with the report checked for it.
    package static func adding(to reports: [CompletenessReport], catalogs: [StringCatalog], severityOverrides: [ProblemKind: ProblemSeverity?] = [:]) -> [CompletenessReport] {
        guard catalogs.count > 1, catalogs.count == reports.count else { return reports }
        let severity: ProblemSeverity
        switch severityOverrides[.inconsistentTranslation] {
        case .some(nil): return reports
        case .some(.some(let level)): severity = level
        case nil: severity = ProblemKind.inconsistentTranslation.defaultSeverity
        }
        // Per catalog: (key, locale, path) → translated value, for the locales its report checks.
        let values = zip(catalogs, reports).map { catalog, report in translatedValues(catalog, locales: report.locales) }
        let tables = reports.map { AppCatalogCheck.table(ofCatalogAt: $0.catalog) }
        var result = reports
        for later in values.indices.dropFirst() {
            var added: [CatalogProblem] = []
            var reported = Set<UnitID>()
            for (unit, value) in values[later].sorted(by: { $0.key < $1.key }) {
                for earlier in 0..<later where tables[earlier] == tables[later] {
                    guard let other = values[earlier][unit], other != value, reported.insert(unit).inserted else { continue }
                    let place = unit.path.isEmpty ? "" : " (\(CatalogProblem.shown(unit.path)))"
                    added.append(CatalogProblem(
                        severity: severity, kind: .inconsistentTranslation, key: unit.key, locale: unit.locale,
                        message: "translated as \(CatalogProblem.quoted(value)) here but as \(CatalogProblem.quoted(other)) in \(reports[earlier].catalog)\(place); use one wording",
                        line: catalogs[later].entry(for: unit.key)?.line))
                }
            }
            guard !added.isEmpty else { continue }
            let localeIndex = Dictionary(result[later].locales.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            result[later].problems = ProblemOrder.sorted(result[later].problems + added, localeIndex: localeIndex)
        }
        return result
    }

    struct UnitID: Hashable, Comparable {
        var key: String
        var locale: String
        var path: String

        static func < (lhs: UnitID, rhs: UnitID) -> Bool {
            (lhs.key.unicodeScalars.lexicographicallyPrecedes(rhs.key.unicodeScalars) || (lhs.key == rhs.key && (lhs.locale, lhs.path) < (rhs.locale, rhs.path)))
        }
    }

    /// Every translated, non-empty unit of `locales` (the source language included: two
    /// catalogs may word the source differently too, but that is the author's choice, so only
    /// target locales are compared).
    private static func translatedValues(_ catalog: StringCatalog, locales: [String]) -> [UnitID: String] {
        let targets = locales.filter { $0 != catalog.sourceLanguage }
        var values: [UnitID: String] = [:]
        for row in TranslationTable.rows(for: catalog, locales: targets) where row.state == "translated" && !row.translation.isEmpty {
            values[UnitID(key: row.key, locale: row.locale, path: row.path.description)] = row.translation
        }
        return values
    }
}
