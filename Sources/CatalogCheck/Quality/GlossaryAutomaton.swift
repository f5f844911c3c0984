/// Every glossary term in a text in one pass (Aho–Corasick): the terms' lower-cased scalars
/// as one trie whose nodes also know where to go on when the next scalar does not fit (the
/// longest suffix of the node's text that is a prefix of a term) and which shorter terms end
/// where the node's text ends. A text is read once, scalar by scalar, however many terms the
/// glossary has: 50,000 terms cost what a handful does, where comparing each term with the
/// text cost terms × text.
struct GlossaryAutomaton: Sendable {
    /// The trie's edges: node and scalar to the child node.
    private var edges = EdgeTable()
    /// Per node: the node of the longest proper suffix of its text that is in the trie (the
    /// root, 0, for none).
    private var failure: [Int32] = [0]
    /// Per node: the term whose text ends here, or -1.
    private var term: [Int32] = [-1]
    /// Per node: the nearest node on its failure chain (itself excluded) where a term ends, or -1.
    private var shorter: [Int32] = [-1]
    /// Per term: its length in scalars.
    private(set) var lengths: [Int] = []

    /// `needles[i]` is term `i` (lower-cased scalars); an empty needle is never found.
    init(_ needles: [[Unicode.Scalar]]) {
        var parent: [Int32] = [0]
        var scalarIn: [Unicode.Scalar] = [" "]
        var depth: [Int32] = [0]
        lengths = needles.map(\.count)
        for (index, needle) in needles.enumerated() where !needle.isEmpty {
            var node: Int32 = 0
            for scalar in needle {
                if let child = edges.child(of: node, scalar) {
                    node = child
                    continue
                }
                let child = Int32(term.count)
                edges.insert(child, from: node, scalar)
                parent.append(node)
                scalarIn.append(scalar)
                depth.append(depth[Int(node)] + 1)
                term.append(-1)
                node = child
            }
            if term[Int(node)] < 0 { term[Int(node)] = Int32(index) }
        }
        failure = [Int32](repeating: 0, count: term.count)
        shorter = [Int32](repeating: -1, count: term.count)
        // A node's links depend on shallower nodes' only: nodes by depth, root first (grouped by
        // counting, in node order within a depth).
        var byDepth = [[Int]](repeating: [], count: Int(depth.max() ?? 0) + 1)
        for node in term.indices.dropFirst() { byDepth[Int(depth[node])].append(node) }
        for node in byDepth.joined() {
            let from = parent[node]
            var link: Int32 = 0
            if from != 0 {
                var candidate = failure[Int(from)]
                while true {
                    if let next = edges.child(of: candidate, scalarIn[node]) {
                        link = next
                        break
                    }
                    if candidate == 0 { break }
                    candidate = failure[Int(candidate)]
                }
            }
            failure[node] = link
            shorter[node] = term[Int(link)] >= 0 ? link : shorter[Int(link)]
        }
    }

    /// Calls `found` with each term that occurs in `text` and the index of its last scalar, in
    /// text order (several terms ending at one scalar: the longest first).
    func forEachOccurrence(in text: [Unicode.Scalar], _ found: (_ term: Int, _ last: Int) -> Void) {
        var node: Int32 = 0
        for (index, scalar) in text.enumerated() {
            while true {
                if let next = edges.child(of: node, scalar) {
                    node = next
                    break
                }
                if node == 0 { break }
                node = failure[Int(node)]
            }
            var match = term[Int(node)] >= 0 ? node : shorter[Int(node)]
            while match >= 0 {
                found(Int(term[Int(match)]), index)
                match = shorter[Int(match)]
            }
        }
    }

}

/// The trie's edges as one open-addressing hash table (node and scalar packed in a key,
/// Fibonacci hashing, linear probing): a glossary of 50,000 terms has about 700,000 edges,
/// which a `Dictionary` with its seeded hashing took several times longer to build and search.
private struct EdgeTable: Sendable {
    /// Keys (0: empty slot; a key is never 0, the scalar part being offset by one).
    private var keys: [UInt64] = Array(repeating: 0, count: 1024)
    private var children: [Int32] = Array(repeating: 0, count: 1024)
    private var count = 0
    private var shift: UInt64 = 64 - 10

    private static func key(_ node: Int32, _ scalar: Unicode.Scalar) -> UInt64 {
        UInt64(node) << 22 | UInt64(scalar.value + 1)
    }

    private func slot(of key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    func child(of node: Int32, _ scalar: Unicode.Scalar) -> Int32? {
        let key = Self.key(node, scalar)
        var slot = slot(of: key)
        let mask = keys.count - 1
        while true {
            let found = keys[slot]
            if found == key { return children[slot] }
            if found == 0 { return nil }
            slot = (slot + 1) & mask
        }
    }

    /// Adds an edge that is not there yet.
    mutating func insert(_ child: Int32, from node: Int32, _ scalar: Unicode.Scalar) {
        if (count + 1) * 2 > keys.count { grow() }
        place(Self.key(node, scalar), child)
        count += 1
    }

    private mutating func place(_ key: UInt64, _ child: Int32) {
        var slot = slot(of: key)
        let mask = keys.count - 1
        while keys[slot] != 0 { slot = (slot + 1) & mask }
        keys[slot] = key
        children[slot] = child
    }

    private mutating func grow() {
        let (oldKeys, oldChildren) = (keys, children)
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        children = Array(repeating: 0, count: oldKeys.count * 2)
        shift -= 1
        for index in oldKeys.indices where oldKeys[index] != 0 { place(oldKeys[index], oldChildren[index]) }
    }
}
