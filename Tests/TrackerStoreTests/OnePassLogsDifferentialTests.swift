import Foundation
import Testing
import TestSupport
import TrackerModel
@testable import TrackerStore

/// The logs read in one pass (`JSONStoreParser.readLogInOnePass`) against the plain reading
/// of every log: the same `Store` for generated stores (members in any order, escapes, nulls,
/// unknown members, whitespace), and the same error, word for word, for stores broken by a
/// changed byte — sequentially and in halves.
@Suite struct OnePassLogsDifferentialTests {
    static func read(_ bytes: [UInt8], onePass: Bool, threshold: Int) -> Result<Store, StoreError> {
        Result { () throws(StoreError) in try JSONStoreReader.read(bytes: bytes, file: "s.json", parallelLogsThreshold: threshold, onePass: onePass) }
    }

    static func same(_ bytes: [UInt8], threshold: Int) -> Bool {
        switch (read(bytes, onePass: true, threshold: threshold), read(bytes, onePass: false, threshold: threshold)) {
        case (.success(let fast), .success(let plain)): return fast == plain
        case (.failure(let fast), .failure(let plain)): return fast.description == plain.description
        default: return false
        }
    }

    @Test(arguments: [Int.max, 0])
    func theSameStoreAsThePlainReading(threshold: Int) {
        for seed in UInt64(1)...120 {
            var text = JSONReaderDifferentialTests.store(seed: seed)
            // Whitespace between the tokens of some logs, and a member the store does not know.
            if seed % 3 == 0 { text = text.replacingOccurrences(of: "\"trigger\": ", with: "\"trigger\" :\n\t ") }
            if seed % 4 == 0 { text = text.replacingOccurrences(of: "\"trackerId\":", with: "\"future\": [1], \"extra\": 1.5e3, \"trackerId\":") }
            #expect(Self.same(Array(text.utf8), threshold: threshold), "seed \(seed)")
        }
    }

    @Test func theSameErrorForABrokenStore() {
        var random = SeededGenerator(seed: 99)
        let bytes = Array(JSONReaderDifferentialTests.store(seed: 7).utf8)
        guard let logsStart = String(decoding: bytes, as: UTF8.self).utf8.firstRange(of: Array("\"logs\"".utf8))?.lowerBound else {
            Issue.record("no logs")
            return
        }
        let start = String(decoding: bytes, as: UTF8.self).utf8.distance(from: String(decoding: bytes, as: UTF8.self).utf8.startIndex, to: logsStart)
        let replacements = Array("\"\\{}[]:,0-9eE.+ ntfu\u{7F}".utf8) + [0x00, 0x1F, 0x80, 0xC3, 0xFF]
        for _ in 0..<600 {
            var broken = bytes
            broken[Int.random(in: start..<bytes.count, using: &random)] = replacements.randomElement(using: &random)!
            for threshold in [Int.max, 0] {
                #expect(Self.same(broken, threshold: threshold), "\(String(decoding: broken, as: UTF8.self).prefix(0))")
            }
        }
    }
}
