/// How a tracker is logged. Unknown raw values are kept and reported as warnings;
/// such a tracker succeeds on any log (`logExists`), like `yesNo`.
public enum TrackingMode: Sendable, Hashable {
    case counter
    case yesNo
    case awareness
    case avoidance
    case levels
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "counter": self = .counter
        case "yesNo": self = .yesNo
        case "awareness": self = .awareness
        case "avoidance": self = .avoidance
        case "levels": self = .levels
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .counter: return "counter"
        case .yesNo: return "yesNo"
        case .awareness: return "awareness"
        case .avoidance: return "avoidance"
        case .levels: return "levels"
        case .unknown(let raw): return raw
        }
    }

    public var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }
}

extension TrackingMode: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
