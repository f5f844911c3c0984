import Foundation
import SharpTools

/// A file a command reads, changes and writes back (through `GuardedEdit`), guarded against
/// lost updates: an advisory lock on `FILE.lock` beside the real file is taken
/// before the read and held until the new content is in place, so two such runs take turns;
/// and just before the rename the file must still be the one read — same device, inode, size,
/// modification time and bytes — else nothing is written (another program, which does not
/// take the lock, replaced or edited it meanwhile).
package struct GuardedTarget {
    /// The file changed between the read and the write; nothing was written.
    package struct Changed: Error, Equatable, Sendable, CustomStringConvertible {
        package let path: String

        package init(path: String) {
            self.path = path
        }

        package var description: String { "\(path) changed while trackerkit was working; nothing written — run the command again" }
    }

    /// The path as the user gave it (messages name it).
    package let path: String
    private let lock: FileLock

    /// Locks `path` (the real file's `.lock` sibling, so two links to one file share a lock).
    package static func lock(_ path: String) throws(OutputError) -> GuardedTarget {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        do {
            return GuardedTarget(path: path, lock: try FileLock.acquire(real + ".lock"))
        } catch {
            let folder = URL(fileURLWithPath: real).deletingLastPathComponent().path
            guard FileIdentity.of(folder)?.isDirectory == true else {
                throw OutputError(path: path, problem: "cannot be changed: its folder \(folder) does not exist (check the path)")
            }
            throw OutputError(
                path: real + ".lock",
                problem: "\(error.problem); changing \(path) takes a lock file beside it: make the folder \(folder) writable, or work on a copy in a writable folder")
        }
    }

    /// The same lock, for another name of the file.
    func named(_ path: String) -> GuardedTarget {
        GuardedTarget(path: path, lock: lock)
    }

    /// What was read: the file's identity at the read and its bytes.
    package struct Snapshot {
        package let identity: FileIdentity?
        package let bytes: [UInt8]
    }

    /// Records the file as read (`bytes` are what the command parsed). The identity is taken
    /// before the caller's read and compared after it, so a file that changed while being read
    /// is caught too.
    package func snapshot(identityBeforeRead: FileIdentity?, bytes: [UInt8]) throws(Changed) -> Snapshot {
        let after = FileIdentity.of(path)
        guard Self.sameVersion(identityBeforeRead, after) else { throw Changed(path: path) }
        return Snapshot(identity: after, bytes: bytes)
    }

    /// Throws `Changed` unless the file is still the version `snapshot` holds.
    package func verifyUnchanged(_ snapshot: Snapshot) throws(Changed) {
        let now = FileIdentity.of(path)
        guard Self.sameVersion(snapshot.identity, now) else { throw Changed(path: path) }
        // Size and time can stay the same over an edit (coarse clocks, set-back times): the
        // bytes themselves are compared as well.
        guard let current = FileManager.default.contents(atPath: path), current.elementsEqual(snapshot.bytes) else {
            throw Changed(path: path)
        }
    }

    /// Removes the lock file and lets the next run in.
    package func release() {
        lock.release()
    }

    private static func sameVersion(_ first: FileIdentity?, _ second: FileIdentity?) -> Bool {
        guard let first, let second else { return false }
        return first.isSameFile(as: second) && first.size == second.size
            && first.modifiedSeconds == second.modifiedSeconds && first.modifiedNanoseconds == second.modifiedNanoseconds
    }
}
