/// Options of `trackerkit strings check`.
public struct CheckOptions: Sendable {
    /// The locales to check, exactly as written in the catalog (case-sensitive). nil: the
    /// source language first, then every other locale that appears in the catalog, sorted.
    public var locales: [String]?
    /// `--only levels`: only level label keys (catalog entries and required keys).
    public var onlyLevels: Bool
    /// The catalog name shown in reports (default: the catalog's file name).
    public var catalogName: String?
    /// Keys left out of the check entirely (not counted, no problems): exact keys and globs
    /// (`*` any run of characters, `?` one character).
    public var ignoredKeys: KeyFilter
    /// Per kind: another severity, or nil to drop problems of that kind (`off`).
    public var severityOverrides: [ProblemKind: ProblemSeverity?]

    public init(
        locales: [String]? = nil, onlyLevels: Bool = false, catalogName: String? = nil,
        ignoredKeys: KeyFilter = KeyFilter(), severityOverrides: [ProblemKind: ProblemSeverity?] = [:]
    ) {
        self.locales = locales
        self.onlyLevels = onlyLevels
        self.catalogName = catalogName
        self.ignoredKeys = ignoredKeys
        self.severityOverrides = severityOverrides
    }
}

/// Exact keys and glob patterns (`*`, `?`) that a check leaves out.
public struct KeyFilter: Sendable, Equatable {
    public var keys: Set<String>
    public var globs: [String]

    public init(keys: Set<String> = [], globs: [String] = []) {
        self.keys = keys
        self.globs = globs
    }

    public var isEmpty: Bool { keys.isEmpty && globs.isEmpty }

    public func matches(_ key: String) -> Bool {
        if keys.contains(key) { return true }
        return globs.contains { Self.glob($0, matches: key) }
    }

    /// Glob matching over Unicode scalars: `*` any run (also empty), `?` exactly one; every
    /// other character stands for itself. Iterative with one backtrack point, so linear-ish.
    public static func glob(_ pattern: String, matches text: String) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let t = Array(text.unicodeScalars)
        var pi = 0, ti = 0
        var starP = -1, starT = 0
        while ti < t.count {
            if pi < p.count && (p[pi] == "?" || (p[pi] != "*" && p[pi] == t[ti])) {
                pi += 1; ti += 1
            } else if pi < p.count && p[pi] == "*" {
                starP = pi; starT = ti; pi += 1
            } else if starP >= 0 {
                pi = starP + 1; starT += 1; ti = starT
            } else {
                return false
            }
        }
        while pi < p.count && p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

/// Checks a catalog for translation completeness as SPEC §5 defines it: per-locale counts
/// (keys, translated, missing, needsReview, new, stale) and the problems `missing-key`,
/// `missing-translation`, `untranslated`, `needs-review`, `stale`, `format-mismatch`,
/// `plural-missing-category`, `duplicate-key`, `invalid-entry`.
///
/// ```
/// let report = CompletenessChecker(catalog: catalog, requiredKeys: keys, options: options).run()
/// print(report.render(format: .text), terminator: "")
/// exit(report.exitCode(strict: strict))
/// ```
public struct CompletenessChecker: Sendable {
    public var catalog: StringCatalog
    public var requiredKeys: [RequiredKey]
    public var options: CheckOptions

    public init(catalog: StringCatalog, requiredKeys: [RequiredKey] = [], options: CheckOptions = CheckOptions()) {
        self.catalog = catalog
        self.requiredKeys = requiredKeys
        self.options = options
    }

