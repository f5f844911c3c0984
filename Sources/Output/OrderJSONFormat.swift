import Foundation
import SharpTools
import TrackerModel

/// `order --format json`: the trackers, the problems and the changes, stable for scripts.
public struct OrderJSONFormat: OrderFormat {
    public init() {}

    public var name: String { "json" }

    public func render(_ listing: OrderListing) -> String {
        Self.value(listing).serialized()
    }

    /// The JSON document: the trackers, the problems, and the changes when there are any.
    package static func value(_ listing: OrderListing) -> JSONValue {
        let (order, problems, changes, previous) = (listing.order, listing.problems, listing.changes, listing.previous)
        var members: [(String, JSONValue)] = [
            ("trackers", .array(order.entries.map { entry in
                .object([
                    ("position", .int(entry.position)),
                    ("id", .string(entry.tracker.id.uuidString)),
                    ("name", .string(entry.tracker.name)),
                    ("displayOrder", .int(entry.tracker.displayOrder)),
                    ("pinned", .bool(entry.isPinned)),
                    ("active", .bool(entry.tracker.isActive)),
                ])
            })),
            ("problems", .array(problems.map(problemJSON))),
        ]
        if let changes {
            // In display order (every changed tracker is movable, hence listed).
            let changed = order.allTrackers.filter { changes[$0.id] != nil }
                .sorted { lhs, rhs in (changes[lhs.id] ?? 0) < (changes[rhs.id] ?? 0) }
            members.append(("changes", .array(changed.map { tracker in
                .object([
                    ("id", .string(tracker.id.uuidString)),
                    ("name", .string(tracker.name)),
                    ("from", .int(previous[tracker.id])),
                    ("to", .int(tracker.displayOrder)),
                ])
            })))
            members.append(("written", .bool(listing.written)))
        }
        return .object(members)
    }

    static func problemJSON(_ problem: DisplayOrderProblem) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("severity", .string(problem.severity.rawValue)),
            ("kind", .string(problem.kind.rawValue)),
            ("message", .string(problem.message)),
        ]
        if !problem.trackerIDs.isEmpty {
            members.append(("trackers", .array(problem.trackerIDs.map { .string($0.uuidString) })))
        }
        if let value = problem.displayOrder { members.append(("displayOrder", .int(value))) }
        if let pin = problem.pin { members.append(("pin", .string(pin))) }
        return .object(members)
    }
}
