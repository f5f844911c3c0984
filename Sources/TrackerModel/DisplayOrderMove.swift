import Foundation
import SharpTools

/// A move that cannot be made as asked.
public enum DisplayOrderMoveError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A source offset outside `0..<movableCount` (SwiftUI would trap here; we refuse).
    case sourceOffsetOutOfRange(offset: Int, movableCount: Int)
    /// The tracker is pinned to the top: pinned trackers never move.
    case pinned(Tracker)
    /// The tracker is inactive: it keeps its `displayOrder` and is not part of the movable list.
    case inactive(Tracker)
    /// No tracker with this id.
    case unknownTracker(UUID)

    public var description: String {
        switch self {
        case .sourceOffsetOutOfRange(let offset, let count):
            return "source offset \(offset) is outside the \(count) movable tracker\(count == 1 ? "" : "s")"
        case .pinned(let tracker):
            return "\"\(DisplayText.shortened(tracker.name))\" is pinned to the top and never moves"
        case .inactive(let tracker):
            return "\"\(DisplayText.shortened(tracker.name))\" is inactive; only active trackers can be moved"
        case .unknownTracker(let id):
            return "no tracker with id \(id.uuidString)"
        }
    }
}

extension DisplayOrder {
    /// The trackers a drag can move: active and unpinned, as displayed.
    public var movableEntries: [Entry] { entries.filter { !$0.isPinned && $0.tracker.isActive } }

    /// Number of pinned trackers listed first.
    public var pinnedCount: Int { entries.lazy.filter(\.isPinned).count }

    /// Moves movable trackers exactly as SwiftUI's `Array.move(fromOffsets:toOffset:)` moves
    /// elements, over the list of movable trackers (offsets are 0-based in that list):
    /// the selected trackers keep their relative order and land before the tracker that stood
    /// at `destination` before the move (after the last one when `destination == count`).
    /// A destination outside `0...count` is clamped to the nearest valid one; pinned trackers
    /// therefore never move and nothing lands above them. Afterwards the movable trackers are
    /// renumbered densely `0…n−1` in their new order; pinned and inactive trackers keep
    /// their `displayOrder`.
    ///
    /// - Returns: the new `displayOrder` of every tracker whose value changed, by id.
    @discardableResult
    public mutating func move(fromOffsets source: some Sequence<Int>, toOffset destination: Int) throws(DisplayOrderMoveError) -> [UUID: Int] {
        let movable = movableEntries.map(\.tracker.id)
        var selected = Set<Int>()
        for offset in source {
            guard movable.indices.contains(offset) else {
                throw .sourceOffsetOutOfRange(offset: offset, movableCount: movable.count)
            }
            selected.insert(offset)
        }
        let clamped = min(max(destination, 0), movable.count)
        // SwiftUI: the unselected elements before the destination, then the selection in its
        // order, then the unselected elements from the destination on.
        var before: [UUID] = []
        var moved: [UUID] = []
        var after: [UUID] = []
        for (offset, id) in movable.enumerated() {
            if selected.contains(offset) {
                moved.append(id)
            } else if offset < clamped {
                before.append(id)
            } else {
                after.append(id)
            }
        }
        return renumber(before + moved + after)
    }

    /// Moves one tracker so that afterwards it stands at 1-based `position` of the displayed
    /// list (pinned trackers included in the count), clamped into the movable range — the
    /// meaning of `trackerkit order --move NAME --to N`.
    @discardableResult
    public mutating func moveTracker(id: UUID, toPosition position: Int) throws(DisplayOrderMoveError) -> [UUID: Int] {
        guard let tracker = allTrackers.first(where: { $0.id == id }) else { throw .unknownTracker(id) }
        if entries.contains(where: { $0.isPinned && $0.tracker.id == id }) { throw .pinned(tracker) }
        guard tracker.isActive else { throw .inactive(tracker) }
        let movable = movableEntries
        guard let from = movable.firstIndex(where: { $0.tracker.id == id }) else { throw .unknownTracker(id) }
        // Position N of the displayed list is index N−1−pinnedCount of the movable list.
        let (shifted, overflow) = position.subtractingReportingOverflow(1 + pinnedCount)
        let target = overflow ? 0 : min(max(shifted, 0), movable.count - 1)
        // SwiftUI's destination counts the element itself while it is still in place.
        let destination = target > from ? target + 1 : target
        return try move(fromOffsets: [from], toOffset: destination)
    }

    /// Renumbers the movable trackers densely `0…n−1` in their current displayed order
    /// (`trackerkit order --normalize`); pinned and inactive trackers keep their values.
    ///
    /// - Returns: the new `displayOrder` of every tracker whose value changed, by id.
    @discardableResult
    public mutating func normalize() -> [UUID: Int] {
        renumber(movableEntries.map(\.tracker.id))
    }

    /// Gives the movable trackers `0…n−1` in the order given and lists them again.
    private mutating func renumber(_ movableOrder: [UUID]) -> [UUID: Int] {
        var newValue: [UUID: Int] = [:]
        for (index, id) in movableOrder.enumerated() { newValue[id] = index }
        var changed: [UUID: Int] = [:]
        for index in allTrackers.indices {
            let id = allTrackers[index].id
            guard let value = newValue[id], allTrackers[index].displayOrder != value else { continue }
            allTrackers[index].displayOrder = value
            changed[id] = value
        }
        entries = DisplayOrder.arrange(allTrackers, pins: pins, includeInactive: includeInactive)
        return changed
    }
}
