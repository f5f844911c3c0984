import Foundation
import SharpTools
import TrackerModel

/// `order --format text` (the default): the list, its problems as warnings on standard
/// error; with `--check`, the problems themselves.
public struct OrderTextFormat: OrderFormat {
    public init() {}

    public var name: String { "text" }

    public func render(_ listing: OrderListing) -> String {
        if listing.isCheck { return Self.checkText(listing.problems, trackerCount: listing.order.entries.count) }
        return Self.list(listing.order, changes: listing.changes, previous: listing.previous)
    }

    public func warnings(_ listing: OrderListing) -> [String] {
        listing.isCheck ? [] : listing.problems.map { "\($0.kind.rawValue): \($0.message)" }
    }

    /// One line per tracker: position, icon, name, displayOrder (and what it was).
    static func list(_ order: DisplayOrder, changes: [UUID: Int]?, previous: [UUID: Int]) -> String {
        var text = ""
        let width = String(order.entries.count).count
        for entry in order.entries {
            let position = String(entry.position)
            var line = String(repeating: " ", count: width - position.count) + position + ". "
            // Shortened like everywhere people read them (`order --format json` keeps them whole).
            if !entry.tracker.icon.isEmpty { line += TerminalText.oneLine(DisplayText.shortened(entry.tracker.icon)) + " " }
            line += TerminalText.oneLine(DisplayText.shortened(entry.tracker.name))
            var orderText = "displayOrder \(entry.tracker.displayOrder)"
            if changes?[entry.tracker.id] != nil, let old = previous[entry.tracker.id] { orderText += ", was \(old)" }
            var details = [orderText]
            if entry.isPinned { details.insert("pinned", at: 0) }
            if !entry.tracker.isActive { details.append("inactive") }
            text += line + "  (" + details.joined(separator: ", ") + ")\n"
        }
        return text
    }

    /// `--check`: one line per problem and a count, or that there is none.
    static func checkText(_ problems: [DisplayOrderProblem], trackerCount: Int) -> String {
        guard !problems.isEmpty else {
            return "order OK: \(trackerCount) tracker\(trackerCount == 1 ? "" : "s"), no problems\n"
        }
        var text = ""
        for problem in problems {
            text += "\(problem.severity.rawValue): \(problem.kind.rawValue): \(TerminalText.oneLine(problem.message))\n"
        }
        let errors = problems.filter { $0.severity == .error }.count
        let warnings = problems.count - errors
        text += "\(problems.count) problem\(problems.count == 1 ? "" : "s") (\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"))\n"
        return text
    }
}
