import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a directory carried into a new report set must keep: owner, group, permission bits
/// and extended attributes — on Linux the POSIX ACLs are extended attributes
/// (`system.posix_acl_access`, `system.posix_acl_default`); on macOS `copyfile` copies the
/// ACL and the extended attributes.
extension FileSystemCalls {
    /// Gives the directory `target` (made by this run) what the directory `source` has: owner
    /// and group, extended attributes and permission bits — `mode` instead of the source's when
    /// given (a directory kept private while it is filled). Throws when any of it cannot be
    /// given (only root may give a directory to another user or to a group it is not in), or
    /// when `target` ends up different (the system dropped a set-group-ID bit).
    package static func copyDirectoryAttributes(from source: String, to target: String, mode: UInt16? = nil) throws(FileSystemError) {
        guard let model = FileIdentity.ofEntry(source) else { throw .last("cannot read its owner and mode") }
        // Only a change is asked for: some systems refuse even an unchanged group the user is not in.
        if let current = FileIdentity.ofEntry(target), current.owner != model.owner || current.group != model.group,
            chown(target, uid_t(model.owner), gid_t(model.group)) != 0
        {
            throw .last("cannot give it the owner \(model.owner):\(model.group)")
        }
        try copyExtendedAttributes(from: source, to: target)
        let wanted = mode ?? model.mode
        if chmod(target, mode_t(wanted)) != 0 { throw .last("cannot give it the mode \(String(wanted, radix: 8))") }
        guard let made = FileIdentity.ofEntry(target), made.owner == model.owner, made.group == model.group, made.mode == wanted else {
            throw FileSystemError(code: EPERM, action: "cannot give it the owner \(model.owner):\(model.group) and the mode \(String(wanted, radix: 8))")
        }
    }

    #if os(Linux)
    /// The extended attributes of the entry `path` itself (a link is not followed), by name;
    /// empty where the file system has none.
    package static func extendedAttributes(of path: String) throws(FileSystemError) -> [String: [UInt8]] {
        guard let list = linuxListXattr, let get = linuxGetXattr else { return [:] }
        var names: [CChar] = []
        while true {
            let size = list(path, nil, 0)
            if size < 0 { return try noneWhereUnsupported("cannot list its extended attributes") }
            if size == 0 { return [:] }
            names = [CChar](repeating: 0, count: size)
            if list(path, &names, size) >= 0 { break }
            if errno != ERANGE { return try noneWhereUnsupported("cannot list its extended attributes") }  // ERANGE: grew meanwhile
        }
        var attributes: [String: [UInt8]] = [:]
        for name in names.split(separator: 0).map({ String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }) {
            while true {
                let size = get(path, name, nil, 0)
                guard size >= 0 else { throw .last("cannot read its extended attribute \(name)") }
                var value = [UInt8](repeating: 0, count: size)
                let read = get(path, name, &value, size)
                if read >= 0 {
                    attributes[name] = Array(value.prefix(read))
                    break
                }
                if errno != ERANGE { throw .last("cannot read its extended attribute \(name)") }
            }
        }
        return attributes
    }

    /// Sets the extended attribute `name` of the entry `path` itself to `value`.
    package static func setExtendedAttribute(_ path: String, name: String, value: [UInt8]) throws(FileSystemError) {
        guard let set = linuxSetXattr else { throw FileSystemError(code: ENOTSUP, action: "cannot set its extended attribute \(name)") }
        if set(path, name, value, value.count, 0) != 0 { throw .last("cannot set its extended attribute \(name)") }
    }

    /// Removes the extended attribute `name` of the entry `path` itself.
    package static func removeExtendedAttribute(_ path: String, name: String) throws(FileSystemError) {
        guard let remove = linuxRemoveXattr else { throw FileSystemError(code: ENOTSUP, action: "cannot remove its extended attribute \(name)") }
        if remove(path, name) != 0 { throw .last("cannot remove its extended attribute \(name)") }
    }

    /// Makes `target`'s extended attributes exactly `source`'s: what differs is set, what the
    /// source lacks (one inherited from a parent's default ACL) removed.
    private static func copyExtendedAttributes(from source: String, to target: String) throws(FileSystemError) {
        let wanted = try extendedAttributes(of: source)
        let present = try extendedAttributes(of: target)
        for name in wanted.keys.sorted() where present[name] != wanted[name] {
            try setExtendedAttribute(target, name: name, value: wanted[name] ?? [])
        }
        for name in present.keys.sorted() where wanted[name] == nil {
            try removeExtendedAttribute(target, name: name)
        }
    }

    /// No attributes where the file system has none (`ENOTSUP`); the failure otherwise.
    private static func noneWhereUnsupported(_ action: String) throws(FileSystemError) -> [String: [UInt8]] {
        let failure = FileSystemError.last(action)
        if failure.code == ENOTSUP || failure.code == EOPNOTSUPP { return [:] }
        throw failure
    }

    private typealias ListXattr = @convention(c) (UnsafePointer<CChar>, UnsafeMutablePointer<CChar>?, Int) -> Int
    private typealias GetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private typealias SetXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
    private typealias RemoveXattr = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>) -> Int32
    /// Looked up by name: Swift's Glibc module does not declare <sys/xattr.h>. The `l` forms
    /// act on a link itself, not on what it leads to.
    private static let linuxListXattr: ListXattr? = dlsym(dlopen(nil, RTLD_NOW), "llistxattr").map { unsafeBitCast($0, to: ListXattr.self) }
    private static let linuxGetXattr: GetXattr? = dlsym(dlopen(nil, RTLD_NOW), "lgetxattr").map { unsafeBitCast($0, to: GetXattr.self) }
    private static let linuxSetXattr: SetXattr? = dlsym(dlopen(nil, RTLD_NOW), "lsetxattr").map { unsafeBitCast($0, to: SetXattr.self) }
    private static let linuxRemoveXattr: RemoveXattr? = dlsym(dlopen(nil, RTLD_NOW), "lremovexattr").map { unsafeBitCast($0, to: RemoveXattr.self) }
    #else
    /// The ACL and the extended attributes of `source`, given to `target`.
    private static func copyExtendedAttributes(from source: String, to target: String) throws(FileSystemError) {
        #if canImport(Darwin)
        if copyfile(source, target, nil, copyfile_flags_t(COPYFILE_ACL | COPYFILE_XATTR)) != 0 {
            throw .last("cannot copy its ACL and extended attributes")
        }
        #endif
    }
    #endif
}
