import StringCatalog
import CatalogText

/// The quality checks (`QualityChecks.all`) over the translations of one entry after another,
/// in the completeness check's pass over the catalog (one read, one walk). It decides what is
/// worth checking, as the gate does for its own problems:
/// - translations only: not the source language, not a pseudo-locale (`en-XA`);
/// - units in state `translated` or `needs_review` with a value (`new` and empty ones are
///   `untranslated`'s);
/// - units whose source text has something to translate (`QualityText.hasWords`: not `" "`,
///   `"%@"`, `"(%@)"`) and is known (not a key such as `1UK-8n-QPP.title` standing for text kept
///   elsewhere: `KeyReference`);
/// - one problem per kind and unit at most, and a translation that is a copy of its source is
///   `same-as-source`'s alone.
struct EntryQualityChecker: Sendable {
    private let checks: [any QualityCheck.Type]
    /// Asked first for each unit that is not a copy of its source: which checks must look at it
    /// in full (bit `i` for `checks[i]`).
    private let quickPass: QuickPass
    /// The bits of the checks that read the analysed translation (`QualityCheck.readsAnalysedText`;
    /// every bit beyond the 64th check).
    private let readsAnalysedText: UInt64
    /// Whether the quick pass is asked (false: every check looks at every unit in full — the
    /// same findings, as the tests compare).
    var usesQuickPass = true
    private let glossary: Glossary
    private let keptTerms: [[Unicode.Scalar]]
    private let maxLength: [MaxLengthPattern]
    private let sourceLocale: QualityLocale
    /// Per checked locale: the locale, and whether its translations are left out.
    private let locales: [QualityLocale]
    private let skipped: [Bool]

    // The entry being checked.
    private var entry: CatalogEntry?
    /// The entry's key, kept apart: binding `entry` copies the whole entry, once per locale.
    private var key: String?
    private var source: CatalogLocalization?
    private var limit: LengthLimit?
    private var sides: [SourceSide] = []
    /// The index in `sides` of the plain unit's source, once asked for.
    private var plainSide: Int?
    /// Whether a locale's translations count for the keep rate (not the source language's
    /// variants, not pseudo-locales), per locale seen.
    private var countsForKeepRate: [String: Bool] = [:]
    /// Scratch space of `QuickPass`, kept from unit to unit.
    private var tokens: [Range<Int>] = []

    /// A source text at one place of the entry, and what was worked out about it.
    private struct SourceSide {
        var substitution: String?
        var path: VariantPath
        /// nil: the source has no text there, or nothing to translate.
        var text: SourceText?
        /// Why a copy of this source may be right, worked out at the first copy.
        var copy: QualityPair.CopyFacts?
        /// The checks the quick pass may vouch for with this source (`QuickPass.possible`).
        var quickPassPossible: UInt64 = 0
    }

    /// nil when every quality kind is switched off.
    init?(locales: [String], source: String, options: QualityOptions, off: Set<ProblemKind>) {
        let checks = QualityChecks.all.filter { !off.contains($0.kind) }
        if checks.isEmpty { return nil }
        self.checks = checks
        quickPass = QuickPass(checks)
        readsAnalysedText = checks.count > 64 ? ~0 : checks.indices.reduce(0) { checks[$1].readsAnalysedText ? $0 | 1 << UInt64($1) : $0 }
        glossary = options.glossary
        keptTerms = KeptTerms.prepared(KeptTerms.builtIn + options.keepTerms + options.glossary.keptTerms)
        maxLength = options.maxLength
        sourceLocale = QualityLocale(source)
        self.locales = locales.map(QualityLocale.init)
        skipped = locales.map { $0 == source || QualityLocale.isPseudo($0) }
    }

    mutating func start(_ entry: CatalogEntry, source: CatalogLocalization?) {
        self.entry = entry
        key = entry.key
        self.source = source
        sides.removeAll(keepingCapacity: true)
        plainSide = nil
        limit = LengthLimit.of(key: entry.key, comment: entry.comment, patterns: maxLength)
    }