    /// The locales checked: `options.locales` (duplicates dropped) or the default.
    public var locales: [String] {
        if let given = options.locales {
            var seen = Set<String>()
            return given.filter { seen.insert($0).inserted }
        }
        let others = Set(catalog.localesInUse).subtracting([catalog.sourceLanguage])
        return [catalog.sourceLanguage] + others.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// Runs the check.
    public func run() -> CompletenessReport {
        let locales = self.locales
        let source = catalog.sourceLanguage
        var localeIndex: [String: Int] = [:]
        for (index, locale) in locales.enumerated() { localeIndex[locale] = index }
        var summaries = locales.map { LocaleSummary(locale: $0) }
        var problems: [CatalogProblem] = []

        let levelKeys = Set(requiredKeys.filter { $0.kind == .levelLabel }.map(\.key))
        let inScope: (String) -> Bool = { key in !options.onlyLevels || levelKeys.contains(key) }
        var requiredByKey: [String: RequiredKey] = [:]
        for required in requiredKeys where requiredByKey[required.key] == nil { requiredByKey[required.key] = required }
        let pluralInfo = locales.map { PluralInfo(locale: $0) }

        let ignored = options.ignoredKeys
        let isIgnored: (String) -> Bool = { key in !ignored.isEmpty && ignored.matches(key) }
        var checkedKeys: [String] = []
        var slots = [CatalogLocalization?](repeating: nil, count: locales.count)
        for entry in catalog.entries where entry.shouldTranslate && inScope(entry.key) && !isIgnored(entry.key) {
            checkedKeys.append(entry.key)
            for index in slots.indices { slots[index] = nil }
            var sourceLocalization: CatalogLocalization?
            for localization in entry.localizations {
                if let index = localeIndex[localization.locale] { slots[index] = localization }
                if localization.locale == source { sourceLocalization = localization }
            }
            let required = requiredByKey[entry.key]
            let stale = entry.isStale
            if stale {
                problems.append(problem(.stale, entry: entry, locale: nil, required: required,
                    "\"\(entry.key)\" is stale (no longer found in the source code) — use it again or delete it"))
            }
            var sourceSignatures = SourceSignatures(entry: entry, source: sourceLocalization)
            for (index, locale) in locales.enumerated() {
                summaries[index].keys += 1
                if stale { summaries[index].stale += 1 }
                guard let localization = slots[index] else {
                    if locale == source {
                        summaries[index].translated += 1 // the key is its own source text
                    } else {
                        summaries[index].missing += 1
                        if !stale {
                            problems.append(problem(.missingTranslation, entry: entry, locale: locale, required: required,
                                "\"\(entry.key)\" has no \(locale) translation — add one"))
                        }
                    }
                    continue
                }
                if localization.content.isEmpty && localization.substitutions.allSatisfy({ $0.content.isEmpty }) {
                    if !stale {
                        problems.append(problem(.invalidEntry, entry: entry, locale: locale, required: required, line: localization.line,
                            "the \(locale) localization of \"\(entry.key)\" has no stringUnit and no variations — translate it or delete the empty localization"))
                    }
                    continue
                }
                var allTranslated = true
                var hasNew = false
                var hasReview = false
                var invalidState: String?
                var newLine = 0, reviewLine = 0, invalidLine = 0
                localization.forEachUnit { unit in
                    switch unit.state {
                    case "translated": break
                    case "new": if !hasNew { newLine = unit.line }; hasNew = true
                    case "needs_review": if !hasReview { reviewLine = unit.line }; hasReview = true
                    default: if invalidState == nil { invalidState = unit.state; invalidLine = unit.line }
                    }
                    if unit.value.isEmpty { if !hasNew { newLine = unit.line }; hasNew = true }
                    if unit.state != "translated" || unit.value.isEmpty { allTranslated = false }
                }
                if allTranslated { summaries[index].translated += 1 }
                if hasNew { summaries[index].new += 1 }
                if hasReview { summaries[index].needsReview += 1 }
                if stale { continue }
                if hasNew {
                    problems.append(problem(.untranslated, entry: entry, locale: locale, required: required, line: Self.line(newLine, localization.line),
                        "the \(locale) translation of \"\(entry.key)\" is not done (state new or an empty value) — translate it and mark it translated"))
                }
                if hasReview {
                    problems.append(problem(.needsReview, entry: entry, locale: locale, required: required, line: Self.line(reviewLine, localization.line),
                        "the \(locale) translation of \"\(entry.key)\" needs review — check it and mark it translated"))
                }
                if let invalidState {
                    let what = invalidState.isEmpty ? "a string unit without \"state\"" : "a string unit with the unknown state \"\(invalidState)\""
                    problems.append(problem(.invalidEntry, entry: entry, locale: locale, required: required, line: Self.line(invalidLine, localization.line),
                        "the \(locale) localization of \"\(entry.key)\" has \(what) — use new, translated or needs_review"))
                }
                checkPlurals(localization, entry: entry, info: pluralInfo[index], required: required, into: &problems)
                if locale != source {
                    checkFormats(localization, entry: entry, sourceSignatures: &sourceSignatures, required: required, into: &problems)
                }
            }
        }

        for duplicate in catalog.duplicateKeys {
            let key = duplicate.entryKey ?? duplicate.name
            if duplicate.entryKey != nil && (!inScope(key) || isIgnored(key)) { continue }
            if let locale = duplicate.locale, localeIndex[locale] == nil { continue }
            let place = duplicate.objectPath.isEmpty ? "the top level" : duplicate.objectPath
            problems.append(CatalogProblem(
                severity: .error, kind: .duplicateKey, key: key, locale: duplicate.locale,
                tracker: requiredByKey[key]?.tracker, level: requiredByKey[key]?.level,
                message: "\"\(duplicate.name)\" occurs more than once in \(place) (lines \(duplicate.firstLine) and \(duplicate.line)); JSON readers keep only one — merge them",
                line: duplicate.line
            ))
        }

        let suggester = KeySuggester(keys: catalog.entries.map(\.key))
        var reportedMissing = Set<String>()
        for required in requiredKeys where catalog.entry(for: required.key) == nil {
            if options.onlyLevels && required.kind != .levelLabel { continue }
            if isIgnored(required.key) { continue }
            guard reportedMissing.insert(required.key).inserted else { continue }
            // A missing key is a test case of its own (JUnit) unless its problems are switched off.
            if options.severityOverrides[.missingKey] != .some(nil) { checkedKeys.append(required.key) }
            let suggestion = suggester.suggestion(for: required.key, tracker: required.tracker)
            var what = required.kind == .levelLabel ? "level label" : "tracker name"
            if required.kind == .levelLabel, let level = required.level, let tracker = required.tracker {
                what += " of level \(level) of \(tracker)"
            } else if let tracker = required.tracker, required.kind == .levelLabel {
                what += " of \(tracker)"
            }
            let fix = suggestion.map { "use the existing key \"\($0)\" or add \"\(required.key)\" to the catalog" }
                ?? "add \"\(required.key)\" to the catalog"
            problems.append(CatalogProblem(
                severity: .error, kind: .missingKey, key: required.key, tracker: required.tracker, level: required.level,
                message: "the \(what) \"\(required.key)\" has no catalog entry — \(fix)", suggestion: suggestion
            ))
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
        problems.sort { lhs, rhs in
            if lhs.kind != rhs.kind { return lhs.kind.order < rhs.kind.order }
            if lhs.key != rhs.key { return lhs.key.unicodeScalars.lexicographicallyPrecedes(rhs.key.unicodeScalars) }
            let lhsLocale = lhs.locale.flatMap { localeIndex[$0] } ?? -1
            let rhsLocale = rhs.locale.flatMap { localeIndex[$0] } ?? -1
            if lhsLocale != rhsLocale { return lhsLocale < rhsLocale }
            if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
            if (lhs.line ?? 0) != (rhs.line ?? 0) { return (lhs.line ?? 0) < (rhs.line ?? 0) }
            return lhs.message.unicodeScalars.lexicographicallyPrecedes(rhs.message.unicodeScalars)
        }
        return CompletenessReport(
            catalog: options.catalogName ?? catalog.fileName ?? "Localizable.xcstrings",
            sourceLanguage: source, locales: locales, summaries: summaries, problems: problems, keys: checkedKeys
        )
    }

    /// A unit's line when known, else the localization's.
    static func line(_ unitLine: Int, _ fallback: Int) -> Int { unitLine > 0 ? unitLine : fallback }

    private func problem(
        _ kind: ProblemKind, entry: CatalogEntry, locale: String?, required: RequiredKey?, line: Int? = nil, _ message: String
    ) -> CatalogProblem {
        CatalogProblem(
            severity: kind.defaultSeverity, kind: kind, key: entry.key, locale: locale,
            tracker: required?.tracker, level: required?.level, message: message, line: line ?? entry.line
        )
    }

    // MARK: Plurals

    struct PluralInfo {
        var locale: String
        var required: [PluralCategory]
        var warningOnly: Set<PluralCategory>
        /// Example counts per required category, for messages ("counts like 2, 3, 4"): worked
        /// out once per locale, not once per problem.
        var examples: [PluralCategory: String]

        init(locale: String) {
            self.locale = locale
            self.required = PluralRules.integerCategories(for: locale)
            self.warningOnly = PluralRules.millionOnlyCategories(for: locale)
            var examples: [PluralCategory: String] = [:]
            for category in required { examples[category] = CompletenessChecker.examples(of: category, locale: locale) }
            self.examples = examples
        }
    }

    private func checkPlurals(
        _ localization: CatalogLocalization, entry: CatalogEntry, info: PluralInfo, required: RequiredKey?,
        into problems: inout [CatalogProblem]
    ) {
        func visit(_ content: LocalizedContent, where place: String) {
            guard let variations = content.variations else { return }
            for selector in [variations] + variations.additional {
                if selector.kind == .plural {
                    for category in info.required where selector.case(category.rawValue) == nil {
                        let severity: ProblemSeverity = info.warningOnly.contains(category) ? .warning : .error
                        let examples = info.examples[category] ?? Self.examples(of: category, locale: info.locale)
                        problems.append(CatalogProblem(
                            severity: severity, kind: .pluralMissingCategory, key: entry.key, locale: info.locale,
                            tracker: required?.tracker, level: required?.level,
                            message: "the \(info.locale) plural variation\(place) of \"\(entry.key)\" lacks \"\(category.rawValue)\" (counts like \(examples)) — add that form",
                            line: localization.line
                        ))
                    }
                }
                for variationCase in selector.cases {
                    visit(variationCase.content, where: place)
                }
            }
        }
        visit(localization.content, where: "")
        for substitution in localization.substitutions {
            visit(substitution.content, where: " of substitution \(substitution.name)")
        }
    }

    static func examples(of category: PluralCategory, locale: String) -> String {
        var found: [String] = []
        for count in Array(0...200) + [1000, 1_000_000, 2_000_000] where PluralRules.category(for: count, locale: locale) == category {
            found.append(count >= 1_000_000 ? "\(count / 1_000_000),000,000" : String(count))
            if found.count == 3 { break }
        }
        return found.isEmpty ? "fractions" : found.joined(separator: ", ")
    }

    // MARK: Format specifiers

    /// One step of a variant path inside a localization: `plural.one`, `device.iphone`.
    struct PathStep {
        var kind: Variations.Kind
        var name: String
    }

    /// A variant path inside a localization: `[plural.one, device.iphone]`.
    typealias VariantPath = [PathStep]

    /// A string unit and where it is inside its localization.
    struct Leaf {
        var path: VariantPath
        var unit: StringUnit
    }

    /// The source text's signatures, computed at most once per entry.
    struct SourceSignatures {
        let entry: CatalogEntry
        let source: CatalogLocalization?
        private var plain: FormatSignature?

        init(entry: CatalogEntry, source: CatalogLocalization?) {
            self.entry = entry
            self.source = source
        }

        /// The source signature for a translation leaf at `path`; nil when the source has
        /// nothing comparable (an empty source localization).
        mutating func signature(for path: VariantPath) -> FormatSignature? {
            guard let source else {
                if plain == nil { plain = signature(of: entry.key, in: nil) }
                return plain
            }
            if path.isEmpty, let plain { return plain }
            guard let text = CompletenessChecker.sourceText(source.content, path: path[...]) else { return nil }
            let result = signature(of: text, in: source)
            if path.isEmpty { plain = result }
            return result
        }

        func substitutionSignature(name: String, path: VariantPath) -> (FormatSignature, Substitution)? {
            guard let substitution = source?.substitution(named: name),
                  let text = CompletenessChecker.sourceText(substitution.content, path: path[...])
            else { return nil }
            return (CompletenessChecker.substitutionSignature(text, substitution), substitution)
        }

        private func signature(of text: String, in localization: CatalogLocalization?) -> FormatSignature {
            CompletenessChecker.mainSignature(text, localization)
        }
    }

    static func mainSignature(_ text: String, _ localization: CatalogLocalization?) -> FormatSignature {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return FormatSignature() }
        return FormatSignature(text, substitutions: { name in
            guard let substitution = localization?.substitution(named: name) else { return nil }
            return (substitution.argNum, substitution.formatSpecifier)
        })
    }

    /// Inside a substitution, `%arg` and non-positional specifiers are the substitution's own
    /// argument (`argNum`, typed by `formatSpecifier`).
    static func substitutionSignature(_ text: String, _ substitution: Substitution) -> FormatSignature {
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

    /// The source leaf matching a translation's variant path: the same case where the source
    /// has the same selector, its `other` case when the category is absent, and the source's
    /// `other` form where only the source varies.
    static func sourceText(_ content: LocalizedContent, path: ArraySlice<PathStep>) -> String? {
        if let variations = content.variations, variations.kind == .plural || variations.kind == .device {
            var rest = path
            let chosen: VariationCase?
            if let index = path.firstIndex(where: { $0.kind == variations.kind }) {
                chosen = variations.case(path[index].name) ?? variations.case("other") ?? variations.cases.first
                rest.remove(at: index)
            } else {
                chosen = variations.case("other") ?? variations.cases.first
            }
            if let chosen, let text = sourceText(chosen.content, path: rest) { return text }
        }
        return content.stringUnit?.value
    }

    private func checkFormats(
        _ localization: CatalogLocalization, entry: CatalogEntry, sourceSignatures: inout SourceSignatures,
        required: RequiredKey?, into problems: inout [CatalogProblem]
    ) {
        // The common case, a plain unit: no path bookkeeping.
        if localization.content.variations == nil, localization.substitutions.isEmpty,
           let unit = localization.content.stringUnit, sourceSignatures.source != nil,
           let expected = sourceSignatures.signature(for: []) {
            let actual = Self.mainSignature(unit.value, localization)
            if actual != expected {
                let differences = expected.differences(from: actual)
                if !differences.isEmpty {
                    problems.append(formatProblem(entry: entry, locale: localization.locale, path: [], value: unit.value,
                                                  differences: differences, required: required, line: Self.line(unit.line, localization.line)))
                }
            }
            return
        }
        var leaves: [Leaf] = []
        Self.collectLeaves(localization.content, path: [], into: &leaves)
        for leaf in leaves {
            let path = leaf.path
            let unit = leaf.unit
            // With no source localization the key is the source text; its `%#@name@` tokens can
            // only be defined by the translation's own substitutions.
            let expected = sourceSignatures.source == nil
                ? Self.mainSignature(entry.key, localization)
                : sourceSignatures.signature(for: path)
            guard let expected else { continue }
            let actual = Self.mainSignature(unit.value, localization)
            if actual == expected { continue }
            var omittable = Set<Int>()
            if let plural = path.last(where: { $0.kind == .plural }), ["zero", "one", "two"].contains(plural.name) {
                omittable.insert(Self.countedArgument(expected))
            }
            let differences = expected.differences(from: actual, omittable: omittable)
            if !differences.isEmpty {
                problems.append(formatProblem(entry: entry, locale: localization.locale, path: path, value: unit.value,
                                              differences: differences, required: required, line: Self.line(unit.line, localization.line)))
            }
        }
        for substitution in localization.substitutions {
            var subLeaves: [Leaf] = []
            Self.collectLeaves(substitution.content, path: [], into: &subLeaves)
            for leaf in subLeaves {
                let path = leaf.path
                let unit = leaf.unit
                guard let (expected, sourceSubstitution) = sourceSignatures.substitutionSignature(name: substitution.name, path: path) else { continue }
                let actual = Self.substitutionSignature(unit.value, substitution)
                if actual == expected { continue }
                var omittable = Set<Int>()
                if let plural = path.last(where: { $0.kind == .plural }), ["zero", "one", "two"].contains(plural.name) {
                    omittable.insert(substitution.argNum ?? sourceSubstitution.argNum ?? 1)
                }
                let differences = expected.differences(from: actual, omittable: omittable)
                if !differences.isEmpty {
                    problems.append(formatProblem(entry: entry, locale: localization.locale,
                                                  path: [PathStep(kind: .other("substitutions"), name: substitution.name)] + path, value: unit.value,
                                                  differences: differences, required: required, line: Self.line(unit.line, localization.line)))
                }
            }
        }
    }

    private func formatProblem(
        entry: CatalogEntry, locale: String, path: VariantPath, value: String, differences: [String], required: RequiredKey?, line: Int
    ) -> CatalogProblem {
        let place = path.isEmpty ? "" : " (" + path.map { "\($0.kind.name).\($0.name)" }.joined(separator: ".") + ")"
        return CatalogProblem(
            severity: .error, kind: .formatMismatch, key: entry.key, locale: locale, tracker: required?.tracker, level: required?.level,
            message: "the \(locale) text\(place) \"\(value)\" of \"\(entry.key)\" does not match the source's format specifiers: \(differences.joined(separator: "; ")) — use the same specifiers as the source",
            line: line
        )
    }

    /// The argument a plural variation counts: the first integer argument of the source, else 1.
    static func countedArgument(_ signature: FormatSignature) -> Int {
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
