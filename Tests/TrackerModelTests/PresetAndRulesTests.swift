import Foundation
import Testing
@testable import TrackerModel

@Suite struct PresetAndRulesTests {
    private func tracker(
        name: String = "Custom", mode: TrackingMode = .yesNo, levels: [TrackerLevel]? = nil,
        goal: Int? = nil, reward: RewardConfig? = nil, day: String? = nil, type: TrackerType = .good
    ) -> Tracker {
        Tracker(
            id: UUID(), name: name, type: type, trackingMode: mode, createdAt: Date(timeIntervalSince1970: 0),
            dailyGoal: goal, levels: levels, rewardConfig: reward, dayAssignmentRaw: day
        )
    }

    /// Found by the hostile-input corpus: a 100,000-byte enum value (an SQLite BLOB of "[[[…")
    /// went whole into the one-line warning; values are cut after 40 characters.
    @Test func hugeUnknownValuesAreShortenedInWarnings() {
        let huge = String(repeating: "[", count: 100_000)
        let rules = TrackerRules(tracker: tracker(mode: .unknown(huge), day: "x" + huge, type: .unknown("neutral")))
        #expect(rules.problems.map(\.message) == [
            "unknown day assignment \"x\(String(repeating: "[", count: 39))…\"; using the log's timestamp",
            "unknown type \"neutral\"",
            "unknown trackingMode \"\(String(repeating: "[", count: 40))…\"",
        ])
    }

