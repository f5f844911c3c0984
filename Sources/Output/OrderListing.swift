import Foundation
import TrackerModel

/// What `trackerkit order` shows: the trackers in display order, the order's problems, and
/// — after `--move` or `--normalize` — the displayOrder numbers that change.
public struct OrderListing {
    public var order: DisplayOrder
    public var problems: [DisplayOrderProblem]
    /// New displayOrder per changed tracker; nil when nothing was moved or renumbered.
    public var changes: [UUID: Int]?
    /// Every tracker's displayOrder before the change.
    public var previous: [UUID: Int]
    /// Whether the changes were stored (`--write`).
    public var written: Bool
    /// `--check`: the problems are the output.
    public var isCheck: Bool

    public init(
        order: DisplayOrder, problems: [DisplayOrderProblem], changes: [UUID: Int]?, previous: [UUID: Int], written: Bool, isCheck: Bool
    ) {
        self.order = order
        self.problems = problems
        self.changes = changes
        self.previous = previous
        self.written = written
        self.isCheck = isCheck
    }
}

/// One `--format` of `trackerkit order`. Adding a format: one type conforming to this
/// protocol, in a file of its own, and one entry in `OrderFormats.all` (which also gives the
/// option's values and help).
public protocol OrderFormat: Sendable {
    /// The `--format` value.
    var name: String { get }

    /// The whole standard output.
    func render(_ listing: OrderListing) -> String

    /// Problems to report as warnings on standard error (when the output does not hold them).
    func warnings(_ listing: OrderListing) -> [String]
}

extension OrderFormat {
    public func warnings(_ listing: OrderListing) -> [String] { [] }
}

/// The formats of `trackerkit order`, in the order the help lists them; the first is the default.
public enum OrderFormats {
    public static let all: [any OrderFormat] = [OrderTextFormat(), OrderJSONFormat()]

    public static var names: [String] { all.map(\.name) }

    public static func named(_ name: String) -> (any OrderFormat)? {
        all.first { $0.name == name }
    }
}
