import Foundation
import Testing
@testable import SharpTools

/// `NewFile.finish(_:)`: many files flushed at once end as `finish()` ends each one.
@Suite struct NewFileTogetherTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("newfiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// More files than threads, and one thread alone: every file complete, every descriptor closed.
    @Test(arguments: [1, 4, 16])
    func everyFileIsCompleteAndClosed(threads: Int) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [NewFile] = []
        for index in 0..<40 {
            let file = try NewFile.create(at: directory.appendingPathComponent("f\(index)").path, mode: 0o644)
            try file.write(Array("file \(index)\n".utf8))
            files.append(file)
        }
        let failures = NewFile.finish(files, threads: threads)
        #expect(failures.count == files.count)
        #expect(failures.allSatisfy { $0 == nil })
        for (index, file) in files.enumerated() {
            #expect(file.descriptor == -1)
            #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "file \(index)\n")
        }
        #expect(NewFile.finish([]).isEmpty)
    }

    /// A flush that failed: the file is removed and the error says so in the system's words.
    @Test func aFailedFlushRemovesTheFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("lost").path
        let file = try NewFile.create(at: path, mode: 0o644)
        try file.write([1, 2, 3])
        let failure = try #require(file.closeAfterFlush(EIO))
        #expect(failure.problem == "cannot flush to disk: Input/output error")
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect(file.descriptor == -1)
    }
}