    @Test func presetsAreTheAppsElevenWithTheirFacts() {
        #expect(TrackerPreset.all.map(\.name) == [
            "NoAlc", "Mood", "Energy", "Feelings", "Gratitude", "Drink Water",
            "Doomscrolling", "Snacking", "Procrastination", "Rumination", "Phone During Conversations",
        ])
        let noAlc = TrackerPreset.noAlc
        #expect(noAlc.type == .saboteur)
        #expect(noAlc.levels?.map(\.id) == [0, 1, 2])
        #expect(noAlc.levels?.map(\.labelKey) == ["NoAlc.Steady", "NoAlc.Easy", "NoAlc.Wild"])
        #expect(noAlc.levels?.map(\.streakEffect) == [.success, .needsGrace, .needsGrace])
        #expect(noAlc.rewardConfig == RewardConfig(earnEveryDays: 7, maxOnHand: 3, canHealGrace: true))
        #expect(noAlc.dayAssignmentRaw == "cutoffHour:18")
        #expect(TrackerPreset.mood.levels?.map(\.labelKey) == ["Mood.Awful", "Mood.Bad", "Mood.Okay", "Mood.Good", "Mood.Great"])
        #expect(TrackerPreset.mood.levels?.map(\.id) == [1, 2, 3, 4, 5])
        #expect(TrackerPreset.mood.rewardConfig == nil)
        #expect(TrackerPreset.energy.levels?.map(\.labelKey) == ["Energy.Low", "Energy.Medium", "Energy.High"])
        #expect(TrackerPreset.drinkWater.trackingMode == .counter)
        #expect(TrackerPreset.drinkWater.dailyGoal == 8)
        for name in ["Doomscrolling", "Snacking", "Procrastination", "Rumination", "Phone During Conversations"] {
            #expect(TrackerPreset.named(name)?.type == .saboteur)
            #expect(TrackerPreset.named(name)?.trackingMode == .awareness)
        }
        #expect(TrackerPreset.named("noalc") == nil, "preset names match case-sensitively")
        #expect(TrackerPreset.requiredCatalogKeys(trackers: []).count == 8, "NoAlc's 3 and Mood's 5 level labels")
    }

    @Test func successConditionFollowsLevelsThenTrackingMode() {
        let levels = TrackerPreset.noAlc.levels
        #expect(SuccessCondition.derive(trackingMode: .levels, levels: levels, dailyGoal: nil) == .levelMatches(["steady"]))
        // Levels without any success level: the tracking mode decides.
        let graceOnly = [
            TrackerLevel(id: 0, key: "a", icon: "", labelKey: "A", streakEffect: .needsGrace),
            TrackerLevel(id: 1, key: "b", icon: "", labelKey: "B", streakEffect: .breaksStreak),
        ]
        #expect(SuccessCondition.derive(trackingMode: .avoidance, levels: graceOnly, dailyGoal: nil) == .logNotExists)
        #expect(SuccessCondition.derive(trackingMode: .levels, levels: graceOnly, dailyGoal: nil) == .logExists)
        #expect(SuccessCondition.derive(trackingMode: .counter, levels: nil, dailyGoal: 8) == .meetsGoal(8))
        #expect(SuccessCondition.derive(trackingMode: .counter, levels: nil, dailyGoal: nil) == .logExists)
        #expect(SuccessCondition.derive(trackingMode: .counter, levels: nil, dailyGoal: 0) == .logExists)
        #expect(SuccessCondition.derive(trackingMode: .counter, levels: nil, dailyGoal: -3) == .logExists)
        #expect(SuccessCondition.derive(trackingMode: .yesNo, levels: nil, dailyGoal: nil) == .logExists)
        #expect(SuccessCondition.derive(trackingMode: .awareness, levels: nil, dailyGoal: nil) == .logExists)
        #expect(SuccessCondition.derive(trackingMode: .levels, levels: nil, dailyGoal: nil) == .logExists)
        #expect(SuccessCondition.derive(trackingMode: .avoidance, levels: nil, dailyGoal: nil) == .logNotExists)
        #expect(SuccessCondition.derive(trackingMode: .unknown("future"), levels: nil, dailyGoal: nil) == .logExists)
    }

    @Test(arguments: [
        ("timestamp", DayAssignment.timestamp, false),
        ("cutoffHour:18", .cutoffHour(18), false),
        ("cutoff:4", .cutoffHour(4), false),
        ("cutoffHour:0", .cutoffHour(0), false),
        ("cutoffHour:23", .cutoffHour(23), false),
        ("cutoffHour:24", .timestamp, true),
        ("cutoffHour:-1", .timestamp, true),
        ("cutoffHour:", .timestamp, true),
        ("cutoffHour:6pm", .timestamp, true),
        ("midnight", .timestamp, true),
        ("CutoffHour:18", .timestamp, true),
    ])
    func dayAssignmentParsing(raw: String, expected: DayAssignment, hasProblem: Bool) {
        let parsed = DayAssignment.parse(raw)
        #expect(parsed.assignment == expected)
        #expect((parsed.problem != nil) == hasProblem)
    }

    @Test func absentDayAssignmentIsTimestampWithoutProblem() {
        #expect(DayAssignment.parse(nil) == DayAssignment.Parsed(assignment: .timestamp, problem: nil))
    }

    @Test func presetFillsOnlyMissingLevelsNeverGoalRewardsOrDayAssignment() {
        let rules = TrackerRules(tracker: tracker(name: "NoAlc", mode: .levels))
        #expect(rules.levels == TrackerPreset.noAlc.levels)
        #expect(rules.rewardConfig == nil, "a preset never fills rewards")
        #expect(rules.dayAssignment == .timestamp, "a preset never fills the day assignment")
        #expect(rules.successCondition == .levelMatches(["steady"]))

        let water = TrackerRules(tracker: tracker(name: "Drink Water", mode: .counter))
        #expect(water.successCondition == .logExists, "a preset never fills the goal")

        let ownLevels = [
            TrackerLevel(id: 0, key: "steady", icon: "", labelKey: "NoAlc.Steady", streakEffect: .success),
            TrackerLevel(id: 1, key: "easy", icon: "", labelKey: "NoAlc.Easy", streakEffect: .needsGrace),
            TrackerLevel(id: 2, key: "wild", icon: "", labelKey: "NoAlc.Wild", streakEffect: .breaksStreak),
        ]
        let stored = TrackerRules(tracker: tracker(name: "NoAlc", mode: .levels, levels: ownLevels))
        #expect(stored.levels?[2].streakEffect == .breaksStreak, "the store's own levels win")

        let otherCase = TrackerRules(tracker: tracker(name: "noalc", mode: .levels))
        #expect(otherCase.levels == nil, "presets match names exactly")
    }

    @Test func legacyDrinkCountsMapForNoAlcLevelsOnly() {
        let rules = TrackerRules(tracker: tracker(name: "NoAlc", mode: .levels))
        #expect(rules.readsLegacyDrinkCounts)
        #expect(rules.level(forValue: 0) == .level(TrackerPreset.noAlc.levels![0]))
        #expect(rules.level(forValue: 2) == .level(TrackerPreset.noAlc.levels![2]))
        #expect(rules.level(forValue: 3).level?.key == "easy")
        #expect(rules.level(forValue: 4) == .legacyDrinkCount(TrackerPreset.noAlc.levels![1]))
        #expect(rules.level(forValue: 5).level?.key == "easy")
        #expect(rules.level(forValue: 6) == .legacyDrinkCount(TrackerPreset.noAlc.levels![2]))
        #expect(rules.level(forValue: 40).level?.key == "wild")
        #expect(rules.level(forValue: -1) == .none)
        #expect(rules.level(forValue: nil) == .none)

        let mood = TrackerRules(tracker: tracker(name: "Mood", mode: .levels))
        #expect(!mood.readsLegacyDrinkCounts)
        #expect(mood.level(forValue: 6) == .none)
        #expect(mood.level(forValue: 5).level?.key == "great")
    }

    @Test func unusableConfigurationsBecomeProblems() {
        let badReward = TrackerRules(tracker: tracker(reward: RewardConfig(earnEveryDays: 0, maxOnHand: 3, canHealGrace: true)))
        #expect(badReward.rewardConfig == nil)
        #expect(badReward.problems.map(\.kind) == [.unusableRewardConfig])

        let negativeCap = TrackerRules(tracker: tracker(reward: RewardConfig(earnEveryDays: 7, maxOnHand: -1, canHealGrace: true)))
        #expect(negativeCap.rewardConfig == nil)

        let zeroCap = TrackerRules(tracker: tracker(reward: RewardConfig(earnEveryDays: 7, maxOnHand: 0, canHealGrace: true)))
        #expect(zeroCap.rewardConfig != nil, "maxOnHand 0 is usable: rewards are never held")

        let badHour = TrackerRules(tracker: tracker(day: "cutoffHour:30"))
        #expect(badHour.dayAssignment == .timestamp)
        #expect(badHour.problems.map(\.kind) == [.unknownDayAssignment])

        let unknownEnums = TrackerRules(tracker: tracker(mode: .unknown("timer"), type: .unknown("neutral")))
        #expect(unknownEnums.problems.filter { $0.kind == .unknownEnumValue }.count == 2)
        #expect(unknownEnums.successCondition == .logExists)
    }

    @Test func calendarDayArithmeticRoundTrips() {
        #expect(CalendarDay(year: 1970, month: 1, day: 1)?.dayNumber == 0)
        #expect(CalendarDay(year: 2026, month: 11, day: 20)?.isoString == "2026-11-20")
        #expect(CalendarDay(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDay(year: 2026, month: 2, day: 29) == nil)
        #expect(CalendarDay(year: 2026, month: 13, day: 1) == nil)
        #expect(CalendarDay(iso: "2026-03-29")?.advanced(by: 1).isoString == "2026-03-30")
        #expect(CalendarDay(iso: "2026-3-29") == nil)
        for dayNumber in stride(from: -800_000, through: 3_000_000, by: 997) {
            let day = CalendarDay(dayNumber: dayNumber)
            let (y, m, d) = day.components
            #expect(CalendarDay(year: y, month: m, day: d) == day)
        }
    }

    @Test func displayOrderPinsFirstThenOrderCreationNameId() {
        func make(_ name: String, order: Int, created: TimeInterval, active: Bool = true, id: String = UUID().uuidString) -> Tracker {
            Tracker(id: UUID(uuidString: id)!, name: name, type: .good, trackingMode: .yesNo,
                    createdAt: Date(timeIntervalSince1970: created), isActive: active, displayOrder: order)
        }
        let trackers = [
            make("Zeta", order: 1, created: 10),
            make("Alpha", order: 1, created: 10),
            make("Beta", order: 0, created: 50),
            make("NoAlc", order: 9, created: 0),
            make("Gamma", order: 0, created: 20),
            make("Old", order: 0, created: 1, active: false),
            make("Same", order: 2, created: 5, id: "00000000-0000-0000-0000-00000000000B"),
            make("Same", order: 2, created: 5, id: "00000000-0000-0000-0000-00000000000A"),
        ]
        let order = DisplayOrder(trackers: trackers)
        #expect(order.trackers.map(\.name) == ["NoAlc", "Gamma", "Beta", "Alpha", "Zeta", "Same", "Same"])
        #expect(order.trackers[5].id.uuidString.hasSuffix("A"))
        #expect(order.entries.map(\.isPinned) == [true, false, false, false, false, false, false])
        #expect(DisplayOrder(trackers: trackers, includeInactive: true).trackers.last?.name == "Old")
        #expect(DisplayOrder(trackers: trackers, pins: []).trackers.first?.name == "Gamma")
        #expect(DisplayOrder(trackers: trackers, pins: ["Zeta", "NoAlc"]).trackers.prefix(2).map(\.name) == ["Zeta", "NoAlc"])
        // Name ties compare Unicode scalars: "Z" (U+005A) sorts before "a" (U+0061).
        let scalarOrder = DisplayOrder(trackers: [make("a", order: 0, created: 0), make("Z", order: 0, created: 0)], pins: [])
        #expect(scalarOrder.trackers.map(\.name) == ["Z", "a"])
    }
}
