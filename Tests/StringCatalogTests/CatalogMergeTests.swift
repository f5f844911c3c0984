import Foundation
import Testing
import TestSupport
@testable import StringCatalog
@testable import CatalogEdit

/// The three-way merge: rules on small catalogs, and generated concurrent edits of real
/// catalogs, which must merge to exactly the union of both sides.
@Suite struct CatalogMergeTests {
    static func catalog(_ entries: String, sourceLanguage: String = "en") throws -> StringCatalog {
        try Support.catalog("{\"sourceLanguage\":\"\(sourceLanguage)\",\"strings\":{\(entries)},\"version\":\"1.0\"}")
    }

    static func unit(_ locale: String, _ value: String, _ state: String = "translated") -> String {
        "\"\(locale)\":{\"stringUnit\":{\"state\":\"\(state)\",\"value\":\"\(value)\"}}"
    }

    static func entry(_ key: String, _ localizations: String..., extra: String = "") -> String {
        "\"\(key)\":{\(extra)\"localizations\":{\(localizations.joined(separator: ","))}}"
    }

    static func merged(_ base: String?, _ ours: String, _ theirs: String) throws -> CatalogMerge.Result {
        try CatalogMerge.merge(base: base.map { try catalog($0) }, ours: catalog(ours), theirs: catalog(theirs))
    }

    static func value(_ result: CatalogMerge.Result, _ key: String, _ locale: String) -> String? {
        result.catalog.entry(for: key)?.localization(for: locale)?.content.stringUnit?.value
    }

