/// The member names seen in one object, without allocating for the known ones (this runs
/// for every object of a 50 MB catalog). Other names, rare in real catalogs, go into one
/// dictionary: an object with 200,000 of them costs linear time, where comparing each with
/// every earlier one took 16 s for 100,000 — and one field keeps the struct as cheap to make
/// and drop as it was with a list.
struct SeenMembers {
    private var mask: UInt8 = 0
    private var offset0 = 0, offset1 = 0, offset2 = 0, offset3 = 0
    /// The offset of each other name's first occurrence.
    private var others: [String: Int] = [:]

    /// Records `name`; returns the offset of its first occurrence when it is a repeat.
    mutating func note(name: String, slot: Int?, offset: Int) -> Int? {
        guard let slot, slot < 4 else {
            if let earlier = others[name] { return earlier }
            others[name] = offset
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
