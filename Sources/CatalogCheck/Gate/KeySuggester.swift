import SharpTools
import StringCatalog

/// Finds the existing catalog key closest to a missing one (`Awful` → `Mood.Awful`,
/// `NoAlc.Stedy` → `NoAlc.Steady`), comparing case-insensitively.
package struct KeySuggester: Sendable {
    private let keys: [String]
    private let lowered: [String]
    private let lastComponents: [String]
    // The scalars of `lowered` and `lastComponents`, split once here rather than once per
    // missing key and catalog key (a catalog of 10,000 keys and 20 missing ones).
    private let loweredScalars: [[Unicode.Scalar]]
    private let lastComponentScalars: [[Unicode.Scalar]]
    // The first index of each lowered key, and the indices (ascending) of each last
    // component: exact matches by hashing instead of comparing with every key.
    private let firstIndexOfLowered: [String: Int]
    private let indicesOfLastComponent: [String: [Int]]

    package init(keys: [String]) {
        // Sorted so that ties resolve the same way on every run (by scalar values, compared
        // as UTF-8 bytes: the same order).
        let sorted = UTF8Arena.sortedIndices(of: keys).map { keys[$0] }
        self.keys = sorted
        self.lowered = sorted.map { $0.lowercased() }
        self.lastComponents = sorted.map { key in
            key.split(separator: ".", omittingEmptySubsequences: false).last.map { $0.lowercased() } ?? key.lowercased()
        }
        self.loweredScalars = lowered.map { Array($0.unicodeScalars) }
        self.lastComponentScalars = lastComponents.map { Array($0.unicodeScalars) }
        var firstIndexOfLowered: [String: Int] = [:]
        var indicesOfLastComponent: [String: [Int]] = [:]
        for index in sorted.indices {
            if firstIndexOfLowered[lowered[index]] == nil { firstIndexOfLowered[lowered[index]] = index }
            indicesOfLastComponent[lastComponents[index], default: []].append(index)
        }
        self.firstIndexOfLowered = firstIndexOfLowered
        self.indicesOfLastComponent = indicesOfLastComponent
    }

    /// The closest plausible key, or nil when none is plausible.
    /// Order of preference: the same key in another case; a key whose part after the last dot
    /// equals the missing key (preferring one that starts with `tracker.`); a key whose
    /// part after the last dot is the missing key's part after the last dot; then a key with
    /// the same part before the last dot whose last part is at most 2 edits away (and at most
    /// one per four characters). Nothing else: `Mood` → `Mood.Good` would be a guess
    /// that misleads more than it helps.
    package func suggestion(for missing: String, tracker: String? = nil) -> String? {
        let target = missing.lowercased()
        if let index = firstIndexOfLowered[target] { return keys[index] }
        var targetLast = target.split(separator: ".", omittingEmptySubsequences: false).last.map(String.init) ?? target
        // A sentence ending in a full stop has no last path component: compare it whole.
        if targetLast.isEmpty { targetLast = target }
        let targetPrefix = targetLast == target ? "" : target.dropLast(targetLast.count)
        let trackerPrefix = tracker.map { $0.lowercased() + "." }

        let suffixMatches = target.isEmpty ? [] : indicesOfLastComponent[target] ?? []
        if let best = pickPreferring(suffixMatches, prefix: trackerPrefix) { return keys[best] }
        if target.contains(".") {
            let lastMatches = indicesOfLastComponent[targetLast] ?? []
            if let best = pickPreferring(lastMatches, prefix: trackerPrefix) { return keys[best] }
        }

        let limit = 2
        var best: (distance: Int, index: Int)?
        let targetLastScalars = Array(targetLast.unicodeScalars)
        var rows = EditDistance()
        for index in keys.indices {
            let last = lastComponentScalars[index]
            guard abs(last.count - targetLastScalars.count) <= limit,
                  loweredScalars[index].count - last.count == targetPrefix.unicodeScalars.count,
                  lowered[index].hasPrefix(targetPrefix) else { continue }
            let distance = rows.between(targetLastScalars, last, limit: limit)
            // At most one edit per four characters of the shorter one: `Stedy` → `Steady`, but
            // not `Low` → `Allow` or `High` → `Light`.
            guard distance <= min(limit, max(1, min(last.count, targetLastScalars.count) / 4)) else { continue }
            if best == nil || distance < best!.distance { best = (distance, index) }
        }
        return best.map { keys[$0.index] }
    }

    private func pickPreferring(_ indices: [Int], prefix: String?) -> Int? {
        if let prefix, let index = indices.first(where: { lowered[$0].hasPrefix(prefix) }) { return index }
        return indices.min { keys[$0].count != keys[$1].count ? keys[$0].count < keys[$1].count : $0 < $1 }
    }
}
