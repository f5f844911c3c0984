import Foundation
import SafeOutput
import SharpTools
import Testing

/// Replacing a guarded file with a backup beside it, and locking a set of files at once.
@Suite struct GuardedReplaceTests {
    static func snapshot(_ target: GuardedTarget, _ path: String) throws -> GuardedTarget.Snapshot {
        let identity = FileIdentity.of(path)
        return try target.snapshot(identityBeforeRead: identity, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    @Test func theBackupIsWrittenThenTheVerifiedReplacement() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old", to: "store.json")
        let target = try GuardedTarget.lock(scratch.file("store.json"))
        var verified: [String] = []
        try target.replace(with: Array("new".utf8), backup: Array("old".utf8), at: scratch.file("store.json.bak"),
                           snapshot: try Self.snapshot(target, scratch.file("store.json")), force: false) { verified.append(try String(contentsOfFile: $0, encoding: .utf8)) }
        #expect(verified == ["new"])
        #expect(scratch.text("store.json") == "new" && scratch.text("store.json.bak") == "old")
        #expect(!scratch.names().contains("store.json.lock"), "the lock is released")
    }

    @Test func aFailedVerificationOrAChangedFileLeavesTheFile() throws {
        struct Wrong: Error {}
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("old", to: "store.json")
        let target = try GuardedTarget.lock(scratch.file("store.json"))
        defer { target.release() }
        let snapshot = try Self.snapshot(target, scratch.file("store.json"))
        // A failed verification is reported as the file not replaced.
        #expect(throws: OutputError.self) {
            try target.replace(with: Array("new".utf8), backup: Array("old".utf8), at: scratch.file("store.json.bak"), snapshot: snapshot, force: false) { _ in throw Wrong() }
        }
        #expect(scratch.text("store.json") == "old")
        try scratch.write("edited", to: "store.json")
        #expect(throws: GuardedTarget.Changed.self) {
            try target.replace(with: Array("new".utf8), backup: Array("old".utf8), at: scratch.file("other.bak"), snapshot: snapshot, force: false) { _ in }
        }
        #expect(scratch.text("store.json") == "edited" && scratch.text("other.bak") == nil)
    }

    @Test func aSetIsLockedInOneOrderAndReleasedWhenOneLockFails() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("b", to: "B.xcstrings")
        try scratch.write("a", to: "A.xcstrings")
        let guards = try GuardedTarget.lock(all: [scratch.file("B.xcstrings"), scratch.file("A.xcstrings")], order: { $0 })
        #expect(guards.map(\.target.path) == [scratch.file("A.xcstrings"), scratch.file("B.xcstrings")])
        #expect(guards.allSatisfy { $0.identity != nil })
        guards.forEach { $0.target.release() }
        // A lock that cannot be taken (its directory is missing) releases those taken before it.
        #expect(throws: OutputError.self) {
            _ = try GuardedTarget.lock(all: [scratch.file("A.xcstrings"), scratch.file("missing/C.xcstrings")], order: { $0 })
        }
        #expect(!scratch.names().contains("A.xcstrings.lock"))
    }
}
