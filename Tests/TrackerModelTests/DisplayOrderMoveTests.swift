import Foundation
import Testing
import TestSupport
@testable import TrackerModel

/// Five movable trackers a…e (displayOrder 0…4) and no pins.
private func letters(pins: [String] = []) -> DisplayOrder {
    DisplayOrder(trackers: ["a", "b", "c", "d", "e"].enumerated().map { makeTracker($0.offset + 1, $0.element, order: $0.offset) }, pins: pins)
}

@Suite("DisplayOrder ordering")
struct DisplayOrderOrderingTests {
    @Test("pins first in pin-list order, then displayOrder, createdAt, name by scalars, id")
    func ordering() {
        let trackers = [
            makeTracker(1, "Zeta", order: 1, created: 5),
            makeTracker(2, "Mood", order: 9),
            makeTracker(3, "NoAlc", order: 7),
            makeTracker(4, "beta", order: 1, created: 5),
            makeTracker(5, "Alpha", order: 1, created: 5),
            makeTracker(6, "Early", order: 1, created: 1),
            makeTracker(8, "Same", order: 2, created: 3),
            makeTracker(7, "Same", order: 2, created: 3),
        ]
        let order = DisplayOrder(trackers: trackers, pins: ["Mood", "NoAlc"])
        #expect(order.names == ["Mood", "NoAlc", "Early", "Alpha", "Zeta", "beta", "Same", "Same"])
        #expect(order.entries[6].tracker.id == testID(7))
        #expect(order.entries.map(\.position) == Array(1...8))
        #expect(order.pinnedCount == 2)
    }

    @Test("inactive trackers only when asked, after the active ones; an inactive pinned tracker is listed with them")
    func inactive() {
        let trackers = [
            makeTracker(1, "NoAlc", order: 0, active: false),
            makeTracker(2, "Old", order: -5, active: false),
            makeTracker(3, "Mood", order: 3),
            makeTracker(4, "Energy", order: 2),
        ]
        #expect(DisplayOrder(trackers: trackers).names == ["Energy", "Mood"])
        let all = DisplayOrder(trackers: trackers, includeInactive: true)
        #expect(all.names == ["Energy", "Mood", "Old", "NoAlc"])
        #expect(all.entries.allSatisfy { !$0.isPinned })
        #expect(all.movableNames == ["Energy", "Mood"])
    }

    @Test("a legacy store where every displayOrder is 0 reads in creation order")
    func legacyCreationOrder() {
        let trackers = [
            makeTracker(1, "C", order: 0, created: 30),
            makeTracker(2, "A", order: 0, created: 10),
            makeTracker(3, "NoAlc", order: 0, created: 40),
            makeTracker(4, "B", order: 0, created: 20),
        ]
        #expect(DisplayOrder(trackers: trackers).names == ["NoAlc", "A", "B", "C"])
    }
}

@Suite("DisplayOrder.move(fromOffsets:toOffset:)")
struct DisplayOrderMoveTests {
    /// Expected results worked out by SwiftUI's rule: unselected elements before the
    /// destination, then the selection in order, then the remaining unselected ones.
    @Test("SwiftUI move semantics", arguments: [
        ([1, 3], 0, ["b", "d", "a", "c", "e"]),
        ([1, 3], 5, ["a", "c", "e", "b", "d"]),
        ([1, 3], 3, ["a", "c", "b", "d", "e"]),
        ([1, 3], 2, ["a", "b", "d", "c", "e"]),
        ([1, 3], 4, ["a", "c", "b", "d", "e"]),
        ([0], 2, ["b", "a", "c", "d", "e"]),
        ([0], 1, ["a", "b", "c", "d", "e"]),
        ([0], 0, ["a", "b", "c", "d", "e"]),
        ([4], 0, ["e", "a", "b", "c", "d"]),
        ([2], 5, ["a", "b", "d", "e", "c"]),
        ([0, 4], 2, ["b", "a", "e", "c", "d"]),
        ([0, 1, 2, 3, 4], 3, ["a", "b", "c", "d", "e"]),
        ([], 3, ["a", "b", "c", "d", "e"]),
        ([3, 1], 0, ["b", "d", "a", "c", "e"]),
    ])
    func swiftUISemantics(source: [Int], destination: Int, expected: [String]) throws {
        var order = letters()
        try order.move(fromOffsets: source, toOffset: destination)
        #expect(order.movableNames == expected)
        #expect(order.movableEntries.map(\.tracker.displayOrder) == [0, 1, 2, 3, 4])
    }

