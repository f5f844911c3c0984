import StringCatalog
import CatalogCode
import CatalogText

/// Options of `trackerkit strings check`.
package struct CheckOptions: Sendable {
    /// The locales to check, exactly as written in the catalog (case-sensitive). nil: the
    /// source language first, then every other locale that appears in the catalog, sorted.
    package var locales: [String]?
    /// `--only levels`: only level label keys (catalog entries and required keys).
    package var onlyLevels: Bool
    /// The catalog name shown in reports (default: the catalog's file name).
    package var catalogName: String?
    /// Keys left out of the check entirely (not counted, no problems): exact keys and globs
    /// (`*` any run of characters, `?` one character).
    package var ignoredKeys: KeyFilter
    /// Per kind: another severity, or nil to drop problems of that kind (`off`).
    package var severityOverrides: [ProblemKind: ProblemSeverity?]
    /// The keys the app's code uses (`--sources`): enables `missing-key` for them, `unused-key`
    /// and `stale-but-used`. nil: the catalog alone is checked.
    package var sources: SourceScan?
    /// The glossary, kept terms and length limits of the quality checks.
    package var quality: QualityOptions

    package init(
        locales: [String]? = nil, onlyLevels: Bool = false, catalogName: String? = nil,
        ignoredKeys: KeyFilter = KeyFilter(), severityOverrides: [ProblemKind: ProblemSeverity?] = [:], sources: SourceScan? = nil,
        quality: QualityOptions = QualityOptions()
    ) {
        self.sources = sources
        self.quality = quality
        self.locales = locales
        self.onlyLevels = onlyLevels
        self.catalogName = catalogName
        self.ignoredKeys = ignoredKeys
        self.severityOverrides = severityOverrides
    }
}

