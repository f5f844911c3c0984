import Foundation
import SharpTools

/// The one read–modify–write of files a command changes in place — the catalogs of
/// `strings import`, `sync`, `pseudo`, `format` and `merge` (over OURS), the store of
/// `order --write` — in this order:
///
/// 1. `init(locking:order:)` takes every file's lock (`GuardedTarget`) before anything is
///    read, in one order, so two runs on overlapping sets take turns and cannot deadlock;
/// 2. `read` reads a file once, noting its identity before and after (a file replaced while
///    being read is caught);
/// 3. the caller works out the new bytes (for a catalog, the layout-keeping rewrite);
/// 4. `commit` writes every replacement to a temporary file beside its destination first — a
///    full disk fails there, before any file is replaced — then checks, for every one, that
///    the file read is still there unchanged (same identity and bytes: a program that takes
///    no lock may have changed it) and the caller's own check of the written bytes; only then
///    are they renamed into place, in the order given, and the locks released.
///
/// The caller says what it did only after `commit` returned: a run that fails never printed
/// "wrote". Deinitializing releases the locks of a run that stopped early.
package final class GuardedEdit {
    /// A file as read under its lock.
    package struct Original: Sendable {
        package let path: String
        package let bytes: [UInt8]
        let snapshot: GuardedTarget.Snapshot
    }

    /// What a commit writes: new bytes for a file read, or a file that goes with it (the
    /// store's backup), written only while the file read is unchanged.
    package struct Replacement {
        package var original: Original
        package var bytes: [UInt8]
        /// The original's path, or the path of the file that goes with it.
        package var destination: String
        package var options: AtomicFileWriter.Options
        /// Called with the complete temporary file before anything is renamed (reading a
        /// patched store back); a throw leaves every file as it was.
        package var check: ((_ temporaryPath: String) throws -> Void)?

        /// The original's file replaced by `bytes` (its link followed: the real file is
        /// replaced and keeps its mode and owner); a read-only file only with `force`.
        package init(_ original: Original, with bytes: [UInt8], force: Bool, check: ((_ temporaryPath: String) throws -> Void)? = nil) {
            self.init(original, with: bytes, at: original.path, options: AtomicFileWriter.Options(links: .followToRealFile, force: force), check: check)
        }

        package init(_ original: Original, with bytes: [UInt8], at destination: String, options: AtomicFileWriter.Options, check: ((_ temporaryPath: String) throws -> Void)? = nil) {
            self.original = original
            self.bytes = bytes
            self.destination = destination
            self.options = options
            self.check = check
        }
    }

    /// The locks, by the path as the caller gave it.
    private var targets: [String: GuardedTarget] = [:]

    /// Locks every path, in the order of `order` (the real paths). On a failure the locks
    /// already taken are released.
    /// Two names of one file share its lock (a second lock of it would wait for the first).
    package init(locking paths: [String], order: (String) -> String) throws(OutputError) {
        var byOrder: [String: GuardedTarget] = [:]
        for path in paths.sorted(by: { order($0) < order($1) }) where targets[path] == nil {
            if let held = byOrder[order(path)] {
                targets[path] = held.named(path)
                continue
            }
            do {
                let target = try GuardedTarget.lock(path)
                targets[path] = target
                byOrder[order(path)] = target
            } catch {
                release()
                throw error
            }
        }
    }

    deinit { release() }

    /// Lets the next run in (removing the lock files). `commit` does it too.
    package func release() {
        for target in targets.values { target.release() }
        targets = [:]
    }

    /// Reads the locked file at `path` once, through `reading` (which applies the caller's
    /// size limit and wording).
    package func read(_ path: String, reading: (String) throws -> [UInt8]) throws -> Original {
        guard let target = targets[path] else { preconditionFailure("GuardedEdit: \(path) was read without its lock") }
        let before = FileIdentity.of(path)
        let bytes = try reading(path)
        return Original(path: path, bytes: bytes, snapshot: try target.snapshot(identityBeforeRead: before, bytes: bytes))
    }

    /// Writes the replacements as one step (see the type's description) and releases the locks.
    /// Throws `GuardedTarget.Changed` when a file read changed meanwhile, an `OutputError` when
    /// one cannot be written; either way no file was replaced.
    package func commit(_ replacements: [Replacement]) throws {
        defer { release() }
        // A read-only file or a directory in the way is refused before anything is written.
        for replacement in replacements { _ = try AtomicFileWriter.destination(replacement.destination, options: replacement.options) }
        var prepared: [AtomicFileWriter.PreparedFile] = []
        defer { for file in prepared { file.discard() } }
        for replacement in replacements {
            let bytes = replacement.bytes
            prepared.append(try AtomicFileWriter.prepare(for: replacement.destination, options: replacement.options, filling: { (sink) throws(OutputError) in
                try sink.write(bytes)
            }))
        }
        for (replacement, file) in zip(replacements, prepared) {
            do {
                try replacement.check?(file.temporaryPath)
            } catch {
                throw OutputError(path: replacement.destination, problem: "not replaced: \(error)")
            }
            guard let target = targets[replacement.original.path] else { preconditionFailure("GuardedEdit: \(replacement.original.path) is not locked") }
            try target.verifyUnchanged(replacement.original.snapshot)
        }
        while !prepared.isEmpty {
            try prepared.removeFirst().commit()
        }
    }
}
