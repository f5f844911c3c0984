import Testing
@testable import StringCatalog
@testable import CatalogExchange

/// The repeat finder under XML attributes: it finds every repeat, and its
/// work — the comparisons and hashes it makes, counted — grows linearly with the names.
@Suite struct RepeatFinderTests {
    /// Counts what the finder does with the names.
    final class Work {
        var comparisons = 0
        var hashes = 0
        var total: Int { comparisons + hashes }
    }

    struct CountedName: Hashable {
        var value: Int
        let work: Work

        static func == (lhs: CountedName, rhs: CountedName) -> Bool {
            lhs.work.comparisons += 1
            return lhs.value == rhs.value
        }

        func hash(into hasher: inout Hasher) {
            work.hashes += 1
            hasher.combine(value)
        }
    }

    /// Notes `count` different names as the scanner does (each checked against all before it,
    /// then appended), then one repeat of a name from the middle; returns the work done.
    static func noteDistinctNames(_ count: Int) -> Work {
        let work = Work()
        var finder = RepeatFinder<CountedName>()
        var names: [CountedName] = []
        names.reserveCapacity(count)
        for value in 0..<count {
            let name = CountedName(value: value, work: work)
            let repeated = finder.isRepeat(name, earlier: names)
            #expect(!repeated)
            names.append(name)
        }
        let repeated = finder.isRepeat(CountedName(value: count / 2, work: work), earlier: names)
        #expect(repeated)
        return work
    }

    @Test func everyRepeatIsFoundBelowAndAboveTheLinearLimit() {
        for count in [1, 2, RepeatFinder<String>.linearLimit - 1, RepeatFinder<String>.linearLimit, RepeatFinder<String>.linearLimit + 1, 100] {
            var finder = RepeatFinder<String>()
            var names: [String] = []
            for index in 0..<count {
                let repeated = finder.isRepeat("n\(index)", earlier: names)
                #expect(!repeated, "\(count) names: n\(index)")
                names.append("n\(index)")
            }
            for index in [0, count / 2, count - 1] {
                let repeated = finder.isRepeat("n\(index)", earlier: names)
                #expect(repeated, "\(count) names: n\(index) again")
            }
            let other = finder.isRepeat("other", earlier: names)
            #expect(!other)
        }
    }

    @Test func aCallerThatKeepsARepeatInItsListStaysLinear() {
        // The scanner stops at a repeat; were one appended, the finder must still neither lose
        // names nor start over.
        var finder = RepeatFinder<String>()
        var names: [String] = []
        for index in 0..<40 {
            let name = "n\(index % 30)"
            let repeated = finder.isRepeat(name, earlier: names)
            #expect(repeated == (index >= 30), "\(name) at \(index)")
            names.append(name)
        }
    }

    @Test func theWorkGrowsLinearlyWithTheNames() {
        // Sizes small enough that a quadratic finder fails here in seconds instead of hanging:
        // comparing each name with all before it would be 3 and 50 million comparisons
        // (16 times as many for 4 times the names); hashing and probing is about a dozen per name.
        let small = Self.noteDistinctNames(2_500)
        let large = Self.noteDistinctNames(10_000)
        #expect(small.total < 20 * 2_500, "\(small.comparisons) comparisons, \(small.hashes) hashes")
        #expect(large.total < 20 * 10_000, "\(large.comparisons) comparisons, \(large.hashes) hashes")
        #expect(large.total < 6 * small.total, "2,500 names: \(small.total), 10,000 names: \(large.total)")
    }
}
