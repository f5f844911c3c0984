import Foundation
import Testing
import TestSupport
import SharpTools

/// The fixed-width writers against the plain Swift spelling of the same values, and the
/// buffer's growth and copy-on-write.
@Suite struct OutputChunkTests {
    private func text(_ chunk: OutputChunk) -> String { String(decoding: chunk.bytes, as: UTF8.self) }

    @Test func idsAreWrittenAsSwiftPrintsThem() {
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<1_000 {
            var octets = [UInt8](repeating: 0, count: 16)
            for index in octets.indices { octets[index] = UInt8(truncatingIfNeeded: generator.next()) }
            let id = UUID(uuid: (octets[0], octets[1], octets[2], octets[3], octets[4], octets[5], octets[6], octets[7],
                                 octets[8], octets[9], octets[10], octets[11], octets[12], octets[13], octets[14], octets[15]))
            var chunk = OutputChunk(capacity: 1)
            chunk.appendUUID(id)
            #expect(text(chunk) == id.uuidString)
        }
    }

    @Test func integersAreWrittenAsStringDoes() {
        var generator = SeededGenerator(seed: 43)
        let values = [0, 1, -1, 9, 10, -10, 99, 100, Int.max, Int.min, Int.min + 1]
            + (0..<1_000).map { _ in Int(bitPattern: UInt(generator.next())) >> Int(generator.next() % 64) }
        for value in values {
            var chunk = OutputChunk(capacity: 1)
            chunk.appendDecimal(value)
            #expect(text(chunk) == String(value))
        }
    }

    @Test func datesAndTimesAreZeroPaddedAndWideYearsRefused() {
        var chunk = OutputChunk()
        let written = chunk.appendISODate(year: 7, month: 3, day: 9)
        chunk.appendTimeAndOffset(secondOfDay: 3_661, utcOffset: -(5 * 3600 + 30 * 60))
        #expect(written && text(chunk) == "0007-03-09T01:01:01-05:30")
        let wide = chunk.appendISODate(year: 10_000, month: 1, day: 1)
        let negative = chunk.appendISODate(year: -1, month: 1, day: 1)
        #expect(!wide && !negative)
        #expect(chunk.count == 25, "nothing written for a refused date")
    }

    @Test func theDateCacheWritesWhatAppendISODateWrites() {
        var cache = ISODateCache()
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<2_000 {
            // Runs of the same key, as logs.csv has.
            let year = Int(generator.next() % 10_000)
            let (month, day) = (Int(generator.next() % 12) + 1, Int(generator.next() % 28) + 1)
            let key = year * 10_000 + month * 100 + day
            for _ in 0..<Int(generator.next() % 3 + 1) {
                var cached = OutputChunk()
                let written = cache.append(key: key, to: &cached) { _ in (year, month, day) }
                #expect(written)
                var plain = OutputChunk()
                plain.appendISODate(year: year, month: month, day: day)
                #expect(cached.bytes == plain.bytes)
            }
        }
        var chunk = OutputChunk()
        let written = cache.append(key: -1, to: &chunk) { _ in (12_345, 1, 1) }
        #expect(!written)
        #expect(chunk.isEmpty)
    }

    @Test func aCopyThatReservesSharesNothing() {
        var original = OutputChunk(capacity: 4)
        original.append(contentsOf: Array("abc".utf8))
        var copy = original
        // A copy reserves before it is appended to: then each has memory of its own.
        copy.reserve(1)
        copy.append(UInt8(ascii: "d"))
        original.reserve(1)
        original.append(UInt8(ascii: "x"))
        #expect(text(original) == "abcx")
        #expect(text(copy) == "abcd")
        copy.truncate(to: 1)
        copy.append(contentsOf: Array("é🙂".utf8))
        #expect(text(copy) == "aé🙂")
        var grown = OutputChunk(capacity: 1)
        for index in 0..<10_000 { grown.append(UInt8(index % 256)) }
        #expect(grown.bytes == (0..<10_000).map { UInt8($0 % 256) })
    }

    /// A chunk emptied (or cut back) to be rendered into again leaves a copy handed out
    /// before intact: the consumer of a piece may keep it while the next piece is rendered.
    @Test func aChunkEmptiedForReuseLeavesAKeptCopyIntact() {
        var chunk = OutputChunk(capacity: 8)
        chunk.append(contentsOf: Array("abc".utf8))
        let kept = chunk
        chunk.removeAll()
        chunk.append(contentsOf: Array("xyz".utf8))
        #expect(text(kept) == "abc")
        #expect(text(chunk) == "xyz")
        let keptAgain = chunk
        chunk.truncate(to: 1)
        chunk.append(UInt8(ascii: "!"))
        #expect(text(keptAgain) == "xyz")
        #expect(text(chunk) == "x!")
    }
}
