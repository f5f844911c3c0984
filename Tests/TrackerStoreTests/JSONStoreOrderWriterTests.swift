import Foundation
import Testing
import TrackerModel
import TrackerStore

/// `order --write` as a plan: the bytes for the store and its backup, and the check of the
/// written file — on hand-made stores.
@Suite struct JSONStoreOrderWriterTests {
    static let idA = UUID(uuidString: "AAAAAAAA-0000-0000-0000-000000000001")!
    static let idB = UUID(uuidString: "BBBBBBBB-0000-0000-0000-000000000002")!

    static func storeText(orderA: Int = 0, orderB: Int = 1, nameB: String = "B") -> String {
        """
        {"format": "tracker-store", "schemaVersion": 1,
         "trackers": [
          {"id": "\(idA.uuidString)", "name": "A", "type": "good", "trackingMode": "yesNo", "createdAt": "2026-01-01T00:00:00Z", "displayOrder": \(orderA)},
          {"id": "\(idB.uuidString)", "name": "\(nameB)", "type": "good", "trackingMode": "yesNo", "createdAt": "2026-01-02T00:00:00Z", "displayOrder": \(orderB)}
         ],
         "logs": []}
        """
    }

    static func read(_ text: String) throws -> Store {
        try JSONStoreReader.read(bytes: Array(text.utf8), file: "store.json")
    }

    @Test func thePlanHoldsTheBackupAndThePatchedStore() throws {
        let bytes = Array(Self.storeText().utf8)
        let plan = try #require(try JSONStoreOrderWriter.plan(
            bytes: bytes, file: "data/store.json", store: try Self.read(Self.storeText()), displayOrders: [Self.idA: 1, Self.idB: 0]))
        #expect(plan.backupPath == "data/store.json.bak")
        #expect(plan.backup == bytes)
        #expect(String(decoding: plan.patched, as: UTF8.self) == Self.storeText(orderA: 1, orderB: 0))
        try plan.verify(written: plan.patched)
    }

    @Test func noChangeIsNoPlan() throws {
        let plan = try JSONStoreOrderWriter.plan(
            bytes: Array(Self.storeText().utf8), file: "store.json", store: try Self.read(Self.storeText()), displayOrders: [:])
        #expect(plan == nil)
    }

    @Test func aWrittenFileThatDiffersFromThePatchIsRefused() throws {
        let plan = try #require(try JSONStoreOrderWriter.plan(
            bytes: Array(Self.storeText().utf8), file: "store.json", store: try Self.read(Self.storeText()), displayOrders: [Self.idB: 5]))
        #expect(throws: StoreError(file: "store.json", place: .file, problem: "the temporary file does not hold what was written")) {
            try plan.verify(written: Array(plan.patched.dropLast()))
        }
    }

    @Test func aPatchThatIsNotTheIntendedChangeFailsTheCheck() throws {
        // The store handed in is not the one the bytes hold (another name for B): the patched
        // bytes then do not read as that store with the new order, and nothing may be written.
        let other = try Self.read(Self.storeText(nameB: "Renamed"))
        let plan = try #require(try JSONStoreOrderWriter.plan(
            bytes: Array(Self.storeText().utf8), file: "store.json", store: other, displayOrders: [Self.idB: 5]))
        #expect(throws: StoreError(file: "store.json", place: .file,
                                   problem: "the patched store's trackers differ from the intended change; nothing was written")) {
            try plan.verify(written: plan.patched)
        }
    }

    @Test func aTrackerTheStoreDoesNotHaveIsAnError() throws {
        let unknown = UUID(uuidString: "CCCCCCCC-0000-0000-0000-000000000003")!
        #expect(throws: StoreError(file: "store.json", place: .file, problem: "no tracker with id \(unknown.uuidString) to renumber")) {
            _ = try JSONStoreOrderWriter.plan(
                bytes: Array(Self.storeText().utf8), file: "store.json", store: try Self.read(Self.storeText()), displayOrders: [unknown: 1])
        }
    }

    @Test func onlyTheJSONExportIsWritable() {
        #expect(JSONStoreOrderWriter.canWrite(JSONStoreReader.self))
        #expect(!JSONStoreOrderWriter.canWrite(SQLiteStoreReader.self))
    }
}
