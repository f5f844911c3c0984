import StringCatalog

/// The per-entry part of `CompletenessChecker.run()`: the counts of every checked locale and
/// the problems of each entry (`stale`, `missing-translation`, `untranslated`, `needs-review`,
/// `invalid-entry`, `plural-missing-category`, `plural-extra-category`, `format-mismatch`), in
/// catalog order.
///
/// Each entry is checked on its own. (Checking two halves on two cores saved 0.05 s on
/// 10,000 keys × 40 locales; that did not pay for the joining code, and it went.)
struct EntryChecker: Sendable {
    /// What a run over some entries found.
    struct Result: Sendable {
        var summaries: [LocaleSummary]
        var problems: [CatalogProblem] = []
        /// The keys checked, in catalog order.
        var checkedKeys: [String] = []
        /// The checked keys whose source text has nothing to translate, in catalog order.
        var needNoTranslation: [String] = []

        init(locales: [String]) {
            summaries = locales.map { LocaleSummary(locale: $0) }
        }
    }

    let locales: [String]
    let source: String
    let localeIndex: [String: Int]
    let requiredByKey: [String: RequiredKey]
    let onlyLevels: Bool
    let levelKeys: Set<String>
    let ignored: KeyFilter
    let pluralInfo: [CompletenessChecker.PluralInfo]
    /// Per checked locale: whether it is the source language.
    let isSourceLocale: [Bool]
    /// The scripts the source language writes in: a key in another with no source value shows
    /// as the key.
    let sourceScripts: Set<WritingScript>

    // Scratch state of one run, kept between entries.
    private var interner = LocaleInterner()
    /// Per interned locale id: its index in `locales` (-1 when not checked), and whether it
    /// is the source language.
    private var checkedIndexOfID: [Int] = []
    private var isSourceID: [Bool] = []
    private var typeMemo = PackedFormatSignature.TypeMemo()
    /// The quality checks, in the same walk; nil when all of them are off.
    private var quality: EntryQualityChecker?

    /// `off`: the problem kinds switched off (`--severity KIND=off`), whose problems are not built
    /// at all — the severity filter would drop them after the walk.
    init(
        locales: [String], source: String, requiredKeys: [RequiredKey], onlyLevels: Bool, ignored: KeyFilter,
        quality: EntryQualityChecker? = nil, off: Set<ProblemKind> = []
    ) {
        self.quality = quality
        self.locales = locales
        self.source = source
        var localeIndex: [String: Int] = [:]
        for (index, locale) in locales.enumerated() { localeIndex[locale] = index }
        self.localeIndex = localeIndex
        var requiredByKey: [String: RequiredKey] = [:]
        for required in requiredKeys where requiredByKey[required.key] == nil { requiredByKey[required.key] = required }
        self.requiredByKey = requiredByKey
        self.onlyLevels = onlyLevels
        self.levelKeys = Set(requiredKeys.filter { $0.kind == .levelLabel }.map(\.key))
        self.ignored = ignored
        self.pluralInfo = locales.map { locale in
            var info = CompletenessChecker.PluralInfo(locale: locale)
            if off.contains(.pluralExtraCategory) { info.neverShown = [] }
            return info
        }
        self.isSourceLocale = locales.map { $0 == source }
        self.sourceScripts = WritingScript.scripts(ofLocale: source)
    }

    /// True when `--only levels` does not exclude `key`.
    func inScope(_ key: String) -> Bool {
        !onlyLevels || levelKeys.contains(key)
    }

    /// True when `--ignore` (or the configuration) leaves `key` out.
    func isIgnored(_ key: String) -> Bool {
        !ignored.isEmpty && ignored.matches(key)
    }

