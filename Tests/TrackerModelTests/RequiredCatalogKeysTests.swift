import Foundation
import Testing
import TrackerModel

/// Which keys a string catalog must have (`strings check`'s missing-key rule).
@Suite struct RequiredCatalogKeysTests {
    @Test func presetsGiveTheirLevelLabelsThenTheirName() {
        let keys = TrackerPreset.requiredCatalogKeys(trackers: [])
        let mood = keys.filter { $0.tracker == "Mood" }
        #expect(mood.map(\.key) == ["Mood.Awful", "Mood.Bad", "Mood.Okay", "Mood.Good", "Mood.Great", TrackerPreset.mood.nameKey])
        #expect(mood.last?.kind == .presetName && mood.last?.level == nil)
        #expect(mood.first?.level == "awful")
        #expect(keys.filter { $0.kind == .presetName }.count == TrackerPreset.all.count)
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
