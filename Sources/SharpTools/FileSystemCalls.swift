import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls of the output transaction that Foundation does not offer: flushing a
/// directory, swapping two directories in one step, exclusive directory creation, hard links
/// and owner changes. Each returns nil on success or the failure in the system's words.
public enum FileSystemCalls {
    /// Flushes `directory`'s entries (renames, new files) to disk — without it, a crash just
    /// after a rename may bring back the old name.
    public static func syncDirectory(_ directory: String) -> String? {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return "cannot open the directory to flush it: \(lastError())" }
        defer { close(descriptor) }
        // Some file systems cannot flush a directory (EINVAL); nothing more can be done there.
        if fsync(descriptor) != 0, errno != EINVAL { return "cannot flush the directory to disk: \(lastError())" }
        return nil
    }

    /// Why `exchange` failed.
    public enum ExchangeFailure: Error, Sendable {
        /// The system or file system has no atomic exchange (the caller falls back).
        case unsupported
        case failed(String)
    }

    /// Swaps the entries `first` and `second` (both must exist) in one atomic step: Linux
    /// `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`.
    public static func exchange(_ first: String, _ second: String) -> ExchangeFailure? {
        #if os(Linux)
        guard let renameat2 = linuxRenameat2 else { return .unsupported }
        if renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 { return nil }
        if errno == ENOSYS || errno == EINVAL || errno == ENOTSUP { return .unsupported }
        return .failed(lastError())
        #elseif canImport(Darwin)
        if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return nil }
        if errno == ENOTSUP || errno == EINVAL { return .unsupported }
        return .failed(lastError())
        #else
        return .unsupported
        #endif
    }

    #if os(Linux)
    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// Looked up by name: Swift's Glibc module does not declare `renameat2` (glibc 2.28+).
    private static let linuxRenameat2: Renameat2? = dlsym(dlopen(nil, RTLD_NOW), "renameat2")
        .map { unsafeBitCast($0, to: Renameat2.self) }
    /// `RENAME_EXCHANGE` from <linux/fs.h>, not imported either.
    private static let renameExchange: UInt32 = 2
    #endif

    /// Creates the directory `path` (it must not exist) with permission bits `mode`.
    public static func makeDirectory(_ path: String, mode: UInt16) -> String? {
        mkdir(path, mode_t(mode)) == 0 ? nil : lastError()
    }

    /// Sets the permission bits of the directory entry `path`, links not followed where the
    /// system allows (Linux cannot change a link's mode; trackerkit only calls this on what it made).
    public static func setMode(_ path: String, _ mode: UInt16) {
        // Best effort: a file that keeps its default mode is still complete.
        _ = chmod(path, mode_t(mode))
    }

    /// Another name for the file `existing` (same inode), without following a final link.
    public static func hardLink(_ existing: String, _ new: String) -> String? {
        linkat(AT_FDCWD, existing, AT_FDCWD, new, 0) == 0 ? nil : lastError()
    }

    /// Recreates the symbolic link `existing` (its target text as it is) at `new`.
    public static func copySymbolicLink(_ existing: String, _ new: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(existing, &buffer, buffer.count - 1)
        guard length >= 0 else { return lastError() }
        buffer[length] = 0
        return symlink(buffer, new) == 0 ? nil : lastError()
    }

    /// Whether process `pid` is gone (no such process); a process of another user counts as alive.
    public static func processIsGone(_ pid: Int32) -> Bool {
        pid > 0 && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// The process's file-mode creation mask, read without changing it for long.
    public static let creationMask: UInt16 = {
        let mask = umask(0o022)
        umask(mask)
        return UInt16(mask)
    }()

    static func lastError() -> String {
        String(cString: strerror(errno))
    }
}
