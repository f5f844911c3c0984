import Foundation
import Testing
import SharpTools
import TrackerModel
@testable import TrackerStore

/// Large logs arrays are parsed in two halves at once. The result, and every error message,
/// must be exactly what the sequential parse gives.
@Suite struct JSONParallelLogsTests {
    private func read(_ text: String, parallel: Bool) -> Result<Store, StoreError> {
        Result { () throws(StoreError) in
            try JSONStoreReader.read(bytes: Array(text.utf8), file: "store.json", parallelLogsThreshold: parallel ? 0 : Int.max)
        }
    }

    @Test func generatedStoresReadTheSameInParallel() throws {
        var parallelReads = 0
        for seed in UInt64(1)...120 {
            let text = JSONReaderDifferentialTests.store(seed: seed)
            let sequential = try read(text, parallel: false).get()
            let parallel = try read(text, parallel: true).get()
            #expect(parallel == sequential, "seed \(seed)")
            if sequential.logs.count > 2 { parallelReads += 1 }
        }
        #expect(parallelReads > 50)
    }

    /// A store with `count` logs whose log at `brokenIndex` is replaced by `broken`.
    private func store(count: Int, replacing brokenIndex: Int? = nil, with broken: String = "") -> String {
        let tracker = "11111111-1111-1111-1111-111111111111"
        let logs = (0..<count).map { index -> String in
            if index == brokenIndex { return broken }
            let id = String(format: "AAAAAAAA-0000-0000-0000-%012d", index)
            return "{\"id\": \"\(id)\", \"trackerId\": \"\(tracker)\", \"timestamp\": \"2026-11-20T08:00:00Z\", \"note\": \"a, [b] {c} \\\"d\\\"\"}"
        }
        return """
        {"format": "tracker-store", "schemaVersion": 1, "trackers": [{"id": "\(tracker)", "name": "Walk", "type": "good", "trackingMode": "yesNo", "createdAt": "2026-01-01T00:00:00Z"}],
         "logs": [
        \(logs.joined(separator: ",\n"))
        ], "timeZone": "Europe/Berlin"}
        """
    }

    @Test(arguments: [3, 97, 150, 199])
    func errorsInEitherHalfAreReportedExactlyAsSequentially(brokenIndex: Int) {
        let cases = [
            "{\"id\": \"AAAAAAAA-0000-0000-0000-000000000001\", \"trackerId\": \"11111111-1111-1111-1111-111111111111\", \"timestamp\": \"2026-11-20T08:00:00Z\"}",
            "{\"id\": \"x\", \"trackerId\": \"11111111-1111-1111-1111-111111111111\", \"timestamp\": \"2026-11-20T08:00:00Z\"}",
            "{\"id\": \"AAAAAAAA-0000-0000-0000-999999999999\", \"timestamp\": \"2026-11-20T08:00:00Z\"}",
            "{\"id\": \"AAAAAAAA-0000-0000-0000-999999999999\", \"trackerId\": \"11111111-1111-1111-1111-111111111111\", \"timestamp\": \"2026-11-20T08:00:00Z\",}",
            "{\"note\": \"unterminated, \\\" ], {",
            "[\"an array\"]",
        ]
        for broken in cases {
            let text = store(count: 200, replacing: brokenIndex, with: broken)
            let sequential = read(text, parallel: false)
            let parallel = read(text, parallel: true)
            guard case .failure(let expected) = sequential else {
                Issue.record("case \(broken) at \(brokenIndex) was accepted sequentially")
                continue
            }
            guard case .failure(let actual) = parallel else {
                Issue.record("case \(broken) at \(brokenIndex) was accepted in parallel")
                continue
            }
            #expect(actual.description == expected.description)
        }
    }

    @Test func aTrailingCommaAtTheCutIsStillAnError() {
        // The last log is so long that the midpoint falls inside it: the cut is the comma after it.
        let long = String(repeating: "x", count: 100_000)
        let text = store(count: 3, replacing: 2, with: "{\"id\": \"AAAAAAAA-0000-0000-0000-000000000099\", \"trackerId\": \"11111111-1111-1111-1111-111111111111\", \"timestamp\": \"2026-11-20T08:00:00Z\", \"note\": \"\(long)\"},")
        guard case .failure(let expected) = read(text, parallel: false) else {
            Issue.record("a trailing comma was accepted sequentially")
            return
        }
        #expect(expected.problem.contains("trailing comma"))
        guard case .failure(let actual) = read(text, parallel: true) else {
            Issue.record("a trailing comma was accepted in parallel")
            return
        }
        #expect(actual.description == expected.description)
    }

