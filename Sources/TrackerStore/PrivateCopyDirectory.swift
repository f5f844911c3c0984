import Foundation
import SharpTools

/// A private directory for a copy of the store that SQLite must open by path: a pipe's
/// content (`StoreInput.withPath`), or a WAL store on a read-only volume (the snapshot copy of
/// `SQLiteStoreReader`). Either copy is the user's whole store, so it must not outlive the run:
///
/// - the directory and the files that will be put in it (also those SQLite adds beside a
///   database) are registered with `TemporaryPaths` before the directory is made, so SIGINT,
///   SIGTERM or SIGHUP at any moment removes them;
/// - it is made `0700`, named `trackerkit-input-PID-UUID` in the temporary directory, and
///   removed by `remove()`;
/// - what SIGKILL leaves is swept by a later run (`sweepStale`): directories whose process
///   is gone.
struct PrivateCopyDirectory {
    /// Private directories are `trackerkit-input-PID-UUID` in the temporary directory.
    static let prefix = "trackerkit-input-"

    let path: String
    private let tokens: [Int?]

    /// Makes the directory, `files` (names in it) registered with it; throws what creating
    /// the directory threw (nothing is left registered then).
    init(files: [String]) throws {
        let fileManager = FileManager.default
        let temporary = fileManager.temporaryDirectory
        Self.sweepStale(in: temporary.path)
        let path = temporary.appendingPathComponent("\(Self.prefix)\(getpid())-\(UUID().uuidString)").path
        // Newest slot first on a signal: the files are registered after the directory, so they
        // go before it is removed.
        let tokens = [TemporaryPaths.register(path, isDirectory: true)] + files.map { TemporaryPaths.register(path + "/" + $0, isDirectory: false) }
        do {
            try fileManager.createDirectory(atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            tokens.forEach(TemporaryPaths.unregister)
            throw error
        }
        self.path = path
        self.tokens = tokens
    }

    /// The path of `file` in the directory.
    func file(_ name: String) -> String {
        path + "/" + name
    }

    /// Removes the directory and what it holds. Best effort: a copy that cannot be removed
    /// changes no result, and a later run sweeps it once this process is gone.
    func remove() {
        try? FileManager.default.removeItem(atPath: path)
        tokens.forEach(TemporaryPaths.unregister)
    }

    /// Removes the private directories of runs that were killed (SIGKILL; other signals remove
    /// their own): those whose process is gone. Best effort; one left now goes next time.
    static func sweepStale(in temporary: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: temporary) else { return }
        for name in names where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid != getpid(),
                  FileSystemCalls.processIsGone(pid) else { continue }
            try? FileManager.default.removeItem(atPath: temporary + "/" + name)  // best effort, see above
        }
    }
}
