/// Everything a report needs to judge a tracker's logs, derived once from the stored
/// tracker: its effective levels, success condition, day assignment and usable rewards.
public struct TrackerRules: Sendable, Hashable {
    /// The tracker's own levels, or the preset's when the store has none.
    public let levels: [TrackerLevel]?
    /// The tracker's tracking mode (what today's entry shows: a count, a level, a check).
    public let trackingMode: TrackingMode
    public let successCondition: SuccessCondition
    public let dayAssignment: DayAssignment
    /// Nil when the tracker has none or its config is unusable.
    public let rewardConfig: RewardConfig?
    /// The tracker has the NoAlc levels (keys exactly steady, easy, wild), so values that
    /// are no level id are read as the drink counts legacy HealthKit imports wrote.
    public let readsLegacyDrinkCounts: Bool
    /// Indices of the levels legacy drink counts map to (3–5 → easy, 6 or more → wild).
    private let legacyEasyIndex: Int?
    private let legacyWildIndex: Int?
    /// What could not be used as stored, one sentence each (for store warnings).
    public let problems: [Problem]

    public struct Problem: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case unknownDayAssignment
            case unusableRewardConfig
            case unknownEnumValue
        }
        public var kind: Kind
        public var message: String
    }

    public init(tracker: Tracker) {
        var problems: [Problem] = []
        let levels = tracker.levels ?? tracker.preset?.levels
        self.levels = levels
        self.trackingMode = tracker.trackingMode
        self.successCondition = SuccessCondition.derive(
            trackingMode: tracker.trackingMode, levels: levels, dailyGoal: tracker.dailyGoal
        )
        let parsed = DayAssignment.parse(tracker.dayAssignmentRaw)
        self.dayAssignment = parsed.assignment
        if let problem = parsed.problem {
            problems.append(Problem(kind: .unknownDayAssignment, message: problem))
        }
        if let config = tracker.rewardConfig, !config.isUsable {
            problems.append(Problem(
                kind: .unusableRewardConfig,
                message: "reward config earnEveryDays \(config.earnEveryDays), maxOnHand \(config.maxOnHand) cannot work; the tracker is treated as having no rewards"
            ))
            self.rewardConfig = nil
        } else {
            self.rewardConfig = tracker.rewardConfig
        }
        if !tracker.type.isKnown {
            problems.append(Problem(kind: .unknownEnumValue, message: "unknown type \(tracker.type.rawValue.quotedForMessage)"))
        }
        if !tracker.trackingMode.isKnown {
            problems.append(Problem(kind: .unknownEnumValue, message: "unknown trackingMode \(tracker.trackingMode.rawValue.quotedForMessage)"))
        }
        for level in levels ?? [] where !level.streakEffect.isKnown {
            problems.append(Problem(kind: .unknownEnumValue, message: "unknown streakEffect \(level.streakEffect.rawValue.quotedForMessage) of level \(level.key.quotedForMessage)"))
        }
        let readsLegacy = levels.map { $0.map(\.key).sorted() == ["easy", "steady", "wild"] } ?? false
        self.readsLegacyDrinkCounts = readsLegacy
        self.legacyEasyIndex = readsLegacy ? levels?.firstIndex { $0.key == "easy" } : nil
        self.legacyWildIndex = readsLegacy ? levels?.firstIndex { $0.key == "wild" } : nil
        self.problems = problems
    }

    /// How a log value maps onto this tracker's levels.
    public enum LevelMatch: Sendable, Hashable {
        case level(TrackerLevel)
        /// A legacy drink count (3–5 → easy, 6 or more → wild) read as that level.
        case legacyDrinkCount(TrackerLevel)
        case none

        public var level: TrackerLevel? {
            switch self {
            case .level(let level), .legacyDrinkCount(let level): return level
            case .none: return nil
            }
        }
    }

    /// The level a log value stands for: its level id, or for NoAlc-like trackers a legacy
    /// drink count. Nil values and values matching neither are `.none`.
    public func level(forValue value: Int?) -> LevelMatch {
        guard let index = levelIndex(forValue: value), let levels else { return .none }
        return levels[index].id == value ? .level(levels[index]) : .legacyDrinkCount(levels[index])
    }

    /// The index in `levels` of the level a log value stands for (see `level(forValue:)`);
    /// allocation-free, for loops over every log.
    @inline(__always)
    public func levelIndex(forValue value: Int?) -> Int? {
        guard let value, let levels else { return nil }
        for index in levels.indices where levels[index].id == value { return index }
        switch value {
        case 3...5: return legacyEasyIndex
        case 6...: return legacyWildIndex
        default: return nil
        }
    }
}

extension String {
    /// The value in double quotes for a warning line, cut after 40 characters: a store can
    /// hold a 100 KB "enum value", and a warning is one readable line.
    var quotedForMessage: String {
        "\"" + (count > 40 ? String(prefix(40)) + "…" : self) + "\""
    }
}
