import StringCatalog

/// The settings of a catalog check that a CI job would otherwise spell out each time — from a
/// settings file, from the command line — and how the two combine (`overridden(by:)`).
package struct CheckSettings: Sendable, Equatable {
    /// The older catalog problems are compared with (only new problems fail).
    package enum Baseline: Sendable, Equatable {
        /// No comparison, whatever a settings file says.
        case none
        /// The catalog as it was in a git revision (`origin/main`).
        case revision(String)
        /// Another file holding the older catalog.
        case file(String)
    }

    /// The locales that must be complete; nil: every locale of the catalog.
    package var locales: [String]?
    package var ignoredKeys: KeyFilter
    /// Per kind: another severity, or nil to drop problems of that kind.
    package var severity: [ProblemKind: ProblemSeverity?]
    package var minCoverage: Double?
    package var strict: Bool?
    package var baseline: Baseline?
    /// Folders of the app's Swift sources (`DIR`, or `DIR=CATALOG` for one catalog's code).
    package var sources: [String]
    /// Globs of files and folders under `sources` to skip.
    package var sourcesExcluded: [String]
    /// Calls and argument labels whose literal is a key (`L10n.tr`, `labelKey`).
    package var keyPatterns: [String]
    /// Keys built at run time, declared used (`Workout.*`).
    package var dynamicKeys: [String]
    /// The glossary CSV of the quality check `glossary` (`--glossary`, `"glossary"`).
    package var glossary: String?
    /// Terms translations keep as in the source: never `same-as-source` (`"keepTerms"`).
    package var keepTerms: [String]
    /// Length limits per key pattern (`"maxLength": {"Tab.*": 12}`).
    package var maxLength: [MaxLengthPattern]
    /// Require the level label keys of the tracker app's presets whatever else the check
    /// knows (`requirePresetLabels`); nil: only when the check tells it is that app's catalog.
    package var requirePresetLabels: Bool?

    package init(
        locales: [String]? = nil, ignoredKeys: KeyFilter = KeyFilter(), severity: [ProblemKind: ProblemSeverity?] = [:],
        minCoverage: Double? = nil, strict: Bool? = nil, baseline: Baseline? = nil, sources: [String] = [],
        sourcesExcluded: [String] = [], keyPatterns: [String] = [], dynamicKeys: [String] = [], glossary: String? = nil,
        keepTerms: [String] = [], maxLength: [MaxLengthPattern] = [], requirePresetLabels: Bool? = nil
    ) {
        self.glossary = glossary
        self.keepTerms = keepTerms
        self.maxLength = maxLength
        self.locales = locales
        self.ignoredKeys = ignoredKeys
        self.severity = severity
        self.minCoverage = minCoverage
        self.strict = strict
        self.baseline = baseline
        self.sources = sources
        self.sourcesExcluded = sourcesExcluded
        self.keyPatterns = keyPatterns
        self.dynamicKeys = dynamicKeys
        self.requirePresetLabels = requirePresetLabels
    }

    /// These settings (a settings file's) with `flags` over them: a setting that is one value
    /// — locales, minimum coverage, strictness, baseline — is the command line's when it gives
    /// one, and so are the source folders (the folders of one run are named together);
    /// severities are replaced kind by kind; what is left out or added — ignored keys and
    /// globs, excluded sources, key patterns, dynamic keys — adds up.
    package func overridden(by flags: CheckSettings) -> CheckSettings {
        CheckSettings(
            locales: flags.locales ?? locales,
            ignoredKeys: KeyFilter(keys: ignoredKeys.keys.union(flags.ignoredKeys.keys), globs: ignoredKeys.globs + flags.ignoredKeys.globs),
            severity: severity.merging(flags.severity) { _, flag in flag },
            minCoverage: flags.minCoverage ?? minCoverage,
            strict: flags.strict ?? strict,
            baseline: flags.baseline ?? baseline,
            sources: flags.sources.isEmpty ? sources : flags.sources,
            sourcesExcluded: sourcesExcluded + flags.sourcesExcluded,
            keyPatterns: keyPatterns + flags.keyPatterns,
            dynamicKeys: dynamicKeys + flags.dynamicKeys,
            glossary: flags.glossary ?? glossary,
            keepTerms: keepTerms + flags.keepTerms,
            maxLength: maxLength + flags.maxLength,
            requirePresetLabels: flags.requirePresetLabels ?? requirePresetLabels)
    }

    /// What decides pass or fail.
    package var policy: GatePolicy {
        GatePolicy(strict: strict ?? false, minCoverage: minCoverage)
    }

    /// The file of a `.file` baseline.
    package var baselineFile: String? {
        if case .file(let path) = baseline { return path }
        return nil
    }
}
