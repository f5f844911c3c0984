import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls of the output transaction, each behind a call that takes paths and
/// returns a typed result: renaming, swapping two directories in one step, flushing a
/// directory, exclusive directory creation, hard links, removal, permission bits
/// and owners. What fails throws a `FileSystemError` with the system's error number; the
/// calls that are best effort by design (modes, owners) say so and return nothing.
package enum FileSystemCalls {
    /// Flushes `directory`'s entries (renames, new files) to disk — without it, a crash just
    /// after a rename may bring back the old name.
    package static func syncDirectory(_ directory: String) throws(FileSystemError) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .last("cannot open the directory to flush it") }
        defer { close(descriptor) }
        // Some file systems cannot flush a directory (EINVAL); nothing more can be done there.
        if fsync(descriptor) != 0, errno != EINVAL { throw .last("cannot flush the directory to disk") }
    }

    /// Renames `source` to `destination` in one step (`rename(2)`), replacing a file or an
    /// empty directory there.
    package static func rename(_ source: String, to destination: String) throws(FileSystemError) {
        #if canImport(Glibc)
        let result = Glibc.rename(source, destination)
        #elseif canImport(Musl)
        let result = Musl.rename(source, destination)
        #else
        let result = Darwin.rename(source, destination)
        #endif
        if result != 0 { throw .last() }
    }

    /// Why `exchange` failed.
    package enum ExchangeFailure: Error, Sendable {
        /// The system or file system has no atomic exchange (the caller falls back).
        case unsupported
        case failed(FileSystemError)
    }

    /// Swaps the entries `first` and `second` (both must exist) in one atomic step: Linux
    /// `renameat2(RENAME_EXCHANGE)`, macOS `renamex_np(RENAME_SWAP)`.
    package static func exchange(_ first: String, _ second: String) throws(ExchangeFailure) {
        #if os(Linux)
        guard let renameat2 = linuxRenameat2 else { throw .unsupported }
        if renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange) == 0 { return }
        let failure = FileSystemError.last()
        if [ENOSYS, EINVAL, ENOTSUP].contains(failure.code) { throw .unsupported }
        throw .failed(failure)
        #elseif canImport(Darwin)
        if renamex_np(first, second, UInt32(RENAME_SWAP)) == 0 { return }
        let failure = FileSystemError.last()
        if [ENOTSUP, EINVAL].contains(failure.code) { throw .unsupported }
        throw .failed(failure)
        #else
        throw .unsupported
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
    package static func makeDirectory(_ path: String, mode: UInt16) throws(FileSystemError) {
        if mkdir(path, mode_t(mode)) != 0 { throw .last() }
    }

    /// Removes the file (or link) `path`; a link's target is untouched.
    package static func removeFile(_ path: String) throws(FileSystemError) {
        if unlink(path) != 0 { throw .last() }
    }

    /// Removes the directory `path` when it is empty; a directory with anything in it stays.
    package static func removeEmptyDirectory(_ path: String) throws(FileSystemError) {
        if rmdir(path) != 0 { throw .last() }
    }

    /// Throws unless this process may create and remove entries in the directory `path`
    /// (`access(W_OK)`, for the user who started it).
    package static func checkWritable(_ path: String) throws(FileSystemError) {
        if access(path, W_OK) != 0 { throw .last() }
    }

    /// Sets the permission bits of the directory entry `path`, links not followed where the
    /// system allows (Linux cannot change a link's mode; trackerkit only calls this on what it made).
    package static func setMode(_ path: String, _ mode: UInt16) {
        // Best effort: a file that keeps its default mode is still complete.
        _ = chmod(path, mode_t(mode))
    }

    /// Gives the entry `path` (links followed) the owner and group. Best effort: only root may
    /// give a file away, and an entry owned by the writer is still complete.
    package static func setOwner(_ path: String, owner: UInt32, group: UInt32) {
        _ = chown(path, uid_t(owner), gid_t(group))
    }

    /// Another name for the file `existing` (same inode), without following a final link: a
    /// symbolic link gets a second name itself.
    package static func hardLink(_ existing: String, _ new: String) throws(FileSystemError) {
        if linkat(AT_FDCWD, existing, AT_FDCWD, new, 0) != 0 { throw .last() }
    }

    /// Whether process `pid` is gone (no such process); a process of another user counts as alive.
    package static func processIsGone(_ pid: Int32) -> Bool {
        pid > 0 && kill(pid, 0) != 0 && errno == ESRCH
    }

    /// The process's file-mode creation mask, read without changing it for long.
    package static let creationMask: UInt16 = {
        let mask = umask(0o022)
        umask(mask)
        return UInt16(mask)
    }()
}

extension FileSystemCalls.ExchangeFailure: CustomStringConvertible {
    /// The problem in words.
    package var description: String {
        switch self {
        case .unsupported: return "the file system cannot swap two entries in one step"
        case .failed(let error): return error.description
        }
    }
}
