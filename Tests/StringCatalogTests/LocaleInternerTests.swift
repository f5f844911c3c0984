import Testing
import TestSupport
@testable import StringCatalog

@Suite struct LocaleInternerTests {
    @Test func idsFollowFirstSeenOrderAcrossRows() {
        var interner = LocaleInterner()
        interner.startRow()
        #expect(["en", "de", "fr"].map { interner.id(of: $0) } == [0, 1, 2])
        // Same order as the previous row: found by position.
        interner.startRow()
        #expect(["en", "de", "fr"].map { interner.id(of: $0) } == [0, 1, 2])
        // Another order, a gap and a new name: found by hash, the new one gets the next id.
        interner.startRow()
        #expect(["fr", "ja", "en"].map { interner.id(of: $0) } == [2, 3, 0])
        interner.startRow()
        #expect(interner.id(of: "de") == 1)
        #expect(interner.names == ["en", "de", "fr", "ja"])
        #expect(interner.existingID(of: "ja") == 3)
        #expect(interner.existingID(of: "it") == nil)
    }

    @Test func aMissingLocaleCostsOneHashLookup() {
        var interner = LocaleInterner()
        interner.startRow()
        for name in ["en", "de", "fr", "it", "ja"] { _ = interner.id(of: name) }
        #expect(interner.misses == 5) // all new
        interner.startRow()
        for name in ["en", "de", "fr", "it", "ja"] { _ = interner.id(of: name) }
        #expect(interner.misses == 5)
        // "de" is missing: "fr" is not the predicted "de", then the prediction is right again.
        interner.startRow()
        #expect(["en", "fr", "it", "ja"].map { interner.id(of: $0) } == [0, 2, 3, 4])
        #expect(interner.misses == 6)
        interner.startRow()
        #expect(["en", "fr", "it", "ja"].map { interner.id(of: $0) } == [0, 2, 3, 4])
        #expect(interner.misses == 6)
    }

    @Test func namesAreEqualAsSwiftStringsAre() {
        // Canonically equivalent spellings are one name, as `==` and dictionaries see them;
        // the first spelling is the one kept.
        var interner = LocaleInterner()
        interner.startRow()
        let composed = interner.id(of: "caf\u{E9}")
        interner.startRow()
        let decomposed = interner.id(of: "cafe\u{301}")
        #expect(composed == decomposed)
        #expect(interner.names.count == 1)
        #expect(interner.names[0].unicodeScalars.count == 4)
    }

    @Test func randomRowsGetTheSameIdsAsANaiveTable() {
        let pool = ["en", "de", "fr", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant", "sr-Latn-ME-x-private-long", "", "DE", "de"]
        var generator = SeededGenerator(seed: 7)
        var interner = LocaleInterner()
        var naive: [String] = []
        for _ in 0..<2_000 {
            interner.startRow()
            // Mostly the same order as before, sometimes shuffled, shorter or with repeats.
            var row = Array(pool.prefix(Int.random(in: 0...pool.count, using: &generator)))
            if Bool.random(using: &generator) { row.shuffle(using: &generator) }
            if Int.random(in: 0..<5, using: &generator) == 0, let first = row.first { row.append(first) }
            for name in row {
                if !naive.contains(name) { naive.append(name) }
                #expect(interner.id(of: name) == naive.firstIndex(of: name))
            }
        }
        #expect(interner.names == naive)
    }
}
