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
