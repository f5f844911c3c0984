import Testing
import TestSupport
import SharpTools

/// Byte comparison in the arena against comparison by Unicode scalars.
@Suite struct UTF8ArenaTests {
    /// The comparison reads the arena unchecked: a slot of another (larger) arena must stop
    /// the process, not read past the bytes.
    @Test func aSlotOfAnotherArenaStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            var small = UTF8Arena()
            var large = UTF8Arena()
            let here = small.add("a")
            _ = large.add(String(repeating: "x", count: 4096))
            let foreign = large.add("far beyond the small arena")
            _ = small.compare(here, foreign)
        }
    }

    @Test func arenaSortsLikeScalarComparison() {
        var generator = SeededGenerator(seed: 32)
        let pieces = ["a", "B", "é", "e\u{301}", "日", "🙂", "", "zz", "\u{0}"]
        for _ in 0..<100 {
            let strings = (0..<Int.random(in: 0...50, using: &generator)).map { _ in
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            }
            let expected = strings.indices.sorted { lhs, rhs in
                if strings[lhs].unicodeScalars.elementsEqual(strings[rhs].unicodeScalars) { return lhs < rhs }
                return strings[lhs].unicodeScalars.lexicographicallyPrecedes(strings[rhs].unicodeScalars)
            }
            #expect(UTF8Arena.sortedIndices(of: strings) == expected)
        }
    }

    @Test func compareAndCompareScalarsAgreeWithScalarOrder() {
        var generator = SeededGenerator(seed: 33)
        let pieces = ["a", "B", "é", "e\u{301}", "日", "🙂", "", "zz", "\u{0}"]
        for _ in 0..<500 {
            let texts = (0..<2).map { _ in
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            }
            let expected = texts[0].unicodeScalars.elementsEqual(texts[1].unicodeScalars) ? 0
                : texts[0].unicodeScalars.lexicographicallyPrecedes(texts[1].unicodeScalars) ? -1 : 1
            var arena = UTF8Arena()
            let first = arena.add(texts[0]), second = arena.add(texts[1])
            #expect(arena.compare(first, second) == expected)
            #expect(UTF8Arena.compareScalars(texts[0], texts[1]) == expected)
            #expect(first.isASCII == texts[0].unicodeScalars.allSatisfy(\.isASCII))
        }
    }
}
