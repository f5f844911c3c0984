import Foundation

/// Everything a report needs to judge a tracker's logs, derived once from the stored
/// tracker: its effective levels, success condition, day assignment and usable rewards.
public struct TrackerRules: Sendable, Hashable {
    /// The tracker's own levels, or the preset's when the store has none and the tracker is
    /// a levels tracker (an old awareness Mood tracker, value 1 and a note, keeps no levels).
    public let levels: [TrackerLevel]?
    /// Each level's key as output shows it, parallel to `levels`: the key, or `key#id` where
    /// two levels of the tracker share the key (the app tells levels apart by id).
    public let levelOutputKeys: [String]
    /// Level positions by id, for trackers with more levels than the app makes (a scan of
    /// 2–5 levels is faster than hashing; a hostile store's 80,000 must not be scanned per log).
    private let levelIndexByID: [Int: Int]?
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
    /// When the tracker was created: the habit strength is walked from that day on (or from
    /// the first logged day, when that is earlier).
    public let createdAt: Date

    public struct Problem: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            case unknownDayAssignment
            case unusableRewardConfig
            case unknownEnumValue
            case duplicateLevelKeys
            case unusualLevelCount
        }
        public var kind: Kind
        public var message: String
    }

    public init(tracker: Tracker) {
        var problems: [Problem] = []
        // As the app reads a tracker: stored levels win; without them only a levels tracker
        // is one (the preset fills them in, contract §2); any other mode keeps its own.
        let levels = tracker.levels ?? (tracker.trackingMode == .levels ? tracker.preset?.levels : nil)
        self.levels = levels
        self.levelOutputKeys = Self.outputKeys(levels ?? [])
        if let levels, levels.count > 8 {
            var byID: [Int: Int] = [:]
            for (index, level) in levels.enumerated() where byID[level.id] == nil { byID[level.id] = index }
            self.levelIndexByID = byID
        } else {
            self.levelIndexByID = nil
        }
        if let stored = tracker.levels {
            problems += Self.levelProblems(stored)
        }
        self.trackingMode = tracker.trackingMode
        self.createdAt = tracker.createdAt
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

    /// `level`'s key as output shows it (see `levelOutputKeys`); levels are found by id.
    public func outputKey(of level: TrackerLevel) -> String {
        guard let index = levelIndexByID.map({ $0[level.id] }) ?? levels?.firstIndex(where: { $0.id == level.id }) else { return level.key }
        return levelOutputKeys[index]
    }

    /// The keys as output shows them: `key#id` for a key two levels share.
    static func outputKeys(_ levels: [TrackerLevel]) -> [String] {
        var counts: [String: Int] = [:]
        for level in levels { counts[level.key, default: 0] += 1 }
        return levels.map { counts[$0.key, default: 0] > 1 ? "\($0.key)#\($0.id)" : $0.key }
    }

    /// What the app's editor would not have written but the app reads as stored: levels
    /// sharing a key (its custom-tracker sheet derives a key from each level's name, so two
    /// levels named "Level 3", or "Good" and "good", share one) and a count outside 2–5.
    static func levelProblems(_ levels: [TrackerLevel]) -> [Problem] {
        var problems: [Problem] = []
        // The ids of each key, keys in the order of their first level.
        var idsByKey: [(key: String, ids: [Int])] = []
        var indexByKey: [String: Int] = [:]  // not pairwise: 80,000 levels must stay linear
        for level in levels {
            if let index = indexByKey[level.key] {
                idsByKey[index].ids.append(level.id)
            } else {
                indexByKey[level.key] = idsByKey.count
                idsByKey.append((level.key, [level.id]))
            }
        }
        let shared = idsByKey.filter { $0.ids.count > 1 }.map { key, ids in
            "levels with ids \(ids.map(String.init).joined(separator: ", ")) share the key \(key.quotedForMessage)"
        }
        if !shared.isEmpty {
            problems.append(Problem(kind: .duplicateLevelKeys, message: shared.joined(separator: "; ")))
        }
        if !TrackerLevel.allowedCount.contains(levels.count) {
            let count = levels.count
            problems.append(Problem(kind: .unusualLevelCount, message: "\(count) level\(count == 1 ? "" : "s")"))
        }
        return problems
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
        if let levelIndexByID {
            if let index = levelIndexByID[value] { return index }
        } else {
            for index in levels.indices where levels[index].id == value { return index }
        }
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
