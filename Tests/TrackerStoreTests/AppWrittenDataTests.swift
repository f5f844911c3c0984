import Foundation
import Testing
import TrackerModel
import TrackerStore

/// What the app writes and the tool once rejected as a whole store: levels sharing
/// a key (the app's custom-tracker sheet derives keys from level names), a log whose tracker
/// relationship is NULL, and an old Mood tracker without levels. The same history as a JSON
/// export and as a SwiftData store (`Tests/Fixtures/app-written/generate.py`), and in the
/// format of every other reader of `StoreReaders.all` (`app-written.EXT`, EXT one of the
/// reader's `fileExtensions`): each reader must read it as the JSON reader does.
@Suite struct AppWrittenDataTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/app-written")

    static func json() throws -> Store { try JSONStoreReader.read(path: directory.appendingPathComponent("app-written.json").path) }
    static func sqlite() throws -> Store { try SQLiteStoreReader.read(path: directory.appendingPathComponent("app-written.sqlite").path) }

    @Test func theJSONExportIsReadWithOneWarningPerKind() throws {
        let store = try Self.json()
        #expect(store.trackers.count == 3)
        #expect(store.logs.count == 9, "the log naming no tracker is left out")
        #expect(store.warnings == [
            StoreWarning(kind: .duplicateLevelKeys, count: 2,
                         firstExample: #"trackers[0] (Evening walk): levels with ids 2, 3, 4 share the key "level_3""#),
            StoreWarning(kind: .logWithoutTracker, count: 1, firstExample: "logs[9] names tracker C0000000-0000-4000-8000-0000000000FF"),
        ])
        #expect(store.warnings.map(\.description) == [
            #"2 trackers with levels sharing a key, told apart by id (output shows such a key as key#id); first: trackers[0] (Evening walk): levels with ids 2, 3, 4 share the key "level_3""#,
            "1 log names no tracker of the store and is left out: logs[9] names tracker C0000000-0000-4000-8000-0000000000FF",
        ])
    }

    @Test func theSQLiteStoreLeavesOutALogWithANullTracker() throws {
        let store = try Self.sqlite()
        #expect(store.logs.count == 9)
        #expect(store.warnings == [
            StoreWarning(kind: .logWithoutTracker, count: 1, firstExample: "ZTRACKERLOG row Z_PK=10 has no tracker (ZTRACKER is NULL)"),
            StoreWarning(kind: .duplicateLevelKeys, count: 2,
                         firstExample: #"ZTRACKER row Z_PK=1 (Evening walk): levels with ids 2, 3, 4 share the key "level_3""#),
        ])
    }

    /// The fixture of `reader`'s format: the first `app-written.EXT` there is.
    static func fixture(of reader: any StoreReader.Type) -> URL? {
        reader.fileExtensions.lazy.map { directory.appendingPathComponent("app-written.\($0)") }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// Every reader of the list has the history as a fixture and reads the same trackers and
    /// logs from it as the JSON reader (warnings name places of each format; the store's
    /// own members, such as the time zone, are the format's).
    @Test(arguments: StoreReaders.all.map { $0.name })
    func everyReaderReadsTheSameTrackersAndLogs(_ name: String) throws {
        let reader = try #require(StoreReaders.all.first { $0.name == name })
        let fixture = try #require(Self.fixture(of: reader), "no app-written.EXT for \(name) in \(Self.directory.path) (EXT one of \(reader.fileExtensions))")
        let store = try reader.read(StoreInput(path: fixture.path))
        let fromJSON = try Self.json()
        #expect(store.trackers == fromJSON.trackers, "\(name)")
        #expect(store.logs == fromJSON.logs, "\(name)")
        #expect(Set(store.warnings.map(\.kind)) == Set(fromJSON.warnings.map(\.kind)), "\(name)")
    }

    @Test func sharedKeysAreToldApartByIdInOutput() throws {
        let store = try Self.json()
        let walk = TrackerRules(tracker: store.trackers[0])
        #expect(walk.levelOutputKeys == ["level_1", "level_2", "level_3#2", "level_3#3", "level_3#4"])
        // The id decides a log's level, so level_3#3 (success) is not level_3#2 (breaks).
        #expect(walk.level(forValue: 3).level?.streakEffect == .success)
        #expect(walk.level(forValue: 2).level?.streakEffect == .breaksStreak)
        let feeling = TrackerRules(tracker: store.trackers[1])
        #expect(feeling.levelOutputKeys == ["good#0", "good#1"])
        #expect(feeling.outputKey(of: feeling.levels![1]) == "good#1")
        // Unique keys are shown as they are.
        let noAlc = TrackerRules(tracker: Tracker(id: UUID(), name: "NoAlc", type: .saboteur, trackingMode: .levels, createdAt: Date()))
        #expect(noAlc.levelOutputKeys == ["steady", "easy", "wild"])
        #expect(noAlc.problems.isEmpty)
    }

    @Test func keysDifferingOnlyInCaseAreDistinctAsInTheApp() {
        // The app compares keys as Swift strings (case-sensitively); its sheet lowercases
        // names, so "Good" and "good" only collide as names (see the fixture's Feeling).
        let levels = [TrackerLevel(id: 0, key: "Good", icon: "", labelKey: "Good", streakEffect: .success),
                      TrackerLevel(id: 1, key: "good", icon: "", labelKey: "good", streakEffect: .success)]
        let rules = TrackerRules(tracker: Tracker(id: UUID(), name: "Custom", type: .good, trackingMode: .levels, createdAt: Date(), levels: levels))
        #expect(rules.levelOutputKeys == ["Good", "good"])
        #expect(rules.problems.isEmpty)
    }

    @Test func anOldAwarenessMoodTrackerKeepsItsOwnMode() throws {
        let mood = try Self.json().trackers[2]
        #expect(mood.name == "Mood" && mood.trackingMode == .awareness && mood.levels == nil)
        let rules = TrackerRules(tracker: mood)
        #expect(rules.levels == nil, "no preset levels for a tracker that is no levels tracker")
        #expect(rules.successCondition == .logExists)
        #expect(rules.level(forValue: 1).level == nil, "value 1 is no level: not \"Mood.Awful\"")
    }

    @Test func presetLevelsFillOnlyALevelsTracker() {
        for mode in [TrackingMode.awareness, .yesNo, .counter, .avoidance] {
            let tracker = Tracker(id: UUID(), name: "Mood", type: .good, trackingMode: mode, createdAt: Date())
            #expect(TrackerRules(tracker: tracker).levels == nil, "\(mode.rawValue)")
        }
        let levelsMood = Tracker(id: UUID(), name: "Mood", type: .good, trackingMode: .levels, createdAt: Date())
        #expect(TrackerRules(tracker: levelsMood).levels == TrackerPreset.mood.levels)
    }

    @Test func levelCountsOutsideTwoToFiveAreReadAsStoredWithAWarning() {
        let one = [TrackerLevel(id: 0, key: "done", icon: "", labelKey: "Done", streakEffect: .success)]
        let tracker = Tracker(id: UUID(), name: "Custom", type: .good, trackingMode: .levels, createdAt: Date(), levels: one)
        let store = Store.assemble(exportedAt: nil, timeZoneIdentifier: nil, trackers: [tracker, tracker], logs: [],
                                   trackerPlace: { "trackers[\($0)]" }, logPlace: { "logs[\($0)]" })
        #expect(store.warnings == [StoreWarning(kind: .unusualLevelCount, count: 2, firstExample: "trackers[0] (Custom): 1 level")])
        #expect(TrackerRules(tracker: tracker).levels == one)
    }
}