    @Test("a destination outside 0...count is clamped to the nearest valid one")
    func clamping() throws {
        var below = letters()
        try below.move(fromOffsets: [2, 4], toOffset: -7)
        #expect(below.movableNames == ["c", "e", "a", "b", "d"])
        var above = letters()
        try above.move(fromOffsets: [0, 2], toOffset: 99)
        #expect(above.movableNames == ["b", "d", "e", "a", "c"])
        var extreme = letters()
        try extreme.move(fromOffsets: [1], toOffset: Int.min)
        #expect(extreme.movableNames == ["b", "a", "c", "d", "e"])
    }

    @Test("a source offset outside the movable list is refused and changes nothing")
    func sourceOutOfRange() {
        var order = letters()
        #expect(throws: DisplayOrderMoveError.sourceOffsetOutOfRange(offset: 5, movableCount: 5)) {
            try order.move(fromOffsets: [1, 5], toOffset: 0)
        }
        #expect(throws: DisplayOrderMoveError.self) { try order.move(fromOffsets: [-1], toOffset: 0) }
        #expect(order == letters())
    }

    @Test("dense renumbering 0…n−1 after a move; only changed values are returned")
    func denseAndChanged() throws {
        let trackers = [
            makeTracker(1, "a", order: 3), makeTracker(2, "b", order: 7), makeTracker(3, "c", order: 7),
            makeTracker(4, "d", order: 20),
        ]
        var order = DisplayOrder(trackers: trackers, pins: [])
        let changed = try order.move(fromOffsets: [3], toOffset: 1)
        #expect(order.movableNames == ["a", "d", "b", "c"])
        #expect(order.movableEntries.map(\.tracker.displayOrder) == [0, 1, 2, 3])
        #expect(changed == [testID(1): 0, testID(4): 1, testID(2): 2, testID(3): 3])

        var dense = letters()
        let moved = try dense.move(fromOffsets: [0], toOffset: 2)
        #expect(moved == [testID(2): 0, testID(1): 1])
        #expect(try dense.move(fromOffsets: [0], toOffset: 0) == [:])
    }

    @Test("pinned trackers never move, keep their displayOrder, and nothing lands above them")
    func pinned() throws {
        let trackers = [
            makeTracker(1, "Mood", order: 4), makeTracker(2, "NoAlc", order: 9),
            makeTracker(3, "a", order: 0), makeTracker(4, "b", order: 1), makeTracker(5, "c", order: 2),
        ]
        var order = DisplayOrder(trackers: trackers, pins: ["NoAlc"])
        let changed = try order.move(fromOffsets: [3], toOffset: -10)
        #expect(order.names == ["NoAlc", "Mood", "a", "b", "c"])
        #expect(order.entries[0].tracker.displayOrder == 9)
        #expect(changed[testID(2)] == nil)
        #expect(changed == [testID(1): 0, testID(3): 1, testID(4): 2, testID(5): 3])
    }

    @Test("inactive trackers keep their displayOrder, listed or not")
    func inactiveKeepValues() throws {
        let trackers = [
            makeTracker(1, "a", order: 0), makeTracker(2, "old", order: 0, active: false),
            makeTracker(3, "b", order: 1), makeTracker(4, "older", order: -3, active: false),
        ]
        for includeInactive in [false, true] {
            var order = DisplayOrder(trackers: trackers, pins: [], includeInactive: includeInactive)
            let changed = try order.move(fromOffsets: [1], toOffset: 0)
            #expect(order.movableNames == ["b", "a"])
            #expect(changed == [testID(3): 0, testID(1): 1])
            #expect(order.allTrackers.filter { !$0.isActive }.map(\.displayOrder) == [0, -3])
            #expect(order.entries.count == (includeInactive ? 4 : 2))
        }
    }

    @Test("normalize renumbers movable trackers 0…n−1 in the order shown; a second run changes nothing")
    func normalize() {
        let trackers = [
            makeTracker(1, "C", order: 0, created: 30), makeTracker(2, "A", order: 0, created: 10),
            makeTracker(3, "NoAlc", order: 0, created: 40), makeTracker(4, "B", order: 0, created: 20),
            makeTracker(5, "Gone", order: 0, created: 5, active: false),
        ]
        var order = DisplayOrder(trackers: trackers)
        let changed = order.normalize()
        #expect(order.names == ["NoAlc", "A", "B", "C"])
        #expect(order.movableEntries.map(\.tracker.displayOrder) == [0, 1, 2])
        #expect(changed == [testID(4): 1, testID(1): 2])
        #expect(order.allTrackers.first { $0.name == "Gone" }?.displayOrder == 0)
        #expect(order.normalize() == [:])
    }
}

