import Foundation
import Testing
@testable import SharpTools
import TrackerModel
@testable import TrackerStore

/// Mapping of the app's Core Data tables onto the model (contract §3.2).
@Suite struct SQLiteStoreReaderTests {
    static let noAlcLevelsJSON = """
        [{"id":0,"key":"steady","icon":"💧","labelKey":"NoAlc.Steady","streakEffect":"success"},
         {"id":1,"key":"easy","icon":"✨","labelKey":"NoAlc.Easy","streakEffect":"needsGrace"},
         {"id":2,"key":"wild","icon":"💥","labelKey":"NoAlc.Wild","streakEffect":"breaksStreak"}]
        """
    static let noAlcLevels = [
        TrackerLevel(id: 0, key: "steady", icon: "💧", labelKey: "NoAlc.Steady", streakEffect: .success),
        TrackerLevel(id: 1, key: "easy", icon: "✨", labelKey: "NoAlc.Easy", streakEffect: .needsGrace),
        TrackerLevel(id: 2, key: "wild", icon: "💥", labelKey: "NoAlc.Wild", streakEffect: .breaksStreak),
    ]

    static func binaryPlist(_ object: Any) throws -> SQLiteTestDatabase.Value {
        .blob([UInt8](try PropertyListSerialization.data(fromPropertyList: object, format: .binary, options: 0)))
    }

