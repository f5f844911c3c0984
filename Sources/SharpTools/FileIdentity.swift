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
public struct FileIdentity: Equatable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    /// `S_IFMT` bits: regular file, directory, symbolic link, …
    public let kind: UInt32
    /// The permission bits (`0o7777`).
    public let mode: UInt16
    public let owner: UInt32
    public let group: UInt32
    public let size: Int64
    public let modifiedSeconds: Int64
    public let modifiedNanoseconds: Int64

    public var isSymbolicLink: Bool { kind == UInt32(S_IFLNK) }
    public var isDirectory: Bool { kind == UInt32(S_IFDIR) }
    public var isRegularFile: Bool { kind == UInt32(S_IFREG) }
    /// No write bit at all (a 0444 file): trackerkit replaces it only with --force — also as
    /// root, which the system itself would let write anything.
    public var isReadOnly: Bool { mode & 0o222 == 0 }

    /// The same file: device and inode.
    public func isSameFile(as other: FileIdentity) -> Bool {
        device == other.device && inode == other.inode
    }

    /// The file `path` names, links followed; nil when there is none.
    public static func of(_ path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    /// The directory entry `path` itself (a link is not followed); nil when there is none.
    public static func ofEntry(_ path: String) -> FileIdentity? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        return FileIdentity(status)
    }

    private init(_ status: stat) {
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
