import Foundation

/// Tracker UUID → position in a list of trackers, for loops that look up every log's tracker.
///
/// A `[UUID: Int]` hashes all 16 bytes with SipHash on every lookup, which was a tenth of the
/// report's build time for a million logs. This is an open-addressing table probed with the
/// UUID's own bits (random for real ids), compared as two 64-bit words. Ids that collide too
/// often (a crafted store) make the table fall back to a dictionary, so no input makes a
/// lookup slow. The first of duplicate ids wins (the store readers reject duplicates).
struct TrackerIndexTable: Sendable {
    private let high: [UInt64]
    private let low: [UInt64]
    /// -1 for an empty slot.
    private let slots: [Int32]
    private let shift: UInt64
    /// Set instead of the slots when the ids cluster.
    private let fallback: [UUID: Int]?

    /// A probe sequence longer than this means the ids are not random-looking.
    static let maximumProbeLength = 16

    init(_ ids: [UUID]) {
        // At most half full: short probe sequences.
        var bits: UInt64 = 4
        while (1 << bits) < ids.count * 2 { bits += 1 }
        let capacity = 1 << Int(bits)
        var high = [UInt64](repeating: 0, count: capacity)
        var low = [UInt64](repeating: 0, count: capacity)
        var slots = [Int32](repeating: -1, count: capacity)
        let shift = 64 - bits
        var clustered = ids.count > Int(Int32.max)
        insert: for (index, id) in ids.enumerated() where !clustered {
            let (h, l) = TrackerIndexTable.words(id)
            var slot = TrackerIndexTable.home(h, l, shift: shift)
            for _ in 0..<TrackerIndexTable.maximumProbeLength {
                if slots[slot] < 0 {
                    high[slot] = h
                    low[slot] = l
                    slots[slot] = Int32(index)
                    continue insert
                }
                if high[slot] == h && low[slot] == l { continue insert }
                slot = (slot + 1) & (capacity - 1)
            }
            clustered = true
        }
        if clustered {
            var byID: [UUID: Int] = [:]
            for (index, id) in ids.enumerated() where byID[id] == nil { byID[id] = index }
            self.fallback = byID
            self.high = []
            self.low = []
            self.slots = []
        } else {
            self.fallback = nil
            self.high = high
            self.low = low
            self.slots = slots
        }
        self.shift = shift
    }

    /// The position of `id` in the list, or nil.
    @inline(__always)
    func index(of id: UUID) -> Int? {
        if let fallback { return fallback[id] }
        let (h, l) = TrackerIndexTable.words(id)
        let mask = slots.count - 1
        var slot = TrackerIndexTable.home(h, l, shift: shift)
        // Every id was placed within `maximumProbeLength` slots of its home.
        for _ in 0..<TrackerIndexTable.maximumProbeLength {
            let index = slots[slot]
            if index < 0 { return nil }
            if high[slot] == h && low[slot] == l { return Int(index) }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Whether the ids clustered and a dictionary answers instead (for tests).
    var usesFallback: Bool { fallback != nil }

    /// The slot where probing for `id` starts in a table of `slotCount` (a power of two) slots.
    static func home(of id: UUID, slotCount: Int) -> Int {
        let (h, l) = words(id)
        return home(h, l, shift: UInt64(64 - slotCount.trailingZeroBitCount))
    }

    @inline(__always)
    private static func words(_ id: UUID) -> (UInt64, UInt64) {
        withUnsafeBytes(of: id.uuid) { ($0.loadUnaligned(fromByteOffset: 0, as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
    }

    /// Fibonacci hashing of both words: the top bits of the product pick the slot.
    @inline(__always)
    private static func home(_ high: UInt64, _ low: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((high ^ (low &* 0xBF58_476D_1CE4_E5B9)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }
}