    @Test func readsEveryMappedColumnIntoTheExpectedStore() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        let noAlc = UUID.fixed(1), mood = UUID.fixed(2), water = UUID.fixed(3)
        // NoAlc: every column, 16-byte BLOB id, REAL date, JSON BLOB levels and reward config.
        try database.insertTracker(
            pk: 1, id: noAlc, name: "NoAlc", type: .text("saboteur"), trackingMode: .text("levels"),
            createdAt: .real(788_000_000.5),
            overrides: [
                "ZICON": .text("🍷"), "ZISACTIVE": .int(1), "ZDISPLAYORDER": .int(0), "ZWIDGETORDER": .int(2),
                "ZSHOWINWIDGET": .int(1), "ZHEALTHKITTYPE": .text("HKQuantityTypeIdentifierNumberOfAlcoholicBeverages"),
                "ZSAVETOHEALTHKIT": .int(1), "ZDAILYGOAL": .null, "ZSHOWINCALENDAR": .int(0),
                "ZLEVELSDATA": jsonBytes(Self.noAlcLevelsJSON),
                "ZREWARDCONFIGDATA": jsonBytes(#"{"earnEveryDays":7,"maxOnHand":3,"canHealGrace":true}"#),
                "ZDAYASSIGNMENTRAW": .text("cutoffHour:18"),
            ]
        )
        // Mood: text UUID (lower case), INTEGER date, enums as JSON BLOBs, levels NULL.
        try database.insertTracker(
            pk: 2, id: mood, name: "Mood", type: jsonBytes(#""good""#), trackingMode: jsonBytes(#"{"levels":{}}"#),
            createdAt: .int(788_100_000),
            overrides: ["ZID": .text(mood.uuidString.lowercased()), "ZICON": .text("😊"), "ZDISPLAYORDER": .int(1),
                        "ZLEVELSDATA": .null, "ZREWARDCONFIGDATA": .null]
        )
        // Drink Water: enums as binary property lists, a daily goal, inactive.
        try database.insertTracker(
            pk: 3, id: water, name: "Drink Water", type: try Self.binaryPlist("good"),
            trackingMode: try Self.binaryPlist(["counter": [String: Any]()]), createdAt: .real(788_200_000),
            overrides: ["ZICON": .text("💧"), "ZISACTIVE": .int(0), "ZDISPLAYORDER": .int(2), "ZDAILYGOAL": .int(8),
                        "ZDAYASSIGNMENTRAW": .text("timestamp")]
        )
        // Logs inserted out of Z_PK order: the store order is ascending Z_PK.
        try database.insertLog(pk: 3, id: .fixed(103), tracker: 3, timestamp: .real(790_000_300), value: 2,
                               overrides: ["ZNOTE": .text("glass")])
        try database.insertLog(pk: 1, id: .fixed(101), tracker: 1, timestamp: .real(790_000_100.25), value: 0,
                               overrides: ["ZNOTE": .text("calm"), "ZLOCATION": .text("home"), "ZSYNCEDTOHEALTHKIT": .int(1)])
        try database.insertLog(pk: 5, id: .fixed(105), tracker: 2, timestamp: .int(790_000_500), value: nil,
                               overrides: ["ZTRIGGER": .text("stress")])
        try database.insertLog(pk: 2, id: .fixed(102), tracker: 2, timestamp: .int(790_000_200), value: 4,
                               overrides: ["ZID": .text(UUID.fixed(102).uuidString)])
        try database.insertLog(pk: 4, id: .fixed(104), tracker: 1, timestamp: .real(790_000_400), value: 6)

        let store = try SQLiteStoreReader.read(path: database.path)

        let expected = Store(
            exportedAt: nil, timeZoneIdentifier: nil,
            trackers: [
                Tracker(id: noAlc, name: "NoAlc", icon: "🍷", type: .saboteur, trackingMode: .levels,
                        createdAt: Date(timeIntervalSinceReferenceDate: 788_000_000.5), isActive: true, displayOrder: 0,
                        widgetOrder: 2, showInWidget: true, healthKitType: "HKQuantityTypeIdentifierNumberOfAlcoholicBeverages",
                        saveToHealthKit: true, dailyGoal: nil, showInCalendar: false, levels: Self.noAlcLevels,
                        rewardConfig: RewardConfig(earnEveryDays: 7, maxOnHand: 3, canHealGrace: true),
                        dayAssignmentRaw: "cutoffHour:18"),
                Tracker(id: mood, name: "Mood", icon: "😊", type: .good, trackingMode: .levels,
                        createdAt: Date(timeIntervalSinceReferenceDate: 788_100_000), displayOrder: 1),
                Tracker(id: water, name: "Drink Water", icon: "💧", type: .good, trackingMode: .counter,
                        createdAt: Date(timeIntervalSinceReferenceDate: 788_200_000), isActive: false, displayOrder: 2,
                        dailyGoal: 8, dayAssignmentRaw: "timestamp"),
            ],
            logs: [
                TrackerLog(id: .fixed(101), trackerId: noAlc, timestamp: Date(timeIntervalSinceReferenceDate: 790_000_100.25),
                           value: 0, note: "calm", location: "home", syncedToHealthKit: true),
                TrackerLog(id: .fixed(102), trackerId: mood, timestamp: Date(timeIntervalSinceReferenceDate: 790_000_200), value: 4),
                TrackerLog(id: .fixed(103), trackerId: water, timestamp: Date(timeIntervalSinceReferenceDate: 790_000_300),
                           value: 2, note: "glass"),
                TrackerLog(id: .fixed(104), trackerId: noAlc, timestamp: Date(timeIntervalSinceReferenceDate: 790_000_400), value: 6),
                TrackerLog(id: .fixed(105), trackerId: mood, timestamp: Date(timeIntervalSinceReferenceDate: 790_000_500),
                           trigger: "stress"),
            ],
            warnings: [
                // Store.assemble's shared warning, placed by Z_PK.
                StoreWarning(kind: .legacyDrinkCounts, count: 1, firstExample: "ZTRACKERLOG row Z_PK=4 value 6 → wild"),
            ]
        )
        #expect(store == expected)
    }

    enum EnumForm: String, CaseIterable, Sendable {
        case text, jsonString, jsonObject, binaryPlistString, binaryPlistDictionary, xmlPlistString, bareUTF8Blob
    }

    @Test(arguments: EnumForm.allCases)
    func readsEnumColumnsInEveryStoredForm(_ form: EnumForm) throws {
        func value(_ raw: String) throws -> SQLiteTestDatabase.Value {
            switch form {
            case .text: return .text(raw)
            case .jsonString: return jsonBytes("\"\(raw)\"")
            case .jsonObject: return jsonBytes("{\"\(raw)\":{}}")
            case .binaryPlistString: return try Self.binaryPlist(raw)
            case .binaryPlistDictionary: return try Self.binaryPlist([raw: [String: Any]()])
            case .xmlPlistString:
                return .blob([UInt8](try PropertyListSerialization.data(fromPropertyList: raw, format: .xml, options: 0)))
            case .bareUTF8Blob: return .blob(Array(raw.utf8))
            }
        }
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "NoAlc", type: try value("saboteur"), trackingMode: try value("levels"))
        try database.insertTracker(pk: 2, id: .fixed(2), name: "Snacking", type: try value("saboteur"), trackingMode: try value("awareness"))
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.trackers.map(\.type) == [.saboteur, .saboteur])
        #expect(store.trackers.map(\.trackingMode) == [.levels, .awareness])
        #expect(store.warnings.isEmpty)
    }

    @Test func unknownEnumValuesAreKeptWithAWarning() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Custom", type: .text("good"), trackingMode: jsonBytes(#"{"sometimes":{}}"#))
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.trackers.first?.trackingMode == .unknown("sometimes"))
        #expect(store.warnings == [
            StoreWarning(kind: .unknownEnumValue, count: 1, firstExample: #"ZTRACKER row Z_PK=1 (Custom): unknown trackingMode "sometimes""#),
        ])
    }

    @Test func missingOptionalColumnsTakeTheAppDefaults() throws {
        let database = try SQLiteTestDatabase()
        defer { database.removeDirectory() }
        try database.execute("""
            CREATE TABLE ZTRACKER (Z_PK INTEGER PRIMARY KEY, ZID BLOB, ZNAME VARCHAR, ZCREATEDAT TIMESTAMP, ZTYPE VARCHAR, ZTRACKINGMODE VARCHAR);
            CREATE TABLE ZTRACKERLOG (Z_PK INTEGER PRIMARY KEY, ZID BLOB, ZTRACKER INTEGER, ZTIMESTAMP TIMESTAMP);
            """)
        try database.insert(into: "ZTRACKER", [("Z_PK", .int(1)), ("ZID", .blob(UUID.fixed(1).bytes)), ("ZNAME", .text("Gratitude")),
                                               ("ZCREATEDAT", .int(780_000_000)), ("ZTYPE", .text("good")), ("ZTRACKINGMODE", .text("awareness"))])
        try database.insert(into: "ZTRACKERLOG", [("Z_PK", .int(1)), ("ZID", .blob(UUID.fixed(101).bytes)), ("ZTRACKER", .int(1)),
                                                  ("ZTIMESTAMP", .real(790_000_000))])
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.trackers == [Tracker(id: .fixed(1), name: "Gratitude", type: .good, trackingMode: .awareness,
                                           createdAt: Date(timeIntervalSinceReferenceDate: 780_000_000))])
        #expect(store.logs == [TrackerLog(id: .fixed(101), trackerId: .fixed(1), timestamp: Date(timeIntervalSinceReferenceDate: 790_000_000))])
    }

    @Test func nullOptionalCellsTakeTheAppDefaults() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Gratitude", type: .text("good"), trackingMode: .text("awareness"))
        try database.insertLog(pk: 1, id: .fixed(101), tracker: 1, timestamp: .real(790_000_000))
        let store = try SQLiteStoreReader.read(path: database.path)
        let tracker = try #require(store.trackers.first)
        #expect(tracker == Tracker(id: .fixed(1), name: "Gratitude", type: .good, trackingMode: .awareness,
                                   createdAt: Date(timeIntervalSinceReferenceDate: 780_000_000)))
        #expect((tracker.icon, tracker.isActive, tracker.displayOrder, tracker.widgetOrder, tracker.showInCalendar) == ("", true, 0, 999, true))
        #expect(store.logs == [TrackerLog(id: .fixed(101), trackerId: .fixed(1), timestamp: Date(timeIntervalSinceReferenceDate: 790_000_000))])
    }

    @Test func emptyOrNullJSONBlobsMeanNoLevelsAndNoRewards() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "A", overrides: ["ZLEVELSDATA": .blob([]), "ZREWARDCONFIGDATA": jsonBytes("null")])
        try database.insertTracker(pk: 2, id: .fixed(2), name: "B", overrides: ["ZLEVELSDATA": .text(Self.noAlcLevelsJSON)])
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.trackers.map(\.levels) == [nil, Self.noAlcLevels])
        #expect(store.trackers.map(\.rewardConfig) == [nil, nil])
    }

    @Test func logsComeInAscendingZPKOrderWhateverTheInsertOrderOrTimestamps() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Water")
        for pk: Int64 in [9, 2, 7, 1, 5] {
            try database.insertLog(pk: pk, id: .fixed(100 + Int(pk)), tracker: 1, timestamp: .real(790_000_000))
        }
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.logs.map(\.id) == [1, 2, 5, 7, 9].map { UUID.fixed(100 + $0) })
    }

    @Test func zTrackerWinsOverOtherTrackerReferenceColumns() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.execute("ALTER TABLE ZTRACKERLOG ADD COLUMN ZTRACKER1 INTEGER; ALTER TABLE ZTRACKERLOG ADD COLUMN Z2TRACKER INTEGER;")
        try database.insertTracker(pk: 1, id: .fixed(1), name: "One")
        try database.insertTracker(pk: 2, id: .fixed(2), name: "Two")
        // Both set: ZTRACKER wins.
        try database.insertLog(pk: 1, id: .fixed(101), tracker: 1, overrides: ["ZTRACKER1": .int(2), "Z2TRACKER": .int(2)])
        // ZTRACKER NULL: the other reference names the tracker.
        try database.insertLog(pk: 2, id: .fixed(102), tracker: nil, overrides: ["ZTRACKER1": .int(2)])
        try database.insertLog(pk: 3, id: .fixed(103), tracker: nil, overrides: ["Z2TRACKER": .int(1)])
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.logs.map(\.trackerId) == [.fixed(1), .fixed(2), .fixed(1)])
    }

    @Test func anotherTrackerReferenceColumnServesWhenZTrackerIsAbsent() throws {
        let database = try SQLiteTestDatabase()
        defer { database.removeDirectory() }
        try database.execute(SQLiteTestDatabase.trackerTableSQL + """
            CREATE TABLE ZTRACKERLOG (Z_PK INTEGER PRIMARY KEY, ZID BLOB, Z3TRACKER INTEGER, ZTIMESTAMP TIMESTAMP);
            """)
        try database.insertTracker(pk: 1, id: .fixed(1), name: "One")
        try database.insert(into: "ZTRACKERLOG", [("Z_PK", .int(1)), ("ZID", .blob(UUID.fixed(101).bytes)),
                                                  ("Z3TRACKER", .int(1)), ("ZTIMESTAMP", .real(790_000_000))])
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.logs.map(\.trackerId) == [.fixed(1)])
    }

    @Test func logsNamingNoTrackerAreLeftOutWithOneWarning() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "One")
        try database.insertLog(pk: 1, id: .fixed(101), tracker: 1)
        try database.insertLog(pk: 2, id: .fixed(102), tracker: 42)
        try database.insertLog(pk: 3, id: .fixed(103), tracker: 43)
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.logs.map(\.id) == [.fixed(101)])
        #expect(store.warnings == [
            StoreWarning(kind: .logWithoutTracker, count: 2, firstExample: "ZTRACKERLOG row Z_PK=2 names tracker Z_PK=42, which is not in ZTRACKER"),
        ])
    }

    @Test func readsAPathWithURIMetacharactersLiterally() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trackerkit test ?#%20 ü-\(UUID().uuidString)")
        let database = try SQLiteTestDatabase(fileName: "my store?.sqlite", directory: directory)
        defer { database.removeDirectory() }
        try database.execute(SQLiteTestDatabase.trackerTableSQL + SQLiteTestDatabase.logTableSQL)
        try database.insertTracker(pk: 1, id: .fixed(1), name: "One")
        database.close()
        let store = try SQLiteStoreReader.read(path: database.path)
        #expect(store.trackers.map(\.name) == ["One"])
        let uri = SQLiteConnection.fileURI(forPath: "/a b/c?d#e%f/ü")
        #expect(uri == "file:///a%20b/c%3Fd%23e%25f/%C3%BC")
    }

    @Test func recognisesOtherTrackerReferenceColumnNames() {
        for name in ["ZTRACKER1", "ZTRACKER12", "Z2TRACKER", "Z10TRACKER"] {
            #expect(SQLiteLogTable.isOtherTrackerReference(name), "\(name)")
        }
        for name in ["ZTRACKER", "ZTRACKERS", "ZTRACKERID", "Z_2TRACKER", "ZXTRACKER", "ZTIMESTAMP"] {
            #expect(!SQLiteLogTable.isOtherTrackerReference(name), "\(name)")
        }
    }

    @Test func leavesANonWALStoreByteIdentical() throws {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "One")
        database.close()
        let before = try fileBytes(database.path)
        _ = try SQLiteStoreReader.read(path: database.path)
        #expect(try fileBytes(database.path) == before)
        let companions = try FileManager.default.contentsOfDirectory(atPath: database.directory.path).filter { $0 != "default.store" }
        #expect(companions.isEmpty)
    }
}
