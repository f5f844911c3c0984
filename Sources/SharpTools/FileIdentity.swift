#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells one file from another, and a changed file from the one read: device, inode,
/// kind, permission bits, owner, size and modification time (`stat`, or `lstat` for the link
/// itself).
package struct FileIdentity: Equatable, Sendable {
    package let device: UInt64
    package let inode: UInt64
    /// `S_IFMT` bits: regular file, directory, symbolic link, …
    package let kind: UInt32
    /// The permission bits (`0o7777`).
    package let mode: UInt16
    package let owner: UInt32
    package let group: UInt32
    package let size: Int64
    package let modifiedSeconds: Int64
    package let modifiedNanoseconds: Int64

    package var isSymbolicLink: Bool { kind == UInt32(S_IFLNK) }
    package var isDirectory: Bool { kind == UInt32(S_IFDIR) }
    package var isRegularFile: Bool { kind == UInt32(S_IFREG) }
    /// No write bit at all (a 0444 file): trackerkit replaces it only with --force — also as
    /// root, which the system itself would let write anything.
    package var isReadOnly: Bool { mode & 0o222 == 0 }

    /// The same file: device and inode.
    package func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }

    /// The file `path` names, links followed; nil when there is none.
    package static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// The directory entry `path` itself (a link is not followed); nil when there is none.
    package static func ofEntry(_ path: String) -> FileIdentity? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// The file open as `descriptor`; nil when `fstat` fails.
    package static func of(descriptor: Int32) -> FileIdentity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
        kind = UInt32(status.st_mode) & UInt32(S_IFMT)
        mode = UInt16(UInt32(status.st_mode) & 0o7777)
        owner = UInt32(status.st_uid)
        group = UInt32(status.st_gid)
        size = Int64(status.st_size)
        #if canImport(Darwin)
        modifiedSeconds = Int64(status.st_mtimespec.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtimespec.tv_nsec)
        #else
        modifiedSeconds = Int64(status.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(status.st_mtim.tv_nsec)
        #endif
    }
}
