import Foundation
import Testing
import SharpTools

@Suite struct NewFileTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("newfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Pieces of every size, past the early-writeback interval, arrive whole and in order.
    @Test func writesPiecesInOrder() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out").path
        let file = try NewFile.create(at: path, mode: 0o644)
        var expected: [UInt8] = []
        for size in [0, 1, 4096, 9 << 20, 3] {
            let piece = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ size) }
            try file.write(piece)
            expected += piece
        }
        try file.write(Data([1, 2, 3]))
        expected += [1, 2, 3]
        try file.finish()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(expected))
    }

    /// Creation is exclusive: an existing file is never opened, let alone truncated.
    @Test func neverOpensAnExistingFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("taken").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: NewFileError.self) { try NewFile.create(at: path, mode: 0o600) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep")
    }

    @Test func abandonRemovesTheFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("gone").path
        let file = try NewFile.create(at: path, mode: 0o644)
        try file.write([1, 2, 3])
        file.abandon()
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func setModeSetsThePermissionBits() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("private").path
        let file = try NewFile.create(at: path, mode: 0o644)
        file.setMode(0o600)
        try file.finish()
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func aMissingDirectoryIsAnErrorWithTheReason() throws {
        #expect {
            try NewFile.create(at: "/nonexistent-\(UUID().uuidString)/file", mode: 0o644)
        } throws: { error in
            (error as? NewFileError)?.problem.contains("No such file or directory") == true
        }
    }
}
