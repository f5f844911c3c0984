import Foundation
import Testing
import TrackerModel

/// Which keys a string catalog must have (`strings check`'s missing-key rule).
@Suite struct RequiredCatalogKeysTests {
    @Test func theAppsPresetsGiveTheirLevelLabelsButNotTheirNames() {
        let keys = TrackerPreset.requiredCatalogKeys(trackers: [])
        // The app shows a preset's name from the preset itself, not from its catalog.
        #expect(keys.map(\.key) == ["NoAlc.Steady", "NoAlc.Easy", "NoAlc.Wild", "Mood.Awful", "Mood.Bad", "Mood.Okay", "Mood.Good", "Mood.Great"])
        #expect(keys.allSatisfy { $0.kind == .levelLabel })
        let mood = keys.filter { $0.tracker == "Mood" }
        #expect(mood.first?.level == "awful")
    }

    @Test func theToolOnlyEnergyPresetIsNeverRequired() {
        // Energy is no preset of the app: neither its own keys nor, for a levels tracker
        // named Energy without stored levels, the keys of the levels it fills in.
        let energy = Tracker(id: UUID(), name: "Energy", type: .good, trackingMode: .levels, createdAt: Date(timeIntervalSince1970: 0))
        #expect(TrackerRules(tracker: energy).levels == TrackerPreset.energy.levels)
        let keys = TrackerPreset.requiredCatalogKeys(trackers: [energy])
        #expect(!keys.contains { $0.key.hasPrefix("Energy") || $0.tracker == "Energy" })
        // Levels an Energy tracker stores are its own and required as any tracker's.
        var stored = energy
        stored.levels = [TrackerLevel(id: 1, key: "low", icon: "", labelKey: "Low", streakEffect: .success),
                         TrackerLevel(id: 2, key: "high", icon: "", labelKey: "High", streakEffect: .success)]
        #expect(TrackerPreset.requiredCatalogKeys(trackers: [stored]).filter { $0.tracker == "Energy" }.map(\.key) == ["Low", "High"])
    }

    @Test func aStoresTrackersAddTheirLevelLabelsOnceButNotTheirNames() {
        let levels = [
            TrackerLevel(id: 0, key: "calm", icon: "", labelKey: "Focus.Calm", streakEffect: .success),
            TrackerLevel(id: 1, key: "busy", icon: "", labelKey: "Focus.Busy", streakEffect: .breaksStreak),
        ]
        let custom = Tracker(id: UUID(), name: "My Focus", type: .good, trackingMode: .levels, createdAt: Date(timeIntervalSince1970: 0), levels: levels)
        let keys = TrackerPreset.requiredCatalogKeys(trackers: [custom, custom])
        let added = keys.filter { $0.tracker == "My Focus" }
        #expect(added == [
            RequiredCatalogKey(key: "Focus.Calm", kind: .levelLabel, tracker: "My Focus", level: "calm"),
            RequiredCatalogKey(key: "Focus.Busy", kind: .levelLabel, tracker: "My Focus", level: "busy"),
        ])
        #expect(keys.count == TrackerPreset.requiredCatalogKeys(trackers: []).count + 2)
    }
}
