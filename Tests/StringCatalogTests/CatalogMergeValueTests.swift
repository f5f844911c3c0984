import Foundation
import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogEdit

/// A localization's value — its plain unit, or its variations with their selectors — is one
/// value to the merge: it never builds a shape neither side wrote (a unit beside plurals, device
/// variations beside plurals), and when both sides changed it into different shapes the
/// localization is a conflict that keeps ours.
@Suite struct CatalogMergeValueTests {
    /// A localization's value as the generator makes it: a plain unit, or variations by one
    /// selector whose cases hold values.
    indirect enum Value: Equatable {
        case plain(String, state: String)
        case vary(String, [String: Value])

        var json: String {
            switch self {
            case .plain(let text, let state):
                return "{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\"\(text)\"}}"
            case .vary(let selector, let cases):
                let inner = cases.keys.sorted().map { "\"\($0)\":\(cases[$0]!.json)" }.joined(separator: ",")
                return "{\"variations\":{\"\(selector)\":{\(inner)}}}"
            }
        }
    }

    /// Two texts and two states: sides often make the same change, as people do.
    static func plain(_ random: inout SeededGenerator) -> Value {
        .plain(["Einstellung", "Optionen"].randomElement(using: &random)!, state: ["translated", "needs_review"].randomElement(using: &random)!)
    }

    /// A value of a shape chosen at random: plain, plural, device, or device with plurals.
    static func value(_ random: inout SeededGenerator, shape: Int? = nil) -> Value {
        switch shape ?? Int.random(in: 0..<4, using: &random) {
        case 0: return plain(&random)
        case 1: return .vary("plural", ["one": plain(&random), "other": plain(&random)])
        case 2: return .vary("device", ["iphone": plain(&random), "mac": plain(&random)])
        default: return .vary("device", ["iphone": .vary("plural", ["one": plain(&random), "other": plain(&random)]), "mac": plain(&random)])
        }
    }

    /// The shape number of a value (as `value(_:shape:)` takes it).
    static func shape(of value: Value) -> Int {
        switch value {
        case .plain: return 0
        case .vary("plural", _): return 1
        case .vary(_, let cases): return cases.values.contains { if case .vary = $0 { return true } else { return false } } ? 3 : 2
        }
    }

    /// One unit of `value` given another text (the same shape).
    static func edited(_ value: Value, _ random: inout SeededGenerator) -> Value {
        switch value {
        case .plain: return plain(&random)
        case .vary(let selector, var cases):
            let name = cases.keys.sorted().randomElement(using: &random)!
            cases[name] = edited(cases[name]!, &random)
            return .vary(selector, cases)
        }
    }