    /// Checks every unit of `localization`, the translation into the checked locale `index`.
    mutating func check(_ localization: CatalogLocalization, locale index: Int, required: RequiredKey?, into problems: inout [CatalogProblem]) {
        guard !skipped[index], let key else { return }
        let content = localization.content
        if content.variations == nil, localization.substitutions.isEmpty, let unit = content.stringUnit {
            check(unit, substitution: nil, path: [], localization: localization, locale: locales[index], key: key, required: required, into: &problems)
            return
        }
        var path: VariantPath = []
        visit(content, path: &path, substitution: nil, localization: localization, locale: locales[index], key: key, required: required, into: &problems)
        for substitution in localization.substitutions {
            visit(substitution.content, path: &path, substitution: substitution.name, localization: localization, locale: locales[index], key: key,
                  required: required, into: &problems)
        }
    }

    /// Every unit of `content` in the order `CompletenessChecker.collectLeaves` gives them, the
    /// path kept in one array (pushed and popped) instead of an array per unit.
    private mutating func visit(
        _ content: LocalizedContent, path: inout VariantPath, substitution: String?, localization: CatalogLocalization,
        locale: QualityLocale, key: String, required: RequiredKey?, into problems: inout [CatalogProblem]
    ) {
        if let unit = content.stringUnit {
            check(unit, substitution: substitution, path: path, localization: localization, locale: locale, key: key, required: required, into: &problems)
        }
        guard let variations = content.variations else { return }
        for selector in [variations] + variations.additional {
            for variationCase in selector.cases {
                path.append(VariantStep(kind: selector.kind, name: variationCase.name))
                visit(variationCase.content, path: &path, substitution: substitution, localization: localization, locale: locale, key: key,
                      required: required, into: &problems)
                path.removeLast()
            }
        }
    }

    private mutating func check(
        _ unit: StringUnit, substitution: String?, path: VariantPath, localization: CatalogLocalization, locale: QualityLocale,
        key: String, required: RequiredKey?, into problems: inout [CatalogProblem]
    ) {
        guard unit.state == "translated" || unit.state == "needs_review", !unit.value.isEmpty else { return }
        let sideIndex = side(substitution: substitution, path: path)
        guard let sourceText = sides[sideIndex].text else { return }
        let isCopy = SameAsSourceCheck.isCopy(sourceText, unit.value)
        let lengthLimit = substitution == nil ? limit : nil
        // The checks that look at the unit in full: for a copy `same-as-source` alone, otherwise
        // those the quick pass cannot vouch for.
        var unsure: UInt64 = isCopy ? checks.indices.reduce(0) { checks[$1].kind == .sameAsSource ? $0 | 1 << UInt64($1) : $0 } : ~0
        if usesQuickPass, !isCopy {
            unsure = quickPass.unsure(unit.value, source: sourceText, possible: sides[sideIndex].quickPassPossible, locale: locale,
                                      lengthLimit: lengthLimit, tokens: &tokens)
            if unsure == 0 { return }
        }
        let plural = path.last { $0.kind == .plural }?.name
        var pair = unsure & readsAnalysedText != 0
            ? QualityPair(sourceText: sourceText, target: QualityText(unit.value), locale: locale, sourceLocale: sourceLocale, pluralCategory: plural,
                          lengthLimit: lengthLimit)
            : QualityPair(sourceText: sourceText, translation: unit.value, locale: locale, sourceLocale: sourceLocale, pluralCategory: plural,
                          lengthLimit: lengthLimit)
        if isCopy {
            pair.copy = copyFacts(sideIndex)
        } else if !sourceText.glossaryTerms.isEmpty {
            pair.glossaryRules = sourceText.glossaryTerms.compactMap { glossary.rule($0, for: locale) }
        }
        // (Checks beyond the 64th have no bit: the quick pass vouches for none of them.)
        for index in checks.indices where index < 64 ? unsure & 1 << UInt64(index) != 0 : !isCopy {
            guard let finding = checks[index].finding(pair) else { continue }
            let check = checks[index]
            var steps = path.map { "\($0.kind.name).\(CatalogProblem.shown($0.name))" }
            if let substitution { steps.insert("substitutions.\(CatalogProblem.shown(substitution))", at: 0) }
            let place = steps.isEmpty ? "" : " (" + steps.joined(separator: ".") + ")"
            let unitPath = UnitPath(substitution: substitution, steps: path.map { UnitPath.Step(selector: $0.kind.name, name: $0.name) }).description
            problems.append(CatalogProblem(
                severity: check.kind.defaultSeverity, kind: check.kind, key: key, locale: locale.tag, tracker: required?.tracker,
                level: required?.level,
                message: "the \(CatalogProblem.shown(locale.tag)) text\(place) \(CatalogProblem.quoted(unit.value)) of \(CatalogProblem.quoted(key)) \(finding)",
                line: CompletenessChecker.line(unit.line, localization.line), path: unitPath.isEmpty ? nil : unitPath))
        }
    }

