import Foundation
import SharpTools
import Testing
@testable import trackerkit

/// `AtomicFileWriter.prepare(for:contents:)`, the streaming path `report` and `export` write
/// through: the pieces land in order, and a failure in the middle — the writer's own
/// (disk full) or the producer's — leaves no temporary file and the destination untouched.
@Suite struct AtomicFileWriterTests {
    struct RenderFailed: Error {}

    static func pieces(_ sizes: [Int]) -> [[UInt8]] {
        sizes.enumerated().map { index, size in (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) } }
    }

    @Test(arguments: [[0], [1], [1, 0, 5], [70_000, 3, 9_000_000], [1 << 20, 1 << 20, 1 << 20, 7]])
    func piecesAreWrittenInOrder(sizes: [Int]) throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let path = directory.appendingPathComponent("out.csv").path
        let pieces = Self.pieces(sizes)
        try AtomicFileWriter.write(to: path) { (write) throws(OutputError) in
            for piece in pieces {
                try write(OutputChunk(piece))
            }
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(pieces.joined()))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.csv"])
    }

    @Test func aFailureInTheMiddleLeavesTheDestinationAndNoTemporaryFile() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let path = directory.appendingPathComponent("logs.csv").path
        try Data("previous report".utf8).write(to: URL(fileURLWithPath: path))
        var written = 0
        #expect(throws: OutputError.self) {
            _ = try AtomicFileWriter.prepare(for: path) { (write) throws(OutputError) in
                let piece = [UInt8](repeating: 65, count: 3 << 20)
                for index in 0..<5 {
                    // The third piece fails as a full disk would.
                    if index == 2 { throw OutputError(path: path, problem: "cannot write: No space left on device") }
                    try write(OutputChunk(piece))
                    written += piece.count
                }
            }
        }
        #expect(written == 6 << 20, "two pieces went to the temporary file first")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "previous report")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["logs.csv"], "no temporary file left")
    }

    /// A temporary file that cannot be created (sysfs refuses new files, also to root): the
    /// error comes before anything is rendered. (write(2) failing midway, under a file-size
    /// limit, is `OutputSafetyTests.aWriteErrorLeavesTheEarlierReportsIntact`.)
    @Test func aDirectoryThatRefusesFilesIsReportedAndNothingIsWritten() {
        let path = "/sys/kernel/trackerkit-\(UUID().uuidString).csv"
        var called = false
        #expect(throws: OutputError.self) {
            try AtomicFileWriter.write(to: path) { (_) throws(OutputError) in called = true }
        }
        #expect(!called, "nothing is rendered when the temporary file cannot be created")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    /// The message names the directory and the system's reason once, as before the writer
    /// went through `NewFile` ("cannot create a file in DIR: cannot create: …" repeated it).
    @Test func aFileThatCannotBeCreatedIsReportedWithTheSystemsReasonOnce() throws {
        let directory = "/nonexistent-\(UUID().uuidString)"
        #expect {
            try AtomicFileWriter.write(Array("x".utf8), to: directory + "/out.csv")
        } throws: { error in
            (error as? OutputError)?.problem == "cannot create a file in \(directory): No such file or directory"
        }
    }
}
