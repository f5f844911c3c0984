import Foundation
import SharpTools
import Testing

/// The system calls of the output transaction behind `FileSystemCalls`: each does what its
/// name says, and a failure is a `FileSystemError` with the system's error number and words.
@Suite struct FileSystemCallsTests {
    private func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filesystemcalls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theErrorCarriesTheSystemsWordsAndTheAction() {
        #expect(FileSystemError(code: ENOENT).reason == "No such file or directory")
        #expect(FileSystemError(code: ENOENT).problem == "No such file or directory")
        #expect(FileSystemError(code: ENOSPC, action: "cannot write").problem == "cannot write: No space left on device")
        #expect(FileSystemError(code: EACCES, action: "x").description == "x: Permission denied")
    }

    @Test func renameReplacesTheDestinationAndReportsAMissingSource() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("new", to: directory + "/a")
        try write("old", to: directory + "/b")
        try FileSystemCalls.rename(directory + "/a", to: directory + "/b")
        #expect(text(directory + "/b") == "new")
        #expect(!FileManager.default.fileExists(atPath: directory + "/a"))
        #expect(throws: FileSystemError(code: ENOENT)) { try FileSystemCalls.rename(directory + "/a", to: directory + "/c") }
    }

    @Test func exchangeSwapsTwoDirectoriesInOneStep() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileSystemCalls.makeDirectory(directory + "/one", mode: 0o755)
        try FileSystemCalls.makeDirectory(directory + "/two", mode: 0o700)
        try write("1", to: directory + "/one/f")
        try write("2", to: directory + "/two/f")
        do {
            try FileSystemCalls.exchange(directory + "/one", directory + "/two")
            #expect(text(directory + "/one/f") == "2" && text(directory + "/two/f") == "1")
        } catch .unsupported {
            // A file system without the exchange (the report set then falls back to two renames).
            #expect(text(directory + "/one/f") == "1" && text(directory + "/two/f") == "2")
        } catch .failed(let failure) {
            Issue.record("the exchange failed: \(failure)")
        }
        #expect {
            try FileSystemCalls.exchange(directory + "/one", directory + "/missing")
        } throws: { error in
            if case .failed(let failure) = error as? FileSystemCalls.ExchangeFailure { return failure.code == ENOENT }
            return (error as? FileSystemCalls.ExchangeFailure).map { if case .unsupported = $0 { true } else { false } } ?? false
        }
    }

    @Test func directoriesAreMadeExclusivelyAndRemovedOnlyWhenEmpty() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileSystemCalls.makeDirectory(directory + "/d", mode: 0o700)
        #expect(FileIdentity.of(directory + "/d")?.mode == 0o700 & ~FileSystemCalls.creationMask)
        #expect(throws: FileSystemError(code: EEXIST)) { try FileSystemCalls.makeDirectory(directory + "/d", mode: 0o700) }
        try write("x", to: directory + "/d/f")
        #expect(throws: FileSystemError(code: ENOTEMPTY)) { try FileSystemCalls.removeEmptyDirectory(directory + "/d") }
        try FileSystemCalls.removeFile(directory + "/d/f")
        #expect(throws: FileSystemError(code: ENOENT)) { try FileSystemCalls.removeFile(directory + "/d/f") }
        try FileSystemCalls.removeEmptyDirectory(directory + "/d")
        #expect(FileIdentity.ofEntry(directory + "/d") == nil)
    }

    @Test func linksAreMadeWithoutCopying() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("data", to: directory + "/file")
        try FileSystemCalls.hardLink(directory + "/file", directory + "/same")
        let file = try #require(FileIdentity.of(directory + "/file"))
        #expect(FileIdentity.of(directory + "/same").map(file.isSameFile) == true)
        #expect(throws: FileSystemError(code: EEXIST)) { try FileSystemCalls.hardLink(directory + "/file", directory + "/same") }
        // A symbolic link gets a second name itself (the same inode, so the same owner), not
        // what it leads to — even a dangling one.
        try FileManager.default.createSymbolicLink(atPath: directory + "/link", withDestinationPath: "../elsewhere/missing")
        try FileSystemCalls.hardLink(directory + "/link", directory + "/link2")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory + "/link2") == "../elsewhere/missing")
        let link = try #require(FileIdentity.ofEntry(directory + "/link"))
        #expect(FileIdentity.ofEntry(directory + "/link2").map(link.isSameFile) == true)
    }

    @Test func modeOwnerWritableAndFlushing() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("x", to: directory + "/f")
        FileSystemCalls.setMode(directory + "/f", 0o604)
        #expect(FileIdentity.of(directory + "/f")?.mode == 0o604)
        let owner: UInt32 = getuid() == 0 ? 4321 : getuid()
        FileSystemCalls.setOwner(directory + "/f", owner: owner, group: owner)
        #expect(FileIdentity.of(directory + "/f")?.owner == owner)
        try FileSystemCalls.checkWritable(directory)
        #expect(throws: FileSystemError(code: ENOENT)) { try FileSystemCalls.checkWritable(directory + "/missing") }
        try FileSystemCalls.syncDirectory(directory)
        #expect(throws: FileSystemError(code: ENOTDIR, action: "cannot open the directory to flush it")) {
            try FileSystemCalls.syncDirectory(directory + "/f")
        }
    }

    @Test func processIDs() throws {
        #expect(ProcessCalls.currentID == ProcessInfo.processInfo.processIdentifier)
        #expect(!FileSystemCalls.processIsGone(ProcessCalls.currentID))
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/usr/bin/true")
        try child.run()
        child.waitUntilExit()
        #expect(FileSystemCalls.processIsGone(child.processIdentifier))
    }
}