    /// The index in `sides` of the source text at a place, worked out on first use.
    private mutating func side(substitution: String?, path: VariantPath) -> Int {
        // The plain unit, by far the most common, is asked for again and again.
        if substitution == nil, path.isEmpty, let plainSide { return plainSide }
        if let index = sides.firstIndex(where: { $0.substitution == substitution && $0.path == path }) { return index }
        var side = SourceSide(substitution: substitution, path: path)
        let text: String?
        if let source {
            if let substitution {
                text = source.substitution(named: substitution).flatMap { CompletenessChecker.sourceText($0.content, path: path[...]) }
            } else {
                text = CompletenessChecker.sourceText(source.content, path: path[...])
            }
        } else if substitution == nil, let key = entry?.key, !KeyReference.isReference(key) {
            // Without a source-language value the key is the source text, unless it names
            // text kept elsewhere (a storyboard's object ID): then nothing is compared.
            text = key
        } else {
            text = nil
        }
        if let text, !text.isEmpty {
            let analysed = QualityText(text)
            if analysed.hasWords {
                let sourceText = SourceText(analysed, locale: sourceLocale, glossary: glossary)
                side.text = sourceText
                side.quickPassPossible = quickPass.possible(for: sourceText)
            }
        }
        sides.append(side)
        if substitution == nil, path.isEmpty { plainSide = sides.count - 1 }
        return sides.count - 1
    }

    /// Why the copy at `sides[index]` may be right: the name heuristics and the keep rate.
    private mutating func copyFacts(_ index: Int) -> QualityPair.CopyFacts {
        if let known = sides[index].copy { return known }
        var facts = QualityPair.CopyFacts(exemption: nil)
        if let text = sides[index].text?.text {
            let rate = keepRate(sides[index])
            facts.exemption = SameAsSourceCheck.exemption(text, nameReason: KeptTerms.nameReason(text, terms: keptTerms), keptIn: rate.kept, translatedIn: rate.translated)
        }
        sides[index].copy = facts
        return facts
    }

    /// Of the entry's translations at the place of `side` (every locale of the catalog but the
    /// source language, its variants and pseudo-locales) with a value: how many keep the source.
    private mutating func keepRate(_ side: SourceSide) -> (kept: Int, translated: Int) {
        guard let entry, let sourceText = side.text?.text.text else { return (0, 0) }
        var kept = 0, translated = 0
        for localization in entry.localizations {
            let counts = countsForKeepRate[localization.locale] ?? {
                let locale = QualityLocale(localization.locale)
                let counts = locale.language != sourceLocale.language && !locale.isPseudo
                countsForKeepRate[localization.locale] = counts
                return counts
            }()
            if !counts { continue }
            var content: LocalizedContent? = localization.content
            if let name = side.substitution { content = localization.substitution(named: name)?.content }
            guard let unit = content.flatMap({ Self.unit(in: $0, at: side.path[...]) }),
                  unit.state == "translated" || unit.state == "needs_review", !unit.value.isEmpty else { continue }
            translated += 1
            if SameAsSourceCheck.isCopy(sourceText, unit.value) { kept += 1 }
        }
        return (kept, translated)
    }

    /// The unit at exactly `path` inside `content`.
    private static func unit(in content: LocalizedContent, at path: ArraySlice<VariantStep>) -> StringUnit? {
        guard let step = path.first else { return content.stringUnit }
        guard let variations = content.variations else { return nil }
        for selector in [variations] + variations.additional where selector.kind == step.kind {
            if let chosen = selector.case(step.name) { return unit(in: chosen.content, at: path.dropFirst()) }
        }
        return nil
    }
}