    /// What one side does to a localization (nil: it has none).
    static func side(of base: Value?, _ random: inout SeededGenerator) -> (Value?, String) {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return (base, "keeps")
        case 1: return base == nil ? (value(&random), "adds") : (edited(base!, &random), "edits")
        case 2: return (nil, "deletes")
        case 3:
            let from = base.map(shape(of:)) ?? 0
            return (value(&random, shape: (from + Int.random(in: 1..<4, using: &random)) % 4), "switches its shape")
        default: return base.map { (edited(edited($0, &random), &random), "edits two units") } ?? (value(&random), "adds")
        }
    }

    static func catalog(_ value: Value?) throws -> StringCatalog {
        let localizations = value.map { "\"de\":\($0.json)" } ?? ""
        return try Support.catalog("{\"sourceLanguage\":\"en\",\"strings\":{\"K\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"Settings\"}}\(localizations.isEmpty ? "" : ",")\(localizations)}}},\"version\":\"1.0\"}")
    }

    /// The `de` localization of a catalog as the writer's tree.
    static func localization(_ catalog: StringCatalog) -> CatalogNode? {
        StringCatalogWriter.tree(catalog).member("strings")?.member("K")?.member("localizations")?.member("de")
    }

    /// Every unit below `node`, by its path (`/device.iphone/plural.one`; "" for the plain unit).
    static func units(_ node: CatalogNode?, path: String = "") -> [String: CatalogNode] {
        var found: [String: CatalogNode] = [:]
        for (holder, value) in holders(node, path: path) {
            if let unit = value.member("stringUnit") { found[holder] = unit }
        }
        return found
    }

    /// Every node that holds a value below (and with) `node`, by its path.
    static func holders(_ node: CatalogNode?, path: String = "") -> [String: CatalogNode] {
        guard let node, node.members != nil else { return [:] }
        var found = [path: node]
        for (selector, cases) in node.member("variations")?.members ?? [] {
            for (name, value) in cases.members ?? [] { found.merge(holders(value, path: path + "/\(selector).\(name)")) { first, _ in first } }
        }
        return found
    }

    /// A value's shape where it is: `plain`, a selector, or a mix (`plain+plural`, `device+plural`).
    static func shape(_ node: CatalogNode) -> String {
        ((node.member("stringUnit") == nil ? [] : ["plain"]) + (node.member("variations")?.members ?? []).map(\.0).sorted()).joined(separator: "+")
    }

    /// Whether a value holds a shape Xcode never writes: a unit beside variations, or two
    /// selectors side by side, at any depth.
    static func isMixed(_ node: CatalogNode?) -> Bool {
        holders(node).values.contains { shape($0).contains("+") }
    }

    /// A conflict's place below the localization, in `units`' form.
    static func holderPath(_ conflict: CatalogMerge.Conflict) -> String {
        var names = Array(conflict.jsonPath.dropFirst(4))
        var path = ""
        while names.count >= 3 && names[0] == "variations" {
            path += "/\(names[1]).\(names[2])"
            names.removeFirst(3)
        }
        return path
    }

    /// 4,000 triples (seed 39): base, and ours and theirs each keeping, adding, editing,
    /// deleting or switching the shape of one localization (plain, plural, device, device with
    /// plurals). Every merged localization is one that base, ours or theirs held — or, where
    /// both sides changed one of the same shape, one whose every value has the shape a side gave
    /// it there and whose every unit is a side's — or the conflict is named and keeps ours
    /// there; no value has a shape no Xcode writes; two sides that changed the localization
    /// into different shapes are one conflict on it that keeps ours whole.
    @Test func everyMergedLocalizationIsOneASideHeldOrANamedConflict() throws {
        var random = SeededGenerator(seed: 39)
        var counts: [String: Int] = [:]
        for trial in 0..<4_000 {
            let base = Int.random(in: 0..<4, using: &random) > 0 ? Self.value(&random) : nil
            let (ours, ourStep) = Self.side(of: base, &random)
            let (theirs, theirStep) = Self.side(of: base, &random)
            let story = "trial \(trial): base \(base.map(\.json) ?? "none"), ours \(ourStep) \(ours.map(\.json) ?? "none"), theirs \(theirStep) \(theirs.map(\.json) ?? "none")"
            let sides = try [base, ours, theirs].map { Self.localization(try Self.catalog($0)) }
            let result = try CatalogMerge.merge(base: Self.catalog(base), ours: Self.catalog(ours), theirs: Self.catalog(theirs))
            let merged = Self.localization(result.catalog)
            let named = result.conflicts.filter { $0.place.key == "K" && $0.place.locale == "de" }
            #expect(!Self.isMixed(merged), "a shape no Xcode writes: \(story)")
            let bothChanged = sides[1] != sides[0] && sides[2] != sides[0] && sides[1] != sides[2]
            if bothChanged, let ours = sides[1], let theirs = sides[2], Self.shape(ours) != Self.shape(theirs) {
                #expect(named.map(\.place.field) == ["localization"] && merged == ours, "different shapes on both sides must be one conflict that keeps ours: \(story)")
                counts["shape conflict", default: 0] += 1
            } else if sides.contains(where: { $0 == merged }) {
                counts[named.isEmpty ? "a side's localization" : "a side's localization, conflict named", default: 0] += 1
            } else {
                let (ourHolders, theirHolders) = (Self.holders(sides[1]), Self.holders(sides[2]))
                for (path, value) in Self.holders(merged) {
                    let shapes = [ourHolders[path], theirHolders[path]].compactMap { $0.map(Self.shape) }
                    #expect(shapes.contains(Self.shape(value)), "\(path) has a shape neither side gave it: \(story)")
                }
                let (ourUnits, theirUnits) = (Self.units(sides[1]), Self.units(sides[2]))
                for (path, unit) in Self.units(merged) {
                    #expect(ourUnits[path] == unit || theirUnits[path] == unit, "\(path) from neither side: \(story)")
                }
                counts[named.isEmpty ? "units from both sides" : "units from both sides, conflict named", default: 0] += 1
            }
            // A conflict keeps ours at its place.
            for conflict in named {
                let place = Self.holderPath(conflict)
                let under = { (units: [String: CatalogNode]) in units.filter { $0.key.hasPrefix(place) } }
                #expect(under(Self.units(merged)) == under(Self.units(sides[1])), "\(conflict.place) does not keep ours: \(story)")
            }
        }
        // Each outcome happens, so the property is tested on all of them.
        #expect(counts.count == 5 && counts.values.allSatisfy { $0 >= 15 }, "\(counts)")
    }

    // MARK: The cases found in real use

    static func merged(_ base: Value?, _ ours: Value?, _ theirs: Value?) throws -> (CatalogMerge.Result, CatalogNode?) {
        let result = try CatalogMerge.merge(base: Self.catalog(base), ours: Self.catalog(ours), theirs: Self.catalog(theirs))
        return (result, Self.localization(result.catalog))
    }

    static let unit = Value.plain("Einstellung", state: "translated")
    static let plurals = Value.vary("plural", ["one": .plain("%lld Tag", state: "translated"), "other": .plain("%lld Tage", state: "translated")])
    static let devices = Value.vary("device", ["iphone": .plain("Tippen", state: "translated"), "mac": .plain("Klicken", state: "translated")])

    /// Both sides add `de`, one plain and one with plurals: a conflict, ours kept whole (it
    /// used to merge into a unit beside plurals with exit 0).
    @Test func bothAddingDifferentShapesIsAConflict() throws {
        let (result, merged) = try Self.merged(nil, Self.unit, Self.plurals)
        #expect(result.conflicts.map(\.place.description) == ["\"K\" [de]"])
        #expect(merged == Self.localization(try Self.catalog(Self.unit)))
        #expect(result.conflicts.first?.ours?.summary == "plain \"Einstellung\" (translated)")
        #expect(result.conflicts.first?.theirs?.summary == "plural variations, 2 units")
    }

    /// Device variations on one side, plurals on the other, from one plain base: a conflict
    /// (it used to put both selectors side by side).
    @Test func devicesAgainstPluralsIsAConflict() throws {
        let (result, merged) = try Self.merged(Self.unit, Self.devices, Self.plurals)
        #expect(result.conflicts.map(\.place.description) == ["\"K\" [de]"])
        #expect(merged == Self.localization(try Self.catalog(Self.devices)))
    }

    /// The text edited on one side and made plural on the other: a conflict whose result is
    /// ours (it used to be exit 1 with a file holding a hybrid of both).
    @Test func anEditAgainstASwitchToPluralsKeepsOurs() throws {
        let (result, merged) = try Self.merged(Self.unit, .plain("Einstellungen", state: "translated"), Self.plurals)
        #expect(result.conflicts.map(\.place.description) == ["\"K\" [de]"])
        #expect(merged == Self.localization(try Self.catalog(.plain("Einstellungen", state: "translated"))))
    }

    /// A switch made on one side only is taken whole; edits of one shape merge case by case.
    @Test func oneSidesSwitchIsTakenWholeAndOneShapeMergesPerCase() throws {
        let (switched, switchedLocalization) = try Self.merged(Self.unit, Self.unit, Self.plurals)
        let pluralLocalization = Self.localization(try Self.catalog(Self.plurals))
        #expect(switched.conflicts.isEmpty && switchedLocalization == pluralLocalization)
        let ours = Value.vary("plural", ["one": .plain("%lld Tag!", state: "translated"), "other": .plain("%lld Tage", state: "translated")])
        let theirs = Value.vary("plural", ["one": .plain("%lld Tag", state: "translated"), "other": .plain("%lld Tage!", state: "translated")])
        let both = Value.vary("plural", ["one": .plain("%lld Tag!", state: "translated"), "other": .plain("%lld Tage!", state: "translated")])
        let (perCase, perCaseLocalization) = try Self.merged(Self.plurals, ours, theirs)
        let bothLocalization = Self.localization(try Self.catalog(both))
        #expect(perCase.conflicts.isEmpty && perCaseLocalization == bothLocalization)
    }
}
