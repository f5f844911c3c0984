import Foundation

/// Random edits of a real catalog as two branches make them — a translation or a state
/// changed, a key added, removed or renamed, a language added or dropped, a comment, an
/// extraction state or `shouldTranslate` set, a plain string made a plural — applied to plain
/// JSON (`PlainCatalog`), so the expected outcome does not come from the code under test.
///
/// `disjointPair` gives two sets of edits that touch different places (a key's comment, a key's
/// localization, a whole key), and the catalog with both applied: what a merge must produce.
public struct CatalogEditGenerator {
    /// One edit: what it claims (so the other side stays clear of it) and what it does.
    public struct Edit {
        /// `key` + `\u{0}` + locale or field; `key` + `\u{0}*` for the whole key.
        public let claims: [String]
        public let describe: String
        public let apply: (inout PlainCatalog) -> Void
    }

    public var random: SeededGenerator

    public init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// `base` edited by two sides whose edits touch different places, and the union.
    public mutating func disjointPair(of base: PlainCatalog, editsPerSide: ClosedRange<Int> = 1...5)
        -> (ours: PlainCatalog, theirs: PlainCatalog, union: PlainCatalog, edits: [String]) {
        var claimed = Set<String>()
        let ourEdits = edits(of: base, side: "ours", count: Int.random(in: editsPerSide, using: &random), claimed: &claimed)
        let theirEdits = edits(of: base, side: "theirs", count: Int.random(in: editsPerSide, using: &random), claimed: &claimed)
        var ours = base, theirs = base, union = base
        for edit in ourEdits { edit.apply(&ours); edit.apply(&union) }
        for edit in theirEdits { edit.apply(&theirs); edit.apply(&union) }
        return (ours, theirs, union, ourEdits.map { "ours: " + $0.describe } + theirEdits.map { "theirs: " + $0.describe })
    }

    /// `count` edits of `base` that claim nothing in `claimed` (and are then claimed).
    public mutating func edits(of base: PlainCatalog, side: String, count: Int, claimed: inout Set<String>) -> [Edit] {
        let keys = base.strings.keys.sorted()
        var result: [Edit] = []
        var attempts = 0
        while result.count < count && attempts < count * 50 {
            attempts += 1
            guard let key = keys.randomElement(using: &random) else { break }
            let edit = makeEdit(base, key: key, side: side, serial: result.count)
            guard let edit, edit.claims.allSatisfy({ !Self.collides($0, with: claimed) }) else { continue }
            claimed.formUnion(edit.claims)
            result.append(edit)
        }
        return result
    }

    /// Whether a claim touches one already made (the whole key against anything of it).
    static func collides(_ claim: String, with claimed: Set<String>) -> Bool {
        let key = String(claim.prefix { $0 != "\u{0}" })
        return claimed.contains(claim) || claimed.contains(key + "\u{0}*") || (claim.hasSuffix("\u{0}*") && claimed.contains { $0.hasPrefix(key + "\u{0}") })
    }