    /// Checks `entries` (skipping those not to translate, out of scope or ignored).
    mutating func check(_ entries: ArraySlice<CatalogEntry>) -> Result {
        var result = Result(locales: locales)
        // Per checked locale: the position of its localization in the current entry, or -1.
        var slots = [Int](repeating: -1, count: locales.count)
        for entry in entries where entry.shouldTranslate && inScope(entry.key) && !isIgnored(entry.key) {
            result.checkedKeys.append(entry.key)
            let sourcePosition = locateLocalizations(of: entry, in: &slots)
            let localizations = entry.localizations
            let required = requiredByKey.isEmpty ? nil : requiredByKey[entry.key]
            let stale = entry.isStale
            let nothingToTranslate = !TranslatableText.needsTranslation(TranslatableText.sourceText(of: entry, source: sourcePosition))
            if nothingToTranslate { result.needNoTranslation.append(entry.key) }
            if stale {
                result.problems.append(problem(.stale, entry: entry, locale: nil, required: required,
                    "\(CatalogProblem.quoted(entry.key)) is stale (no longer found in the source code) — use it again or delete it"))
            }
            var sourceSignatures = SourceSignatures(entry: entry, source: sourcePosition >= 0 ? localizations[sourcePosition] : nil)
            let sourceVariables = Self.sourceVariables(of: entry, source: sourceSignatures.source)
            if !stale { quality?.start(entry, source: sourceSignatures.source) }
            for index in locales.indices {
                let locale = locales[index]
                result.summaries[index].keys += 1
                if stale { result.summaries[index].stale += 1 }
                let position = slots[index]
                guard position >= 0 else {
                    countAbsent(entry, at: index, source: sourcePosition, nothingToTranslate: nothingToTranslate, required: required, into: &result)
                    continue
                }
                let localization = localizations[position]
                if localization.content.stringUnit == nil, localization.content.variations == nil,
                   let set = localization.content.unknownFields.first(where: { $0.name == "stringSet" }) {
                    // App Shortcut phrases: a list of values, done when its state says so.
                    if set.json.contains("\"translated\"") { result.summaries[index].translated += 1 } else { result.summaries[index].new += 1 }
                    continue
                }
                if localization.content.isEmpty && localization.substitutions.allSatisfy({ $0.content.isEmpty }) {
                    if !stale {
                        result.problems.append(problem(.invalidEntry, entry: entry, locale: locale, required: required, line: localization.line,
                            "the \(CatalogProblem.shown(locale)) localization of \(CatalogProblem.quoted(entry.key)) has no stringUnit and no variations — translate it or delete the empty localization"))
                    }
                    continue
                }
                var states = UnitStates(localization, isSource: isSourceLocale[index])
                if nothingToTranslate && states.hasNew {
                    // Nothing to translate: a unit left `new` (or empty) falls back to the
                    // source text, which reads the same (the source's own empty text of the
                    // key "" included).
                    states.hasNew = false
                    states.allTranslated = !states.hasReview && states.invalidState == nil
                }
                if states.allTranslated { result.summaries[index].translated += 1 }
                if states.hasNew { result.summaries[index].new += 1 }
                if states.hasReview { result.summaries[index].needsReview += 1 }
                if stale { continue }
                reportStates(states, of: localization, locale: locale, entry: entry, required: required, into: &result.problems)
                if localization.content.variations != nil || !localization.substitutions.isEmpty {
                    checkShapes(localization, entry: entry, required: required, into: &result.problems)
                }
                if localization.content.variations != nil || !localization.substitutions.isEmpty {
                    checkPlurals(localization, entry: entry, info: pluralInfo[index], required: required, into: &result.problems)
                }
                if !isSourceLocale[index] {
                    checkFormats(localization, entry: entry, sourceSignatures: &sourceSignatures, required: required, into: &result.problems)
                    checkVariables(localization, entry: entry, expected: sourceVariables, required: required, into: &result.problems)
                    quality?.check(localization, locale: index, required: required, into: &result.problems)
                }
            }
        }
        return result
    }

    /// Fills `slots` (per checked locale: the position of its localization in `entry`, or -1);
    /// returns the position of the source language's localization, or -1.
    private mutating func locateLocalizations(of entry: CatalogEntry, in slots: inout [Int]) -> Int {
        for index in slots.indices { slots[index] = -1 }
        var sourcePosition = -1
        interner.startRow()
        let localizations = entry.localizations
        for position in localizations.indices {
            let locale = localizations[position].locale
            let id = interner.id(of: locale)
            if id == checkedIndexOfID.count {
                checkedIndexOfID.append(localeIndex[locale] ?? -1)
                isSourceID.append(locale == source)
            }
            let index = checkedIndexOfID[id]
            if index >= 0 { slots[index] = position }
            if isSourceID[id] { sourcePosition = position }
        }
        return sourcePosition
    }

    /// The `untranslated`, `needs-review` and `invalid-entry` problems of unit states.
    private func reportStates(
        _ states: UnitStates, of localization: CatalogLocalization, locale: String, entry: CatalogEntry, required: RequiredKey?,
        into problems: inout [CatalogProblem]
    ) {
        if states.hasNew {
            var untranslated = problem(.untranslated, entry: entry, locale: locale, required: required, line: CompletenessChecker.line(states.newLine, localization.line),
                "the \(CatalogProblem.shown(locale)) translation of \(CatalogProblem.quoted(entry.key)) is not done (state new or an empty value) — translate it and mark it translated")
            // The app's name or copyright line left as it is reads as the source's.
            if Self.nameKeys.contains(entry.key) { untranslated.severity = .warning }
            problems.append(untranslated)
        }
        if states.hasReview {
            problems.append(problem(.needsReview, entry: entry, locale: locale, required: required, line: CompletenessChecker.line(states.reviewLine, localization.line),
                "the \(CatalogProblem.shown(locale)) translation of \(CatalogProblem.quoted(entry.key)) needs review — check it and mark it translated"))
        }
        if let invalidState = states.invalidState {
            let what = invalidState.isEmpty ? "a string unit without \"state\"" : "a string unit with the unknown state \(CatalogProblem.quoted(invalidState))"
            problems.append(problem(.invalidEntry, entry: entry, locale: locale, required: required, line: CompletenessChecker.line(states.invalidLine, localization.line),
                "the \(CatalogProblem.shown(locale)) localization of \(CatalogProblem.quoted(entry.key)) has \(what) — use new, translated or needs_review"))
        }
    }

