/// What makes a day a success for a tracker, derived as the app derives it.
public enum SuccessCondition: Sendable, Hashable {
    /// Any log that day.
    case logExists
    /// No log that day (avoidance).
    case logNotExists
    /// The sum of the day's values reaches the goal.
    case meetsGoal(Int)
    /// The level of the day's latest log decides (its `streakEffect`); the keys are the
    /// tracker's success levels.
    case levelMatches(Set<String>)

    /// contract §2: levels with at least one `success` level → `levelMatches`; otherwise by
    /// tracking mode — counter → `meetsGoal` with a positive goal, else `logExists`;
    /// avoidance → `logNotExists`; everything else → `logExists`.
    public static func derive(trackingMode: TrackingMode, levels: [TrackerLevel]?, dailyGoal: Int?) -> SuccessCondition {
        if let levels {
            let successKeys = Set(levels.filter { $0.streakEffect == .success }.map(\.key))
            if !successKeys.isEmpty { return .levelMatches(successKeys) }
        }
        switch trackingMode {
        case .counter:
            if let dailyGoal, dailyGoal > 0 { return .meetsGoal(dailyGoal) }
            return .logExists
        case .avoidance:
            return .logNotExists
        case .yesNo, .awareness, .levels, .unknown:
            return .logExists
        }
    }
}
