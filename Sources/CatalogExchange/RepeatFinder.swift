import StringCatalog

/// Finds a name given twice among the attributes of one XML element. The caller keeps the
/// names; a handful — what real files have — are compared one by one, without hashing or
/// allocating, and from `linearLimit` names on a hash set holds them. So an element with
/// 200,000 attributes costs linear time, where comparing every name with every earlier one
/// took 16 s of CPU for 100,000.
struct RepeatFinder<Name: Hashable> {
    /// Up to this many earlier names are compared one by one.
    static var linearLimit: Int { 16 }

    /// The earlier names once there are `linearLimit` of them (empty before), and how many of
    /// the caller's list it took in.
    private var hashed: Set<Name> = []
    private var absorbed = 0

    /// Whether `name` is among `earlier`: the names noted before it, in order (a caller passes
    /// its whole list each time, and appends `name` to it when it is no repeat).
    mutating func isRepeat<Earlier: Collection>(_ name: Name, earlier: Earlier) -> Bool where Earlier.Element == Name {
        let count = earlier.count
        if count < Self.linearLimit { return earlier.contains(name) }
        if absorbed < count {
            // The names appended since the last call: all of them once the limit is reached,
            // after that the one `name` of the call before.
            hashed.formUnion(earlier.dropFirst(absorbed))
            absorbed = count
        }
        return !hashed.insert(name).inserted
    }
}
