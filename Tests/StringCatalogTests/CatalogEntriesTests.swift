import Testing
import StringCatalog
import CatalogCode
import CatalogExchange

/// A catalog's entries and its lookup by key agree whatever is done to it: `entries` cannot
/// be assigned from outside, and `setEntry` and the initializer keep one entry per key.
@Suite struct CatalogEntriesTests {
    private func entry(_ key: String, comment: String? = nil) -> CatalogEntry {
        CatalogEntry(key: key, comment: comment)
    }

    /// Every key finds the entry at its place in `entries`, and no key occurs twice.
    private func expectInStep(_ catalog: StringCatalog, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let keys = catalog.entries.map(\.key)
        #expect(Set(keys).count == keys.count, "one entry per key", sourceLocation: sourceLocation)
        for entry in catalog.entries {
            #expect(catalog.entry(for: entry.key)?.comment == entry.comment, "\(entry.key)", sourceLocation: sourceLocation)
        }
    }

    /// Outside the module, `entries` reads but does not write: an entry set or moved there
    /// would leave the index pointing elsewhere. A key path to it is not a writable one — it
    /// was for the stored `public var`, and would be at run time even for `private(set)`.
    @Test func entriesCannotBeAssignedFromOutside() {
        let path: AnyKeyPath = \StringCatalog.entries
        #expect(!(path is WritableKeyPath<StringCatalog, [CatalogEntry]>))
        #expect(path is KeyPath<StringCatalog, [CatalogEntry]>)
    }

    @Test func settingAnEntryReplacesTheOneWithItsKeyInPlaceOrAppends() {
        var catalog = StringCatalog(sourceLanguage: "en", entries: [entry("A", comment: "1"), entry("B", comment: "2")])
        catalog.setEntry(entry("A", comment: "changed"))
        #expect(catalog.entries.map(\.key) == ["A", "B"])
        #expect(catalog.entry(for: "A")?.comment == "changed")
        catalog.setEntry(entry("C", comment: "3"))
        #expect(catalog.entries.map(\.key) == ["A", "B", "C"])
        #expect(catalog.entry(for: "C")?.comment == "3")
        expectInStep(catalog)
    }

    /// A key given twice keeps its later entry in the place of the first, as reading a file
    /// does (`CatalogParserTests`), so the lookup and the list agree.
    @Test func aKeyGivenTwiceKeepsTheLaterEntryInThePlaceOfTheFirst() {
        let catalog = StringCatalog(sourceLanguage: "en", entries: [
            entry("Mood", comment: "old"), entry("Other"), entry("Mood", comment: "new"), entry("Last"),
        ])
        #expect(catalog.entries.map(\.key) == ["Mood", "Other", "Last"])
        #expect(catalog.entries.first?.comment == "new")
        expectInStep(catalog)
    }

    /// An import changes entries through the catalog's own methods: afterwards every key
    /// still finds its changed entry.
    @Test func anImportKeepsTheLookupInStep() {
        var catalog = StringCatalog(sourceLanguage: "en", entries: ["A", "B", "C"].map { key in
            CatalogEntry(key: key, localizations: [CatalogLocalization(locale: "en", content: .unit(key))])
        })
        let rows = ["C", "A"].enumerated().map { line, key in
            TranslationImporter.Row(line: line + 2, key: key, locale: "de", path: "", translation: "de " + key, state: nil)
        }
        let (changes, rejections) = TranslationImporter(newLocales: ["de"]).apply(rows, to: &catalog)
        #expect(changes.count == 2 && rejections.isEmpty)
        #expect(catalog.entries.map(\.key) == ["A", "B", "C"])
        for key in ["A", "C"] {
            #expect(catalog.entry(for: key)?.localization(for: "de")?.content.stringUnit?.value == "de " + key)
        }
        #expect(catalog.entry(for: "B")?.localization(for: "de") == nil)
        expectInStep(catalog)
    }
}
