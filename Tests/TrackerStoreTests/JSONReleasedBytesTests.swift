import Foundation
import Testing
import SharpTools
import TrackerModel
@testable import TrackerStore

/// A store file's bytes are given back to the system behind the parse of its logs. The
/// store read, and every error message, must be exactly what reading with all the bytes
/// kept gives: an error found after bytes were given back is found again on the file read anew.
@Suite struct JSONReleasedBytesTests {
    private static let tracker = "11111111-1111-1111-1111-111111111111"

    /// A store with `count` logs (about 180 bytes each), the log at `brokenIndex` replaced by
    /// `broken`, and `after` written after the logs array.
    private static func store(count: Int, replacing brokenIndex: Int? = nil, with broken: String = "", after: String = "") -> String {
        let logs = (0..<count).map { index -> String in
            if index == brokenIndex { return broken }
            let id = String(format: "AAAAAAAA-0000-0000-0000-%012d", index)
            return "  {\"id\": \"\(id)\", \"trackerId\": \"\(tracker)\", \"timestamp\": \"2026-11-20T08:00:00Z\", \"value\": \(index % 7), \"note\": \"a, [b] {c} \\\"d\\\" ü\"}"
        }
        return """
        {"format": "tracker-store", "schemaVersion": 1,
         "trackers": [{"id": "\(tracker)", "name": "Walk", "type": "good", "trackingMode": "yesNo", "createdAt": "2026-01-01T00:00:00Z"}],
         "logs": [
        \(logs.joined(separator: ",\n"))
        ]\(after), "timeZone": "Europe/Berlin"}
        """
    }

    /// `text` with its format and schema version after the arrays, which are then read last.
    private static func headerLast(_ text: String) -> String {
        text.replacingOccurrences(of: "{\"format\": \"tracker-store\", \"schemaVersion\": 1,", with: "{")
            .replacingOccurrences(of: "\"timeZone\": \"Europe/Berlin\"}", with: "\"timeZone\": \"Europe/Berlin\", \"format\": \"tracker-store\", \"schemaVersion\": 1}")
    }

    private struct Reads {
        var kept: Result<Store, StoreError>
        var released: Result<Store, StoreError>
        var releasedBytes: Bool
    }

    /// The store in `text` read from a file with bytes given back every page, and from its
    /// bytes with all of them kept.
    private func read(_ text: String, parallel: Bool) throws -> Reads {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("released-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("store.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let threshold = parallel ? 0 : Int.max
        let kept = Result { () throws(StoreError) in
            try JSONStoreReader.read(bytes: Array(text.utf8), file: path, parallelLogsThreshold: threshold)
        }
        var releasedBytes = false
        let released = Result { () throws(StoreError) -> Store in
            let outcome = try JSONStoreReader.read(StoreInput(path: path), parallelLogsThreshold: threshold, releaseStep: 1)
            releasedBytes = outcome.releasedBytes
            return outcome.store
        }
        return Reads(kept: kept, released: released, releasedBytes: releasedBytes)
    }

    @Test(arguments: [false, true])
    func aStoreReadsTheSameWithItsBytesGivenBack(parallel: Bool) throws {
        for text in [Self.store(count: 3000), Self.headerLast(Self.store(count: 3000))] {
            let reads = try read(text, parallel: parallel)
            let kept = try reads.kept.get()
            #expect(try reads.released.get() == kept)
            #expect(kept.logs.count == 3000)
            #if os(Linux)
            #expect(reads.releasedBytes)
            #endif
        }
    }

    /// Broken logs early, in the middle and last; and problems after the logs array, whose
    /// line numbers count the lines of the logs given back.
    @Test(arguments: [false, true])
    func errorsReadExactlyAsWithAllBytesKept(parallel: Bool) throws {
        let goodLog = "{\"id\": \"AAAAAAAA-0000-0000-0000-999999999999\", \"trackerId\": \"\(Self.tracker)\", \"timestamp\": \"2026-11-20T08:00:00Z\"}"
        var cases: [String] = []
        for index in [5, 1500, 2999] {
            cases.append(Self.store(count: 3000, replacing: index, with: "{\"id\": \"x\", \"trackerId\": \"\(Self.tracker)\", \"timestamp\": \"2026-11-20T08:00:00Z\"}"))
            cases.append(Self.store(count: 3000, replacing: index, with: "{\"note\": \"unterminated, \\\" ], {"))
            cases.append(Self.store(count: 3000, replacing: index, with: String(goodLog.dropLast()) + ",}"))
            // A duplicate of the first log's id.
            cases.append(Self.store(count: 3000, replacing: index, with: goodLog.replacingOccurrences(of: "999999999999", with: "000000000000")))
        }
        cases.append(Self.store(count: 3000, after: ", \"exportedAt\": \"not a time\""))
        cases.append(Self.store(count: 3000, after: ", \"logs\": []"))
        cases.append(Self.store(count: 3000, after: ", \"timeZone\": \"Mars/Olympus\""))
        cases.append(Self.store(count: 3000) + "\n\n  trailing")
        cases.append(Self.headerLast(Self.store(count: 3000, replacing: 2999, with: "{\"id\": \"x\"}")))
        cases.append(Self.headerLast(Self.store(count: 3000, after: ", \"exportedAt\": \"not a time\"")))
        for (number, text) in cases.enumerated() {
            let reads = try read(text, parallel: parallel)
            guard case .failure(let expected) = reads.kept else {
                Issue.record("case \(number) was accepted")
                continue
            }
            guard case .failure(let actual) = reads.released else {
                Issue.record("case \(number) was accepted with bytes given back")
                continue
            }
            // The problems after the logs sit on line 3000 and more: a count over bytes given
            // back would not find those lines.
            #expect(actual.description == expected.description, "case \(number)")
        }
    }
}
