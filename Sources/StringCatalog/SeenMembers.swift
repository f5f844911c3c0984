/// The member names seen in one object, without allocating for the known ones (this runs
/// for every object of a 50 MB catalog).
struct SeenMembers {
    private var mask: UInt8 = 0
    private var offset0 = 0, offset1 = 0, offset2 = 0, offset3 = 0
    private var others: [UnknownName] = []
    private var repeats = RepeatFinder<String>()

    private struct UnknownName {
        var name: String
        var offset: Int
    }

    /// Records `name`; returns the offset of its first occurrence when it is a repeat.
    mutating func note(name: String, slot: Int?, offset: Int) -> Int? {
        guard let slot, slot < 4 else {
            if repeats.isRepeat(name, earlier: others.lazy.map(\.name)) {
                // Only a repeat looks for the first occurrence's offset.
                return others.first { $0.name == name }?.offset
            }
            others.append(UnknownName(name: name, offset: offset))
            return nil
        }
        let bit = UInt8(1) << slot
        if mask & bit != 0 {
            switch slot {
            case 0: return offset0
            case 1: return offset1
            case 2: return offset2
            default: return offset3
            }
        }
        mask |= bit
        switch slot {
        case 0: offset0 = offset
        case 1: offset1 = offset
        case 2: offset2 = offset
        default: offset3 = offset
        }
        return nil
    }
}
