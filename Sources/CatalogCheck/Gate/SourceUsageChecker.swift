import StringCatalog
import CatalogCode

/// The part of the check that compares the catalog with the keys the code uses:
/// `missing-key` for a literal key the catalog lacks (at its first use), `unused-key` for a
/// catalog key nothing uses (nor holds as a plain literal anywhere), `stale-but-used` for a stale key the code still uses (it replaces
/// that key's `stale` problem).
struct SourceUsageChecker {
    let catalog: StringCatalog
    let sources: SourceScan
    let isIgnored: (String) -> Bool
    init(catalog: StringCatalog, sources: SourceScan, isIgnored: @escaping (String) -> Bool) {
        self.catalog = catalog
        self.sources = sources
        self.isIgnored = isIgnored
    }

    /// Keys that are used by no literal or symbol, but that a text the code builds at run time
    /// may be (`"settings.\(name)"`): neither used nor unused, listed apart (`CannotTell`).
    private(set) var cannotTell: [CannotTell] = []

    mutating func check(checkedKeys: [String], reportedMissing: inout Set<String>, problems: inout [CatalogProblem], keys: inout [String]) {
        let uses = sources.uses.filter { ($0.table ?? "Localizable") == sources.table }
        var used = Set<String>()
        var firstUse: [String: SourceKeyUse] = [:]
        var useCount: [String: Int] = [:]
        var missingOrder: [String] = []
        let catalogKeys = catalog.entries.map(\.key)
        var patternMatches: [String: [String]] = [:]
        for use in uses {
            if use.patternParts == nil {
                if catalog.entry(for: use.key) != nil {
                    used.insert(use.key)
                    continue
                }
            } else {
                // The same pattern is often used in many places: match it against the keys once.
                let matches: [String]
                // By the parts: `\(String(a)) \(b)` and `\(a) \(String(b))` share the key `%@ %@`.
                let pattern = (use.patternParts ?? []).joined(separator: "\u{1}")
                if let known = patternMatches[pattern] {
                    matches = known
                } else {
                    matches = catalogKeys.filter(use.matches)
                    patternMatches[pattern] = matches
                }
                if !matches.isEmpty {
                    used.formUnion(matches)
                    continue
                }
            }
            // Not in the catalog. Text with nothing to translate shows the same untranslated;
            // a preview or debug build is no user's.
            guard use.isShipped, TranslatableText.needsTranslation(use.key), !isIgnored(use.key) else { continue }
            if firstUse[use.key] == nil {
                firstUse[use.key] = use
                missingOrder.append(use.key)
            }
            useCount[use.key, default: 0] += 1
        }
        reportMissing(missingOrder, firstUse: firstUse, useCount: useCount, reportedMissing: &reportedMissing, problems: &problems, keys: &keys)
        let symbols = SymbolResolution(uses: sources.symbolUses, catalog: catalog, table: sources.table)
        used.formUnion(symbols.usedKeys)
        for (key, use) in symbols.firstUse where firstUse[key] == nil {
            firstUse[key] = SourceKeyUse(key: key, api: "symbol \(use.written)", location: use.location, isShipped: use.isShipped)
        }
        reportMissingSymbols(symbols.unresolved, reportedMissing: &reportedMissing, problems: &problems, keys: &keys)
        let usesSymbols = sources.symbolUses.contains { $0.names(table: sources.table) }

        let (unused, staleUsed) = unusedKeys(checkedKeys, used: used)
        let folded = Self.foldTranslationProblems(of: Set(unused.map(\.key)), in: &problems)
        for (key, line) in unused {
            var what = "no scanned source uses \(CatalogProblem.quoted(key))"
            if let list = folded[key] {
                let count = list.reduce(0) { $0 + $1.locales.count }
                let detail = list.map { "\($0.kind.rawValue) in \($0.locales.map(CatalogProblem.shown).joined(separator: ", "))" }.joined(separator: "; ")
                what += " (nor do its \(count == 1 ? "translation problem" : "\(count) translation problems") fail the check while no code uses it: \(detail))"
            }
            var problem = CatalogProblem(
                severity: ProblemKind.unusedKey.defaultSeverity, kind: .unusedKey, key: key,
                message: "\(what) — delete it, or mark keys built at run time with // trackerkit:keys or \"dynamicKeys\"",
                line: line
            )
            problem.reason = Self.unusedReason(key, table: sources.table, usesSymbols: usesSymbols)
            problem.message = "\(what): \(problem.reason ?? "") — delete it, or mark keys built at run time with // trackerkit:keys or \"dynamicKeys\""
            problems.append(problem)
        }
        guard !staleUsed.isEmpty else { return }
        problems.removeAll { $0.kind == .stale && staleUsed.contains($0.key) }
        for key in checkedKeys where staleUsed.contains(key) {
            let use = firstUse[key] ?? uses.first { $0.patternParts == nil ? $0.key == key : $0.matches(key) }
            problems.append(CatalogProblem(
                severity: ProblemKind.staleButUsed.defaultSeverity, kind: .staleButUsed, key: key,
                message: "\(CatalogProblem.quoted(key)) is marked stale but the code uses it — Xcode will extract it again; clear the stale state",
                line: catalog.entry(for: key)?.line, source: use?.location
            ))
        }
    }

