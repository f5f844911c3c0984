import Foundation
import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogEdit

/// The diff between two catalog versions: its kinds of change, and a differential test against
/// a plain JSON comparison on generated edits of real catalogs — it lists exactly the units
/// that changed.
@Suite struct CatalogDiffTests {
    static func catalog(_ json: String) throws -> StringCatalog {
        try Support.catalog(json)
    }

    @Test func keysAddedRemovedAndRenamedAndUnitsByKind() throws {
        let old = try Self.catalog("""
        {"sourceLanguage":"en","strings":{
          "Gone":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Weg"}}}},
          "Old":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gleich"}}}},
          "Empty":{},
          "K":{"extractionState":"manual","localizations":{
            "de":{"stringUnit":{"state":"translated","value":"a"}},
            "en":{"stringUnit":{"state":"translated","value":"A"}},
            "fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"new","value":"un"}}}}}}}}}
        """)
        let new = try Self.catalog("""
        {"sourceLanguage":"en","strings":{
          "New":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Gleich"}}}},
          "Empty2":{},
          "K":{"extractionState":"stale","localizations":{
            "de":{"stringUnit":{"state":"translated","value":"b"}},
            "en":{"stringUnit":{"state":"translated","value":"B"}},
            "fr":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"un"}},"other":{"stringUnit":{"state":"new","value":"des"}}}}}}}}}
        """)
        let diff = CatalogDiff.between(old, new)
        #expect(diff.renamed == [CatalogDiff.Rename(from: "Old", to: "New")])
        // Two empty entries are not a rename: nothing shows they are the same.
        #expect(diff.added.map(\.key) == ["Empty2"] && diff.removed.map(\.key) == ["Empty", "Gone"])
        #expect(diff.removed[1].locales == ["de"])
        #expect(diff.changes.map(\.kind) == [.field, .translation, .source, .state, .added])
        #expect(diff.changes.map(\.place.description) == [
            "\"K\" extractionState", "\"K\" [de]", "\"K\" [en]", "\"K\" [fr] plural.one", "\"K\" [fr] plural.other",
        ])
        #expect(diff.changes[0].before?.shown == "\"manual\"" && diff.changes[0].after?.shown == "\"stale\"")
        let counts = diff.counts
        #expect(counts.units == 4 && counts.keysWithUnitChanges == 1 && counts.otherChanges == 1)
        #expect(counts.locales.map(\.locale) == ["en", "de", "fr"])
        #expect(CatalogDiff.between(old, old).isEmpty)
    }

    @Test func aChangeOfUnicodeScalarsAloneIsAChange() throws {
        let old = try Self.catalog("{\"sourceLanguage\":\"en\",\"strings\":{\"K\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"caf\u{E9}\"}}}}}}")
        let new = try Self.catalog("{\"sourceLanguage\":\"en\",\"strings\":{\"K\":{\"localizations\":{\"fr\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"cafe\u{301}\"}}}}}}")
        #expect(CatalogDiff.between(old, new).changes.map(\.kind) == [.translation])
    }

    /// A unit's place, as the plain comparison names it.
    struct UnitKey: Hashable {
        var key: String
        var locale: String
        var path: String
    }

    /// The units a plain comparison of the JSON finds changed (added, removed, or another
    /// state or text), keys compared as wholes.
    static func plainChanges(_ old: PlainCatalog, _ new: PlainCatalog) -> Set<UnitKey> {
        var changed = Set<UnitKey>()
        for key in Set(old.strings.keys).union(new.strings.keys) {
            let before = Dictionary(old.units(of: key).map { (UnitKey(key: key, locale: $0.locale, path: $0.path), $0) }, uniquingKeysWith: { first, _ in first })
            let after = Dictionary(new.units(of: key).map { (UnitKey(key: key, locale: $0.locale, path: $0.path), $0) }, uniquingKeysWith: { first, _ in first })
            for place in Set(before.keys).union(after.keys) where before[place].map({ [$0.state, $0.value] }) != after[place].map({ [$0.state, $0.value] }) {
                changed.insert(place)
            }
        }
        return changed
    }

    /// The units the diff lists: changed units, and every unit of an added, removed or renamed key.
    static func listedChanges(_ diff: CatalogDiff, old: PlainCatalog, new: PlainCatalog) -> Set<UnitKey> {
        var listed = Set<UnitKey>()
        for change in diff.changes where change.place.isUnit {
            listed.insert(UnitKey(key: change.place.key ?? "", locale: change.place.locale ?? "", path: change.place.path))
        }
        for key in diff.added + diff.removed {
            for item in key.contents where item.place.isUnit {
                listed.insert(UnitKey(key: key.key, locale: item.place.locale ?? "", path: item.place.path))
            }
        }
        for rename in diff.renamed {
            for unit in old.units(of: rename.from) { listed.insert(UnitKey(key: rename.from, locale: unit.locale, path: unit.path)) }
            for unit in new.units(of: rename.to) { listed.insert(UnitKey(key: rename.to, locale: unit.locale, path: unit.path)) }
        }
        return listed
    }

    @Test(arguments: zip(0..<2, [Support.fixturePath("lean-health-timer-root.xcstrings"), Support.shippedCatalogPath]))
    func theDiffListsExactlyTheUnitsAPlainComparisonFindsChanged(_ seed: Int, path: String) throws {
        let base = try PlainCatalog(path: path)
        let baseCatalog = try StringCatalog(contentsOfFile: path)
        var generator = CatalogEditGenerator(seed: 0xD1FF + UInt64(seed))
        var compared = 0
        for round in 0..<60 {
            var claimed = Set<String>()
            var edited = base
            let edits = generator.edits(of: base, side: "ours", count: Int.random(in: 1...8, using: &generator.random), claimed: &claimed)
            for edit in edits { edit.apply(&edited) }
            // A rename: a key moved to a new name, its units kept.
            if round % 3 == 0, let key = base.strings.keys.sorted().first(where: { !claimed.contains($0 + "\u{0}*") && !base.units(of: $0).isEmpty && edited.strings[$0] != nil }) {
                var strings = edited.strings
                strings["Renamed.\(round)"] = strings[key]
                strings[key] = nil
                edited.strings = strings
            }
            let diff = CatalogDiff.between(baseCatalog, try StringCatalog(bytes: edited.bytes(), fileName: "edited"))
            let plain = Self.plainChanges(base, edited)
            #expect(Self.listedChanges(diff, old: base, new: edited) == plain, "round \(round): \(edits.map(\.describe))")
            compared += plain.count
        }
        #expect(compared > 100)
    }
}
