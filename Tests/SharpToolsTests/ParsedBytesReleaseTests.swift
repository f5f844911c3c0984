import Foundation
import Testing
import SharpTools
#if canImport(Glibc)
import Glibc
#endif

/// Bytes a parse is done with are given back to the system page by page; the bytes around
/// them stay as they were, and a file is read again only as it was when opened.
@Suite struct ParsedBytesReleaseTests {
    private static let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))

    private static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9 &+ 1) }
    }

    @Test func onlyBytesInsideTheRangeAreGivenBack() {
        let original = Self.pattern(64 * Self.pageSize)
        let release = ParsedBytesRelease(original, step: 1)
        #expect(!release.hasReleased)
        let range = 100..<(40 * Self.pageSize + 7)
        let end = release.release(range)
        // Every byte outside the range is still there.
        #expect(release.bytes[..<range.lowerBound].elementsEqual(original[..<range.lowerBound]))
        #expect(release.bytes[range.upperBound...].elementsEqual(original[range.upperBound...]))
        #if os(Linux)
        #expect(release.hasReleased)
        #expect(end > range.upperBound - Self.pageSize && end <= range.upperBound)
        // What follows the pages given back, within the range, is kept too.
        #expect(release.bytes[end..<range.upperBound].elementsEqual(original[end..<range.upperBound]))
        #else
        #expect(end == range.lowerBound)
        #endif
    }

    @Test func lessThanAWholePageGivesNothingBack() {
        let release = ParsedBytesRelease(Self.pattern(4 * Self.pageSize), step: 1)
        #expect(release.release(10..<(10 + Self.pageSize - 1)) == 10)
        #expect(release.release(0..<0) == 0)
        #expect(!release.hasReleased)
    }

    #if os(Linux)
    /// The pages given back leave the process's resident memory (counted with `mincore`).
    @Test func releasedPagesLeaveResidentMemory() {
        let count = 256 * Self.pageSize
        let release = ParsedBytesRelease(Self.pattern(count), step: 1)
        #expect(residentPages(release.bytes) >= 250)
        release.release(0..<count)
        #expect(residentPages(release.bytes) <= 2)
    }

    private func residentPages(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer -> Int in
            let origin = UInt(bitPattern: buffer.baseAddress!)
            let page = UInt(Self.pageSize)
            let lower = origin / page * page
            let upper = (origin + UInt(buffer.count) + page - 1) / page * page
            var vector = [UInt8](repeating: 0, count: Int((upper - lower) / page))
            guard mincore(UnsafeMutableRawPointer(bitPattern: lower), Int(upper - lower), &vector) == 0 else { return -1 }
            return vector.filter { $0 & 1 == 1 }.count
        }
    }
    #endif

    @Test func aMarkReleasesOnlyAfterItsStep() {
        let release = ParsedBytesRelease(Self.pattern(64 * Self.pageSize), step: 8 * Self.pageSize)
        var mark = ParsedBytesRelease.Mark(at: 0)
        mark.advance(to: 8 * Self.pageSize - 1, in: release)
        #expect(!release.hasReleased)
        mark.advance(to: 20 * Self.pageSize, in: release)
        #if os(Linux)
        #expect(release.hasReleased)
        #endif
        var none = ParsedBytesRelease.Mark(at: 0)
        none.advance(to: 1 << 30, in: nil)
    }

    @Test func aFileIsReadAgainOnlyAsItWas() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("release-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("store.json").path
        let content = Self.pattern(300_001)
        try Data(content).write(to: URL(fileURLWithPath: path))

        let unchanged = try FileBytes(path: path, prefixLength: 4096)
        #expect(try unchanged.readAll() == content)
        #expect(try unchanged.readAllAgain() == content)

        let grown = try FileBytes(path: path, prefixLength: 4096)
        _ = try grown.readAll()
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("more".utf8))
        try handle.close()
        #expect {
            _ = try grown.readAllAgain()
        } throws: { error in
            guard case FileBytes.Failure.readFailed(let reason) = error else { return false }
            return reason.contains("changed while it was read")
        }
    }
}
