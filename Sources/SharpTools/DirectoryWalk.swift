#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one walk of a folder tree (`strings … --root`, `strings check --sources`, the
/// `Localized Contents` of an `.xcloc` bundle): the caller's rules say which folders to enter
/// and which files to take; the walk makes sure that what it hands back can be read safely.
///
/// - Only regular files are taken. A FIFO, socket or device the rules would take is left out
///   (opening a FIFO would block forever) and listed in `left`.
/// - Symbolic links are not followed. A link out of the tree would walk (and let a command
///   write) outside it; a link into the tree names something the walk reaches under its real
///   path anyway — following it would visit that twice, or enter a folder the rules skip.
///   Links the rules would take are listed in `left` with their targets; dangling links are
///   ignored.
/// - Each folder is entered once and each file taken once, by device and inode (a bind mount
///   of a folder above, a hard link).
/// - A folder that cannot be read or looked into throws: the caller would otherwise pass
///   over what it holds without a word.
///
/// Entries are visited in byte order of their names, depth first, so the result does not
/// depend on the order the file system lists them in.
package struct DirectoryWalk: Sendable {
    /// One name found in a folder of the tree. For a symbolic link, `isDirectory` says what it
    /// points to.
    package struct Entry: Sendable, Equatable {
        /// The path below the root (`Sub/A.swift`).
        package let relative: String
        package let name: String
        package let isDirectory: Bool
        /// 0 for the root's own entries.
        package let depth: Int
    }

    /// What the rules do with an entry: a folder taken is walked, a file taken is listed.
    package enum Step: Sendable, Equatable {
        case take, skip
    }

    /// Something the rules would have taken but the walk left out.
    package struct Left: Sendable, Equatable {
        package enum Reason: Sendable, Equatable {
            /// A FIFO, socket or device (its kind in words: "a FIFO").
            case notARegularFile(String)
            /// A symbolic link to a place outside the walked tree (its real path).
            case linkOutside(target: String)
            /// A symbolic link to a place inside the tree, which the walk reaches by its own path.
            case linkInside(target: String)
            /// A folder or file already walked under another name (a bind mount, a hard link).
            case seenBefore
            /// A name that is not UTF-8, which no path of the tool can name.
            case nameNotUTF8
        }

        package let relative: String
        package let reason: Reason

        package init(relative: String, reason: Reason) {
            self.relative = relative
            self.reason = reason
        }
    }

    /// A folder of the tree that cannot be read: the walk would miss what it holds.
    package struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The folder, as `path(_:below:)` shows it.
        package let path: String
        /// What the system said, in words ("permission denied").
        package let reason: String

        package init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        package var description: String { "\(path): cannot read the folder: \(reason)" }
    }

    package let root: String
    /// The files taken, as paths below the root, in walk order.
    package private(set) var files: [String] = []
    package private(set) var left: [Left] = []

    /// Walks `root` (a folder; a link to one is followed). `rules` decides per entry.
    package init(root: String, rules: (Entry) -> Step) throws(Failure) {
        self.root = root
        guard let rootStatus = Self.status(of: root, followingLinks: true) else { throw Failure(path: root, reason: "no such folder") }
        guard rootStatus.st_mode & S_IFMT == S_IFDIR else { throw Failure(path: root, reason: "it is not a folder") }
        let rootReal = Self.realPath(root) ?? root
        var folders: Set<FileKey> = []
        var linkedFiles: Set<FileKey> = []
        // Depth first in byte order: a folder's entries are pushed in reverse, so that its first
        // name (and everything below it) comes next.
        var pending: [Pending] = [.folder("", depth: 0, FileKey(rootStatus))]
        while let next = pending.popLast() {
            switch next {
            case .file(let relative, let key):
                if let key, !linkedFiles.insert(key).inserted { left.append(Left(relative: relative, reason: .seenBefore)) } else { files.append(relative) }
            case .folder(let relative, let depth, let key):
                guard folders.insert(key).inserted else {
                    left.append(Left(relative: relative, reason: .seenBefore))
                    continue
                }
                var entries: [Pending] = []
                for (name, shown) in try Self.names(in: relative, below: root) {
                    let child = relative.isEmpty ? shown : relative + "/" + shown
                    guard let name else {
                        // Asked with the name as shown: only a name the rules want is worth a word.
                        if rules(Entry(relative: child, name: shown, isDirectory: false, depth: depth)) == .take {
                            left.append(Left(relative: child, reason: .nameNotUTF8))
                        }
                        continue
                    }
                    if let entry = try entry(child, name: name, in: relative, depth: depth, rootReal: rootReal, rules: rules) { entries.append(entry) }
                }
                pending.append(contentsOf: entries.reversed())
            }
        }
    }

    /// What is left to do: list a folder, or take a file (with its key when it has other names).
    private enum Pending {
        case folder(String, depth: Int, FileKey)
        case file(String, FileKey?)
    }

    /// What to do with the entry `relative` (named `name`) of the folder `folder` at `depth`:
    /// nil when the rules skip it, it is gone, or it is left out (and listed in `left`).
    private mutating func entry(
        _ relative: String, name: String, in folder: String, depth: Int, rootReal: String, rules: (Entry) -> Step
    ) throws(Failure) -> Pending? {
        let path = Self.path(relative, below: root)
        guard var status = try Self.entryStatus(path, folder: folder, root: root) else { return nil }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFLNK {
            // What the link points to decides whether the rules want it; dangling: nothing to read.
            guard let target = Self.status(of: path, followingLinks: true) else { return nil }
            status = target
        }
        let isDirectory = status.st_mode & S_IFMT == S_IFDIR
        guard rules(Entry(relative: relative, name: name, isDirectory: isDirectory, depth: depth)) == .take else { return nil }
        if kind == S_IFLNK {
            let target = Self.realPath(path) ?? path
            let inside = target == rootReal || target.hasPrefix(rootReal == "/" ? "/" : rootReal + "/")
            left.append(Left(relative: relative, reason: inside ? .linkInside(target: target) : .linkOutside(target: target)))
            return nil
        }
        if isDirectory { return .folder(relative, depth: depth + 1, FileKey(status)) }
        guard kind == S_IFREG else {
            left.append(Left(relative: relative, reason: .notARegularFile(Self.kindName(kind))))
            return nil
        }
        return .file(relative, status.st_nlink > 1 ? FileKey(status) : nil)
    }

    /// `relative` below `root` as messages show it: `root/relative`, just `relative` below `.`.
    package static func path(_ relative: String, below root: String) -> String {
        if relative.isEmpty { return root }
        if root == "." { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    // MARK: System calls

    private struct FileKey: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// The names in the folder `relative` (without `.` and `..`) in byte order: each as a
    /// string (nil when it is not UTF-8) and as shown (invalid bytes replaced). A folder that
    /// is gone (removed while the walk ran) has none.
    private static func names(in relative: String, below root: String) throws(Failure) -> [(name: String?, shown: String)] {
        let path = path(relative, below: root)
        guard let directory = opendir(path) else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return [] }
            throw Failure(path: path, reason: errorText(code))
        }
        defer { closedir(directory) }
        var found: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Failure(path: path, reason: errorText(errno)) }
                break
            }
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes != [0x2E] && bytes != [0x2E, 0x2E] { found.append(bytes) }
        }
        return found.sorted { $0.lexicographicallyPrecedes($1) }.map { (String(validating: $0, as: UTF8.self), String(decoding: $0, as: UTF8.self)) }
    }

    /// The entry itself (`lstat`); nil when it is gone. A folder whose entries cannot be looked
    /// at (readable but not searchable) is a failure of that folder.
    private static func entryStatus(_ path: String, folder: String, root: String) throws(Failure) -> stat? {
        var status = stat()
        if lstat(path, &status) == 0 { return status }
        let code = errno
        if code == ENOENT { return nil }
        throw Failure(path: code == EACCES ? Self.path(folder, below: root) : path, reason: errorText(code))
    }

    private static func status(of path: String, followingLinks: Bool) -> stat? {
        var status = stat()
        return (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 ? status : nil
    }

    /// The absolute path with every link resolved (`realpath`); nil when it cannot be resolved.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    static func kindName(_ kind: mode_t) -> String {
        switch kind {
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
