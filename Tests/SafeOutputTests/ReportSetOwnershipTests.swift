import Foundation
@testable import SafeOutput
import SharpTools
import TestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `ReportSetWriter` and what it may replace: only its own directory (new, empty, marked, or
/// an earlier set by the caller's rule), never changing the owner, mode or ACL of what it
/// carries over, and one run at a time per OUT.
@Suite struct ReportSetOwnershipTests {
    static let marker = ReportSetMarker.name

    /// Owner and group a test gives away: `nobody`'s when run as root, else one's own.
    static let other: (owner: UInt32, group: UInt32) = getuid() == 0 ? (65534, 65534) : (getuid(), getgid())

    /// Device, inode, owner, group and mode of every entry below `directory` and of itself.
    static func identities(_ directory: String) -> [String: String] {
        var result: [String: String] = [:]
        let entries = [""] + ((FileManager.default.enumerator(atPath: directory)?.allObjects as? [String]) ?? [])
        for relative in entries {
            guard let entry = FileIdentity.ofEntry(relative.isEmpty ? directory : directory + "/" + relative) else { continue }
            result[relative] = "\(entry.device):\(entry.inode) \(entry.owner):\(entry.group) \(String(entry.mode, radix: 8))"
        }
        return result
    }

    /// A directory that is no report set — `/etc` in small: a file and another user's private
    /// directory — is refused before anything is touched: the same inode, owners and modes.
    @Test func aDirectoryThatIsNotAReportSetIsRefusedUntouched() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let etc = scratch.file("etc")
        try scratch.write("root:x:0:0::/root:/bin/sh\n", to: "etc/passwd")
        try scratch.write("secret", to: "etc/ssl/private/key.pem")
        FileSystemCalls.setMode(etc + "/ssl/private", 0o700)
        FileSystemCalls.setOwner(etc + "/ssl/private", owner: Self.other.owner, group: Self.other.group)
        let before = Self.identities(etc)
        let tree = Scratch.tree(etc)
        #expect {
            _ = try ReportSetWriter(root: "settings-out/etc", resolvedRoot: etc, ours: ReportSetWriterTests.ours, force: true)
        } throws: { error in
            let error = try #require(error as? OutputError)
            return error.path == "settings-out/etc"
                && error.problem == "is not a report set: it has no \(Self.marker) marker and holds passwd, which is not a report's; use an empty or new directory for the reports, or create the marker (touch settings-out/etc/\(Self.marker)) if this is a report set"
        }
        #expect(Self.identities(etc) == before, "the same inodes, owners and modes")
        #expect(Scratch.tree(etc) == tree)
        #expect(scratch.names() == ["etc"], "no sibling made")
    }

    /// A new directory and an empty one become report sets, with the marker.
    @Test func aNewOrEmptyDirectoryBecomesAMarkedReportSet() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try FileManager.default.createDirectory(atPath: scratch.file("empty"), withIntermediateDirectories: false)
        for name in ["new", "empty"] {
            try ReportSetWriterTests.writeSet(at: scratch.file(name), ReportSetWriterTests.newSet)
            #expect(Scratch.tree(scratch.file(name)) == ReportSetWriterTests.expectedTree(ReportSetWriterTests.newSet))
            #expect(FileManager.default.contents(atPath: scratch.file(name + "/" + Self.marker)) == Data(ReportSetMarker.contents))
        }
    }

    /// An OUT without the marker is taken over when the caller's rule finds nothing foreign
    /// in it (a set of an earlier version), and refused naming what it found otherwise.
    @Test func anUnmarkedDirectoryIsTakenOverOnlyWhenTheRuleFindsNothingForeign() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.file("OUT")
        try scratch.write("old", to: "OUT/de/trackers.md")
        try scratch.write("the user's", to: "OUT/de/notes.txt")
        var listed: [String] = []
        #expect(throws: OutputError(path: "OUT", problem: "is not a report set: it has no \(Self.marker) marker and holds de/notes.txt, which is not a report's; use an empty or new directory for the reports, or create the marker (touch OUT/\(Self.marker)) if this is a report set")) {
            _ = try ReportSetWriter(root: "OUT", resolvedRoot: out, ours: ReportSetWriterTests.ours, earlierSet: { list in
                listed = (list("") ?? []).map(\.name) + (list("de") ?? []).map(\.name)
                return "de/notes.txt"
            }, force: false)
        }
        #expect(listed == ["de", "notes.txt", "trackers.md"], "the rule sees OUT's entries")
        var set = try ReportSetWriter(root: "OUT", resolvedRoot: out, ours: ReportSetWriterTests.ours, earlierSet: { _ in nil }, force: false)
        for (relative, text) in ReportSetWriterTests.newSet { try ReportSetWriterTests.write(text, to: relative, in: &set) }
        try set.commit()
        #expect(Scratch.tree(out) == ReportSetWriterTests.expectedTree(ReportSetWriterTests.newSet.merging(["de/notes.txt": "the user's"]) { $1 }))
    }

    /// OUT, the user's directory `sub`, the locale folder and its `img/` — each of another
    /// user, with its own mode and an ACL — keep owner, group, mode and ACL over a run. The
    /// directories are made anew (the set is swapped), so this is what the run gives them.
    @Test func carriedOverDirectoriesKeepTheirOwnerModeAndACL() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.file("OUT")
        try ReportSetWriterTests.makeOld(at: out)
        try scratch.write("mine", to: "OUT/sub/inner/file.txt")
        let directories = ["", "sub", "sub/inner", "de", "de/img", "fr/notes"]
        for (index, relative) in directories.enumerated() {
            let path = relative.isEmpty ? out : out + "/" + relative
            #if os(Linux)
            try FileSystemCalls.setExtendedAttribute(path, name: ACLFixture.attributeName, value: ACLFixture.access)
            #endif
            FileSystemCalls.setOwner(path, owner: Self.other.owner, group: Self.other.group)
            FileSystemCalls.setMode(path, [0o750, 0o2770, 0o700, 0o755, 0o751, 0o1777][index])
        }
        let before = directories.map { FileIdentity.ofEntry($0.isEmpty ? out : out + "/" + $0) }
        #if os(Linux)
        let acls = try directories.map { try FileSystemCalls.extendedAttributes(of: $0.isEmpty ? out : out + "/" + $0) }
        #endif
        try ReportSetWriterTests.run(in: out, stoppingAfter: ReportSetWriterTests.stepCount)
        #expect(Scratch.tree(out)["de/trackers.md"] == ReportSetWriterTests.newSet["de/trackers.md"], "the new set is in place")
        for (index, relative) in directories.enumerated() {
            let path = relative.isEmpty ? out : out + "/" + relative
            let now = try #require(FileIdentity.ofEntry(path))
            let old = try #require(before[index])
            #expect(!now.isSameFile(as: old), "\(relative): made anew")
            #expect(now.owner == old.owner && now.group == old.group && now.mode == old.mode, "\(relative): \(now) was \(old)")
            #if os(Linux)
            #expect(try FileSystemCalls.extendedAttributes(of: path) == acls[index], "\(relative): its ACL")
            #endif
        }
    }

    /// A second writer into the same OUT waits until the first has switched, then carries the
    /// first one's locale over: no update is lost.
    @Test func aSecondWriterIntoTheSameOutWaitsAndBuildsOnTheFirst() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.file("MIX")
        let (first, second) = TwoJobs.run(
            { () -> Date? in
                guard var set = try? ReportSetWriter(root: out, resolvedRoot: out, ours: ["de/trackers.md"], force: false) else { return nil }
                Thread.sleep(forTimeInterval: 0.3)
                try? ReportSetWriterTests.write("Gewohnheiten", to: "de/trackers.md", in: &set)
                let switched = Date()
                return (try? set.commit()) == nil ? nil : switched
            },
            { () -> Date? in
                Thread.sleep(forTimeInterval: 0.05)
                guard var set = try? ReportSetWriter(root: out, resolvedRoot: out, ours: ["en/trackers.md"], force: false) else { return nil }
                let started = Date()
                try? ReportSetWriterTests.write("Habits", to: "en/trackers.md", in: &set)
                return (try? set.commit()) == nil ? nil : started
            }
        )
        let switched = try #require(first)
        let started = try #require(second)
        #expect(started >= switched, "the second began only after the first had switched")
        #expect(Scratch.tree(out) == ReportSetWriterTests.expectedTree(["de/trackers.md": "Gewohnheiten", "en/trackers.md": "Habits"]))
    }
}