/// Checks a catalog for translation completeness as contract §5 defines it: per-locale counts
/// (keys, translated, missing, needsReview, new, stale) and the problems `missing-key`,
/// `missing-translation`, `untranslated`, `needs-review`, `stale`, `format-mismatch`,
/// `plural-missing-category`, `plural-extra-category`, `duplicate-key`, `invalid-entry`.
///
/// ```
/// let report = CompletenessChecker(catalog: catalog, requiredKeys: keys, options: options).run()
/// let result = CheckResult(report: report, policy: GatePolicy(strict: strict))
/// ```
package struct CompletenessChecker: Sendable {
    package var catalog: StringCatalog
    package var requiredKeys: [RequiredKey]
    package var options: CheckOptions

    package init(catalog: StringCatalog, requiredKeys: [RequiredKey] = [], options: CheckOptions = CheckOptions()) {
        self.catalog = catalog
        self.requiredKeys = requiredKeys
        self.options = options
    }

    /// The locales checked: `options.locales` (duplicates dropped) or the default.
    package var locales: [String] {
        if let given = options.locales {
            var seen = Set<String>()
            return given.filter { seen.insert($0).inserted }
        }
        // A pseudo-locale (`en-XA`) is generated for trying layouts; it is checked only when named.
        let others = Set(catalog.localesInUse.filter { !QualityLocale.isPseudo($0) }).subtracting([catalog.sourceLanguage])
        return [catalog.sourceLanguage] + others.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// Runs the check.
    package func run() -> CompletenessReport {
        let locales = self.locales
        let source = catalog.sourceLanguage
        let switchedOff = Set(options.severityOverrides.filter { $0.value == nil }.keys)
        let entryChecker = EntryChecker(
            locales: locales, source: source, requiredKeys: requiredKeys, onlyLevels: options.onlyLevels, ignored: options.ignoredKeys,
            quality: EntryQualityChecker(locales: locales, source: source, options: options.quality, off: switchedOff), off: switchedOff
        )
        let localeIndex = entryChecker.localeIndex
        let requiredByKey = entryChecker.requiredByKey
        var entryPass = entryChecker
        let checked = entryPass.check(catalog.entries[...])
        let summaries = checked.summaries
        var problems = checked.problems
        var checkedKeys = checked.checkedKeys

        for duplicate in catalog.duplicateKeys {
            let key = duplicate.entryKey ?? duplicate.name
            if duplicate.entryKey != nil && (!entryChecker.inScope(key) || entryChecker.isIgnored(key)) { continue }
            if let locale = duplicate.locale, localeIndex[locale] == nil { continue }
            let place = duplicate.objectPath.isEmpty ? "the top level" : duplicate.objectPath
            problems.append(CatalogProblem(
                severity: .error, kind: .duplicateKey, key: key, locale: duplicate.locale,
                tracker: requiredByKey[key]?.tracker, level: requiredByKey[key]?.level,
                message: "\(CatalogProblem.quoted(duplicate.name)) occurs more than once in \(place) (lines \(duplicate.firstLine) and \(duplicate.line)); JSON readers keep only one — merge them",
                line: duplicate.line
            ))
        }

        if AppShortcutsChecker.applies(to: options.catalogName ?? catalog.fileName ?? "") {
            problems += AppShortcutsChecker.problems(of: catalog, locales: locales, isIgnored: entryChecker.isIgnored)
        }

        // Built only when a key is missing: it sorts and lowercases every key of the catalog.
        var suggester: KeySuggester?
        var reportedMissing = Set<String>()
        for required in requiredKeys where catalog.entry(for: required.key) == nil {
            if options.onlyLevels && required.kind != .levelLabel { continue }
            if entryChecker.isIgnored(required.key) { continue }
            guard reportedMissing.insert(required.key).inserted else { continue }
            // A missing key is a test case of its own (JUnit) unless its problems are switched off.
            if options.severityOverrides[.missingKey] != .some(nil) { checkedKeys.append(required.key) }
            if suggester == nil { suggester = KeySuggester(keys: catalog.entries.map(\.key)) }
            let suggestion = suggester?.suggestion(for: required.key, tracker: required.tracker)
            var what = required.kind == .levelLabel ? "level label" : "tracker name"
            if required.kind == .levelLabel, let level = required.level, let tracker = required.tracker {
                what += " of level \(CatalogProblem.shown(level)) of \(CatalogProblem.shown(tracker))"
            } else if let tracker = required.tracker, required.kind == .levelLabel {
                what += " of \(CatalogProblem.shown(tracker))"
            }
            let fix = suggestion.map { "use the existing key \(CatalogProblem.quoted($0)) or add \(CatalogProblem.quoted(required.key)) to the catalog" }
                ?? "add \(CatalogProblem.quoted(required.key)) to the catalog"
            let why = required.reason.map { " (required: \($0))" } ?? ""
            problems.append(CatalogProblem(
                severity: .error, kind: .missingKey, key: required.key, tracker: required.tracker, level: required.level,
                message: "the \(what) \(CatalogProblem.quoted(required.key)) has no catalog entry\(why) — \(fix)", suggestion: suggestion
            ))
        }

        var cannotTell: [CannotTell] = []
        if let sources = options.sources, !options.onlyLevels {
            var usage = SourceUsageChecker(catalog: catalog, sources: sources, isIgnored: entryChecker.isIgnored)
            usage.check(checkedKeys: checked.checkedKeys, reportedMissing: &reportedMissing, problems: &problems, keys: &checkedKeys)
            cannotTell = usage.cannotTell
        }

        if !options.severityOverrides.isEmpty {
            problems = problems.compactMap { problem in
                guard let override = options.severityOverrides[problem.kind] else { return problem }
                guard let severity = override else { return nil }
                var changed = problem
                changed.severity = severity
                return changed
            }
        }
        problems = ProblemOrder.sorted(problems, localeIndex: localeIndex)
        return CompletenessReport(
            catalog: options.catalogName ?? catalog.fileName ?? "Localizable.xcstrings",
            sourceLanguage: source, locales: locales, summaries: summaries, problems: problems, keys: checkedKeys,
            needNoTranslation: checked.needNoTranslation, cannotTell: cannotTell
        )
    }

    /// A unit's line when known, else the localization's.
    static func line(_ unitLine: Int, _ fallback: Int) -> Int { unitLine > 0 ? unitLine : fallback }

    // MARK: Plurals

    struct PluralInfo: Sendable {
        var locale: String
        var required: [PluralCategory]
        var warningOnly: Set<PluralCategory>
        /// Example counts per required category, for messages ("counts like 2, 3, 4"): worked
        /// out once per locale, not once per problem.
        var examples: [PluralCategory: String]
        /// The case names of plural forms the language never shows (`PluralRules.isShown`;
        /// empty for a language whose rules are not known), and the categories it has, listed.
        var neverShown: [String]
        var shownList: String

        init(locale: String) {
            self.locale = locale
            self.required = PluralRules.integerCategories(for: locale)
            self.warningOnly = PluralRules.millionOnlyCategories(for: locale)
            self.neverShown = PluralCategory.allCases.filter { !PluralRules.isShown($0, in: locale) }.map(\.rawValue)
            self.shownList = (PluralRules.allCategories(for: locale) ?? PluralCategory.allCases).map(\.rawValue).joined(separator: ", ")
            var examples: [PluralCategory: String] = [:]
            for category in required { examples[category] = CompletenessChecker.examples(of: category, locale: locale) }
            self.examples = examples
        }
    }

    static func examples(of category: PluralCategory, locale: String) -> String {
        var found: [String] = []
        let categoryOf = PluralRules.categories(for: locale)
        for count in Array(0...200) + [1000, 1_000_000, 2_000_000] where categoryOf(count) == category {
            found.append(count >= 1_000_000 ? "\(count / 1_000_000),000,000" : String(count))
            if found.count == 3 { break }
        }
        return found.isEmpty ? "fractions" : found.joined(separator: ", ")
    }

    // MARK: Format specifiers

    typealias PathStep = VariantStep

    /// A string unit and where it is inside its localization.
    struct Leaf {
        var path: VariantPath
        var unit: StringUnit
    }

    package static func mainSignature(_ text: String, _ localization: CatalogLocalization?) -> FormatSignature {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return FormatSignature() }
        return FormatSignature(text, substitutions: { name in
            guard let substitution = localization?.substitution(named: name) else { return nil }
            return (substitution.argNum, substitution.formatSpecifier)
        })
    }

    /// Inside a substitution, `%arg` and non-positional specifiers are the substitution's own
    /// argument (`argNum`, typed by `formatSpecifier`).
    package static func substitutionSignature(_ text: String, _ substitution: Substitution) -> FormatSignature {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return FormatSignature() }
        let own = substitution.argNum ?? 1
        let ownType = substitution.formatSpecifier.flatMap(FormatSignature.ArgumentType.init(formatSpecifier:))
            ?? FormatSignature.ArgumentType(conversion: "@", length: "")
        var arguments: [Int: FormatSignature.ArgumentType] = [:]
        for spec in FormatSpecifier.parse(text, argPlaceholder: true) {
            if spec.isArgPlaceholder {
                if arguments[own] == nil { arguments[own] = ownType }
            } else if spec.substitutionName != nil {
                continue
            } else {
                let argument = spec.isPositional ? spec.argument : own
                if arguments[argument] == nil {
                    arguments[argument] = FormatSignature.ArgumentType(conversion: spec.conversionClass, length: spec.lengthClass)
                }
            }
        }
        return FormatSignature(arguments: arguments)
    }

    static func sourceText(_ content: LocalizedContent, path: ArraySlice<PathStep>) -> String? {
        content.sourceText(at: path)
    }

    /// The argument a plural variation counts: the first integer argument of the source, else 1.
    package static func countedArgument(_ signature: FormatSignature) -> Int {
        signature.arguments.keys.sorted().first { argument in
            let conversion = signature.arguments[argument]?.conversion
            return conversion == "d" || conversion == "u" || conversion == "o" || conversion == "x"
        } ?? 1
    }

    static func collectLeaves(_ content: LocalizedContent, path: VariantPath, into leaves: inout [Leaf]) {
        if let unit = content.stringUnit { leaves.append(Leaf(path: path, unit: unit)) }
        guard let variations = content.variations else { return }
        for selector in [variations] + variations.additional {
            for variationCase in selector.cases {
                collectLeaves(variationCase.content, path: path + [PathStep(kind: selector.kind, name: variationCase.name)], into: &leaves)
            }
        }
    }
}
