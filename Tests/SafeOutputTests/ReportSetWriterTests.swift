import Foundation
@testable import SafeOutput
import SharpTools
import Testing

/// `ReportSetWriter`, the report set of all locales as one unit: a stop between any two steps
/// leaves the whole old set or the whole new set (never new `de/*` beside old `en/*`), files
/// in OUT that are not the report's survive as they are, and OUT and the replaced files keep
/// their mode and owner.
@Suite struct ReportSetWriterTests {
    /// The report files of the earlier run and of this run (relative to OUT): `b.svg`, the
    /// picture of a tracker no longer listed, goes; `logs.csv` is new.
    static let oldSet = ["de/trackers.md": "Gewohnheiten (alt)", "en/trackers.md": "Habits (old)", "de/img/a.svg": "<svg>a old</svg>", "de/img/b.svg": "<svg>b</svg>"]
    static let newSet = ["de/trackers.md": "Gewohnheiten (neu)", "en/trackers.md": "Habits (new)", "de/img/a.svg": "<svg>a new</svg>", "de/logs.csv": "date,tracker\n"]
    static let ours = Set(newSet.keys)
    /// Files of the user's in OUT, which every run carries over.
    static let usersFiles = ["README.txt": "not the report's", "fr/notes/a.txt": "keep", "de/extra.txt": "mine"]

    /// An earlier picture that this run does not write again is dropped, not carried over.
    static func dropped(_ relative: String) -> Bool {
        relative.hasPrefix("de/img/") && newSet[relative] == nil
    }

    /// Writes `files` as one report set at `root` (a complete run).
    static func writeSet(at root: String, _ files: [String: String]) throws {
        var set = try ReportSetWriter(root: root, resolvedRoot: root, ours: Set(files.keys), force: false)
        for (relative, text) in files.sorted(by: { $0.key < $1.key }) {
            try write(text, to: relative, in: &set)
        }
        try set.commit()
    }

    static func write(_ text: String, to relative: String, in set: inout ReportSetWriter) throws {
        let slash = try #require(relative.firstIndex(of: "/"))
        try set.write(locale: String(relative[..<slash]), fileName: String(relative[relative.index(after: slash)...])) { (sink) throws(OutputError) in
            try sink.write(Array(text.utf8))
        }
    }

    /// What `Scratch.tree` reads of a report set holding `files` (and the marker).
    static func expectedTree(_ files: [String: String]) -> [String: String] {
        var tree: [String: String] = [ReportSetMarker.name: String(decoding: ReportSetMarker.contents, as: UTF8.self)]
        for (relative, text) in files {
            tree[relative] = text
            var parts = relative.split(separator: "/").dropLast()
            while !parts.isEmpty {
                tree[parts.joined(separator: "/") + "/"] = ""
                parts = parts.dropLast()
            }
        }
        return tree
    }

