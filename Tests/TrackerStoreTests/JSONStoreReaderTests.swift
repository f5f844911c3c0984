import Foundation
import Testing
import SharpTools
import TrackerModel
@testable import TrackerStore

@Suite struct JSONStoreReaderTests {
    static let noAlcID = "11111111-1111-1111-1111-111111111111"
    static let moodID = "22222222-2222-2222-2222-222222222222"

    /// A small valid store; broken variants are made by replacing one exact piece of it.
    static let validStore = """
    {
      "format": "tracker-store",
      "schemaVersion": 1,
      "exportedAt": "2026-11-20T21:00:00Z",
      "timeZone": "Europe/Berlin",
      "trackers": [
        {
          "id": "\(noAlcID)",
          "name": "NoAlc",
          "icon": "🍷",
          "type": "saboteur",
          "trackingMode": "levels",
          "createdAt": "2025-12-19T08:00:00Z",
          "isActive": true,
          "displayOrder": 0,
          "levels": [
            {"id": 0, "key": "steady", "icon": "💧", "labelKey": "NoAlc.Steady", "streakEffect": "success"},
            {"id": 1, "key": "easy", "icon": "✨", "labelKey": "NoAlc.Easy", "streakEffect": "needsGrace"},
            {"id": 2, "key": "wild", "icon": "💥", "labelKey": "NoAlc.Wild", "streakEffect": "needsGrace"}
          ],
          "rewardConfig": {"earnEveryDays": 7, "maxOnHand": 3, "canHealGrace": true},
          "dayAssignmentRaw": "cutoffHour:18",
          "futureField": {"nested": [1, 2, {"deep": null}]}
        },
        {
          "id": "\(moodID)",
          "name": "Mood",
          "type": "good",
          "trackingMode": "levels",
          "createdAt": "2026-01-05T09:30:00.250+01:00"
        }
      ],
      "logs": [
        {"id": "AAAAAAAA-0000-0000-0000-000000000001", "trackerId": "\(noAlcID)", "timestamp": "2026-11-20T19:30:00+01:00", "value": 0, "note": "Dinner, \\"one\\" glass\\n🍷", "trigger": "social"},
        {"id": "aaaaaaaa-0000-0000-0000-000000000002", "trackerId": "\(moodID)", "timestamp": "2026-11-20T08:00:00Z", "value": 4, "note": null}
      ]
    }
    """

    private func read(_ text: String) throws(StoreError) -> Store {
        try JSONStoreReader.read(bytes: Array(text.utf8), file: "store.json")
    }

    private func variant(_ original: String, _ replacement: String) -> String {
        precondition(JSONStoreReaderTests.validStore.contains(original), "test setup: \(original) not in the base store")
        return JSONStoreReaderTests.validStore.replacingOccurrences(of: original, with: replacement)
    }

    private func failure(_ text: String) -> StoreError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsAValidStoreWithDefaultsAndUnknownMembersIgnored() throws {
        let store = try read(JSONStoreReaderTests.validStore)
        #expect(store.timeZoneIdentifier == "Europe/Berlin")
        #expect(store.exportedAt == Date(timeIntervalSince1970: 1_795_208_400))
        #expect(store.trackers.count == 2)
        let noAlc = store.trackers[0]
        #expect(noAlc.id == UUID(uuidString: JSONStoreReaderTests.noAlcID))
        #expect(noAlc.type == .saboteur)
        #expect(noAlc.trackingMode == .levels)
        #expect(noAlc.levels?.count == 3)
        #expect(noAlc.rewardConfig == RewardConfig(earnEveryDays: 7, maxOnHand: 3, canHealGrace: true))
        #expect(noAlc.dayAssignmentRaw == "cutoffHour:18")
        let mood = store.trackers[1]
        #expect(mood.levels == nil, "absent levels stay nil; the preset fills them in TrackerRules")
        #expect(mood.isActive && mood.displayOrder == 0 && mood.widgetOrder == 999 && mood.icon.isEmpty)
        #expect(mood.createdAt == Date(timeIntervalSince1970: 1_767_601_800.25))
        #expect(store.logs.count == 2)
        #expect(store.logs[0].note == "Dinner, \"one\" glass\n🍷")
        #expect(store.logs[0].trigger == "social")
        #expect(store.logs[0].timestamp == Date(timeIntervalSince1970: 1_795_199_400))
        #expect(store.logs[1].id == UUID(uuidString: "AAAAAAAA-0000-0000-0000-000000000002"), "lower-case UUIDs are read")
        #expect(store.warnings.isEmpty)
    }

