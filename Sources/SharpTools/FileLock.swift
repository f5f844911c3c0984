#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a lock file beside a target (`flock(LOCK_EX)`), held from before the
/// target is read until after it is replaced, so that two read–modify–write runs on one
/// file take turns instead of losing one's update.
///
/// The lock file is removed when the lock is released (no `STORE.lock` or
/// `Localizable.xcstrings.lock` is left in the user's directory or repository). That is safe
/// because it is unlinked while still locked, and a waiter that then gets the lock checks that
/// the path still names the file it locked — if not, it starts over with the new file.
package final class FileLock {
    private let path: String
    private var descriptor: Int32
    /// SIGINT, SIGTERM and SIGHUP remove the lock file too (`TemporaryPaths`).
    private let token: Int?

    private init(path: String, descriptor: Int32, token: Int?) {
        self.path = path
        self.descriptor = descriptor
        self.token = token
    }

    /// Opens (creating it when missing, never through a link) `path` and waits for the lock.
    ///
    /// A lock file this process creates is registered for removal on a signal before it is
    /// created, so a signal at any moment after the creation leaves none behind. One that
    /// another process created is registered only once it is locked here (its creator removes
    /// it when it lets go; removing it while that process still holds it would let a third one
    /// lock a new file beside the held lock).
    package static func acquire(_ path: String) throws(NewFileError) -> FileLock {
        while true {
            var token = TemporaryPaths.register(path, isDirectory: false)
            var descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if descriptor < 0 {
                let failure = errno
                TemporaryPaths.unregister(token)
                token = nil
                guard failure == EEXIST else { throw NewFileError.systemError("cannot create the lock file", code: failure) }
                descriptor = open(path, O_RDWR | O_NOFOLLOW | O_CLOEXEC)
                // Removed meanwhile by its holder: create it again.
                if descriptor < 0 && errno == ENOENT { continue }
                guard descriptor >= 0 else { throw NewFileError.lastSystemError("cannot open the lock file") }
            }
            while flock(descriptor, LOCK_EX) != 0 {
                if errno == EINTR { continue }
                let failure = NewFileError.lastSystemError("cannot lock")
                close(descriptor)
                if token != nil { unlink(path) }
                TemporaryPaths.unregister(token)
                throw failure
            }
            var locked = stat()
            var named = stat()
            if fstat(descriptor, &locked) == 0, stat(path, &named) == 0, locked.st_dev == named.st_dev, locked.st_ino == named.st_ino {
                return FileLock(path: path, descriptor: descriptor, token: token ?? TemporaryPaths.register(path, isDirectory: false))
            }
            // The holder before us removed this file: lock the one the path names now.
            TemporaryPaths.unregister(token)
            close(descriptor)
        }
    }

    /// Removes the lock file and releases the lock.
    package func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        TemporaryPaths.unregister(token)
        close(descriptor)
        descriptor = -1
    }

    deinit { release() }
}