    @Test(arguments: [508, 509, 510], [0, 150])
    func theNestingLimitCountsTheSameInEitherHalfAndWhenTheHeaderComesLast(depth: Int, at index: Int) {
        let junk = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let log = "{\"id\": \"AAAAAAAA-0000-0000-0000-999999999999\", \"trackerId\": \"11111111-1111-1111-1111-111111111111\", \"timestamp\": \"2026-11-20T08:00:00Z\", \"junk\": \(junk)}"
        let text = store(count: 200, replacing: index, with: log)
        let sequential = read(text, parallel: false)
        let parallel = read(text, parallel: true)
        // The root object, the logs array and the log object take three of the 512 levels.
        #expect((try? sequential.get()) != nil ? depth <= 509 : depth > 509, "depth \(depth)")
        switch (sequential, parallel) {
        case (.success(let a), .success(let b)): #expect(a == b)
        case (.failure(let a), .failure(let b)): #expect(a.description == b.description)
        default: Issue.record("parallel and sequential disagree at depth \(depth)")
        }
        // The header after the arrays: the arrays are read later, from the same depth.
        let reordered = text.replacingOccurrences(of: "{\"format\": \"tracker-store\", \"schemaVersion\": 1, ", with: "{")
            .replacingOccurrences(of: "\"timeZone\": \"Europe/Berlin\"}", with: "\"timeZone\": \"Europe/Berlin\", \"format\": \"tracker-store\", \"schemaVersion\": 1}")
        #expect(reordered != text)
        let deferred = read(reordered, parallel: false)
        #expect(((try? deferred.get()) != nil) == ((try? sequential.get()) != nil), "deferred reading counts depth the same")
    }

    /// The cut is a guess from the bytes near the middle; bytes that look like a boundary
    /// between two logs but are not one (objects nested in a log laid out like the logs) must
    /// make the parallel read fall back, never change the result.
    @Test func misleadingBytesAtTheCutFallBackToTheSameResult() throws {
        // (Text inside strings cannot look like the layout: its quote would end the string.)
        let text = store(count: 200).replacingOccurrences(
            of: "\"note\":", with: "\"extra\": [{\"a\": 1},\n{\"id\": [{\"c\": 2},\n{\"id\": 3}]}], \"note\":"
        )
        let bytes = Array(text.utf8)
        let arrayStart = bytes.firstRange(of: Array("\"logs\": [".utf8))!.upperBound - 1
        let split = try #require(JSONArraySplit.find(in: bytes, arrayStart: arrayStart, target: arrayStart + (bytes.count - arrayStart) / 2))
        // The guess lands inside a log here, so only the fallback can give the right result.
        #expect(!String(decoding: bytes[split.commaOffset...].prefix(40), as: UTF8.self).hasPrefix(",\n{\"id\": \"AAAAAAAA"))
        let sequential = try read(text, parallel: false).get()
        #expect(sequential.logs.count == 200)
        #expect(try read(text, parallel: true).get() == sequential)
    }

    /// Objects nested in every log (arrays of them, written compactly) do not look like the
    /// boundary between the first two logs, so the cut still falls between two logs.
    @Test func nestedObjectsLaidOutOtherwiseAreNotTakenForTheCut() throws {
        let text = store(count: 200).replacingOccurrences(
            of: "\"note\":", with: "\"extra\": [{\"a\": 1},{\"b\": [{\"c\": 2}, {\"id\": 3}]}], \"note\":"
        )
        let bytes = Array(text.utf8)
        let arrayStart = bytes.firstRange(of: Array("\"logs\": [".utf8))!.upperBound - 1
        let split = try #require(JSONArraySplit.find(in: bytes, arrayStart: arrayStart, target: arrayStart + (bytes.count - arrayStart) / 2))
        #expect(String(decoding: bytes[split.commaOffset...].prefix(40), as: UTF8.self).hasPrefix(",\n{\"id\": \"AAAAAAAA"))
        #expect(try read(text, parallel: true).get() == read(text, parallel: false).get())
    }

    @Test func theSplitPointIsAnElementBoundaryOutsideStrings() {
        let text = store(count: 200)
        let bytes = Array(text.utf8)
        let arrayStart = bytes.firstRange(of: Array("\"logs\": [".utf8))!.upperBound - 1
        let split = JSONArraySplit.find(in: bytes, arrayStart: arrayStart, target: arrayStart + (bytes.count - arrayStart) / 2)
        #expect(split != nil)
        if let split {
            #expect(bytes[split.commaOffset] == UInt8(ascii: ","))
            #expect(bytes[split.commaOffset + 1] == UInt8(ascii: "\n"))
            let before = String(decoding: bytes[..<split.commaOffset], as: UTF8.self).components(separatedBy: "\"trackerId\"").count - 1
            #expect(before > 80 && before < 130, "near the middle of the array")
        }
        #expect(JSONArraySplit.find(in: Array("[1, 2, 3]".utf8), arrayStart: 0, target: 100) == nil, "the array ends before the target")
        #expect(JSONArraySplit.find(in: Array("{\"a\": 1}".utf8), arrayStart: 0, target: 0) == nil, "not an array")
    }
}