    @Test func changesOfEitherSideAreTakenAndTheSameChangeOnce() throws {
        let base = [Self.entry("A", Self.unit("de", "a")), Self.entry("B", Self.unit("de", "b")), Self.entry("C", Self.unit("de", "c"))].joined(separator: ",")
        let ours = [Self.entry("A", Self.unit("de", "a2")), Self.entry("B", Self.unit("de", "b")), Self.entry("C", Self.unit("de", "c3"))].joined(separator: ",")
        let theirs = [Self.entry("A", Self.unit("de", "a")), Self.entry("B", Self.unit("de", "b2")), Self.entry("C", Self.unit("de", "c3"))].joined(separator: ",")
        let result = try Self.merged(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(Self.value(result, "A", "de") == "a2")
        #expect(Self.value(result, "B", "de") == "b2")
        #expect(Self.value(result, "C", "de") == "c3")
    }

    @Test func aUnitChangedDifferentlyOnBothSidesIsAConflictThatKeepsOurs() throws {
        let base = Self.entry("Settings", Self.unit("de", "Einstellung", "new"), Self.unit("fr", "Réglage"))
        let ours = Self.entry("Settings", Self.unit("de", "Einstellungen"), Self.unit("fr", "Réglage"))
        let theirs = Self.entry("Settings", Self.unit("de", "Optionen", "needs_review"), Self.unit("fr", "Réglages"))
        let result = try Self.merged(base, ours, theirs)
        #expect(Self.value(result, "Settings", "de") == "Einstellungen")
        #expect(Self.value(result, "Settings", "fr") == "Réglages")
        let conflict = try #require(result.conflicts.first)
        #expect(result.conflicts.count == 1)
        #expect(conflict.place == CatalogPlace(key: "Settings", locale: "de", path: ""))
        #expect(conflict.place.description == "\"Settings\" [de]")
        #expect(conflict.ours?.summary == "\"Einstellungen\" (translated)")
        #expect(conflict.theirs?.summary == "\"Optionen\" (needs_review)")
        #expect(conflict.base?.summary == "\"Einstellung\" (new)")
        #expect(conflict.jsonPath == ["strings", "Settings", "localizations", "de", "stringUnit"])
        #expect(conflict.theirs?.json.contains("\"value\" : \"Optionen\"") == true)
    }

    @Test func aStateChangedOnOneSideAndTheTextOnTheOtherIsAConflict() throws {
        let result = try Self.merged(
            Self.entry("K", Self.unit("de", "x", "needs_review")), Self.entry("K", Self.unit("de", "x", "translated")),
            Self.entry("K", Self.unit("de", "y", "needs_review")))
        #expect(result.conflicts.map(\.place.description) == ["\"K\" [de]"])
    }

    @Test func aUnitMergesFieldByFieldOnlyIntoOneSidesUnit() throws {
        // Ours marked the old text translated; theirs changed the text and marked it translated
        // too: theirs' unit, as Cork's history committed it.
        let result = try Self.merged(
            Self.entry("K", Self.unit("cs", "Adresa", "needs_review")), Self.entry("K", Self.unit("cs", "Adresa", "translated")),
            Self.entry("K", Self.unit("cs", "Hostitel", "translated")))
        #expect(result.conflicts.isEmpty && Self.value(result, "K", "cs") == "Hostitel")
    }

    /// "é" precomposed on one side and as "e" with a combining accent on the other: the same
    /// text to Swift's `==`, different bytes in the file — a conflict, as in DockDoor's history.
    @Test func textsInOtherUnicodeScalarsAreNotTheSameChange() throws {
        let result = try Self.merged(Self.entry("K", Self.unit("fr", "cafe")), Self.entry("K", Self.unit("fr", "caf\u{E9}")), Self.entry("K", Self.unit("fr", "cafe\u{301}")))
        #expect(result.conflicts.map(\.place.description) == ["\"K\" [fr]"])
        #expect(Self.value(result, "K", "fr")?.unicodeScalars.count == 4)
    }

    @Test func aKeyRemovedOnOneSideAndChangedOnTheOtherIsAConflict() throws {
        let base = [Self.entry("Gone", Self.unit("de", "a")), Self.entry("Kept", Self.unit("de", "k"))].joined(separator: ",")
        let removedByUs = try Self.merged(base, Self.entry("Kept", Self.unit("de", "k")), [Self.entry("Gone", Self.unit("de", "b")), Self.entry("Kept", Self.unit("de", "k"))].joined(separator: ","))
        #expect(removedByUs.catalog.entry(for: "Gone") == nil)
        #expect(removedByUs.conflicts.map(\.place) == [CatalogPlace(key: "Gone", field: "entry")])
        #expect(removedByUs.conflicts.first?.ours == nil && removedByUs.conflicts.first?.theirs?.summary == "1 unit")
        let removedByThem = try Self.merged(base, [Self.entry("Gone", Self.unit("de", "b")), Self.entry("Kept", Self.unit("de", "k"))].joined(separator: ","), Self.entry("Kept", Self.unit("de", "k")))
        #expect(Self.value(removedByThem, "Gone", "de") == "b")
        #expect(removedByThem.conflicts.count == 1)
        // Removed on one side and untouched on the other: removed, no conflict.
        let removed = try Self.merged(base, Self.entry("Kept", Self.unit("de", "k")), base)
        #expect(removed.catalog.entry(for: "Gone") == nil && removed.conflicts.isEmpty)
    }

    @Test func aKeyAddedOnBothSidesMergesUnitByUnit() throws {
        let base = Self.entry("Old", Self.unit("de", "o"))
        let ours = [Self.entry("Old", Self.unit("de", "o")), Self.entry("New", Self.unit("de", "Neu"), extra: "\"comment\":\"c\",")].joined(separator: ",")
        let theirs = [Self.entry("Old", Self.unit("de", "o")), Self.entry("New", Self.unit("fr", "Nouveau"), extra: "\"comment\":\"c\",")].joined(separator: ",")
        let result = try Self.merged(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        #expect(Self.value(result, "New", "de") == "Neu" && Self.value(result, "New", "fr") == "Nouveau")
        let different = try Self.merged(base, ours, [Self.entry("Old", Self.unit("de", "o")), Self.entry("New", Self.unit("de", "Neuer"), extra: "\"comment\":\"d\",")].joined(separator: ","))
        #expect(different.conflicts.map(\.place.description) == ["\"New\" comment", "\"New\" [de]"])
        #expect(Self.value(different, "New", "de") == "Neu")
        #expect(different.catalog.entry(for: "New")?.comment == "c")
    }

    @Test func commentsStatesAndShouldTranslateMergeOnTheirOwn() throws {
        let base = Self.entry("K", Self.unit("de", "a"), extra: "\"comment\":\"old\",\"extractionState\":\"manual\",")
        let ours = Self.entry("K", Self.unit("de", "a"), extra: "\"comment\":\"new\",\"extractionState\":\"manual\",")
        let theirs = Self.entry("K", Self.unit("de", "a"), extra: "\"comment\":\"old\",\"extractionState\":\"stale\",\"shouldTranslate\":false,")
        let result = try Self.merged(base, ours, theirs)
        #expect(result.conflicts.isEmpty)
        let entry = try #require(result.catalog.entry(for: "K"))
        #expect(entry.comment == "new" && entry.extractionState == "stale" && !entry.shouldTranslate)
    }

    @Test func withoutABaseEverythingIsAddedOnBothSides() throws {
        let result = try Self.merged(nil, Self.entry("A", Self.unit("de", "a")), Self.entry("B", Self.unit("de", "b")))
        #expect(result.conflicts.isEmpty && result.catalog.entries.map(\.key).sorted() == ["A", "B"])
        let sourceLanguage = try CatalogMerge.merge(base: nil, ours: Self.catalog("", sourceLanguage: "en"), theirs: Self.catalog("", sourceLanguage: "de"))
        #expect(sourceLanguage.conflicts.map(\.place.description) == ["sourceLanguage"])
        #expect(sourceLanguage.catalog.sourceLanguage == "en")
    }

    @Test func conflictsInsideVariationsAndSubstitutionsNameTheirPath() throws {
        func plural(_ one: String) -> String {
            "\"de\":{\"variations\":{\"plural\":{\"one\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(one)\"}},\"other\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"o\"}}}}}"
        }
        let result = try Self.merged(Self.entry("P", plural("a")), Self.entry("P", plural("b")), Self.entry("P", plural("c")))
        #expect(result.conflicts.map(\.place.description) == ["\"P\" [de] plural.one"])
        let lines = CatalogMerge.lines(of: result.conflicts, in: Array(StringCatalogWriter.write(result.catalog).utf8))
        #expect(lines == [10])
    }

    // MARK: Generated concurrent edits of real catalogs

    static let realCatalogs = [
        Support.fixturePath("lean-health-timer-root.xcstrings"), Support.shippedCatalogPath,
        Support.fixturePath("xcstrings-tool-fixture.xcstrings"), Support.packageRoot.appendingPathComponent("Samples/Localizable.xcstrings").path,
    ]

    /// 1,000 pairs of disjoint edits — 100 on the 448 keys of the Lean Health Timer catalog, 300
    /// on each smaller one: each merges to exactly the union, with no conflict, whichever side is
    /// ours.
    @Test(arguments: zip(0..<4, [100, 300, 300, 300]))
    func disjointEditsOfARealCatalogMergeToTheUnion(_ catalogIndex: Int, pairs: Int) throws {
        let path = Self.realCatalogs[catalogIndex]
        let base = try PlainCatalog(path: path)
        let baseCatalog = try StringCatalog(contentsOfFile: path)
        var generator = CatalogEditGenerator(seed: 0xC0FFEE + UInt64(catalogIndex))
        for pair in 0..<pairs {
            let (ours, theirs, union, edits) = generator.disjointPair(of: base)
            let ourCatalog = try StringCatalog(bytes: ours.bytes(), fileName: "ours")
            let theirCatalog = try StringCatalog(bytes: theirs.bytes(), fileName: "theirs")
            for (first, second) in [(ourCatalog, theirCatalog), (theirCatalog, ourCatalog)] {
                let result = try CatalogMerge.merge(base: baseCatalog, ours: first, theirs: second)
                #expect(result.conflicts.isEmpty, "pair \(pair): \(result.conflicts.map(\.place.description)) after \(edits)")
                var text = ""
                CatalogLayoutStyle.unsorted.render(StringCatalogWriter.tree(result.catalog), indent: "", into: &text)
                let merged = try PlainCatalog(bytes: Array(text.utf8))
                #expect(merged.isEquivalent(to: union), "pair \(pair) of \(path): not the union after \(edits)")
                if !result.conflicts.isEmpty || !merged.isEquivalent(to: union) { return }
            }
        }
    }
}
