import Foundation
import SafeOutput
import SharpTools
import Synchronization
import Testing

/// `GuardedTarget`, read–modify–write under a lock: two holders of one file's lock take turns
/// (also through a link to it), the lock file is gone once released, and a file that changed
/// between the read and the rename — replaced, edited in place with the same size and time,
/// or changed while being read — is never overwritten.
@Suite struct GuardedTargetTests {
    /// What happened, in order, across threads.
    final class Events: Sendable {
        private let list = Mutex<[String]>([])
        func add(_ event: String) { list.withLock { $0.append(event) } }
        var all: [String] { list.withLock { $0 } }
    }

    /// The second lock waits while the first is held and gets it once the first is released.
    @Test(arguments: [false, true])
    func locksOfOneFileExcludeEachOther(secondThroughALink: Bool) throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("catalog", to: "L.xcstrings")
        try FileManager.default.createSymbolicLink(atPath: scratch.file("link.xcstrings"), withDestinationPath: "L.xcstrings")
        let secondPath = scratch.file(secondThroughALink ? "link.xcstrings" : "L.xcstrings")
        let first = try GuardedTarget.lock(scratch.file("L.xcstrings"))
        #expect(scratch.names().contains("L.xcstrings.lock"))
        let events = Events()
        let done = DispatchSemaphore(value: 0)
        let second = Thread {
            do {
                let target = try GuardedTarget.lock(secondPath)
                events.add("second locked")
                target.release()
            } catch {
                events.add("second failed: \(error)")
            }
            done.signal()
        }
        second.start()
        #expect(done.wait(timeout: .now() + 0.5) == .timedOut, "the second lock waits while the first is held")
        events.add("first released")
        first.release()
        #expect(done.wait(timeout: .now() + 30) == .success)
        #expect(events.all == ["first released", "second locked"])
        #expect(scratch.names() == ["L.xcstrings", "link.xcstrings"], "no lock file left")
    }

    /// An edit in place that keeps the inode, the size and the modification time (a coarse
    /// clock, a time set back): the bytes themselves differ, so it is caught.
    @Test func anEditWithTheSameSizeAndTimeIsCaughtByTheBytes() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.file("store.json")
        try scratch.write("version A", to: "store.json")
        // A whole second, which every way of setting the time keeps exactly.
        let modified = Date(timeIntervalSince1970: 1_700_000_000)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let target = try GuardedTarget.lock(path)
        defer { target.release() }
        let before = try #require(FileIdentity.of(path))
        let snapshot = try target.snapshot(identityBeforeRead: before, bytes: Array("version A".utf8))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data("version B".utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
        let after = try #require(FileIdentity.of(path))
        #expect(after.isSameFile(as: before) && after.size == before.size)
        #expect(after.modifiedSeconds == before.modifiedSeconds && after.modifiedNanoseconds == before.modifiedNanoseconds)
        #expect(throws: GuardedTarget.Changed(path: path)) { try target.verifyUnchanged(snapshot) }
        #expect(scratch.text("store.json") == "version B")
    }

    /// The identity taken before the read differs from the one after it (the file was replaced
    /// while being read): the snapshot itself is refused; an unchanged file passes.
    @Test func aFileReplacedDuringTheReadIsRefusedAtTheSnapshot() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let path = scratch.file("store.json")
        try scratch.write("first", to: "store.json")
        let target = try GuardedTarget.lock(path)
        defer { target.release() }
        let before = FileIdentity.of(path)
        try Data("second".utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        #expect(throws: GuardedTarget.Changed(path: path)) {
            try target.snapshot(identityBeforeRead: before, bytes: Array("first".utf8))
        }
        let snapshot = try target.snapshot(identityBeforeRead: FileIdentity.of(path), bytes: Array("second".utf8))
        try target.verifyUnchanged(snapshot)
    }

    /// A lock file that cannot be made is an `OutputError` that says what to do: a folder that
    /// does not exist names the file; one trackerkit cannot write in names the lock file and
    /// the folder (sysfs refuses new files, also to root).
    @Test func aLockThatCannotBeTakenSaysWhatToDo() {
        let directory = "/nonexistent-\(UUID().uuidString)"
        #expect {
            try GuardedTarget.lock(directory + "/store.json")
        } throws: { error in
            (error as? OutputError) == OutputError(path: directory + "/store.json", problem: "cannot be changed: its folder \(directory) does not exist (check the path)")
        }
        #expect {
            try GuardedTarget.lock("/sys/kernel/L.xcstrings")
        } throws: { error in
            guard let error = error as? OutputError, error.path == "/sys/kernel/L.xcstrings.lock" else { return false }
            return error.problem.hasPrefix("cannot create the lock file: ")
                && error.problem.hasSuffix("; changing /sys/kernel/L.xcstrings takes a lock file beside it: make the folder /sys/kernel writable, or work on a copy in a writable folder")
        }
    }
}