    @Test func readsHeaderAfterTheArrays() throws {
        let reordered = """
        {"trackers": [{"id": "\(JSONStoreReaderTests.moodID)", "name": "Mood", "type": "good", "trackingMode": "levels", "createdAt": "2026-01-05T09:30:00Z"}],
         "logs": [], "schemaVersion": 1, "format": "tracker-store"}
        """
        let store = try read(reordered)
        #expect(store.trackers.map(\.name) == ["Mood"])
        #expect(store.timeZoneIdentifier == nil)
    }

    @Test func newerSchemaVersionAfterTheArraysIsStillTheError() {
        let reordered = """
        {"trackers": [{"shape": "of the future"}], "logs": [], "schemaVersion": 3, "format": "tracker-store"}
        """
        #expect(failure(reordered)?.problem.contains("schemaVersion 3 is newer than this trackerkit reads (1)") == true)
    }

    /// Each broken store: the replacement, the expected one-line message (exact).
    static let brokenCases: [(String, String, String)] = [
        ("\"schemaVersion\": 1,", "\"schemaVersion\": 1", "store.json:4:3: invalid JSON: expected ',' or '}' after an object member, found '\"'"),
        ("\"format\": \"tracker-store\"", "\"format\": \"habit-export\"", "store.json:2:13: format: format is \"habit-export\", expected \"tracker-store\""),
        ("\"schemaVersion\": 1", "\"schemaVersion\": 2", "store.json:3:20: schemaVersion: schemaVersion 2 is newer than this trackerkit reads (1); update trackerkit"),
        ("\"schemaVersion\": 1", "\"schemaVersion\": 99999999999999999999", "store.json:3:20: schemaVersion: schemaVersion 99999999999999999999 is newer than this trackerkit reads (1); update trackerkit"),
        ("\"schemaVersion\": 1", "\"schemaVersion\": 0", "store.json:3:20: schemaVersion: schemaVersion 0 is not a valid version (expected 1)"),
        ("\"schemaVersion\": 1", "\"schemaVersion\": \"1\"", "store.json:3:20: schemaVersion: expected a number, found a string"),
        ("\"createdAt\": \"2026-01-05T09:30:00.250+01:00\"", "\"createdOn\": \"2026-01-05\"", "store.json:25:5: trackers[1].createdAt: missing required member"),
        ("\"displayOrder\": 0,", "\"displayOrder\": \"0\",", "store.json:15:23: trackers[0].displayOrder: expected a number, found a string"),
        ("\"displayOrder\": 0,", "\"displayOrder\": 1.5,", "store.json:15:23: trackers[0].displayOrder: expected an integer, found 1.5"),
        ("\"id\": \"\(moodID)\"", "\"id\": \"\(noAlcID)\"", "store.json:25:5: trackers[1].id: duplicate tracker id \(noAlcID) (also trackers[0])"),
        ("aaaaaaaa-0000-0000-0000-000000000002", "AAAAAAAA-0000-0000-0000-000000000001", "store.json:35:5: logs[1].id: duplicate log id AAAAAAAA-0000-0000-0000-000000000001 (also logs[0])"),
        ("{\"id\": 1, \"key\": \"easy\"", "{\"id\": 0, \"key\": \"easy\"", "store.json:18:9: trackers[0].levels[1]: duplicate level id 0 (also levels[0])"),
        ("2026-11-20T19:30:00+01:00", "2026-11-20T19:30:00", "store.json:34:118: logs[0].timestamp: timestamp \"2026-11-20T19:30:00\" has no time zone (add Z or an offset such as +01:00)"),
        ("2026-11-20T19:30:00+01:00", "0000-11-20T19:30:00Z", "store.json:34:118: logs[0].timestamp: timestamp \"0000-11-20T19:30:00Z\": year 0 is outside 1900–9999"),
        ("2026-11-20T19:30:00+01:00", "2026-02-30T19:30:00Z", "store.json:34:118: logs[0].timestamp: timestamp \"2026-02-30T19:30:00Z\": no such date"),
        ("2026-11-20T19:30:00+01:00", "20.11.2026 19:30", "store.json:34:118: logs[0].timestamp: \"20.11.2026 19:30\" is not an RFC 3339 timestamp (expected YYYY-MM-DDTHH:MM:SS with Z or an offset such as +01:00)"),
        ("\"trackerId\": \"\(moodID)\"", "\"trackerId\": \"mood\"", "store.json:35:65: logs[1].trackerId: \"mood\" is not a UUID"),
        ("\"timeZone\": \"Europe/Berlin\"", "\"timeZone\": \"Mars/Olympus\"", "store.json:5:15: timeZone: unknown time zone \"Mars/Olympus\" (expected an IANA name such as Europe/Berlin)"),
        ("\"value\": 4,", "\"value\": 2.5,", "store.json:35:151: logs[1].value: expected an integer, found 2.5"),
        ("\"value\": 4,", "\"value\": 99999999999999999999,", "store.json:35:151: logs[1].value: number 99999999999999999999 is out of range"),
        ("\"name\": \"Mood\",", "\"name\": \"Mood\", \"name\": \"Stimmung\",", "store.json:27:23: trackers[1].name: duplicate member \"name\""),
        ("\"name\": \"Mood\",", "\"name\": null,", "store.json:27:15: trackers[1].name: expected a string, found null"),
        ("\"format\": \"tracker-store\",\n", "", "store.json:1:1: format: missing required member (expected \"tracker-store\"); is this a tracker-store export?"),
        ("\"note\": null}", "\"note\": null},", "store.json:36:3: invalid JSON: trailing comma before ']'"),
        ("\"Europe/Berlin\"", "\"Europe/Berlin", "store.json:5:30: invalid JSON: control character byte 0xA in a string must be escaped"),
    ]

