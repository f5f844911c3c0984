import Foundation
import Testing
import SharpTools

/// The input size limit is a value of each read: two opens with different limits on one file
/// each keep theirs, whichever way the file is read (whole, copied, from a pipe).
@Suite struct InputLimitTests {
    static func file(_ size: Int) throws -> (path: String, remove: () -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inputlimit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let path = directory.appendingPathComponent("f").path
        try Data(repeating: 7, count: size).write(to: URL(fileURLWithPath: path))
        return (path, { try? FileManager.default.removeItem(at: directory) })
    }

    @Test func eachReadKeepsItsOwnLimit() throws {
        let (path, remove) = try Self.file(10_000)
        defer { remove() }
        #expect(throws: FileBytes.Failure.tooLarge(limit: 9_999)) { try FileBytes.read(path: path, limit: 9_999) }
        #expect(try FileBytes.read(path: path, limit: 10_000).count == 10_000)
        #expect(try FileBytes.read(path: path).count == 10_000)
        let small = try FileBytes(path: path, prefixLength: 16, limit: 100)
        let large = try FileBytes(path: path, prefixLength: 16, limit: 1 << 20)
        #expect(small.limit == 100 && large.limit == 1 << 20)
        #expect(throws: FileBytes.Failure.tooLarge(limit: 100)) { try small.readAll() }
        #expect(try large.readAll().count == 10_000)
        #expect(throws: FileBytes.Failure.tooLarge(limit: 5_000)) {
            try FileBytes(path: path, prefixLength: 0, limit: 5_000).copyAll(to: path + ".copy")
        }
    }

    @Test func aPipeIsCutOffAtItsLimit() throws {
        // A FIFO's size is unknown at opening: the limit is found while reading.
        #expect(throws: FileBytes.Failure.tooLarge(limit: 1 << 16)) { try FileBytes.read(path: "/dev/zero", limit: 1 << 16) }
    }
}
