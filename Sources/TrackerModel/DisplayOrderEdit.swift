import Foundation
import SharpTools

/// One run of `trackerkit order` on the trackers of a store: the display order as listed,
/// after the edit asked for — a move of one tracker named as a person types it, a
/// renumbering, or none — with the order's problems, the values that change and every
/// tracker's value before.
public struct DisplayOrderEdit: Sendable {
    public enum Action: Sendable, Hashable {
        /// Only list (and diagnose) the order.
        case none
        /// Move the tracker `name` names (`TrackerNameResolver`) to 1-based `position` of the
        /// displayed list (`DisplayOrder.moveTracker(id:toPosition:)`).
        case move(name: String, toPosition: Int)
        /// Renumber the movable trackers 0…n−1 in the order shown.
        case normalize
    }

    /// Why the edit cannot be made.
    public enum Failure: Error, Sendable {
        /// The name names no tracker, or several; the resolver describes the candidates.
        case name(TrackerNameResolver.Failure, TrackerNameResolver)
        /// The tracker cannot be moved (pinned, inactive) with these pins.
        case move(DisplayOrderMoveError, pins: [String])

        /// The failure in one line; `option` is how the name was given (`--move`).
        public func message(option: String) -> String {
            switch self {
            case .name(let failure, let resolver):
                return resolver.message(for: failure, option: option)
            case .move(.pinned(let tracker), let pins):
                let pinList = pins.map { "\"\($0)\"" }.joined(separator: ", ")
                return "cannot move \"\(tracker.name)\": it is pinned to the top (pins: \(pinList)) and pinned trackers never move; use --no-pin or --pin to change the pins"
            case .move(.inactive(let tracker), _):
                return "cannot move \"\(tracker.name)\": it is inactive; inactive trackers keep their displayOrder and are listed after the active ones (activate it in the app first)"
            case .move(let error, _):
                return "cannot move: \(error)"
            }
        }
    }

    /// The order after the edit, as listed (inactive trackers only when asked for).
    public let order: DisplayOrder
    /// New displayOrder per changed tracker; nil without a move or renumbering.
    public let changes: [UUID: Int]?
    public let problems: [DisplayOrderProblem]
    /// Every tracker's displayOrder before the edit.
    public let previous: [UUID: Int]

    /// - Parameters:
    ///   - explicitPins: the names given with `--pin` (diagnosed when they name no tracker).
    ///   - alternativeNames: other names each tracker is shown under (the translations of a
    ///     preset's name), for finding the tracker to move and suggesting pins.
    public init(
        trackers: [Tracker], pins: [String], explicitPins: [String], includeInactive: Bool,
        alternativeNames: [UUID: [String]], action: Action
    ) throws(Failure) {
        var order = DisplayOrder(trackers: trackers, pins: pins, includeInactive: includeInactive)
        // Any tracker can be named, an inactive one too (its move is then refused with the reason).
        let everyTracker = DisplayOrder(trackers: trackers, pins: pins, includeInactive: true).trackers
        let resolver = TrackerNameResolver(trackers: everyTracker, alternativeNames: alternativeNames)
        switch action {
        case .none:
            changes = nil
        case .normalize:
            changes = order.normalize()
        case .move(let name, let position):
            let tracker: Tracker
            switch resolver.resolve(name) {
            case .success(let found): tracker = found
            case .failure(let failure): throw .name(failure, resolver)
            }
            do {
                changes = try order.moveTracker(id: tracker.id, toPosition: position)
            } catch {
                throw .move(error, pins: pins)
            }
        }
        self.order = order
        problems = DisplayOrderDiagnostics.problems(in: order, explicitPins: explicitPins, alternativeNames: alternativeNames)
        previous = Dictionary(trackers.map { ($0.id, $0.displayOrder) }, uniquingKeysWith: { first, _ in first })
    }

    /// A 1-based position in the displayed list as a person types it (`--to 2`): any whole
    /// number, clamped by the move.
    package static func position(_ text: String) throws(InvalidValue) -> Int {
        guard let position = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw InvalidValue(text, "is not a position (a whole number; 1 is the top of the list)")
        }
        return position
    }
}

extension DisplayOrderEdit.Failure: CustomStringConvertible {
    /// The failure in words, the tracker named as the user gave it.
    public var description: String { message(option: "the tracker") }
}
