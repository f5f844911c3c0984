import Foundation
import Testing
import TestSupport
import SharpTools

/// The fixed-width writers against the plain Swift spelling of the same values, and the
/// buffer's growth, moves and loans.
@Suite struct OutputChunkTests {
    private func text(_ chunk: borrowing OutputChunk) -> String { String(decoding: chunk.bytes, as: UTF8.self) }

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
        #expect(chunk.count == 0)
    }

    /// The copy that let two chunks share memory (`var b = a; a.append(…); b.append(…)`, with
    /// `b` then reading `a`'s byte in an optimized build) can no longer be written: the
    /// compiler refuses to copy a chunk. This holds the type to that — the overload for
    /// copyable types is chosen for any type that can be copied, as the old chunk could.
    @Test func aChunkCannotBeCopied() {
        #expect(!isCopyable(OutputChunk.self))
        #expect(isCopyable([UInt8].self), "the check itself tells a copyable type")
    }

    /// What replaced the copy: `let b = a` moves the chunk, bytes and memory, and `a` is gone
    /// (using it again does not compile); bytes to keep are taken out with `bytes`, an array
    /// of their own.
    @Test func aChunkIsMovedAndItsBytesAreKeptAsAnArray() {
        var original = OutputChunk(capacity: 4)
        original.append(contentsOf: Array("abc".utf8))
        let kept = original.bytes
        var moved = original
        moved.append(UInt8(ascii: "Y"))
        #expect(text(moved) == "abcY")
        moved.removeAll()
        moved.append(contentsOf: Array("xyz".utf8))
        #expect(String(decoding: kept, as: UTF8.self) == "abc", "bytes taken out stay as they were")
        #expect(text(moved) == "xyz")
    }

    @Test func aChunkGrowsKeepingItsBytesAndIsCutBack() {
        var chunk = OutputChunk(capacity: 1)
        chunk.append(contentsOf: Array("abc".utf8))
        chunk.truncate(to: 1)
        chunk.append(contentsOf: Array("é🙂".utf8))
        #expect(text(chunk) == "aé🙂")
        var grown = OutputChunk(capacity: 1)
        for index in 0..<10_000 { grown.append(UInt8(index % 256)) }
        #expect(grown.bytes == (0..<10_000).map { UInt8($0 % 256) })
        grown.reserve(1 << 20)
        #expect(grown.bytes == (0..<10_000).map { UInt8($0 % 256) }, "reserving keeps the bytes")
    }

    /// A chunk lent to a function is read where it lies: the callee sees the bytes written
    /// so far, and the owner goes on appending after it returns.
    @Test func aLentChunkIsReadInPlace() {
        var chunk = OutputChunk(capacity: 8)
        chunk.append(contentsOf: Array("abc".utf8))
        func read(_ lent: borrowing OutputChunk) -> String { String(decoding: lent.bytes, as: UTF8.self) }
        #expect(read(chunk) == "abc")
        chunk.append(UInt8(ascii: "d"))
        #expect(read(chunk) == "abcd")
    }
}

/// False for a type that cannot be copied; the overload below wins for every copyable one.
private func isCopyable<T: ~Copyable>(_: T.Type) -> Bool { false }
private func isCopyable<T>(_: T.Type) -> Bool { true }
