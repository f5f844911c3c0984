import Testing
import TestSupport
@testable import TrackerModel

/// The permutation tests and Benjamini–Hochberg behind the report's insight sentences.
@Suite struct PermutationTestTests {
    @Test func clearlyDifferentGroupsGetASmallP() {
        let a = (0..<30).map { Double(4 + $0 % 2) }, b = (0..<25).map { Double(1 + $0 % 2) }
        let result = PermutationTest.meanDifference(a, b, seed: 1)
        #expect(result.countA == 30 && result.countB == 25)
        #expect(abs(result.meanA - 4.5) < 1e-12 && abs(result.meanB - 1.48) < 1e-12)
        // No shuffle reaches the observed difference: p = 1 / (9,999 + 1).
        #expect(result.pValue <= 0.000_1 + 1e-12)
    }

    @Test func alikeGroupsGetALargePAndStopEarly() {
        var random = SeededGenerator(seed: 7)
        let a = (0..<40).map { _ in Double(random.next(in: 1...5)) }, b = (0..<40).map { _ in Double(random.next(in: 1...5)) }
        let result = PermutationTest.meanDifference(a, b, seed: 2)
        #expect(result.pValue > 0.05)
        // Equal groups: every shuffle reaches a difference of 0.
        let same = PermutationTest.meanDifference([2, 2, 2], [2, 2, 2], seed: 3)
        #expect(same.pValue == 1)
    }

    @Test func theSameSeedGivesTheSameP() {
        let a: [Double] = [3, 4, 3, 5, 4, 2, 3, 4], b: [Double] = [2, 3, 2, 3, 1, 3, 2, 4, 2]
        let first = PermutationTest.meanDifference(a, b, seed: 42), second = PermutationTest.meanDifference(a, b, seed: 42)
        #expect(first == second)
        #expect(PermutationTest.seed("A/B") == PermutationTest.seed("A/B") && PermutationTest.seed("A/B") != PermutationTest.seed("B/A"))
    }

    @Test func weekdaySpreadFindsAWeekdayThatMatters() {
        // 52 weeks: Saturdays always fail, the other days mostly succeed.
        let days = 364
        let weekdays = (0..<days).map { $0 % 7 }
        let outcomes = (0..<days).map { $0 % 7 != 5 && $0 % 5 != 0 }
        #expect(PermutationTest.weekdaySpread(outcomes: outcomes, weekdays: weekdays, seed: 1) <= 0.001 + 1e-12)
        // Outcomes that ignore the weekday.
        var random = SeededGenerator(seed: 11)
        let noise = (0..<days).map { _ in random.chance(0.6) }
        #expect(PermutationTest.weekdaySpread(outcomes: noise, weekdays: weekdays, seed: 1) > 0.05)
    }

    /// Worked by hand: with m = 4 and rate 0.05 the thresholds are 0.0125, 0.025, 0.0375, 0.05.
    @Test func benjaminiHochbergKeepsTheLargestPassingRank() {
        #expect(PermutationTest.benjaminiHochberg([0.01, 0.02, 0.03, 0.5]) == [true, true, true, false])
        #expect(PermutationTest.benjaminiHochberg([0.05, 0.02, 0.04, 0.03]) == [true, true, true, true])
        #expect(PermutationTest.benjaminiHochberg([0.04, 0.04, 0.04, 0.9]) == [false, false, false, false])
        // A small p behind a larger one that passes at its rank passes too.
        #expect(PermutationTest.benjaminiHochberg([0.03, 0.001, 0.9]) == [true, true, false])
        #expect(PermutationTest.benjaminiHochberg([]) == [])
    }
}
