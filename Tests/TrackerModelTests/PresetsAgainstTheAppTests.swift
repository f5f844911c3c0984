import Testing
import TrackerModel

/// The presets against the app's `TrackerPreset.all` and `TrackerLevel` presets
/// (Services/TrackerModels.swift, version 3.2.0), transcribed here as facts. Where the tool
/// differs on purpose, the test says so and the preset table of docs/streaks-and-strength.md gives the reason.
@Suite struct PresetsAgainstTheAppTests {
    struct AppPreset {
        var name: String, icon: String, type: TrackerType, mode: TrackingMode, goal: Int?
        var levels: [(id: Int, key: String, icon: String, labelKey: String, effect: StreakEffect)] = []
        var rewards: RewardConfig?
        var dayAssignment: String?
    }

    static let app: [AppPreset] = [
        AppPreset(name: "Mood", icon: "😊", type: .good, mode: .levels, goal: nil, levels: [
            (1, "awful", "😢", "Awful", .success), (2, "bad", "😕", "Bad", .success), (3, "okay", "😐", "Okay", .success),
            (4, "good", "🙂", "Good", .success), (5, "great", "😊", "Great", .success),
        ]),
        AppPreset(name: "Feelings", icon: "💭", type: .good, mode: .awareness, goal: nil),
        AppPreset(name: "Gratitude", icon: "🙏", type: .good, mode: .awareness, goal: nil),
        AppPreset(name: "Drink Water", icon: "💧", type: .good, mode: .counter, goal: 8),
        AppPreset(name: "Doomscrolling", icon: "📱", type: .saboteur, mode: .awareness, goal: nil),
        AppPreset(name: "Snacking", icon: "🍫", type: .saboteur, mode: .awareness, goal: nil),
        AppPreset(name: "Procrastination", icon: "🛋️", type: .saboteur, mode: .awareness, goal: nil),
        AppPreset(name: "Rumination", icon: "🌀", type: .saboteur, mode: .awareness, goal: nil),
        AppPreset(name: "Phone During Conversations", icon: "📵", type: .saboteur, mode: .awareness, goal: nil),
        AppPreset(name: "NoAlc", icon: "🍷", type: .saboteur, mode: .levels, goal: nil, levels: [
            (0, "steady", "💧", "NoAlc.Steady", .success), (1, "easy", "✨", "NoAlc.Easy", .needsGrace),
            (2, "wild", "💥", "NoAlc.Wild", .breaksStreak),
        ], rewards: RewardConfig(earnEveryDays: 7, maxOnHand: 3, canHealGrace: true), dayAssignment: "cutoffHour:18"),
    ]

    @Test func everyAppPresetMatchesButForTheListedDifferences() throws {
        #expect(Set(TrackerPreset.all.filter { !$0.isToolOnly }.map(\.name)) == Set(Self.app.map(\.name)))
        for expected in Self.app {
            let preset = try #require(TrackerPreset.named(expected.name))
            #expect(preset.icon == expected.icon, "\(expected.name) icon")
            #expect(preset.type == expected.type && preset.trackingMode == expected.mode, "\(expected.name) type and mode")
            #expect(preset.dailyGoal == expected.goal, "\(expected.name) goal")
            #expect(preset.rewardConfig == expected.rewards, "\(expected.name) rewards")
            #expect(preset.dayAssignmentRaw == expected.dayAssignment, "\(expected.name) day assignment")
            let levels = preset.levels ?? []
            #expect(levels.map(\.id) == expected.levels.map(\.id), "\(expected.name) level ids")
            #expect(levels.map(\.key) == expected.levels.map(\.key), "\(expected.name) level keys")
            #expect(levels.map(\.icon) == expected.levels.map(\.icon), "\(expected.name) level icons")
            // Deliberate: Mood's label keys are the design documents' `Mood.*` (the app's
            // published catalog has them too); the app's preset says "Awful" … "Great".
            let labelKeys = expected.name == "Mood" ? expected.levels.map { "Mood." + $0.labelKey } : expected.levels.map(\.labelKey)
            #expect(levels.map(\.labelKey) == labelKeys, "\(expected.name) label keys")
            // Deliberate: NoAlc's wild needs grace (contract §2, the app's streaks-rewards.md);
            // the app's code says breaksStreak, which a store's own levels carry and win.
            var effects = expected.levels.map(\.effect)
            if expected.name == "NoAlc" { effects[2] = .needsGrace }
            #expect(levels.map(\.streakEffect) == effects, "\(expected.name) streak effects")
        }
    }

    @Test func energyIsTheOnlyToolOnlyPreset() {
        #expect(TrackerPreset.all.filter(\.isToolOnly).map(\.name) == ["Energy"])
        // The app's energy levels (used only to reset a tracker named Energy): same ids, keys, icons.
        #expect(TrackerPreset.energy.levels?.map(\.key) == ["low", "medium", "high"])
        #expect(TrackerPreset.energy.levels?.map(\.icon) == ["🔋", "⚡", "🔥"])
    }
}
