import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock(LOCK_EX)`) on a directory itself, for a run that replaces the
/// directory as a whole (the report set): two such runs into one directory take turns, the
/// second reading what the first left. No lock file is made: a file inside the directory
/// would be swapped away with it, and one beside it needs a writable parent.
///
/// While the directory does not exist yet, its parent is locked instead, until the directory
/// is there. A waiter that gets the lock on a directory that meanwhile was swapped away (the
/// path names another directory now) starts over with the one the path names.
package final class DirectoryLock {
    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Waits for the lock on the directory `path` (links followed), or on its parent while
    /// `path` is not a directory. The parent must exist.
    package static func acquire(guarding path: String) throws(FileSystemError) -> DirectoryLock {
        let parent = URL(fileURLWithPath: path).deletingLastPathComponent().path
        while true {
            let exists = isDirectory(path)
            let locked = exists ? path : parent
            let descriptor = open(locked, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                let failure = FileSystemError.last("cannot open the directory to lock it")
                if failure.code == ENOENT, exists { continue }  // removed or swapped meanwhile: look again
                throw failure
            }
            while flock(descriptor, LOCK_EX) != 0 {
                if errno == EINTR { continue }
                let failure = FileSystemError.last("cannot lock the directory")
                close(descriptor)
                throw failure
            }
            var held = stat()
            var named = stat()
            if fstat(descriptor, &held) == 0, stat(locked, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino,
                isDirectory(path) == exists
            {
                return DirectoryLock(descriptor: descriptor)
            }
            // The holder before us replaced the directory (or made it): lock what is there now.
            close(descriptor)
        }
    }

    /// Whether `error` (from `acquire`) says that the file system cannot lock a directory at
    /// all (some network file systems), rather than that this directory cannot be locked.
    package static func isUnsupported(_ error: FileSystemError) -> Bool {
        [ENOLCK, EBADF, EINVAL, ENOTSUP, EOPNOTSUPP].contains(error.code)
    }

    /// Lets the next run in.
    package func release() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }

    private static func isDirectory(_ path: String) -> Bool {
        FileIdentity.of(path)?.isDirectory == true
    }
}
