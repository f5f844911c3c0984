import Foundation
import TestSupport
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

extension DisplayOrder {
    var names: [String] { entries.map(\.tracker.name) }
    var movableNames: [String] { movableEntries.map(\.tracker.name) }
}

extension SeededGenerator {
    mutating func next(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
