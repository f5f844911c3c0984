import TrackerModel

/// One day of a tracker as the morning summary reads it: done, healed by a joker, missed, or
/// not begun — a state with a symbol (so the page never says it in colour alone) and its words,
/// with what decided the day ("✓ Done · 💧 Steady", "✗ Missed · 6 / 8", "◆ Joker used").
public struct DayMark: Sendable, Hashable {
    public enum State: String, Sendable, Hashable, CaseIterable {
        /// A success (an avoidance tracker: no relapse).
        case done
        /// A joker healed the day: the streak went on without a success.
        case joker
        /// Judged and not a success, nothing healed it.
        case missed
        /// Not judged: before the tracker's first log.
        case none

        /// The symbol in front of the words.
        public var symbol: String {
            switch self {
            case .done: return "✓"
            case .joker: return "◆"
            case .missed: return "✗"
            case .none: return "–"
            }
        }
    }

    public let state: State
    /// The symbol, the state's words and what decided the day.
    public let text: String

    /// The mark of the day `record` describes; `detail` is what decided it (a level, a total
    /// against the goal), empty when nothing did.
    static func mark(
        _ record: DayHistory.Record?, isAvoidance: Bool, detail: String, report texts: (ReportText) -> String
    ) -> DayMark {
        let state: State
        let word: ReportText
        switch record {
        case let record? where record.isWalked && record.isHealed:
            (state, word) = (.joker, .dayJokerUsed)
        case let record? where record.isWalked && record.kind == .success:
            (state, word) = (.done, isAvoidance ? .dayNoRelapse : .dayDone)
        case let record? where record.isWalked:
            (state, word) = (.missed, isAvoidance ? .dayRelapse : record.kind == .breaksStreak ? .outcomeBroken : .dayMissed)
        case let record? where record.inStrengthWalk && isAvoidance:
            // Before an avoidance tracker's first relapse: no relapse, though no streak is walked.
            (state, word) = (.done, .dayNoRelapse)
        default:
            (state, word) = (.none, .dayNotStarted)
        }
        let words = state.symbol + " " + texts(word)
        return DayMark(state: state, text: detail.isEmpty || state == .none ? words : words + " · " + detail)
    }
}
