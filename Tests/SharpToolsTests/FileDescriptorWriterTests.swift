import Foundation
import Testing
import SharpTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct FileDescriptorWriterTests {
    @Test func writesEveryByteAndReportsAFailedWrite() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("fdwriter-\(UUID().uuidString)").path
        defer { unlink(path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        #expect(descriptor >= 0)
        let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try FileDescriptorWriter.writeAll(OutputChunk(bytes), to: descriptor)
        try FileDescriptorWriter.writeAll(OutputChunk(), to: descriptor)
        close(descriptor)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(bytes))
        let failure = #expect(throws: FileDescriptorWriter.Failure.self) {
            try FileDescriptorWriter.writeAll(OutputChunk([1, 2, 3]), to: -1)
        }
        #expect(failure?.code == EBADF)
    }
}
