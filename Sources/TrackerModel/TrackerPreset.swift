/// The built-in trackers of the app (checked against the app's `TrackerPreset.all` at version
/// 3.2.0; docs/streaks-and-strength.md lists the deliberate differences). They name the level label keys the
/// app's catalog must translate and fill in levels a stored levels tracker lacks.
public struct TrackerPreset: Sendable, Hashable {
    public var name: String
    public var icon: String
    /// A preset the app does not offer (Energy): it only fills in a lacking tracker's levels,
    /// and its keys are never required of the app's catalog.
    public var isToolOnly: Bool
    public var type: TrackerType
    public var trackingMode: TrackingMode
    public var levels: [TrackerLevel]?
    public var rewardConfig: RewardConfig?
    public var dailyGoal: Int?
    public var dayAssignmentRaw: String?

    /// The key of the preset's display name (the English name itself). The app shows a
    /// preset's name from the preset, not from its catalog, so no catalog must have it.
    public var nameKey: String { name }

    public static let noAlc = TrackerPreset(
        name: "NoAlc", icon: "🍷", type: .saboteur, trackingMode: .levels,
        levels: [
            TrackerLevel(id: 0, key: "steady", icon: "💧", labelKey: "NoAlc.Steady", streakEffect: .success),
            TrackerLevel(id: 1, key: "easy", icon: "✨", labelKey: "NoAlc.Easy", streakEffect: .needsGrace),
            // A joker heals a wild day too (contract §2, the app's streaks-rewards.md "Healing Wild
            // Day"), so it needs grace; the app's code says breaksStreak (see docs/streaks-and-strength.md, "Presets").
            TrackerLevel(id: 2, key: "wild", icon: "💥", labelKey: "NoAlc.Wild", streakEffect: .needsGrace),
        ],
        rewardConfig: RewardConfig(earnEveryDays: 7, maxOnHand: 3, canHealGrace: true),
        dailyGoal: nil, dayAssignmentRaw: "cutoffHour:18"
    )

    public static let mood = TrackerPreset(
        name: "Mood", icon: "😊", type: .good, trackingMode: .levels,
        levels: [
            TrackerLevel(id: 1, key: "awful", icon: "😢", labelKey: "Mood.Awful", streakEffect: .success),
            TrackerLevel(id: 2, key: "bad", icon: "😕", labelKey: "Mood.Bad", streakEffect: .success),
            TrackerLevel(id: 3, key: "okay", icon: "😐", labelKey: "Mood.Okay", streakEffect: .success),
            TrackerLevel(id: 4, key: "good", icon: "🙂", labelKey: "Mood.Good", streakEffect: .success),
            TrackerLevel(id: 5, key: "great", icon: "😊", labelKey: "Mood.Great", streakEffect: .success),
        ],
        rewardConfig: nil, dailyGoal: nil, dayAssignmentRaw: nil
    )

    /// Not a preset of the app, which knows these levels only to reset a tracker named
    /// "Energy" to them (`TrackerMigration.syncLevelsWithDefaults`); kept so that an Energy
    /// levels tracker without stored levels still reads as low/medium/high.
    public static let energy = TrackerPreset(
        name: "Energy", icon: "⚡", type: .good, trackingMode: .levels, isToolOnly: true,
        levels: [
            TrackerLevel(id: 1, key: "low", icon: "🔋", labelKey: "Energy.Low", streakEffect: .success),
            TrackerLevel(id: 2, key: "medium", icon: "⚡", labelKey: "Energy.Medium", streakEffect: .success),
            TrackerLevel(id: 3, key: "high", icon: "🔥", labelKey: "Energy.High", streakEffect: .success),
        ],
        rewardConfig: nil, dailyGoal: nil, dayAssignmentRaw: nil
    )

