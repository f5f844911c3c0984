import StringCatalog

/// The result of `CompletenessChecker.run()`: per-locale counts and the problems found.
/// (The formats that render it live in the Output module, `CheckFormats`.)
package struct CompletenessReport: Sendable {
    /// The catalog as named on the command line (or its file name).
    package var catalog: String
    package var sourceLanguage: String
    /// The locales checked, in report order.
    package var locales: [String]
    /// One summary per locale, in `locales` order.
    package var summaries: [LocaleSummary]
    /// Problems in report order: by kind (the contract's order), key, locale, severity, line, message.
    package var problems: [CatalogProblem]
    /// The keys checked, in catalog order, then the required keys missing from the catalog
    /// (one JUnit test case per key × locale).
    package var keys: [String]
    /// Checked keys whose source text has nothing to translate (`""`, `"%@ %@"`, `"00:00"`,
    /// emoji): never missing or untranslated, counted as translated; in catalog order.
    package var needNoTranslation: [String]
    /// With sources: keys no literal or symbol uses that a text built at run time may be —
    /// neither used nor unused, in catalog order; outside the exit code.
    package var cannotTell: [CannotTell]

    package init(
        catalog: String, sourceLanguage: String, locales: [String], summaries: [LocaleSummary], problems: [CatalogProblem],
        keys: [String] = [], needNoTranslation: [String] = [], cannotTell: [CannotTell] = []
    ) {
        self.cannotTell = cannotTell
        self.needNoTranslation = needNoTranslation
        self.catalog = catalog
        self.sourceLanguage = sourceLanguage
        self.locales = locales
        self.summaries = summaries
        self.problems = problems
        self.keys = keys
    }

    package var errorCount: Int { problems.lazy.filter { $0.severity == .error }.count }
    package var warningCount: Int { problems.lazy.filter { $0.severity == .warning }.count }
}