    /// OUT as the earlier run and the user left it.
    static func makeOld(at root: String) throws {
        try writeSet(at: root, oldSet)
        for (relative, text) in usersFiles {
            let url = URL(fileURLWithPath: root + "/" + relative)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// The steps of one run: make the sibling and carry over, write each report file, switch,
    /// remove the old set.
    static let stepCount = 1 + newSet.count + 2

    /// Runs this run's transaction in `root` and stops after `steps` steps without any
    /// clean-up — what SIGKILL leaves: no code of the process runs after it.
    static func run(in root: String, stoppingAfter steps: Int) throws {
        var done = 0
        var set = try ReportSetWriter(root: root, resolvedRoot: root, ours: ours, dropped: dropped, force: false)
        done += 1
        if done == steps { return }
        for (relative, text) in newSet.sorted(by: { $0.key < $1.key }) {
            try write(text, to: relative, in: &set)
            done += 1
            if done == steps { return }
        }
        try set.switchToNewSet()
        done += 1
        if done == steps { return }
        set.removeReplacedSet()
    }

    @Test(arguments: 1...stepCount)
    func aStopBetweenAnyTwoStepsLeavesTheWholeOldOrTheWholeNewSet(steps: Int) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.file("OUT")
        try Self.makeOld(at: out)
        let old = Scratch.tree(out)
        #expect(old == Self.expectedTree(Self.oldSet.merging(Self.usersFiles) { $1 }))
        let new = Self.expectedTree(Self.newSet.merging(Self.usersFiles) { $1 })
        try Self.run(in: out, stoppingAfter: steps)
        let switched = steps > 1 + Self.newSet.count
        #expect(Scratch.tree(out) == (switched ? new : old), "stopped after step \(steps) of \(Self.stepCount)")
        #expect(Scratch.temporaryEntries(under: out) == [], "nothing of the naming inside OUT")
        // Beside OUT at most the sibling of this (still running) process, for a later run to sweep.
        let beside = scratch.names().filter { $0 != "OUT" }
        #expect(beside.allSatisfy { TemporaryNames.processID(in: $0) == ProcessCalls.currentID })
        #expect(beside.count == (steps == Self.stepCount ? 0 : 1))
    }

    /// The user's files in OUT are carried over as hard links (the same inode: nothing copied,
    /// nothing lost), and the sibling of a failed run is gone with OUT untouched.
    @Test func theUsersFilesAreCarriedOverAsTheyAre() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.file("OUT")
        try Self.makeOld(at: out)
        let readme = try #require(FileIdentity.of(out + "/README.txt"))
        try Self.run(in: out, stoppingAfter: Self.stepCount)
        #expect(FileIdentity.of(out + "/README.txt").map(readme.isSameFile) == true)
        #expect(FileIdentity.ofEntry(out)?.isDirectory == true, "OUT stays a real directory")

        var set = try ReportSetWriter(root: out, resolvedRoot: out, ours: Self.ours, dropped: Self.dropped, force: false)
        let before = Scratch.tree(out)
        #expect(throws: OutputError.self) {
            try set.write(locale: "en", fileName: "trackers.md") { (sink) throws(OutputError) in
                try sink.write(Array("half".utf8))
                throw OutputError(path: "en/trackers.md", problem: "cannot write: No space left on device")
            }
        }
        set.discard()
        #expect(Scratch.tree(out) == before)
        #expect(scratch.names() == ["OUT"])
    }

    /// OUT, a replaced report file and a replaced directory keep their permission bits; OUT and
    /// the file keep their owner (any owner when run as root, else the writer's own).
    @Test func outAndTheReplacedFilesKeepTheirModeAndOwner() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.file("OUT")
        try Self.makeOld(at: out)
        let owner: UInt32 = getuid() == 0 ? 4321 : getuid()
        FileSystemCalls.setMode(out, 0o750)
        FileSystemCalls.setMode(out + "/de", 0o700)
        FileSystemCalls.setMode(out + "/de/trackers.md", 0o600)
        FileSystemCalls.setOwner(out, owner: owner, group: owner)
        FileSystemCalls.setOwner(out + "/de/trackers.md", owner: owner, group: owner)
        try Self.run(in: out, stoppingAfter: Self.stepCount)
        #expect(Scratch.tree(out)["de/trackers.md"] == Self.newSet["de/trackers.md"])
        #expect(FileIdentity.of(out)?.mode == 0o750)
        #expect(FileIdentity.of(out)?.owner == owner)
        #expect(FileIdentity.of(out + "/de")?.mode == 0o700)
        #expect(FileIdentity.of(out + "/de/trackers.md")?.mode == 0o600)
        #expect(FileIdentity.of(out + "/de/trackers.md")?.owner == owner)
        #expect(FileIdentity.of(out + "/de/logs.csv")?.mode == 0o644 & ~FileSystemCalls.creationMask, "a new file")
        #expect(FileIdentity.of(out + "/en/trackers.md")?.mode == 0o644 & ~FileSystemCalls.creationMask)
    }

    /// OUT given through a symbolic link: the link stays, the directory it leads to gets the
    /// new set (the sibling is made beside the real directory).
    @Test func aLinkedOutKeepsItsLink() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let real = scratch.file("site/reports")
        try Self.makeOld(at: real)
        try FileManager.default.createSymbolicLink(atPath: scratch.file("OUT"), withDestinationPath: "site/reports")
        var set = try ReportSetWriter(root: scratch.file("OUT"), resolvedRoot: real, ours: Self.ours, dropped: Self.dropped, force: false)
        for (relative, text) in Self.newSet { try Self.write(text, to: relative, in: &set) }
        try set.commit()
        #expect(FileIdentity.ofEntry(scratch.file("OUT"))?.isSymbolicLink == true)
        #expect(Scratch.tree(real) == Self.expectedTree(Self.newSet.merging(Self.usersFiles) { $1 }))
        #expect(scratch.names() == ["OUT", "site"] && scratch.names(in: "site") == ["reports"])
    }

    /// Where a report file goes, a planted link is refused, and a read-only file without
    /// `force`; both before anything is made, with the path as the user wrote OUT.
    @Test func plantedLinksAndReadOnlyFilesAreRefusedBeforeAnythingIsMade() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let out = scratch.file("OUT")
        try Self.makeOld(at: out)
        try FileManager.default.removeItem(atPath: out + "/en/trackers.md")
        try FileManager.default.createSymbolicLink(atPath: out + "/en/trackers.md", withDestinationPath: "/etc/passwd")
        let before = Scratch.tree(out)
        #expect {
            _ = try ReportSetWriter(root: "OUT/", resolvedRoot: out, ours: Self.ours, dropped: Self.dropped, force: true)
        } throws: { error in
            (error as? OutputError)?.path == "OUT/en/trackers.md"
                && (error as? OutputError)?.problem.hasPrefix("is a symbolic link; trackerkit never writes through a link it did not make") == true
        }
        try FileManager.default.removeItem(atPath: out + "/en/trackers.md")
        FileSystemCalls.setMode(out + "/de/trackers.md", 0o444)
        #expect(throws: OutputError(path: "OUT/de/trackers.md", problem: "is read-only; not replaced (add --force to replace it)")) {
            _ = try ReportSetWriter(root: "OUT", resolvedRoot: out, ours: Self.ours, dropped: Self.dropped, force: false)
        }
        #expect(Scratch.tree(out) == before.filter { $0.key != "en/trackers.md" })
        #expect(scratch.names() == ["OUT"])
    }
}
