import Foundation
import Testing
import SharpTools

@Suite struct FileBytesTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filebytes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func readsFilesOfEverySizeExactly() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for size in [0, 1, 4095, 65_536, 65_537, 300_001] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
            let path = directory.appendingPathComponent("f\(size)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            #expect(try FileBytes.read(path: path) == bytes, "size \(size)")
        }
    }

    /// Two threads reading files at once (XLIFF files are read on `TwoJobs`) each get their
    /// own bytes — under ThreadSanitizer (CI) also without a race, e.g. on the storage of
    /// empty arrays that every thread shares.
    @Test func twoThreadsReadFilesAtOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first").path
        let second = directory.appendingPathComponent("second").path
        try Data().write(to: URL(fileURLWithPath: first))
        try Data("second".utf8).write(to: URL(fileURLWithPath: second))
        let (a, b) = TwoJobs.run(
            { (0..<200).map { _ in (try? FileBytes.read(path: first)) ?? [0xFF] } },
            { (0..<200).map { _ in (try? FileBytes.read(path: second)) ?? [] } }
        )
        #expect(a.allSatisfy { $0.isEmpty })
        #expect(b.allSatisfy { $0 == Array("second".utf8) })
    }

    /// The prefix read at opening, then the rest read or copied: always the file, byte for
    /// byte, whatever the prefix length next to the file's size.
    @Test func prefixThenRestReadsOrCopiesTheWholeFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for size in [0, 1, 99, 4096, 70_000] {
            let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
            let path = directory.appendingPathComponent("f\(size)").path
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            for prefixLength in [0, 1, 100, 4096] {
                let opened = try FileBytes(path: path, prefixLength: prefixLength)
                #expect(opened.prefix == Array(bytes.prefix(prefixLength)))
                #expect(opened.isRegularFile && opened.sizeWhenOpened == size)
                #expect(try opened.readAll() == bytes, "size \(size), prefix \(prefixLength)")
                let copy = directory.appendingPathComponent("copy-\(size)-\(prefixLength)").path
                #expect(try FileBytes(path: path, prefixLength: prefixLength).copyAll(to: copy) == size)
                #expect(try Data(contentsOf: URL(fileURLWithPath: copy)) == Data(bytes))
            }
        }
    }

    @Test func openingFailuresSayWhy() throws {
        #expect(throws: FileBytes.Failure.noSuchFile) { try FileBytes(path: "/nonexistent/file", prefixLength: 8) }
        #expect(throws: FileBytes.Failure.isDirectory) { try FileBytes(path: "/tmp", prefixLength: 8) }
    }

    /// Files under /proc report size 0 but have content: read until end of file.
    @Test func readsProcFilesWhoseSizeIsZero() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/status") else { return }
        let status = try FileBytes.read(path: "/proc/self/status")
        #expect(String(decoding: status, as: UTF8.self).contains("Name:"))
    }

    /// A FIFO reports size 0: the bytes arrive in chunks until the writer closes it.
    @Test func readsAPipeWhoseSizeIsUnknown() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(path, 0o600) == 0)
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let writer = Thread {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data(bytes))
            try? handle?.close()
        }
        writer.start()
        #expect(try FileBytes.read(path: path) == bytes)
    }

    @Test func namesWhatIsWrongWithThePath() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: FileBytes.Failure.noSuchFile) { try FileBytes.read(path: directory.appendingPathComponent("missing").path) }
        #expect(throws: FileBytes.Failure.noSuchFile) { try FileBytes.read(path: directory.appendingPathComponent("missing/below").path) }
        #expect(throws: FileBytes.Failure.isDirectory) { try FileBytes.read(path: directory.path) }
        if getuid() != 0 {
            let path = directory.appendingPathComponent("locked").path
            try Data([1]).write(to: URL(fileURLWithPath: path))
            chmod(path, 0)
            #expect(throws: FileBytes.Failure.notReadable) { try FileBytes.read(path: path) }
        }
    }
}
