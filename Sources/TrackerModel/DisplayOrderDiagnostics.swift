import Foundation
import SharpTools

/// Something about a store's display order (or the pins asked for) that a person should fix.
public struct DisplayOrderProblem: Sendable, Hashable {
    public enum Severity: String, Sendable, Hashable {
        case error, warning
    }

    public enum Kind: String, Sendable, Hashable {
        /// Two or more movable trackers share a `displayOrder` (their order falls back to createdAt).
        case duplicateDisplayOrder = "duplicate-display-order"
        /// A movable tracker has a `displayOrder` below 0.
        case negativeDisplayOrder = "negative-display-order"
        /// Every movable tracker has `displayOrder` 0: a store from before drag-and-drop sorting.
        case legacyAllZero = "legacy-all-zero"
        /// A `--pin` name that names no tracker exactly.
        case unknownPin = "unknown-pin"
        /// A pin name that several active trackers carry (all of them are pinned).
        case ambiguousPin = "ambiguous-pin"
    }

    public var severity: Severity
    public var kind: Kind
    public var message: String
    /// The trackers concerned, in display order.
    public var trackerIDs: [UUID]
    /// The value concerned (duplicate, negative).
    public var displayOrder: Int?
    /// The pin concerned.
    public var pin: String?

    public init(severity: Severity, kind: Kind, message: String, trackerIDs: [UUID] = [], displayOrder: Int? = nil, pin: String? = nil) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.trackerIDs = trackerIDs
        self.displayOrder = displayOrder
        self.pin = pin
    }
}

/// The checks of `trackerkit order --check`.
public enum DisplayOrderDiagnostics {
    /// The fix the messages name.
    public static let normalizeHint = "`trackerkit order --normalize --write` renumbers the movable trackers 0…n−1 in the order shown"

    /// Problems of `order`, in a stable order: legacy store, duplicates (by value), negative
    /// values (in display order), then pins (in pin-list order).
    ///
    /// - Parameters:
    ///   - explicitPins: the names given with `--pin`; empty when the default pin list applies
    ///     (the default pin `NoAlc` may be absent without complaint) or with `--no-pin`.
    ///   - alternativeNames: other display names per tracker, used to suggest the tracker a
    ///     pin probably meant (pins themselves match names exactly).
    public static func problems(
        in order: DisplayOrder, explicitPins: [String], alternativeNames: [UUID: [String]] = [:]
    ) -> [DisplayOrderProblem] {
        var problems: [DisplayOrderProblem] = []
        let movable = order.movableEntries.map(\.tracker)

        let isLegacy = movable.count >= 2 && movable.allSatisfy { $0.displayOrder == 0 }
        if isLegacy {
            problems.append(DisplayOrderProblem(
                severity: .warning, kind: .legacyAllZero,
                message: "every movable tracker has displayOrder 0 (a store from before drag-and-drop sorting), so they are listed in creation order; \(normalizeHint)",
                trackerIDs: movable.map(\.id), displayOrder: 0
            ))
        } else {
            var byValue: [Int: [Tracker]] = [:]
            for tracker in movable { byValue[tracker.displayOrder, default: []].append(tracker) }
            for value in byValue.keys.sorted() {
                guard let sharing = byValue[value], sharing.count > 1 else { continue }
                let names = sharing.map { "\"\(DisplayText.shortened($0.name))\"" }.joined(separator: ", ")
                problems.append(DisplayOrderProblem(
                    severity: .error, kind: .duplicateDisplayOrder,
                    message: "displayOrder \(value) is shared by \(sharing.count) trackers (\(names)), so their order falls back to createdAt; \(normalizeHint)",
                    trackerIDs: sharing.map(\.id), displayOrder: value
                ))
            }
        }
        for tracker in movable where tracker.displayOrder < 0 {
            problems.append(DisplayOrderProblem(
                severity: .error, kind: .negativeDisplayOrder,
                message: "\"\(DisplayText.shortened(tracker.name))\" has a negative displayOrder \(tracker.displayOrder); \(normalizeHint)",
                trackerIDs: [tracker.id], displayOrder: tracker.displayOrder
            ))
        }

        // Candidates are listed as displayed, inactive ones last.
        let listed = DisplayOrder(trackers: order.allTrackers, pins: order.pins, includeInactive: true).trackers
        let resolver = TrackerNameResolver(trackers: listed, alternativeNames: alternativeNames)
        var seenPins = Set<String>()
        for pin in order.pins where seenPins.insert(pin).inserted {
            let exact = order.allTrackers.filter { $0.name == pin }
            let activeExact = exact.filter(\.isActive)
            if activeExact.count > 1 {
                let ids = order.entries.filter { $0.isPinned && $0.tracker.name == pin }.map(\.tracker.id)
                problems.append(DisplayOrderProblem(
                    severity: .warning, kind: .ambiguousPin,
                    message: "pin \"\(pin)\" matches \(activeExact.count) active trackers (\(activeExact.map { resolver.describe($0, withID: true) }.joined(separator: ", "))); all of them are pinned",
                    trackerIDs: ids, pin: pin
                ))
            } else if exact.isEmpty, explicitPins.contains(pin) {
                let suggestions = resolver.looseMatches(pin)
                let hint = suggestions.isEmpty
                    ? "trackers: " + listed.map { resolver.describe($0) }.joined(separator: ", ")
                    : "pins match names exactly; did you mean " + suggestions.map { "\"\(DisplayText.shortened($0.name))\"" }.joined(separator: " or ") + "?"
                problems.append(DisplayOrderProblem(
                    severity: .error, kind: .unknownPin,
                    message: "--pin \"\(pin)\" matches no tracker, so nothing is pinned for it; \(hint)",
                    trackerIDs: suggestions.map(\.id), pin: pin
                ))
            }
        }
        return problems
    }
}
