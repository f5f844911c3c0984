import Foundation
import Testing
import TrackerStore

/// A store's size limit is the caller's, whichever reader takes the store.
@Suite struct StoreInputLimitTests {
    static let sample = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/tracker-store.json").path

    static func tooLarge(_ limit: Int) -> StoreError {
        StoreError(file: sample, place: .file, problem: "larger than the input size limit of \(limit) bytes; raise it with --max-input-size if the file is real")
    }

    @Test func aStoreOverItsLimitIsRefusedAndTheNextReadHasItsOwn() throws {
        #expect(throws: Self.tooLarge(1_000)) { try StoreReaders.read(path: Self.sample, limit: 1_000) }
        #expect(try StoreReaders.read(path: Self.sample).trackers.count == 9)
        #expect(throws: Self.tooLarge(2_000)) { try StoreInput(path: Self.sample, limit: 2_000).readBytes() }
        #expect(throws: Self.tooLarge(3_000)) { try StoreInput(path: Self.sample, limit: 3_000).withPath { _, _ in 0 } }
        #expect(try StoreInput(path: Self.sample, limit: 1 << 30).withPath { _, size in size } > 3_000)
    }
}
