/// Whether a tracker counts something good to do or a saboteur to avoid.
/// Unknown raw values are kept (forward compatibility) and reported as warnings.
public enum TrackerType: Sendable, Hashable {
    case good
    case saboteur
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "good": self = .good
        case "saboteur": self = .saboteur
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .good: return "good"
        case .saboteur: return "saboteur"
        case .unknown(let raw): return raw
        }
    }

    public var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }
}

extension TrackerType: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
