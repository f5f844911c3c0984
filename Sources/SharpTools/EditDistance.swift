/// Levenshtein distance between two texts (as Unicode scalars), giving up once it must exceed
/// a limit. The two rows of the distance table are kept between calls, so that comparing one
/// name with every key of a large catalog does not allocate two arrays per key.
package struct EditDistance: Sendable {
    private var previous: [Int] = []
    private var current: [Int] = []

    package init() {}

    /// The distance from `a` to `b`, or `limit + 1` when it is more than `limit`.
    package static func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        var rows = EditDistance()
        return rows.between(a, b, limit: limit)
    }

    /// The distance from `a` to `b`, or `limit + 1` when it is more than `limit`.
    package mutating func between(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: 0...b.count)
        current.removeAll(keepingCapacity: true)
        current.append(contentsOf: repeatElement(0, count: b.count + 1))
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