@Suite("DisplayOrder.moveTracker(id:toPosition:) — order --move NAME --to N")
struct DisplayOrderMoveTrackerTests {
    private func store() -> DisplayOrder {
        DisplayOrder(trackers: [
            makeTracker(1, "NoAlc", order: 0), makeTracker(2, "a", order: 1), makeTracker(3, "b", order: 2),
            makeTracker(4, "c", order: 3), makeTracker(5, "d", order: 4), makeTracker(6, "zzz", order: 0, active: false),
        ], includeInactive: true)
    }

    @Test("afterwards the tracker stands at 1-based position N, pinned counted, clamped into the movable range", arguments: [
        (4, 2, ["NoAlc", "c", "a", "b", "d", "zzz"]),
        (2, 4, ["NoAlc", "b", "c", "a", "d", "zzz"]),
        (2, 5, ["NoAlc", "b", "c", "d", "a", "zzz"]),
        (3, 3, ["NoAlc", "a", "b", "c", "d", "zzz"]),
        (5, 1, ["NoAlc", "d", "a", "b", "c", "zzz"]),
        (5, -4, ["NoAlc", "d", "a", "b", "c", "zzz"]),
        (2, 6, ["NoAlc", "b", "c", "d", "a", "zzz"]),
        (2, 1000, ["NoAlc", "b", "c", "d", "a", "zzz"]),
        (3, Int.min, ["NoAlc", "b", "a", "c", "d", "zzz"]),
        (3, Int.max, ["NoAlc", "a", "c", "d", "b", "zzz"]),
    ])
    func position(tracker: Int, position: Int, expected: [String]) throws {
        var order = store()
        try order.moveTracker(id: testID(tracker), toPosition: position)
        #expect(order.names == expected)
        #expect(order.movableEntries.map(\.tracker.displayOrder) == [0, 1, 2, 3])
        #expect(order.entries.first?.tracker.displayOrder == 0)
    }

    @Test("moving a pinned, inactive or unknown tracker is refused")
    func refused() {
        var order = store()
        #expect(throws: DisplayOrderMoveError.pinned(makeTracker(1, "NoAlc", order: 0))) {
            try order.moveTracker(id: testID(1), toPosition: 3)
        }
        #expect(throws: DisplayOrderMoveError.inactive(makeTracker(6, "zzz", order: 0, active: false))) {
            try order.moveTracker(id: testID(6), toPosition: 2)
        }
        var hidden = DisplayOrder(trackers: store().allTrackers)
        #expect(throws: DisplayOrderMoveError.inactive(makeTracker(6, "zzz", order: 0, active: false))) {
            try hidden.moveTracker(id: testID(6), toPosition: 2)
        }
        #expect(throws: DisplayOrderMoveError.unknownTracker(testID(99))) {
            try order.moveTracker(id: testID(99), toPosition: 2)
        }
        #expect(order == store())
    }

    @Test("without pins NoAlc is movable")
    func noPins() throws {
        var order = DisplayOrder(trackers: store().allTrackers, pins: [])
        try order.moveTracker(id: testID(1), toPosition: 3)
        #expect(order.names == ["a", "b", "NoAlc", "c", "d"])
    }
}

@Suite("DisplayOrder moves against a reference model")
struct DisplayOrderMovePropertyTests {
    /// The reference, as literally as possible: remove the selected elements, then insert
    /// them at the destination minus the number of removed elements before it.
    static func referenceMove<T>(_ list: inout [T], selection: [Int], destination: Int) {
        let destination = min(max(destination, 0), list.count)
        let removedOffsets = Array(Set(selection)).sorted()
        let removed = removedOffsets.map { list[$0] }
        for offset in removedOffsets.reversed() { list.remove(at: offset) }
        let removedBefore = removedOffsets.filter { $0 < destination }.count
        list.insert(contentsOf: removed, at: destination - removedBefore)
    }

