import Foundation
import SharpTools
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `report --out OUT` replaces only its own directory: a report set (marked, new, empty, or
/// written by an earlier version), never `/etc` or a home directory; what it carries over keeps
/// owner, group, mode and ACL, also when run as root.
@Suite struct ReportOutOwnershipCLITests {
    static let binary = TrackerKitProcess.binary.path
    static let sampleStore = ReportSetReliabilityTests.sampleStore
    static let marker = ExpectedReportSet.marker

    static func report(out: String, asOf: String = "2026-11-20") -> [String] {
        ReportSetReliabilityTests.report(out: out, asOf: asOf)
    }

    /// Device, inode, owner, group and mode of `directory` and every entry below it.
    static func identities(_ directory: String) -> [String: String] {
        var result: [String: String] = [:]
        let entries = [""] + ((FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? [])
        for relative in entries {
            guard let entry = FileIdentity.ofEntry(relative.isEmpty ? directory : directory + "/" + relative) else { continue }
            result[relative] = "\(entry.device):\(entry.inode) \(entry.owner):\(entry.group) \(String(entry.mode, radix: 8))"
        }
        return result
    }

    /// Owner and group a test gives away: `nobody`'s when run as root, else one's own.
    static let other: (owner: UInt32, group: UInt32) = getuid() == 0 ? (65534, 65534) : (getuid(), getgid())

    /// A second report into OUT left every directory it carried over — the user's `sub`, the
    /// locale folder `en` and its `img` — as it was: owner, group, mode and (Linux) ACL. It used
    /// to make them anew as root:root.
    @Test func aReportKeepsTheOwnerModeAndACLOfEveryCarriedOverDirectory() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let out = directory.path + "/OUT"
        let first = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, asOf: "2026-11-19"))
        #expect(first.exitCode == 0, "\(first.stderr)")
        try FileManager.default.createDirectory(atPath: out + "/sub", withIntermediateDirectories: false)
        try Data("the user's".utf8).write(to: URL(fileURLWithPath: out + "/sub/notes.txt"))
        let directories = ["sub", "en", "en/img"]
        for (relative, mode) in zip(directories, [0o750, 0o2755, 0o700] as [UInt16]) {
            #if os(Linux)
            try FileSystemCalls.setExtendedAttribute(out + "/" + relative, name: ACLFixture.attributeName, value: ACLFixture.access)
            #endif
            FileSystemCalls.setOwner(out + "/" + relative, owner: Self.other.owner, group: Self.other.group)
            FileSystemCalls.setMode(out + "/" + relative, mode)
        }
        let before = try directories.map { try #require(FileIdentity.ofEntry(out + "/" + $0)) }
        #if os(Linux)
        let acls = try directories.map { try FileSystemCalls.extendedAttributes(of: out + "/" + $0) }
        #endif
        let notes = try #require(FileIdentity.ofEntry(out + "/sub/notes.txt"))

        let second = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out))
        #expect(second.exitCode == 0, "\(second.stderr)")
        #expect(second.stderr.isEmpty, "\(second.stderr)")
        for (index, relative) in directories.enumerated() {
            let now = try #require(FileIdentity.ofEntry(out + "/" + relative))
            let old = before[index]
            #expect(now.owner == old.owner && now.group == old.group, "\(relative): owner \(now.owner):\(now.group), was \(old.owner):\(old.group)")
            #expect(now.mode == old.mode, "\(relative): mode \(String(now.mode, radix: 8)), was \(String(old.mode, radix: 8))")
            #if os(Linux)
            #expect(try FileSystemCalls.extendedAttributes(of: out + "/" + relative) == acls[index], "\(relative): its ACL")
            #endif
        }
        #expect(FileIdentity.ofEntry(out + "/sub/notes.txt").map(notes.isSameFile) == true, "the user's file is the same file")
    }

    /// `{"report": {"out": ".../etc"}}` — a directory that is not a report set (files of its
    /// own, another user's private `ssl/private`) — is exit 2 with one line naming it, the
    /// marker and the way out; nothing in it changes, not even its inode.
    @Test func aDirectoryThatIsNotAReportSetIsRefusedUntouched() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let etc = directory.path + "/etc"
        try FileManager.default.createDirectory(atPath: etc + "/ssl/private", withIntermediateDirectories: true)
        try Data("root:x:0:0:root:/root:/bin/sh\n".utf8).write(to: URL(fileURLWithPath: etc + "/passwd"))
        try Data("key".utf8).write(to: URL(fileURLWithPath: etc + "/ssl/private/server.key"))
        FileSystemCalls.setMode(etc + "/ssl/private", 0o700)
        FileSystemCalls.setOwner(etc + "/ssl/private", owner: Self.other.owner, group: Self.other.group)
        try Data(#"{"report": {"out": "\#(etc)"}}"#.utf8).write(to: directory.appendingPathComponent(".trackerkit.json"))
        let before = Self.identities(etc)
        let files = try OutputSafetyTests.snapshot(etc)

        let run = try TrackerKitProcess.run(["report", "--store", Self.sampleStore, "--locale", "en", "--as-of", "2026-11-20"], in: directory)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty, "no 'Wrote 17 files for en to …/etc'")
        #expect(run.stderrLines == [
            "trackerkit: error: \(etc): is not a report set: it has no \(Self.marker) marker and holds passwd, which is not a report's; use an empty or new directory for the reports, or create the marker (touch \(etc)/\(Self.marker)) if this is a report set",
        ])
        #expect(Self.identities(etc) == before, "the same inodes, owners and modes")
        #expect(try OutputSafetyTests.snapshot(etc) == files)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [".trackerkit.json", "etc"], "no sibling")
    }

    /// Run as a user who may not give a directory away (not root), a report that would have
    /// to make another user's directory anew fails before the switch and leaves OUT as it was.
    /// Run as root, the test plays that user with `setpriv`; otherwise it checks that one's own
    /// directory is carried with its owner.
    @Test func aRunThatCannotKeepAnOwnerFailsAndLeavesOutAsItWas() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let out = directory.path + "/OUT"
        let first = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, asOf: "2026-11-19"))
        #expect(first.exitCode == 0, "\(first.stderr)")
        try FileManager.default.createDirectory(atPath: out + "/sub", withIntermediateDirectories: false)
        guard getuid() == 0 else {
            let run = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out))
            #expect(run.exitCode == 0, "\(run.stderr)")
            #expect(FileIdentity.ofEntry(out + "/sub")?.owner == getuid())
            return
        }
        // OUT and its parent are nobody's; `sub` stays root's (readable, so only its owner is in the way).
        for path in [directory.path, out] + (FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? []).map({ out + "/" + $0 })
        where !path.hasSuffix("/sub") {
            FileSystemCalls.setOwner(path, owner: 65534, group: 65534)
        }
        let before = Self.identities(out)
        let files = try OutputSafetyTests.snapshot(out)
        let command = ["--reuid=65534", "--regid=65534", "--clear-groups", Self.binary] + Self.report(out: out)
        let run = try TrackerKitProcess.run(executable: "/usr/bin/setpriv", command)
        HostileInputTests.expect(run, exit: 2, naming: out + "/sub", pattern: #"^: cannot carry it over into the new report set with its owner, mode and ACL \(cannot give it the owner 0:0: Operation not permitted\); run the report as its owner or as root$"#)
        #expect(Self.identities(out) == before)
        #expect(try OutputSafetyTests.snapshot(out) == files)
        #expect(ReportSetReliabilityTests.temporaryEntries(under: directory.path) == [], "the sibling is gone")
    }

    /// A set written before the marker existed (locale folders of report files and pictures,
    /// the user's files in them) is taken over and marked; with anything else in it, it is
    /// refused until the user adds the marker.
    @Test func anEarlierSetWithoutTheMarkerIsTakenOverOnlyWhenItHoldsNothingElse() throws {
        let directory = try TrackerKitProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }  // best-effort cleanup
        let out = directory.path + "/OUT"
        let first = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out, asOf: "2026-11-19"))
        #expect(first.exitCode == 0, "\(first.stderr)")
        try FileManager.default.removeItem(atPath: out + "/" + Self.marker)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/de/notes.txt"))
        let taken = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out))
        #expect(taken.exitCode == 0, "\(taken.stderr)")
        let expected = try ExpectedReportSet.paths(store: Self.sampleStore) + ["de/notes.txt"]
        #expect(HostileInputTests.regularFiles(under: out) == expected.sorted(), "marked now, the user's file kept")

        try FileManager.default.removeItem(atPath: out + "/" + Self.marker)
        try Data("site".utf8).write(to: URL(fileURLWithPath: out + "/index.html"))
        let files = try OutputSafetyTests.snapshot(out)
        let refused = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out))
        HostileInputTests.expect(refused, exit: 2, naming: out, pattern: #"^: is not a report set: it has no \.trackerkit-report marker and holds index\.html, which is not a report's; use an empty or new directory"#)
        #expect(try OutputSafetyTests.snapshot(out) == files)

        try Data().write(to: URL(fileURLWithPath: out + "/" + Self.marker))
        let marked = try TrackerKitProcess.run(executable: Self.binary, Self.report(out: out))
        #expect(marked.exitCode == 0, "\(marked.stderr)")
        #expect(FileManager.default.contents(atPath: out + "/index.html") == Data("site".utf8))
    }
}

