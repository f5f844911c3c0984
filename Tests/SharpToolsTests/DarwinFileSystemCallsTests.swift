#if canImport(Darwin)
import Darwin
import Foundation
import SharpTools
import Testing

/// The macOS branches of the system calls, run by CI's macOS job: `renamex_np(RENAME_SWAP)`
/// switches the report set, `copyfile(COPYFILE_ACL | COPYFILE_XATTR)` gives a carried-over
/// folder its ACL and extended attributes, `st_mtimespec` dates a file. The attributes are set
/// and read with macOS's own tools (`chmod +a`, `xattr`, `ls -le`), independently of the code
/// under test.
@Suite struct DarwinFileSystemCallsTests {
    private func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("darwin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// The tool's standard output and exit status.
    private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// The ACL entries `ls -led` lists for a directory (lines ` 0: user:… allow …`).
    private func acl(_ path: String) throws -> [String] {
        try run("/bin/ls", ["-led", path]).output.split(separator: "\n").dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func theExchangeSwapsTwoDirectoriesAtomically() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileSystemCalls.makeDirectory(directory + "/one", mode: 0o755)
        try FileSystemCalls.makeDirectory(directory + "/two", mode: 0o700)
        try Data("1".utf8).write(to: URL(fileURLWithPath: directory + "/one/f"))
        try Data("2".utf8).write(to: URL(fileURLWithPath: directory + "/two/f"))
        do {
            try FileSystemCalls.exchange(directory + "/one", directory + "/two")
        } catch {
            // APFS, the file system of macOS's temporary folder, has RENAME_SWAP: no fallback here.
            Issue.record("renamex_np(RENAME_SWAP) failed on APFS: \(error)")
        }
        #expect(try String(contentsOfFile: directory + "/one/f", encoding: .utf8) == "2")
        #expect(FileIdentity.ofEntry(directory + "/one")?.mode == 0o700)
    }

    @Test func aNewDirectoryGetsTheACLAndExtendedAttributesOfTheOldOne() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let old = directory + "/old", new = directory + "/new"
        try FileSystemCalls.makeDirectory(old, mode: 0o700)
        try FileSystemCalls.makeDirectory(new, mode: 0o755)
        let user = try run("/usr/bin/id", ["-un"]).output.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(try run("/bin/chmod", ["+a", "user:\(user) allow list,search,add_file", old]).status == 0)
        #expect(try run("/usr/bin/xattr", ["-w", "org.trackerkit.test", "kept", old]).status == 0)
        FileSystemCalls.setMode(old, 0o750)
        #expect(try !acl(old).isEmpty, "chmod +a gave the folder an ACL")

        try FileSystemCalls.copyDirectoryAttributes(from: old, to: new)
        #expect(try acl(new) == acl(old))
        #expect(try run("/usr/bin/xattr", ["-p", "org.trackerkit.test", new]).output == "kept\n")
        let made = try #require(FileIdentity.ofEntry(new))
        #expect(made.mode == 0o750 && made.owner == getuid())
    }

    @Test func aFilesModificationTimeIsTheSystemsToTheNanosecond() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/f"
        try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        let date = Date(timeIntervalSince1970: 1_795_000_000.123_456)
        try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: path)
        let identity = try #require(FileIdentity.ofEntry(path))
        #expect(identity.modifiedSeconds == 1_795_000_000)
        #expect(abs(Double(identity.modifiedNanoseconds) - 123_456_000) < 1_000)
    }
}
#endif