    private mutating func makeEdit(_ base: PlainCatalog, key: String, side: String, serial: Int) -> Edit? {
        let entry = base.strings[key] as? [String: Any] ?? [:]
        let localizations = entry["localizations"] as? [String: Any] ?? [:]
        let units = base.units(of: key)
        let tag = "\(side) \(serial) \(random.next() % 100_000)"
        switch Int.random(in: 0..<11, using: &random) {
        case 0, 1:
            guard let unit = units.randomElement(using: &random) else { return nil }
            return Edit(claims: [key + "\u{0}" + unit.locale], describe: "value of \(key) [\(unit.locale)] \(unit.path)") {
                Self.setUnit(&$0, unit, value: unit.value + " (\(tag))", state: unit.state)
            }
        case 2:
            guard let unit = units.randomElement(using: &random) else { return nil }
            let state = ["translated", "needs_review", "new"].first { $0 != unit.state } ?? "translated"
            return Edit(claims: [key + "\u{0}" + unit.locale], describe: "state of \(key) [\(unit.locale)] \(unit.path)") {
                Self.setUnit(&$0, unit, value: unit.value, state: state)
            }
        case 3:
            let name = "Generated.\(side).\(serial).\(random.next() % 1_000_000)"
            return Edit(claims: [name + "\u{0}*"], describe: "add \(name)") {
                $0.strings[name] = ["localizations": ["de": ["stringUnit": ["state": "translated", "value": "Neu \(tag)"]],
                                                      "en": ["stringUnit": ["state": "translated", "value": "New \(tag)"]]]]
            }
        case 4:
            return Edit(claims: [key + "\u{0}*"], describe: "remove \(key)") { $0.strings[key] = nil }
        case 5:
            let locale = ["fr", "it", "ja", "pt-BR"].randomElement(using: &random) ?? "fr"
            guard localizations[locale] == nil else { return nil }
            return Edit(claims: [key + "\u{0}" + locale], describe: "add \(locale) to \(key)") {
                Self.update(&$0, key) { entry in
                    var localizations = entry["localizations"] as? [String: Any] ?? [:]
                    localizations[locale] = ["stringUnit": ["state": "translated", "value": "\(locale) \(tag)"]]
                    entry["localizations"] = localizations
                }
            }
        case 6:
            guard let locale = localizations.keys.sorted().randomElement(using: &random) else { return nil }
            return Edit(claims: [key + "\u{0}" + locale], describe: "remove \(locale) of \(key)") {
                Self.update(&$0, key) { entry in
                    var localizations = entry["localizations"] as? [String: Any] ?? [:]
                    localizations[locale] = nil
                    entry["localizations"] = localizations
                }
            }
        case 7:
            return Edit(claims: [key + "\u{0}#comment"], describe: "comment of \(key)") {
                Self.update(&$0, key) { $0["comment"] = "Comment \(tag)" }
            }
        case 8:
            let state = ["stale", "manual", "extracted_with_value"].first { $0 != entry["extractionState"] as? String } ?? "stale"
            return Edit(claims: [key + "\u{0}#extractionState"], describe: "extractionState of \(key)") {
                Self.update(&$0, key) { $0["extractionState"] = state }
            }
        case 9:
            guard entry["shouldTranslate"] == nil else { return nil }
            return Edit(claims: [key + "\u{0}#shouldTranslate"], describe: "shouldTranslate of \(key)") {
                Self.update(&$0, key) { $0["shouldTranslate"] = false }
            }
        default:
            guard let (locale, content) = localizations.sorted(by: { $0.key < $1.key }).randomElement(using: &random),
                  let unit = (content as? [String: Any])?["stringUnit"] as? [String: Any] else { return nil }
            return Edit(claims: [key + "\u{0}" + locale], describe: "plural \(key) [\(locale)]") {
                Self.update(&$0, key) { entry in
                    var localizations = entry["localizations"] as? [String: Any] ?? [:]
                    localizations[locale] = ["variations": ["plural": ["one": ["stringUnit": unit],
                                                                       "other": ["stringUnit": ["state": "new", "value": "other \(tag)"]]]]]
                    entry["localizations"] = localizations
                }
            }
        }
    }

    static func update(_ catalog: inout PlainCatalog, _ key: String, _ change: (inout [String: Any]) -> Void) {
        var strings = catalog.strings
        var entry = strings[key] as? [String: Any] ?? [:]
        change(&entry)
        strings[key] = entry
        catalog.strings = strings
    }

    /// Sets the unit at `unit`'s place (its path's steps walked down from the localization).
    static func setUnit(_ catalog: inout PlainCatalog, _ unit: PlainCatalog.Unit, value: String, state: String) {
        update(&catalog, unit.key) { entry in
            var localizations = entry["localizations"] as? [String: Any] ?? [:]
            var content = localizations[unit.locale] as? [String: Any] ?? [:]
            let steps = unit.path.isEmpty ? [] : unit.path.split(separator: "/").map(String.init)
            content = setting(content, steps: steps[...], unit: ["state": state, "value": value])
            localizations[unit.locale] = content
            entry["localizations"] = localizations
        }
    }

    private static func setting(_ content: [String: Any], steps: ArraySlice<String>, unit: [String: Any]) -> [String: Any] {
        var content = content
        guard let step = steps.first else {
            var old = content["stringUnit"] as? [String: Any] ?? [:]
            old.merge(unit) { _, new in new }
            content["stringUnit"] = old
            return content
        }
        let parts = step.split(separator: ".", maxSplits: 1).map(String.init)
        let container = parts[0] == "substitutions" ? "substitutions" : "variations"
        var outer = content[container] as? [String: Any] ?? [:]
        if container == "substitutions" {
            outer[parts[1]] = setting(outer[parts[1]] as? [String: Any] ?? [:], steps: steps.dropFirst(), unit: unit)
        } else {
            var cases = outer[parts[0]] as? [String: Any] ?? [:]
            cases[parts[1]] = setting(cases[parts[1]] as? [String: Any] ?? [:], steps: steps.dropFirst(), unit: unit)
            outer[parts[0]] = cases
        }
        content[container] = outer
        return content
    }
}
