/// The order in which the app lists trackers (contract §4.3): active trackers, pinned built-in
/// ones first in pin-list order, then by `displayOrder`, `createdAt`, `name`, `id`;
/// inactive trackers after them only when asked for.
public struct DisplayOrder: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        /// 1-based position in the displayed list.
        public let position: Int
        public let tracker: Tracker
        public let isPinned: Bool
    }

    public static let defaultPins = ["NoAlc"]

    /// The displayed list (changed by `move(fromOffsets:toOffset:)` and `normalize()`).
    public internal(set) var entries: [Entry]
    /// Every tracker given, in the given order, with its current `displayOrder`
    /// (inactive ones too, even when they are not listed).
    public internal(set) var allTrackers: [Tracker]
    public let pins: [String]
    public let includeInactive: Bool

    public init(trackers: [Tracker], pins: [String] = DisplayOrder.defaultPins, includeInactive: Bool = false) {
        self.allTrackers = trackers
        self.pins = pins
        self.includeInactive = includeInactive
        self.entries = DisplayOrder.arrange(trackers, pins: pins, includeInactive: includeInactive)
    }

    static func arrange(_ trackers: [Tracker], pins: [String], includeInactive: Bool) -> [Entry] {
        let active = trackers.filter(\.isActive)
        var pinned: [Tracker] = []
        var pinnedIDs = Set<Tracker.ID>()
        for pin in pins {
            // Pins match names exactly; several trackers with one pinned name keep the usual order.
            let matches = active.filter { $0.name == pin && !pinnedIDs.contains($0.id) }
                .sorted(by: DisplayOrder.precedes)
            pinned.append(contentsOf: matches)
            pinnedIDs.formUnion(matches.map(\.id))
        }
        let movable = active.filter { !pinnedIDs.contains($0.id) }.sorted(by: DisplayOrder.precedes)
        let inactive = includeInactive ? trackers.filter { !$0.isActive }.sorted(by: DisplayOrder.precedes) : []

        var entries: [Entry] = []
        entries.reserveCapacity(pinned.count + movable.count + inactive.count)
        for tracker in pinned { entries.append(Entry(position: entries.count + 1, tracker: tracker, isPinned: true)) }
        for tracker in movable + inactive { entries.append(Entry(position: entries.count + 1, tracker: tracker, isPinned: false)) }
        return entries
    }

    public var trackers: [Tracker] { entries.map(\.tracker) }

    /// The order among unpinned trackers: `displayOrder`, then `createdAt`, then `name`
    /// by Unicode scalar values (the same on every platform), then `id`.
    public static func precedes(_ a: Tracker, _ b: Tracker) -> Bool {
        if a.displayOrder != b.displayOrder { return a.displayOrder < b.displayOrder }
        if a.createdAt != b.createdAt { return a.createdAt < b.createdAt }
        if a.name != b.name { return a.name.unicodeScalars.lexicographicallyPrecedes(b.name.unicodeScalars) }
        return a.id.uuidString < b.id.uuidString
    }
}

extension Tracker: Identifiable {}