    @Test(arguments: 0..<brokenCases.count)
    func brokenStoreGivesOneLineNamingFilePlaceAndProblem(index: Int) {
        let (original, replacement, expected) = JSONStoreReaderTests.brokenCases[index]
        let error = failure(variant(original, replacement))
        #expect(error?.description == expected)
        #expect(error?.description.contains("\n") == false)
    }

    @Test func truncatedStoreIsAnError() {
        let text = JSONStoreReaderTests.validStore
        let truncated = String(text.utf8.prefix(text.utf8.count / 2))!
        #expect(failure(truncated)?.problem.contains("unexpected end of file") == true
            || failure(truncated)?.problem.contains("unterminated string") == true)
        #expect(failure("")?.description == "store.json:1:1: unexpected end of file (truncated JSON?)")
    }

    @Test func nonObjectDocumentsAreRejected() {
        #expect(failure("[1, 2]")?.description == "store.json:1:1: the top level must be an object (a tracker-store export), found an array")
        #expect(failure("{} {}")?.description == "store.json:1:4: invalid JSON: unexpected '{' after the end of the document")
        #expect(failure("{\"format\": \"tracker-store\", \"schemaVersion\": 1, \"logs\": []}")?.description
            == "store.json:1:1: trackers: missing required member")
    }

    @Test func invalidUTF8IsAnErrorWithItsPosition() {
        var bytes = Array(JSONStoreReaderTests.validStore.utf8)
        let range = bytes.firstRange(of: Array("Dinner".utf8))!
        bytes[range.lowerBound + 1] = 0xC3
        bytes[range.lowerBound + 2] = 0x28
        do {
            _ = try JSONStoreReader.read(bytes: bytes, file: "store.json")
            Issue.record("accepted invalid UTF-8")
        } catch {
            #expect(error.problem == "invalid UTF-8 in a string")
            #expect(error.description.hasPrefix("store.json:34:"))
        }
    }

    @Test func byteOrderMarkIsTolerated() throws {
        let store = try JSONStoreReader.read(bytes: [0xEF, 0xBB, 0xBF] + Array(JSONStoreReaderTests.validStore.utf8), file: "store.json")
        #expect(store.trackers.count == 2)
    }

    @Test func warningsAreCountedOncePerKindAndTheStoreIsStillRead() throws {
        var text = variant("\"type\": \"good\"", "\"type\": \"neutral\"")
        text = text.replacingOccurrences(of: "\"value\": 0,", with: "\"value\": 6,")
        text = text.replacingOccurrences(
            of: "\n  ]\n}",
            with: """
            ,
                {"id": "BBBBBBBB-0000-0000-0000-000000000001", "trackerId": "33333333-3333-3333-3333-333333333333", "timestamp": "2026-11-20T08:00:00Z"},
                {"id": "BBBBBBBB-0000-0000-0000-000000000002", "trackerId": "33333333-3333-3333-3333-333333333333", "timestamp": "2026-11-20T09:00:00Z"},
                {"id": "BBBBBBBB-0000-0000-0000-000000000003", "trackerId": "\(JSONStoreReaderTests.noAlcID)", "timestamp": "2026-11-19T20:00:00Z", "value": 4}
              ]
            }
            """
        )
        let store = try read(text)
        #expect(store.trackers.count == 2)
        #expect(store.trackers[1].type == .unknown("neutral"))
        #expect(store.logs.count == 3, "logs naming no tracker are left out")
        let byKind = Dictionary(uniqueKeysWithValues: store.warnings.map { ($0.kind, $0) })
        #expect(byKind[.unknownEnumValue]?.count == 1)
        #expect(byKind[.unknownEnumValue]?.firstExample == "trackers[1] (Mood): unknown type \"neutral\"")
        #expect(byKind[.logWithoutTracker]?.count == 2)
        #expect(byKind[.logWithoutTracker]?.firstExample == "logs[2] names tracker 33333333-3333-3333-3333-333333333333")
        #expect(byKind[.legacyDrinkCounts]?.count == 2)
        #expect(byKind[.legacyDrinkCounts]?.description.hasPrefix("2 NoAlc logs with legacy drink counts mapped to levels") == true)
    }

    @Test func unknownDayAssignmentAndUnusableRewardsAreWarnings() throws {
        var text = variant("\"dayAssignmentRaw\": \"cutoffHour:18\"", "\"dayAssignmentRaw\": \"sunrise\"")
        text = text.replacingOccurrences(of: "\"earnEveryDays\": 7", with: "\"earnEveryDays\": 0")
        let store = try read(text)
        #expect(store.warnings.map(\.kind) == [.unknownDayAssignment, .unusableRewardConfig])
    }

    @Test func fileErrorsNameThePath() {
        #expect(throws: StoreError(file: "/nonexistent/store.json", place: .file, problem: "no such file")) {
            try JSONStoreReader.read(path: "/nonexistent/store.json")
        }
        #expect(throws: StoreError(file: "/tmp", place: .file, problem: "is a directory, not a tracker store")) {
            try JSONStoreReader.read(path: "/tmp")
        }
    }

    @Test(arguments: [
        ("2026-11-20T19:30:00Z", 1_795_203_000.0),
        ("2026-11-20T19:30:00.5Z", 1_795_203_000.5),
        ("2026-11-20t19:30:00z", 1_795_203_000.0),
        ("2026-11-20T20:30:00+01:00", 1_795_203_000.0),
        ("2026-11-20T20:30:00+0100", 1_795_203_000.0),
        ("2026-11-20T14:30:00-05:00", 1_795_203_000.0),
        ("2026-11-20 19:30:00Z", 1_795_203_000.0),
        ("2026-11-20T19:30Z", 1_795_203_000.0),
        ("2026-11-21T08:30:00+13:00", 1_795_203_000.0),
        ("2026-11-20T19:29:60Z", 1_795_203_000.0),
    ])
    func timestampForms(text: String, seconds: Double) throws {
        #expect(try TimestampParser.parse(text).get() == Date(timeIntervalSince1970: seconds))
    }

    @Test func sampleStoreReadsWithoutWarnings() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let store = try JSONStoreReader.read(path: root.appendingPathComponent("Samples/tracker-store.json").path)
        #expect(store.trackers.count >= 9)
        #expect(store.logs.count > 1000)
        #expect(store.warnings.isEmpty)
        #expect(store.trackers.contains { !$0.isActive })
    }
}