    /// The checked keys nothing uses, with their lines (those a text built at run time may be
    /// go to `cannotTell`), and the stale keys in use.
    private mutating func unusedKeys(_ checkedKeys: [String], used: Set<String>) -> (unused: [(key: String, line: Int)], staleUsed: Set<String>) {
        let dynamic = KeyFilter(globs: sources.dynamicKeys)
        var staleUsed = Set<String>()
        var unused: [(key: String, line: Int)] = []
        for key in checkedKeys {
            guard let entry = catalog.entry(for: key) else { continue }
            let isUsed = used.contains(key) || (!dynamic.isEmpty && dynamic.matches(key))
            if entry.isStale {
                if isUsed { staleUsed.insert(key) }
                continue
            }
            // A key the code holds as a plain literal anywhere may be localized later (stored
            // in a String first): possibly used, so no `unused-key` and its translation problems
            // stay as a used key's (users may see them).
            guard !isUsed && !sources.holdsAsLiteral(key) else { continue }
            if let texts = sources.mayBuild(key) {
                cannotTell.append(CannotTell(key: key, texts: texts, line: entry.line))
            } else {
                unused.append((key, entry.line))
            }
        }
        return (unused, staleUsed)
    }

    /// Why `key` is unused, for its warning: what the scan looked for.
    static func unusedReason(_ key: String, table: String, usesSymbols: Bool) -> String {
        var symbol = "no generated symbol names it"
        if usesSymbols {
            let name = CatalogSymbol.name(forKey: key)
            if !name.isEmpty { symbol += " (.\(CatalogSymbol.namespace(ofTable: table).map { $0 + "." } ?? "")\(name))" }
        }
        return "no literal is the key, \(symbol), no wrapper or enum the app localizes reaches it, and no text built at run time can be it"
    }

    /// The kinds of problem about a key's translations: of a key no code uses, they are part
    /// of its `unused-key` warning (fixing a text nobody sees is no reason to fail a build).
    static let translationKinds: Set<ProblemKind> = [
        .missingTranslation, .untranslated, .needsReview, .formatMismatch, .pluralMissingCategory, .pluralExtraCategory, .invalidEntry,
    ]

    /// Removes the translation problems of `keys` from `problems`; per key, the kinds removed
    /// with their locales, in the order they came.
    static func foldTranslationProblems(of keys: Set<String>, in problems: inout [CatalogProblem]) -> [String: [(kind: ProblemKind, locales: [String])]] {
        guard !keys.isEmpty else { return [:] }
        var folded: [String: [(kind: ProblemKind, locales: [String])]] = [:]
        problems.removeAll { problem in
            guard translationKinds.contains(problem.kind), keys.contains(problem.key) else { return false }
            let locale = problem.locale ?? "every locale"
            var list = folded[problem.key] ?? []
            if let index = list.firstIndex(where: { $0.kind == problem.kind }) {
                if !list[index].locales.contains(locale) { list[index].locales.append(locale) }
            } else {
                list.append((problem.kind, [locale]))
            }
            folded[problem.key] = list
            return true
        }
        return folded
    }

    private func reportMissing(
        _ order: [String], firstUse: [String: SourceKeyUse], useCount: [String: Int], reportedMissing: inout Set<String>,
        problems: inout [CatalogProblem], keys: inout [String]
    ) {
        guard !order.isEmpty else { return }
        let suggester = KeySuggester(keys: catalog.entries.map(\.key))
        for key in order where reportedMissing.insert(key).inserted {
            guard let use = firstUse[key] else { continue }
            keys.append(key)
            let suggestion = suggester.suggestion(for: key)
            let more = (useCount[key] ?? 1) - 1
            let place = "\(use.location.file):\(use.location.line):\(use.location.column)"
            var what = "the code uses \(CatalogProblem.quoted(key)) (\(use.api) at \(place)"
            if more > 0 { what += " and \(more) more place\(more == 1 ? "" : "s")" }
            what += ")"
            if use.patternParts != nil { what += ", each %@ standing for an interpolation of any type," }
            let fix = suggestion.map { "use the existing key \(CatalogProblem.quoted($0)) or add \(CatalogProblem.quoted(key)) to the catalog" } ?? "add \(CatalogProblem.quoted(key)) to the catalog"
            problems.append(CatalogProblem(
                severity: .error, kind: .missingKey, key: key,
                message: "\(what) but the catalog has no entry for it — \(fix)", suggestion: suggestion, source: use.location
            ))
        }
    }

    /// A `missing-key` per generated symbol that stands for no key of the catalog (at its first
    /// use): the key it stood for was deleted or renamed, and the app no longer builds.
    private func reportMissingSymbols(_ uses: [SymbolUse], reportedMissing: inout Set<String>, problems: inout [CatalogProblem], keys: inout [String]) {
        var counts: [String: Int] = [:]
        for use in uses where use.isShipped { counts[use.written, default: 0] += 1 }
        for use in uses where use.isShipped && reportedMissing.insert(use.written).inserted {
            keys.append(use.written)
            let more = (counts[use.written] ?? 1) - 1
            let place = "\(use.location.file):\(use.location.line):\(use.location.column)"
            let also = more > 0 ? " and \(more) more place\(more == 1 ? "" : "s")" : ""
            problems.append(CatalogProblem(
                severity: .error, kind: .missingKey, key: use.written,
                message: "the code uses the generated symbol \(CatalogProblem.quoted(use.written)) (at \(place)\(also)) but no key of the catalog gives that symbol — add the key it stood for, or change the code",
                source: use.location
            ))
        }
    }
}

/// A key no literal or symbol uses, but a text the code builds at run time may be: the scan
/// cannot tell whether the app shows it. Listed apart from the problems; never fails the check.
package struct CannotTell: Sendable, Hashable {
    package var key: String
    /// The literal's texts around what is built at run time (`["settings.", ""]`).
    package var texts: [String]
    package var line: Int

    /// The texts as the code writes them, with `…` where the run time fills in.
    package var pattern: String { texts.joined(separator: "…") }
}
