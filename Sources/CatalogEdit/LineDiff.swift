import StringCatalog

/// How many lines differ between two texts, counted as `git diff --stat` counts them: lines
/// removed plus lines added. It says how much of a file a rewrite into Xcode's layout touched.
///
/// Patience-style: lines that occur once in each text anchor the comparison (the longest run
/// of them in the same order), the gaps between anchors are compared again, and a gap without
/// such lines is compared line by line when it is small (a longest common subsequence), else
/// anchored on the n-th occurrences of its lines — so a file of a million lines costs about as
/// much as reading it. The count is exact for edits in a few places and close to git's for a
/// file rewritten throughout (it may come out a little higher, never lower than the least).
package enum LineDiff {
    /// Gaps up to this many line pairs are compared exactly.
    static let exactLimit = 4_000_000

    /// Lines removed from `old` plus lines added in `new`.
    package static func changedLines(_ old: [UInt8], _ new: [UInt8]) -> Int {
        var ids: [ArraySlice<UInt8>: Int] = [:]
        let a = lineIDs(old, &ids)
        let b = lineIDs(new, &ids)
        var changed = 0
        // The gaps still to compare; their results only add up, so the order does not matter.
        var pending = [(a: 0..<a.count, b: 0..<b.count)]
        while let (rangeA, rangeB) = pending.popLast() {
            var lowA = rangeA.lowerBound, lowB = rangeB.lowerBound
            var highA = rangeA.upperBound, highB = rangeB.upperBound
            while lowA < highA && lowB < highB && a[lowA] == b[lowB] { lowA += 1; lowB += 1 }
            while lowA < highA && lowB < highB && a[highA - 1] == b[highB - 1] { highA -= 1; highB -= 1 }
            if lowA == highA || lowB == highB {
                changed += (highA - lowA) + (highB - lowB)
                continue
            }
            var anchors = uniqueAnchors(a, lowA..<highA, b, lowB..<highB)
            let sizeA = highA - lowA, sizeB = highB - lowB
            if anchors.isEmpty && sizeA * sizeB <= exactLimit {
                changed += sizeA + sizeB - 2 * commonSubsequence(a[lowA..<highA], b[lowB..<highB])
                continue
            }
            if anchors.isEmpty { anchors = rankAnchors(a, lowA..<highA, b, lowB..<highB) }
            if anchors.isEmpty {
                changed += sizeA + sizeB
                continue
            }
            var previousA = lowA, previousB = lowB
            for (anchorA, anchorB) in anchors {
                pending.append((previousA..<anchorA, previousB..<anchorB))
                previousA = anchorA + 1
                previousB = anchorB + 1
            }
            pending.append((previousA..<highA, previousB..<highB))
        }
        return changed
    }

    /// Each line as a number, equal lines the same number (a final line without a line end is
    /// a line too).
    private static func lineIDs(_ bytes: [UInt8], _ ids: inout [ArraySlice<UInt8>: Int]) -> [Int] {
        var result: [Int] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(id(bytes[start...index], &ids))
            start = index + 1
        }
        if start < bytes.count { result.append(id(bytes[start...], &ids)) }
        return result
    }

    private static func id(_ line: ArraySlice<UInt8>, _ ids: inout [ArraySlice<UInt8>: Int]) -> Int {
        if let known = ids[line] { return known }
        ids[line] = ids.count
        return ids.count - 1
    }

    /// The lines that occur exactly once in each range, as pairs of positions, longest run in
    /// the same order in both.
    private static func uniqueAnchors(_ a: [Int], _ rangeA: Range<Int>, _ b: [Int], _ rangeB: Range<Int>) -> [(Int, Int)] {
        var inB: [Int: (count: Int, position: Int)] = [:]
        for index in rangeB {
            inB[b[index]] = ((inB[b[index]]?.count ?? 0) + 1, index)
        }
        var candidates: [(Int, Int)] = []
        var seenInA: [Int: Int] = [:]
        for index in rangeA {
            seenInA[a[index], default: 0] += 1
        }
        for index in rangeA {
            if let found = inB[a[index]], found.count == 1, seenInA[a[index]] == 1 {
                candidates.append((index, found.position))
            }
        }
        return longestIncreasingRun(candidates)
    }

    /// For a large gap without unique lines (a file re-indented throughout, where only the
    /// closing braces stay the same): the n-th occurrence of a line in one range paired with
    /// its n-th occurrence in the other, longest run in the same order in both. A common
    /// subsequence, not always the longest: the count may come out a little high, never low.
    private static func rankAnchors(_ a: [Int], _ rangeA: Range<Int>, _ b: [Int], _ rangeB: Range<Int>) -> [(Int, Int)] {
        var positionsInB: [Int: [Int]] = [:]
        for index in rangeB { positionsInB[b[index], default: []].append(index) }
        var seenInA: [Int: Int] = [:]
        var candidates: [(Int, Int)] = []
        for index in rangeA {
            let rank = seenInA[a[index], default: 0]
            seenInA[a[index]] = rank + 1
            if let positions = positionsInB[a[index]], rank < positions.count { candidates.append((index, positions[rank])) }
        }
        return longestIncreasingRun(candidates)
    }

    /// The longest subsequence of `pairs` (in order of their first position) whose second
    /// positions increase.
    private static func longestIncreasingRun(_ pairs: [(Int, Int)]) -> [(Int, Int)] {
        var tails: [Int] = []  // index into pairs of the smallest tail of each run length
        var previous = [Int](repeating: -1, count: pairs.count)
        for (index, pair) in pairs.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if pairs[tails[middle]].1 < pair.1 { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [(Int, Int)] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(pairs[index])
            index = previous[index]
        }
        return run.reversed()
    }

    /// The length of the longest common subsequence (two rows of the table at a time).
    private static func commonSubsequence(_ a: ArraySlice<Int>, _ b: ArraySlice<Int>) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for lineA in a {
            for (offset, lineB) in b.enumerated() {
                current[offset + 1] = lineA == lineB ? previous[offset] + 1 : max(previous[offset + 1], current[offset])
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