    func problem(
        _ kind: ProblemKind, entry: CatalogEntry, locale: String?, required: RequiredKey?, line: Int? = nil, _ message: String
    ) -> CatalogProblem {
        CatalogProblem(
            severity: kind.defaultSeverity, kind: kind, key: entry.key, locale: locale,
            tracker: required?.tracker, level: required?.level, message: message, line: line ?? entry.line
        )
    }

    // MARK: Format specifiers

    /// Compares the arguments of a translation with its source's. For two plain units packed
    /// signatures decide the (very common) match, and a mismatch is worded from the full
    /// signatures (`CompletenessChecker.mainSignature`); where either varies, the arguments of
    /// all forms together are compared (`checkArgumentLists`).
    private mutating func checkFormats(
        _ localization: CatalogLocalization, entry: CatalogEntry, sourceSignatures: inout SourceSignatures,
        required: RequiredKey?, into problems: inout [CatalogProblem]
    ) {
        // Nothing translated yet (Xcode writes a `new` unit with an empty value into a language
        // added to the catalog): `untranslated` says it; there are no specifiers to compare.
        if localization.content.variations == nil, localization.substitutions.isEmpty, localization.content.stringUnit?.value.isEmpty == true { return }
        if localization.content.variations != nil || !localization.substitutions.isEmpty {
            var hasText = false
            localization.forEachUnit { unit in if !unit.value.isEmpty { hasText = true } }
            if !hasText { return }
        }
        // The common case, a plain unit translating a plain unit.
        if localization.content.variations == nil, localization.substitutions.isEmpty,
           let unit = localization.content.stringUnit, let source = sourceSignatures.source,
           source.content.variations == nil, source.substitutions.isEmpty,
           let expectedPacked = sourceSignatures.packed(for: [], memo: &typeMemo) {
            let actualPacked = PackedFormatSignature.main(unit.value, substitutions: localization, memo: &typeMemo)
            let defects = FormatConsequence.textDefects(translation: unit.value, source: source.content.stringUnit?.value ?? entry.key)
            var differences = defects.map(\.0)
            var consequence = defects.map(\.1).min()
            if expectedPacked.matches(actualPacked) != true, let expected = sourceSignatures.signature(for: []) {
                let actual = CompletenessChecker.mainSignature(unit.value, localization)
                if actual != expected {
                    let (allowed, optional) = Self.allowed(expected, key: entry.key, sourceTexts: [source.content.stringUnit?.value ?? ""])
                    let found = allowed.differences(from: actual, omittable: optional)
                    if !found.isEmpty, let argumentConsequence = FormatConsequence.of(source: allowed, translation: actual, omittable: optional) {
                        differences = found + differences
                        consequence = min(consequence ?? argumentConsequence, argumentConsequence)
                    }
                }
            }
            if let consequence, !differences.isEmpty {
                problems.append(formatProblem(entry: entry, locale: localization.locale, path: [], value: unit.value, differences: differences,
                                              consequence: consequence, required: required, line: CompletenessChecker.line(unit.line, localization.line)))
            }
            return
        }
        checkArgumentLists(localization, entry: entry, sourceSignatures: &sourceSignatures, required: required, into: &problems)
    }

    private func formatProblem(
        entry: CatalogEntry, locale: String, path: VariantPath, value: String, differences: [String], consequence: FormatConsequence,
        required: RequiredKey?, line: Int
    ) -> CatalogProblem {
        let place = path.isEmpty ? "" : " (" + path.map { "\($0.kind.name).\(CatalogProblem.shown($0.name))" }.joined(separator: ".") + ")"
        var problem = CatalogProblem(
            severity: consequence.severity, kind: .formatMismatch, key: entry.key, locale: locale, tracker: required?.tracker, level: required?.level,
            message: "\(consequence.phrase): the \(CatalogProblem.shown(locale)) text\(place) \(CatalogProblem.quoted(value)) of \(CatalogProblem.quoted(entry.key)) does not match the source's format specifiers: \(differences.joined(separator: "; ")) — use the same specifiers as the source",
            line: line
        )
        problem.consequence = consequence
        return problem
    }
}