    @Test("thousands of random move sequences (multi-selection, out-of-range destinations) agree with the reference", arguments: 0..<8)
    func randomSequences(batch: Int) throws {
        let names = ["NoAlc", "Mood", "Energy", "Drink Water", "a", "b", "B", "ä", "Z", "mood"]
        var moves = 0
        for run in 0..<60 {
            let seed = UInt64(batch * 1000 + run)
            var random = SeededGenerator(seed: seed)
            let count = Int.random(in: 0...12, using: &random)
            let trackers = (0..<count).map { index in
                makeTracker(
                    index + 1, names.randomElement(using: &random)!, order: Int.random(in: -2...5, using: &random),
                    created: Int.random(in: 0...4, using: &random), active: Int.random(in: 0..<5, using: &random) > 0
                )
            }
            let pins = [["NoAlc"], [], ["Mood", "NoAlc"]].randomElement(using: &random)!
            var order = DisplayOrder(trackers: trackers, pins: pins, includeInactive: Bool.random(using: &random))
            var reference = order.movableEntries.map(\.tracker.id)
            let pinnedBefore = order.entries.filter(\.isPinned).map(\.tracker)
            let inactiveBefore = order.allTrackers.filter { !$0.isActive }

            for step in 0..<25 {
                let before = Dictionary(uniqueKeysWithValues: order.allTrackers.map { ($0.id, $0.displayOrder) })
                let n = reference.count
                let changed: [UUID: Int]
                if n > 0, Int.random(in: 0..<4, using: &random) == 0 {
                    // A single move by position, as `order --move NAME --to N` does.
                    let from = Int.random(in: 0..<n, using: &random)
                    let position = Int.random(in: -2...(order.entries.count + 3), using: &random)
                    let id = reference[from]
                    let target = min(max(position - 1 - pinnedBefore.count, 0), n - 1)
                    reference.remove(at: from)
                    reference.insert(id, at: target)
                    changed = try order.moveTracker(id: id, toPosition: position)
                } else {
                    let selection = (0..<n).filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
                    let destination = Int.random(in: -3...(n + 3), using: &random)
                    Self.referenceMove(&reference, selection: selection, destination: destination)
                    changed = try order.move(fromOffsets: selection.shuffled(using: &random), toOffset: destination)
                }
                moves += 1
                let context = "seed \(seed), step \(step)"
                let movable = order.movableEntries.map(\.tracker)
                guard movable.map(\.id) == reference else {
                    Issue.record("order differs from the reference (\(context))")
                    return
                }
                #expect(movable.map(\.displayOrder) == Array(0..<n), "dense values (\(context))")
                #expect(order.entries.filter(\.isPinned).map(\.tracker) == pinnedBefore, "pinned unchanged (\(context))")
                #expect(Array(order.entries.prefix(pinnedBefore.count).map(\.tracker)) == pinnedBefore, "pinned on top (\(context))")
                #expect(order.allTrackers.filter { !$0.isActive } == inactiveBefore, "inactive unchanged (\(context))")
                let expectedChanges = Dictionary(uniqueKeysWithValues: order.allTrackers.compactMap { tracker in
                    before[tracker.id] == tracker.displayOrder ? nil : (tracker.id, tracker.displayOrder)
                })
                #expect(changed == expectedChanges, "changed values (\(context))")
                // Listing the renumbered trackers afresh gives the same order (what a re-read store shows).
                let reread = DisplayOrder(trackers: order.allTrackers, pins: pins, includeInactive: order.includeInactive)
                #expect(reread.entries == order.entries, "re-read order (\(context))")
            }
        }
        #expect(moves == 60 * 25)
    }

    @Test("the reference model itself reproduces SwiftUI's documented examples")
    func referenceSanity() {
        var list = ["a", "b", "c", "d", "e"]
        Self.referenceMove(&list, selection: [1, 3], destination: 0)
        #expect(list == ["b", "d", "a", "c", "e"])
        list = ["a", "b", "c", "d", "e"]
        Self.referenceMove(&list, selection: [1, 3], destination: 5)
        #expect(list == ["a", "c", "e", "b", "d"])
    }
}
