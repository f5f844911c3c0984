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
