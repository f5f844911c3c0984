/// Permutation tests for the report's insight sentences: does a difference between groups of
/// days say more than chance would? The group labels are shuffled many times and the p-value is
/// the share of shuffles whose difference is at least as large as the one observed — no
/// assumption about how the values are distributed, which suits a five-level mood scale.
///
/// Sequential (Besag and Clifford, 1991): shuffling stops once `exceedances` shuffles reached
/// the observed difference (p = exceedances / shuffles), or after `maxPermutations` (p =
/// (hits + 1) / (shuffles + 1)); a clear "no" costs a few dozen shuffles, a small p the full
/// count. Deterministic: the shuffles come from a generator seeded by the caller.
public enum PermutationTest {
    /// The result of comparing two groups' means.
    public struct MeanDifference: Sendable, Hashable {
        public var countA: Int
        public var countB: Int
        public var meanA: Double
        public var meanB: Double
        /// Two-sided.
        public var pValue: Double
        /// How many shuffles it took (at most `maxPermutations`): the test's cost is this
        /// times the smaller group's size in values drawn.
        public var shuffles: Int
    }

    /// Compares the means of `a` and `b` (each non-empty).
    public static func meanDifference(
        _ a: [Double], _ b: [Double], seed: UInt64, maxPermutations: Int = 9_999, exceedances: Int = 20
    ) -> MeanDifference {
        precondition(!a.isEmpty && !b.isEmpty, "both groups need values")
        var pool = a + b
        let n = pool.count
        let total = pool.reduce(0, +)
        let sumA = a.reduce(0, +)
        func difference(_ sumA: Double) -> Double { sumA / Double(a.count) - (total - sumA) / Double(n - a.count) }
        let observed = abs(difference(sumA))
        // Sums of other orders differ in their last bits: a shuffle equal to the observed
        // difference up to rounding counts as reaching it.
        let tolerance = 1e-9 * max(1, observed)
        // The smaller group is drawn; the other's sum follows from the total.
        let drawn = min(a.count, n - a.count)
        var random = SplitMix(seed: seed)
        var hits = 0
        var shuffles = 0
        while shuffles < maxPermutations && hits < exceedances {
            var sum = 0.0
            for index in 0..<drawn {
                let pick = index + random.below(n - index)
                pool.swapAt(index, pick)
                sum += pool[index]
            }
            let shuffledA = drawn == a.count ? sum : total - sum
            if abs(difference(shuffledA)) >= observed - tolerance { hits += 1 }
            shuffles += 1
        }
        let p = hits >= exceedances ? Double(hits) / Double(shuffles) : Double(hits + 1) / Double(shuffles + 1)
        return MeanDifference(countA: a.count, countB: b.count, meanA: sumA / Double(a.count),
                              meanB: (total - sumA) / Double(b.count), pValue: min(1, p), shuffles: shuffles)
    }

    /// Whether the success rate depends on the weekday: `outcomes[i]` on weekday `weekdays[i]`
    /// (0…6). The statistic is the best weekday's rate minus the worst's; the shuffles move the
    /// outcomes between the days, keeping how many days each weekday has.
    public static func weekdaySpread(
        outcomes: [Bool], weekdays: [Int], seed: UInt64, maxPermutations: Int = 999, exceedances: Int = 10
    ) -> Double {
        precondition(outcomes.count == weekdays.count, "one weekday per outcome")
        var days = [Int](repeating: 0, count: 7)
        for weekday in weekdays { days[weekday] += 1 }
        func spread(_ values: [Bool]) -> Double {
            var successes = [Int](repeating: 0, count: 7)
            for (value, weekday) in zip(values, weekdays) where value { successes[weekday] += 1 }
            let rates = (0..<7).filter { days[$0] > 0 }.map { Double(successes[$0]) / Double(days[$0]) }
            return (rates.max() ?? 0) - (rates.min() ?? 0)
        }
        let observed = spread(outcomes)
        var pool = outcomes
        var random = SplitMix(seed: seed)
        var hits = 0
        var shuffles = 0
        while shuffles < maxPermutations && hits < exceedances {
            for index in stride(from: pool.count - 1, to: 0, by: -1) {
                pool.swapAt(index, random.below(index + 1))
            }
            if spread(pool) >= observed - 1e-12 { hits += 1 }
            shuffles += 1
        }
        return hits >= exceedances ? Double(hits) / Double(shuffles) : Double(hits + 1) / Double(shuffles + 1)
    }

    /// Benjamini–Hochberg at false discovery rate `rate`: which of `pValues` are discoveries
    /// (the k smallest, for the largest k with p₍ₖ₎ ≤ k/m × rate), in their order.
    public static func benjaminiHochberg(_ pValues: [Double], rate: Double = 0.05) -> [Bool] {
        let order = pValues.indices.sorted { pValues[$0] < pValues[$1] || (pValues[$0] == pValues[$1] && $0 < $1) }
        var cut = 0
        for (rank, index) in order.enumerated() where pValues[index] <= Double(rank + 1) / Double(pValues.count) * rate {
            cut = rank + 1
        }
        var result = [Bool](repeating: false, count: pValues.count)
        for index in order.prefix(cut) { result[index] = true }
        return result
    }

    /// SplitMix64: small, fast and the same on every platform.
    struct SplitMix {
        var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// Uniform in 0..<bound (Lemire's multiply-shift with rejection).
        mutating func below(_ bound: Int) -> Int {
            let limit = UInt64(bound)
            while true {
                let (high, low) = next().multipliedFullWidth(by: limit)
                if low >= (0 &- limit) % limit { return Int(high) }
            }
        }
    }

    /// A seed from text (FNV-1a): the same pair of trackers always gets the same shuffles.
    public static func seed(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        return hash
    }
}
