/// Which calendar day a log belongs to.
public enum DayAssignment: Sendable, Hashable {
    /// The local calendar day of the log's timestamp.
    case timestamp
    /// A log whose local hour is below `hour` belongs to the previous day
    /// (NoAlc: a drink at 01:10 counts for the evening before).
    case cutoffHour(Int)

    /// The result of reading a `dayAssignmentRaw` string.
    public struct Parsed: Sendable, Hashable {
        public var assignment: DayAssignment
        /// Set when the raw string could not be used as written (it then means `timestamp`).
        public var problem: String?
    }

    /// Reads `timestamp`, `cutoffHour:H` and the legacy spelling `cutoff:H`.
    /// Unknown strings and hours outside 0–23 fall back to `timestamp` with a problem.
    public static func parse(_ raw: String?) -> Parsed {
        guard let raw else { return Parsed(assignment: .timestamp, problem: nil) }
        if raw == "timestamp" { return Parsed(assignment: .timestamp, problem: nil) }
        for prefix in ["cutoffHour:", "cutoff:"] where raw.hasPrefix(prefix) {
            let hourText = raw.dropFirst(prefix.count)
            guard !hourText.isEmpty, hourText.allSatisfy({ $0.isASCII && $0.isNumber }), let hour = Int(hourText) else {
                return Parsed(assignment: .timestamp, problem: "unknown day assignment \(raw.quotedForMessage); using the log's timestamp")
            }
            guard (0...23).contains(hour) else {
                return Parsed(assignment: .timestamp, problem: "cutoff hour \(hour) in \"\(raw)\" is outside 0–23; using the log's timestamp")
            }
            return Parsed(assignment: .cutoffHour(hour), problem: nil)
        }
        return Parsed(assignment: .timestamp, problem: "unknown day assignment \(raw.quotedForMessage); using the log's timestamp")
    }

    /// The canonical raw spelling the app writes today.
    public var rawValue: String {
        switch self {
        case .timestamp: return "timestamp"
        case .cutoffHour(let hour): return "cutoffHour:\(hour)"
        }
    }
}
