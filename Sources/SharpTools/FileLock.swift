#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a lock file beside a target (`flock(LOCK_EX)`), held from before the
/// target is read until after it is replaced, so that two read–modify–write runs on one
/// file take turns instead of losing one's update. The lock file stays in place: removing it
/// would let a third run lock a new file while the second still holds the old one.
public final class FileLock {
    private var descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Opens (creating it when missing, never through a link) `path` and waits for the lock.
    public static func acquire(_ path: String) throws(NewFileError) -> FileLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw NewFileError.lastSystemError("cannot open the lock file") }
        while flock(descriptor, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            let failure = NewFileError.lastSystemError("cannot lock")
            close(descriptor)
            throw failure
        }
        return FileLock(descriptor: descriptor)
    }

    /// Releases the lock (closing the file does).
    public func release() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
    }

    deinit { release() }
}
