import Foundation
import SharpTools
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FileSystemCalls.copyDirectoryAttributes`: a directory made anew gets exactly the owner,
/// group, mode and extended attributes (the POSIX ACL among them) of the one it stands for.
@Suite struct FileSystemCallsAttributesTests {
    private func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("attributes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    #if os(Linux)
    @Test func aNewDirectoryGetsTheOwnerModeAndACLOfTheOldOne() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let old = directory + "/old"
        let new = directory + "/new"
        try FileSystemCalls.makeDirectory(old, mode: 0o700)
        try FileSystemCalls.makeDirectory(new, mode: 0o700)
        // Another user's directory when run as root (as `nobody` owns one), else one's own.
        let owner: UInt32 = getuid() == 0 ? 65534 : getuid()
        let group: UInt32 = getuid() == 0 ? 65534 : getgid()
        try FileSystemCalls.setExtendedAttribute(old, name: ACLFixture.attributeName, value: ACLFixture.access)
        FileSystemCalls.setOwner(old, owner: owner, group: group)
        FileSystemCalls.setMode(old, 0o2750)
        // An attribute the old directory lacks goes: the new one ends up exactly alike.
        try FileSystemCalls.setExtendedAttribute(new, name: "user.stray", value: Array("x".utf8))

        try FileSystemCalls.copyDirectoryAttributes(from: old, to: new)
        let made = try #require(FileIdentity.ofEntry(new))
        #expect(made.owner == owner && made.group == group)
        #expect(made.mode == 0o2750)
        #expect(try FileSystemCalls.extendedAttributes(of: new) == FileSystemCalls.extendedAttributes(of: old))
        #expect(try FileSystemCalls.extendedAttributes(of: new)[ACLFixture.attributeName] != nil)

        // Kept private while it is filled: the mode given instead, the rest as before.
        try FileSystemCalls.copyDirectoryAttributes(from: old, to: new, mode: 0o700)
        #expect(FileIdentity.ofEntry(new)?.mode == 0o700 && FileIdentity.ofEntry(new)?.owner == owner)
    }
    #endif

    /// What cannot be given fails with the reason; here the old directory is gone.
    @Test func aMissingModelIsAnError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(throws: FileSystemError(code: ENOENT, action: "cannot read its owner and mode")) {
            try FileSystemCalls.copyDirectoryAttributes(from: directory + "/missing", to: directory)
        }
    }
}
