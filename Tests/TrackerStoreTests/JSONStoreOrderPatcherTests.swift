import Foundation
import Testing
import TrackerModel
@testable import TrackerStore

@Suite("JSONStoreOrderPatcher")
struct JSONStoreOrderPatcherTests {
    static let idA = "AAAAAAAA-0000-0000-0000-000000000001"
    static let idB = "BBBBBBBB-0000-0000-0000-000000000002"
    static let idC = "CCCCCCCC-0000-0000-0000-000000000003"

    private func uuid(_ text: String) -> UUID { UUID(uuidString: text)! }

    private func patch(_ text: String, _ values: [String: Int]) throws -> String {
        let patched = try JSONStoreOrderPatcher.patch(
            bytes: Array(text.utf8), file: "store.json",
            displayOrders: Dictionary(uniqueKeysWithValues: values.map { (uuid($0.key), $0.value) })
        )
        return String(decoding: patched, as: UTF8.self)
    }

    @Test("only the displayOrder number tokens change; everything else stays byte for byte")
    func replacesNumbersInPlace() throws {
        let store = """
        {"format": "tracker-store", "schemaVersion": 1, "x-unknown": {"displayOrder": 5},
         "trackers": [
          {"id": "\(Self.idA)", "name": "A \\u00e4", "type": "good", "trackingMode": "yesNo",
           "createdAt": "2026-01-01T00:00:00Z", "displayOrder" :  12 , "custom": [1, {"displayOrder": 7}]},
          {"id": "\(Self.idB)", "displayOrder": -3, "name": "B", "type": "good", "trackingMode": "yesNo", "createdAt": "2026-01-02T00:00:00Z"}
         ],
         "logs": []}
        """
        let patched = try patch(store, [Self.idA: 0, Self.idB: 1])
        let expected = store.replacingOccurrences(of: "\"displayOrder\" :  12 ", with: "\"displayOrder\" :  0 ")
            .replacingOccurrences(of: "\"displayOrder\": -3", with: "\"displayOrder\": 1")
        #expect(patched == expected)
        let reread = try JSONStoreReader.read(bytes: Array(patched.utf8), file: "store.json")
        #expect(reread.trackers.map(\.displayOrder) == [0, 1])
    }

    @Test("a null displayOrder is replaced by the number")
    func replacesNull() throws {
        let store = """
        {"format":"tracker-store","schemaVersion":1,"trackers":[{"id":"\(Self.idA)","name":"A","type":"good","trackingMode":"yesNo","createdAt":"2026-01-01T00:00:00Z","displayOrder":null}],"logs":[]}
        """
        #expect(try patch(store, [Self.idA: 4]) == store.replacingOccurrences(of: "null", with: "4"))
    }

    @Test("a missing member is inserted right after the object's { in the object's own style")
    func insertsMissingMember() throws {
        let compact = """
        {"format":"tracker-store","schemaVersion":1,"trackers":[{"id":"\(Self.idA)","name":"A","type":"good","trackingMode":"yesNo","createdAt":"2026-01-01T00:00:00Z"}],"logs":[]}
        """
        #expect(try patch(compact, [Self.idA: 2]) == compact.replacingOccurrences(of: "[{\"id\"", with: "[{\"displayOrder\":2,\"id\""))

        let pretty = """
        {
          "format": "tracker-store",
          "schemaVersion": 1,
          "trackers": [
            {
              "name": "A",
              "id": "\(Self.idA)",
              "type": "good",
              "trackingMode": "yesNo",
              "createdAt": "2026-01-01T00:00:00Z"
            },
            {
              "id": "\(Self.idC)",
              "name": "C",
              "type": "good",
              "trackingMode": "yesNo",
              "createdAt": "2026-01-01T00:00:00Z",
              "displayOrder": 9
            }
          ],
          "logs": []
        }
        """
        let patched = try patch(pretty, [Self.idA: 1, Self.idC: 0])
        let expected = pretty
            .replacingOccurrences(of: "{\n      \"name\": \"A\"", with: "{\n      \"displayOrder\": 1,\n      \"name\": \"A\"")
            .replacingOccurrences(of: "\"displayOrder\": 9", with: "\"displayOrder\": 0")
        #expect(patched == expected)
    }

    @Test("trackers not in the map are left alone; an id that is not in the store is refused")
    func untouchedAndUnknown() throws {
        let store = """
        {"format":"tracker-store","schemaVersion":1,"trackers":[{"id":"\(Self.idA)","name":"A","type":"good","trackingMode":"yesNo","createdAt":"2026-01-01T00:00:00Z","displayOrder":3}],"logs":[]}
        """
        #expect(try patch(store, [:]) == store)
        #expect(throws: StoreError.self) { try patch(store, [Self.idB: 0]) }
    }

    @Test("verification refuses bytes that are not the intended change")
    func verification() throws {
        let store = """
        {"format":"tracker-store","schemaVersion":1,"trackers":[{"id":"\(Self.idA)","name":"A","type":"good","trackingMode":"yesNo","createdAt":"2026-01-01T00:00:00Z","displayOrder":3}],"logs":[]}
        """
        let original = try JSONStoreReader.read(bytes: Array(store.utf8), file: "s")
        let renamed = Array(store.replacingOccurrences(of: "\"A\"", with: "\"B\"").replacingOccurrences(of: ":3", with: ":0").utf8)
        #expect(throws: StoreError.self) {
            try JSONStoreOrderPatcher.verify(renamed, file: "s", original: original, displayOrders: [uuid(Self.idA): 0])
        }
        #expect(throws: StoreError.self) {
            try JSONStoreOrderPatcher.verify(Array(store.dropLast(3).utf8), file: "s", original: original, displayOrders: [:])
        }
        try JSONStoreOrderPatcher.verify(Array(store.utf8), file: "s", original: original, displayOrders: [uuid(Self.idA): 3])
    }
}
