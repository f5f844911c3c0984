import Foundation
import SharpTools

/// The output transaction of every command that writes a file: a temporary file beside the
/// destination (created exclusively, never through a link, mode 0600 while incomplete and
/// removed on SIGINT/SIGTERM/SIGHUP), flushed to disk, given the replaced file's mode and
/// owner, renamed over the destination, and the directory flushed — so a reader sees the old
/// file or the new one, never half of one, and a failure leaves earlier files intact. The
/// report set, several directories at once, is `ReportSetWriter`'s.
package enum AtomicFileWriter {
    /// What a symbolic link at the destination means.
    package enum LinkPolicy: Sendable {
        /// An output (`--out`): a link there was not made by trackerkit; it is never written
        /// through, the run fails with one line.
        case refuse
        /// A file edited in place (`GuardedEdit`: `order --write`, `strings import --write`,
        /// `strings format`, …): the user named the link, so the real file it leads to is replaced.
        case followToRealFile
        /// A file trackerkit owns (`STORE.bak`): the link itself is replaced by the new file.
        case replaceLink
    }

    package struct Options: Sendable {
        package var links: LinkPolicy
        /// Replace a read-only (no write bit) destination too.
        package var force: Bool
        /// Take mode and owner from this file (links followed) instead of the replaced one:
        /// `STORE.bak` gets the store's, whatever an older backup had.
        package var attributesFrom: String?

        package init(links: LinkPolicy = .refuse, force: Bool = false, attributesFrom: String? = nil) {
            self.links = links
            self.force = force
            self.attributesFrom = attributesFrom
        }
    }

    /// Writes `bytes` to `path` (the read–modify–write of a file read first is `GuardedEdit`'s).
    package static func write(_ bytes: [UInt8], to path: String, options: Options = Options()) throws(OutputError) {
        try prepare(for: path, options: options, filling: { (sink) throws(OutputError) in try sink.write(bytes) }).commit()
    }

    package static func write(_ text: String, to path: String, options: Options = Options()) throws {
        try write(Array(text.utf8), to: path, options: options)
    }

    /// Writes what `contents` hands to its `write` function, piece by piece (a large file
    /// rendered in chunks is never all in memory).
    package static func write(to path: String, options: Options = Options(), contents: (_ write: (borrowing OutputChunk) throws(OutputError) -> Void) throws(OutputError) -> Void) throws(OutputError) {
        try prepare(for: path, options: options, contents: contents).commit()
    }

    /// Writes what `contents` hands to its `write` function, in order, to a temporary file
    /// beside `path`, and flushes it. When `write` or `contents` throws, the temporary file is
    /// removed and the destination is untouched.
    package static func prepare(
        for path: String,
        options: Options = Options(),
        contents: (_ write: (borrowing OutputChunk) throws(OutputError) -> Void) throws(OutputError) -> Void
    ) throws(OutputError) -> PreparedFile {
        try prepare(for: path, options: options, filling: { (sink) throws(OutputError) in
            try contents { (chunk) throws(OutputError) in try sink.write(chunk) }
        })
    }

    /// `bytes` in a complete, flushed temporary file beside `path`, to be put in place with
    /// `commit()` — once every file of a set is written, so that a full disk leaves the set as
    /// it was (`discard()` removes it).
    package static func prepare(_ bytes: [UInt8], for path: String, options: Options = Options()) throws(OutputError) -> PreparedFile {
        try prepare(for: path, options: options, filling: { (sink) throws(OutputError) in try sink.write(bytes) })
    }

    /// Creates `path` and its parents when missing (a file there is an error); returns the
    /// directories it created, outermost first, for `removeCreatedDirectories`.
    package static func makeDirectories(_ path: String) throws(OutputError) -> [String] {
        try ensureDirectory(path)
    }

    /// Removes directories `makeDirectories` created, innermost first, while they are empty.
    package static func removeDirectories(_ created: [String]) {
        removeCreatedDirectories(created)
    }

    /// A complete, flushed temporary file beside its destination, not yet renamed into place.
    package struct PreparedFile: Sendable {
        /// The destination (links resolved as the options said).
        package let path: String
        package let temporaryPath: String
        /// The temporary file's entry in the table the signal handler cleans up.
        let token: Int?

        /// Renames the temporary file over the destination and flushes the directory.
        package func commit() throws(OutputError) {
            do throws(FileSystemError) { try FileSystemCalls.rename(temporaryPath, to: path) } catch {
                discard()
                throw OutputError(path: path, problem: "cannot replace the file: \(error.reason)")
            }
            TemporaryPaths.unregister(token)
            let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
            do throws(FileSystemError) { try FileSystemCalls.syncDirectory(directory) } catch {
                throw OutputError(path: path, problem: "written, but \(error.problem)")
            }
        }

        /// Removes the temporary file; the destination stays as it was.
        package func discard() {
            try? FileSystemCalls.removeFile(temporaryPath)  // best effort: a leftover is swept by a later run
            TemporaryPaths.unregister(token)
        }
    }

    /// The temporary file being filled, with write errors named after the destination.
    package struct Sink {
        let file: NewFile
        /// The destination as messages name it.
        let path: String

        package func write(_ chunk: borrowing OutputChunk) throws(OutputError) {
            do throws(NewFileError) { try file.write(chunk) } catch { throw OutputError(path: path, problem: error.problem) }
        }

        package func write(_ bytes: [UInt8]) throws(OutputError) {
            do throws(NewFileError) { try file.write(bytes) } catch { throw OutputError(path: path, problem: error.problem) }
        }
    }

    /// The file to replace at `requestedPath` under `options`, checked: its real path and what
    /// is there now (nil: nothing). Throws for a link that must not be followed, a directory,
    /// or a read-only file without `--force`.
    package static func destination(_ requestedPath: String, options: Options) throws(OutputError) -> (path: String, existing: FileIdentity?) {
        var path = requestedPath
        var existing = FileIdentity.ofEntry(requestedPath)
        if let entry = existing, entry.isSymbolicLink {
            switch options.links {
            case .refuse:
                throw OutputError(path: requestedPath, problem: "is a symbolic link; trackerkit never writes through a link it did not make (remove the link or choose another path)")
            case .followToRealFile:
                path = URL(fileURLWithPath: requestedPath).resolvingSymlinksInPath().path
                existing = FileIdentity.of(path)
            case .replaceLink:
                existing = nil
            }
        }
        if let existing, existing.isDirectory {
            throw OutputError(path: path, problem: "is a directory; give the path of a file")
        }
        if let existing, !existing.isRegularFile {
            // Renaming over /dev/null (as root) or a FIFO would replace it with a plain file.
            throw OutputError(path: path, problem: "is not a regular file (a device, pipe or socket); trackerkit only replaces regular files — choose another path")
        }
        if let existing, existing.isReadOnly, !options.force {
            throw OutputError(path: path, problem: "is read-only; not replaced (add --force to replace it)")
        }
        return (path, existing)
    }

    /// The permission bits of a new file that replaces nothing (what `open` with 0644 gives).
    static var newFileMode: UInt16 { 0o644 & ~FileSystemCalls.creationMask }

    static func prepare(
        for requestedPath: String,
        options: Options,
        filling fill: (Sink) throws(OutputError) -> Void
    ) throws(OutputError) -> PreparedFile {
        let (path, existing) = try destination(requestedPath, options: options)
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        TemporaryNames.sweepStale(in: directory)
        let temporaryPath = directory + "/" + TemporaryNames.make(for: url.lastPathComponent)
        let token = TemporaryPaths.register(temporaryPath, isDirectory: false)
        let file: NewFile
        do {
            // 0600 until complete: nobody reads a half-written report or store copy.
            file = try NewFile.create(at: temporaryPath, mode: 0o600)
        } catch {
            TemporaryPaths.unregister(token)
            throw OutputError(path: path, problem: "cannot create a file in \(directory): \(error.reason) (the file is written beside its destination and renamed: the folder must exist and be writable)")
        }
        do throws(OutputError) {
            try fill(Sink(file: file, path: path))
        } catch {
            file.abandon()
            TemporaryPaths.unregister(token)
            throw error
        }
        // A replaced file keeps its owner and permissions (a store someone made private stays
        // private; a link's own 0777 is never copied: `existing` is the real file).
        let model = options.attributesFrom.flatMap(FileIdentity.of) ?? existing
        if let model { file.setOwner(model.owner, group: model.group) }
        file.setMode(model?.mode ?? newFileMode)
        do {
            try file.finish()
        } catch {
            TemporaryPaths.unregister(token)
            throw OutputError(path: path, problem: error.problem)
        }
        return PreparedFile(path: path, temporaryPath: temporaryPath, token: token)
    }

    /// The first of `inputs` (the store, the catalog, a settings or baseline file) that
    /// `output` is — the same device and inode, or the same real path by `canonicalPath` —
    /// or nil: an output never replaces what the run reads.
    package static func input(overwrittenBy output: String, among inputs: [String?], canonicalPath: (String) -> String) -> String? {
        let target = canonicalPath(output)
        let identity = FileIdentity.of(output)
        for case let input? in inputs {
            let sameFile = identity.map { mine in FileIdentity.of(input).map(mine.isSameFile) ?? false } ?? false
            if sameFile || target == canonicalPath(input) { return input }
        }
        return nil
    }

    /// Creates `path` and its parents when missing; fails when it exists as a file. Returns the
    /// directories it created, outermost first, so a failed run can remove them again.
    @discardableResult
    static func ensureDirectory(_ path: String) throws(OutputError) -> [String] {
        if let existing = FileIdentity.of(path) {
            guard existing.isDirectory else { throw OutputError(path: path, problem: "exists and is not a directory; remove it or choose another path") }
            return []
        }
        var missing: [String] = []
        var candidate = URL(fileURLWithPath: path).standardizedFileURL
        while candidate.path != "/", !FileManager.default.fileExists(atPath: candidate.path) {
            missing.insert(candidate.path, at: 0)
            candidate.deleteLastPathComponent()
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw OutputError(path: path, problem: "cannot create the directory: \(error.localizedDescription)")
        }
        return missing
    }

    /// Removes directories `ensureDirectory` created, innermost first, as long as they are
    /// empty (nothing a run did not create is ever removed).
    static func removeCreatedDirectories(_ directories: [String]) {
        for directory in directories.reversed() {
            try? FileSystemCalls.removeEmptyDirectory(directory)  // not empty: something not ours is in it
        }
    }
}
