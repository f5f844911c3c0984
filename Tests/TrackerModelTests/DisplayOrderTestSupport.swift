import Foundation
import TrackerModel

/// Builds trackers for display-order tests: ids `00000000-0000-0000-0000-00000000000n`,
/// `createdAt` = day `created` of 2026.
func makeTracker(
    _ number: Int, _ name: String, order: Int, created: Int? = nil, active: Bool = true
) -> Tracker {
    Tracker(
        id: testID(number), name: name, icon: "", type: .good, trackingMode: .yesNo,
        createdAt: Date(timeIntervalSince1970: 1_767_225_600 + Double(created ?? number) * 86_400),
        isActive: active, displayOrder: order
    )
}

func testID(_ number: Int) -> UUID {
    let hex = String(number, radix: 16, uppercase: true)
    return UUID(uuidString: "00000000-0000-0000-0000-" + String(repeating: "0", count: 12 - hex.count) + hex)!
}

/// SplitMix64: a tiny seeded generator, so a failing property run can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension DisplayOrder {
    var names: [String] { entries.map(\.tracker.name) }
    var movableNames: [String] { movableEntries.map(\.tracker.name) }
}