    public static let feelings = TrackerPreset(name: "Feelings", icon: "💭", type: .good, trackingMode: .awareness)
    public static let gratitude = TrackerPreset(name: "Gratitude", icon: "🙏", type: .good, trackingMode: .awareness)
    public static let drinkWater = TrackerPreset(name: "Drink Water", icon: "💧", type: .good, trackingMode: .counter, dailyGoal: 8)
    public static let doomscrolling = TrackerPreset(name: "Doomscrolling", icon: "📱", type: .saboteur, trackingMode: .awareness)
    public static let snacking = TrackerPreset(name: "Snacking", icon: "🍫", type: .saboteur, trackingMode: .awareness)
    public static let procrastination = TrackerPreset(name: "Procrastination", icon: "🛋️", type: .saboteur, trackingMode: .awareness)
    public static let rumination = TrackerPreset(name: "Rumination", icon: "🌀", type: .saboteur, trackingMode: .awareness)
    public static let phoneDuringConversations = TrackerPreset(
        name: "Phone During Conversations", icon: "📵", type: .saboteur, trackingMode: .awareness
    )

    /// Every preset: the app's order with NoAlc first, and Energy (tool-only) after Mood.
    public static let all: [TrackerPreset] = [
        noAlc, mood, energy, feelings, gratitude, drinkWater,
        doomscrolling, snacking, procrastination, rumination, phoneDuringConversations,
    ]

    /// The preset whose name is exactly `name` (case-sensitive, as the app matches them).
    public static func named(_ name: String) -> TrackerPreset? {
        all.first { $0.name == name }
    }

    /// The keys the app's string catalog must have: the level label keys of the app's presets,
    /// then those of `trackers`; each (kind, key, tracker) once, in that order. Not required:
    /// preset names (the app shows them from the preset, and the tool ships them itself), a
    /// custom tracker's name (the user's own text), and the keys of a tool-only preset's
    /// levels filled in for a tracker lacking them.
    /// - Parameter includingPresets: false when the app's sources were scanned: then the code's
    ///   own uses say which label keys it needs, and another app has no presets at all.
    public static func requiredCatalogKeys(trackers: [Tracker], includingPresets: Bool = true) -> [RequiredCatalogKey] {
        var keys: [RequiredCatalogKey] = []
        var seen = Set<RequiredCatalogKey.Identity>()
        func add(_ key: RequiredCatalogKey) {
            if seen.insert(key.identity).inserted { keys.append(key) }
        }
        for preset in all where includingPresets && !preset.isToolOnly {
            for level in preset.levels ?? [] {
                add(RequiredCatalogKey(key: level.labelKey, kind: .levelLabel, tracker: preset.name, level: level.key))
            }
        }
        for tracker in trackers {
            if tracker.levels == nil, tracker.preset?.isToolOnly == true { continue }
            for level in TrackerRules(tracker: tracker).levels ?? [] {
                add(RequiredCatalogKey(key: level.labelKey, kind: .levelLabel, tracker: tracker.name, level: level.key))
            }
        }
        return keys
    }

    public init(
        name: String, icon: String, type: TrackerType, trackingMode: TrackingMode, isToolOnly: Bool = false,
        levels: [TrackerLevel]? = nil, rewardConfig: RewardConfig? = nil,
        dailyGoal: Int? = nil, dayAssignmentRaw: String? = nil
    ) {
        self.name = name
        self.icon = icon
        self.isToolOnly = isToolOnly
        self.type = type
        self.trackingMode = trackingMode
        self.levels = levels
        self.rewardConfig = rewardConfig
        self.dailyGoal = dailyGoal
        self.dayAssignmentRaw = dayAssignmentRaw
    }
}

/// A key the app looks up in its string catalog to show a tracker.
public struct RequiredCatalogKey: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A level's `labelKey` (`NoAlc.Steady`, `Mood.Awful`, …), today the only kind: preset
        /// names are no longer required (see `TrackerPreset.requiredCatalogKeys`).
        case levelLabel
    }

    public var key: String
    public var kind: Kind
    /// The tracker the key belongs to (its name).
    public var tracker: String
    /// The level's `key` (`awful`), for level labels.
    public var level: String?

    public init(key: String, kind: Kind, tracker: String, level: String? = nil) {
        self.key = key
        self.kind = kind
        self.tracker = tracker
        self.level = level
    }

    /// What makes two required keys the same requirement (the level does not).
    struct Identity: Hashable {
        var kind: Kind
        var key: String
        var tracker: String
    }

    var identity: Identity { Identity(kind: kind, key: key, tracker: tracker) }
}
