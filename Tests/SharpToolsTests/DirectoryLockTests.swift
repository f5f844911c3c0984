import Foundation
import SharpTools
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `DirectoryLock`: one run at a time per directory — a second waits for the first; a waiter
/// whose directory was swapped away locks the one the path names now; a missing directory is
/// guarded by its parent until it exists.
@Suite struct DirectoryLockTests {
    private func temporaryDirectory() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("directorylock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// Whether someone holds the lock on the directory `path` (tried without waiting; a lock
    /// got here is let go at once).
    private static func isLocked(_ path: String) -> Bool {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    @Test func aSecondRunWaitsUntilTheFirstLetsGo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/OUT"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let (released, acquired) = TwoJobs.run(
            { () -> Date in
                let lock = try? DirectoryLock.acquire(guarding: out)
                Thread.sleep(forTimeInterval: 0.3)
                let releasing = Date()
                lock?.release()
                return releasing
            },
            { () -> Date in
                Thread.sleep(forTimeInterval: 0.05)
                let lock = try? DirectoryLock.acquire(guarding: out)
                defer { lock?.release() }
                return lock == nil ? .distantPast : Date()
            }
        )
        #expect(acquired >= released, "the second got the lock while the first held it")
        #expect(!Self.isLocked(out), "both let go")
    }

    /// The first run swaps OUT for a new directory while the second waits on the old one: the
    /// second then holds the new OUT, not the one that is gone.
    @Test func aWaiterWhoseDirectoryWasSwappedAwayLocksTheNewOne() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/OUT"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
        let (_, locks) = TwoJobs.run(
            {
                let lock = try? DirectoryLock.acquire(guarding: out)
                Thread.sleep(forTimeInterval: 0.2)
                try? FileSystemCalls.rename(out, to: directory + "/old")
                try? FileSystemCalls.makeDirectory(out, mode: 0o755)
                lock?.release()
            },
            { () -> (new: Bool, old: Bool) in
                Thread.sleep(forTimeInterval: 0.05)
                let lock = try? DirectoryLock.acquire(guarding: out)
                defer { lock?.release() }
                return (Self.isLocked(out), Self.isLocked(directory + "/old"))
            }
        )
        #expect(locks.new, "the waiter holds the directory OUT names now")
        #expect(!locks.old, "not the one swapped away")
    }

    /// While OUT does not exist its parent is locked; a waiter that gets it after OUT was made
    /// moves on to OUT.
    @Test func aMissingDirectoryIsGuardedByItsParentUntilItExists() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let out = directory + "/OUT"
        let (parentWasLocked, locks) = TwoJobs.run(
            { () -> Bool in
                let lock = try? DirectoryLock.acquire(guarding: out)
                let parentLocked = Self.isLocked(directory)
                Thread.sleep(forTimeInterval: 0.2)
                try? FileSystemCalls.makeDirectory(out, mode: 0o755)
                lock?.release()
                return parentLocked
            },
            { () -> (out: Bool, parent: Bool) in
                Thread.sleep(forTimeInterval: 0.05)
                let lock = try? DirectoryLock.acquire(guarding: out)
                defer { lock?.release() }
                return (Self.isLocked(out), Self.isLocked(directory))
            }
        )
        #expect(parentWasLocked)
        #expect(locks.out && !locks.parent, "the waiter holds OUT once it exists, and no longer the parent")
        #expect(throws: FileSystemError(code: ENOENT, action: "cannot open the directory to lock it")) {
            _ = try DirectoryLock.acquire(guarding: directory + "/missing/OUT")
        }
    }
}
