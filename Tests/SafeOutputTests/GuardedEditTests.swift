import Foundation
import SafeOutput
import SharpTools
import Testing

/// `GuardedEdit`, the one read–modify–write of the files a command changes: the locks before
/// the read, a backup and a checked replacement written as one step, a set of files locked in
/// one order, and nothing replaced when any file cannot be written, fails its check or changed
/// since it was read.
@Suite struct GuardedEditTests {
    static func edit(_ paths: [String]) throws -> GuardedEdit {
        try GuardedEdit(locking: paths, order: { URL(fileURLWithPath: $0).standardizedFileURL.path })
    }

    static func read(_ edit: GuardedEdit, _ path: String) throws -> GuardedEdit.Original {
        try edit.read(path) { Array(try Data(contentsOf: URL(fileURLWithPath: $0))) }
    }

    @Test func theBackupIsWrittenThenTheCheckedReplacement() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old", to: "store.json")
        let edit = try Self.edit([scratch.file("store.json")])
        let original = try Self.read(edit, scratch.file("store.json"))
        #expect(original.bytes == Array("old".utf8))
        var checked: [String] = []
        let backup = GuardedEdit.Replacement(original, with: Array("old".utf8), at: scratch.file("store.json.bak"), options: .init(links: .replaceLink))
        let patched = GuardedEdit.Replacement(original, with: Array("new".utf8), force: false) { checked.append(try String(contentsOfFile: $0, encoding: .utf8)) }
        try edit.commit([backup, patched])
        #expect(checked == ["new"])
        #expect(scratch.text("store.json") == "new" && scratch.text("store.json.bak") == "old")
        #expect(scratch.names() == ["store.json", "store.json.bak"], "the lock is released, no temporary file left")
    }

    /// A check that throws (a patched store read back differently) leaves every file as it
    /// was — the backup too — and names the destination.
    @Test func aFailedCheckReplacesNothing() throws {
        struct Mismatch: Error, CustomStringConvertible { var description: String { "read back differently" } }
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old", to: "store.json")
        let edit = try Self.edit([scratch.file("store.json")])
        let original = try Self.read(edit, scratch.file("store.json"))
        let backup = GuardedEdit.Replacement(original, with: Array("old".utf8), at: scratch.file("store.json.bak"), options: .init(links: .replaceLink))
        let patched = GuardedEdit.Replacement(original, with: Array("new".utf8), force: false) { _ in throw Mismatch() }
        #expect {
            try edit.commit([backup, patched])
        } throws: { error in
            (error as? OutputError) == OutputError(path: scratch.file("store.json"), problem: "not replaced: read back differently")
        }
        #expect(scratch.names() == ["store.json"], "no backup, no temporary file, no lock file")
        #expect(scratch.text("store.json") == "old")
    }

    /// Another program (which takes no lock) replaces the file between the read and the
    /// commit: nothing is written, the newer file stays, and the message says to run again.
    @Test func aFileChangedAfterTheReadIsNotReplaced() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.file("L.xcstrings")
        try scratch.write("old", to: "L.xcstrings")
        let edit = try Self.edit([path])
        let original = try Self.read(edit, path)
        try Data("newer".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(throws: GuardedTarget.Changed(path: path)) {
            try edit.commit([GuardedEdit.Replacement(original, with: Array("patched".utf8), force: false)])
        }
        #expect(scratch.text("L.xcstrings") == "newer")
        #expect(scratch.names() == ["L.xcstrings"])
        #expect(GuardedTarget.Changed(path: "S").description == "S changed while trackerkit was working; nothing written — run the command again")
    }

    /// Two catalogs of one run, the second of which cannot be written (its folder refuses new
    /// files, as sysfs does for anyone; a full disk fails at the same step): the first is not
    /// replaced either.
    @Test func aFileThatCannotBeWrittenLeavesTheOthersUnreplaced() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("a", to: "A.xcstrings")
        try scratch.write("b", to: "B.xcstrings")
        let edit = try Self.edit([scratch.file("A.xcstrings"), scratch.file("B.xcstrings")])
        let first = try Self.read(edit, scratch.file("A.xcstrings"))
        let second = try Self.read(edit, scratch.file("B.xcstrings"))
        let unwritable = "/sys/kernel/trackerkit-\(UUID().uuidString)"
        #expect(throws: OutputError.self) {
            try edit.commit([
                GuardedEdit.Replacement(first, with: Array("A".utf8), force: false),
                GuardedEdit.Replacement(second, with: Array("B".utf8), at: unwritable, options: .init()),
            ])
        }
        #expect(scratch.text("A.xcstrings") == "a" && scratch.text("B.xcstrings") == "b")
        #expect(scratch.names() == ["A.xcstrings", "B.xcstrings"], "no temporary or lock file left")
    }

    @Test func aSetIsLockedInOneOrderAndReleasedWhenOneLockFails() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("b", to: "B.xcstrings")
        try scratch.write("a", to: "A.xcstrings")
        // Two names of one file share its lock (a second lock would wait for the first forever).
        let edit = try Self.edit([scratch.file("B.xcstrings"), scratch.file("A.xcstrings"), scratch.file("./A.xcstrings")])
        #expect(scratch.names() == ["A.xcstrings", "A.xcstrings.lock", "B.xcstrings", "B.xcstrings.lock"])
        edit.release()
        #expect(scratch.names() == ["A.xcstrings", "B.xcstrings"])
        // A lock that cannot be taken (its directory is missing) releases those taken before it.
        #expect(throws: OutputError.self) {
            _ = try Self.edit([scratch.file("A.xcstrings"), scratch.file("missing/C.xcstrings")])
        }
        #expect(scratch.names() == ["A.xcstrings", "B.xcstrings"])
    }
}
