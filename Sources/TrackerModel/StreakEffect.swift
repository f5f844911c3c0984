/// What a level does to a streak on the day it decides. An unknown raw value is kept and
/// reported as a warning; a day decided by such a level counts as a day without data.
public enum StreakEffect: Sendable, Hashable {
    case success
    case needsGrace
    case breaksStreak
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "success": self = .success
        case "needsGrace": self = .needsGrace
        case "breaksStreak": self = .breaksStreak
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .success: return "success"
        case .needsGrace: return "needsGrace"
        case .breaksStreak: return "breaksStreak"
        case .unknown(let raw): return raw
        }
    }

    public var isKnown: Bool {
        if case .unknown = self { return false }
        return true
    }
}

extension StreakEffect: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(rawValue: try decoder.singleValueContainer().decode(String.self))
    }
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
