import Foundation

/// A map from UUID to a small integer (an index into an array), for per-element work on
/// large arrays: the duplicate-id check over a million ids and the lookup of the element
/// each one names.
///
/// `Set<UUID>`/`Dictionary` hash every UUID with SipHash through Foundation's `Hashable`
/// conformance, which was a fifth of the time to read a million-row store. A UUID is
/// already 122 random bits (or, for hand-made ids, at least distinct bits), so one keyed
/// 64×64→128-bit multiply mixes it well enough; the key is random per table, so a store
/// crafted to collide cannot make every read slow. The table only answers lookups, it is
/// never iterated, so the random key cannot change any output.
///
/// Open addressing with linear probing over one array of slots (key and value side by side:
/// a probe of a table far larger than the cache costs one cache miss, not three); the
/// capacity is a power of two at most half full.
package struct UUIDTable: Sendable {
    private struct Slot {
        var high: UInt64 = 0
        var low: UInt64 = 0
        /// `-1` marks an empty slot (every UUID, including the all-zero one, is a valid key).
        var value: Int32 = -1
    }

    private var slots: [Slot]
    private var mask: Int
    private let seed: (UInt64, UInt64)
    package private(set) var count = 0

    /// A table that holds `expectedCount` entries without growing.
    package init(expectedCount: Int = 0) {
        var generator = SystemRandomNumberGenerator()
        self.init(expectedCount: expectedCount, seed: (generator.next(), generator.next()))
    }

    private init(expectedCount: Int, seed: (UInt64, UInt64)) {
        var capacity = 16
        while capacity < expectedCount * 2 { capacity <<= 1 }
        slots = Array(repeating: Slot(), count: capacity)
        mask = capacity - 1
        self.seed = seed
    }

    /// Each id's position in `ids`; the first position of an id given twice.
    package init(indexing ids: [UUID]) {
        self.init(expectedCount: ids.count)
        for (index, id) in ids.enumerated() { _ = insert(id, value: index) }
    }

    /// The value stored for `id`, if any.
    package func value(for id: UUID) -> Int? {
        let (high, low) = Self.halves(id)
        return slots.withUnsafeBufferPointer { slots in
            var index = slot(high, low)
            while true {
                let slot = slots[index]
                if slot.value < 0 { return nil }
                if slot.high == high, slot.low == low { return Int(slot.value) }
                index = (index + 1) & mask
            }
        }
    }

    /// Stores `value` for `id` unless `id` is already present; returns the value already
    /// stored in that case (the caller reports the duplicate), nil after inserting.
    /// `value` must be in 0…Int32.max.
    package mutating func insert(_ id: UUID, value: Int) -> Int? {
        precondition(value >= 0 && value <= Int(Int32.max), "UUIDTable values are 0…Int32.max")
        let (high, low) = Self.halves(id)
        return insert(high, low, value: Int32(value))
    }

    /// The earliest element whose id an earlier element already has, with that earlier
    /// element's index (`elements[first].id == elements[duplicate].id`, `duplicate` the
    /// smallest such index), or nil when all ids differ.
    ///
    /// Run over the finished array rather than while reading it: in a tight loop the
    /// processor overlaps the cache misses of many independent probes, where one probe per
    /// parsed element would wait for each. The table holds 8 bytes per slot — 32 bits of the
    /// hash and the element's index; the id itself is compared only when those bits match —
    /// so a million ids fit in a few megabytes. Large arrays are split by a bit of the hash
    /// between two cores (`TwoJobs`), each with its own table: both walk every element, each
    /// stores its share. Inlinable, over `Identifiable` rather than an id closure: specialized
    /// for the caller's element type, each id is a plain load and the loop keeps many probes in
    /// flight (an opaque closure call per element took twice the time).
    @inlinable
    package static func firstDuplicate<Element: Identifiable & Sendable>(
        in elements: [Element]
    ) -> (first: Int, duplicate: Int)? where Element.ID == UUID {
        precondition(elements.count < Int(UInt32.max), "at most 2³² − 2 elements")
        var generator = SystemRandomNumberGenerator()
        let seed = (generator.next(), generator.next())
        guard elements.count >= parallelDuplicateThreshold, TwoJobs.canRunInParallel else {
            return firstDuplicate(in: elements, seed: seed, part: nil)
        }
        let (low, high) = TwoJobs.run(
            { firstDuplicate(in: elements, seed: seed, part: 0) },
            { firstDuplicate(in: elements, seed: seed, part: 1) }
        )
        return [low, high].compactMap { $0 }.min { $0.duplicate < $1.duplicate }
    }

    /// From this many elements the duplicate check is split between two cores.
    @usableFromInline static let parallelDuplicateThreshold = 200_000

    /// The duplicate check over the elements whose hash's top bit is `part` (all when nil).
    @inlinable
    static func firstDuplicate<Element: Identifiable>(
        in elements: [Element], seed: (UInt64, UInt64), part: Int?
    ) -> (first: Int, duplicate: Int)? where Element.ID == UUID {
        let expected = part == nil ? elements.count : elements.count / 2
        var capacity = 16
        while capacity < expected * 2 + 2 { capacity <<= 1 }
        let mask = capacity - 1
        // A slot: the hash's upper 32 bits, then the element's index + 1 (0 = empty).
        var slots = [UInt64](repeating: 0, count: capacity)
        return slots.withUnsafeMutableBufferPointer { slots in
            elements.withUnsafeBufferPointer { elements in
                for index in elements.indices {
                    let key = elements[index].id
                    let (high, low) = halves(key)
                    let hash = hashBits(high, low, seed)
                    if let part, Int(truncatingIfNeeded: hash >> 63) != part { continue }
                    let fingerprint = hash & 0xFFFF_FFFF_0000_0000
                    var slot = Int(truncatingIfNeeded: hash) & mask
                    while true {
                        let entry = slots[slot]
                        if entry == 0 {
                            slots[slot] = fingerprint | UInt64(index + 1)
                            break
                        }
                        if entry & 0xFFFF_FFFF_0000_0000 == fingerprint {
                            let other = Int(entry & 0xFFFF_FFFF) - 1
                            if elements[other].id == key { return (other, index) }
                        }
                        slot = (slot + 1) & mask
                    }
                }
                return nil
            }
        }
    }

    // MARK: Private

    private mutating func insert(_ high: UInt64, _ low: UInt64, value: Int32) -> Int? {
        if (count + 1) * 2 > slots.count { grow() }
        let start = slot(high, low)
        let mask = self.mask
        let existing: Int32? = slots.withUnsafeMutableBufferPointer { slots in
            var index = start
            while true {
                let slot = slots[index]
                if slot.value < 0 {
                    slots[index] = Slot(high: high, low: low, value: value)
                    return nil
                }
                if slot.high == high, slot.low == low { return slot.value }
                index = (index + 1) & mask
            }
        }
        if let existing { return Int(existing) }
        count += 1
        return nil
    }

    @inlinable @inline(__always)
    static func halves(_ id: UUID) -> (UInt64, UInt64) {
        withUnsafeBytes(of: id.uuid) { raw in
            (raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// Folded multiply of the two keyed halves (the mixing step of wyhash).
    @inlinable @inline(__always)
    static func hashBits(_ high: UInt64, _ low: UInt64, _ seed: (UInt64, UInt64)) -> UInt64 {
        let product = (high ^ seed.0).multipliedFullWidth(by: low ^ seed.1)
        return product.high ^ product.low
    }

    @inline(__always)
    private func slot(_ high: UInt64, _ low: UInt64) -> Int {
        Int(truncatingIfNeeded: Self.hashBits(high, low, seed)) & mask
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        count = 0
        for slot in old where slot.value >= 0 {
            _ = insert(slot.high, slot.low, value: slot.value)
        }
    }
}
