import TrackerModel

/// A judged day's outcome as days.csv names it: after the jokers (a healed
/// day is `healed`, whatever the day itself was). The raw value is the `--csv-headers ids` word.
enum DayOutcomeWord: String, CaseIterable, Hashable {
    case success, healed, needsJoker = "needs_joker", broken, belowGoal = "below_goal", missed

    init(_ record: DayHistory.Record, goal: Int?) {
        if record.isHealed {
            self = .healed
            return
        }
        switch record.kind {
        case .success: self = .success
        case .needsGrace: self = .needsJoker
        case .breaksStreak: self = .broken
        case .noData: self = goal != nil && record.logCount > 0 ? .belowGoal : .missed
        }
    }

    var text: ReportText {
        switch self {
        case .success: return .outcomeSuccess
        case .healed: return .outcomeHealed
        case .needsJoker: return .outcomeNeedsGrace
        case .broken: return .outcomeBroken
        case .belowGoal: return .outcomeBelowGoal
        case .missed: return .outcomeMissed
        }
    }
}
