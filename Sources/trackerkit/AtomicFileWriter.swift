import Foundation
import SharpTools
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file that could not be written; nothing at the destination was changed.
struct OutputError: Error, CustomStringConvertible {
    let path: String
    let problem: String
    var description: String { "\(path): \(problem)" }
}

/// Writes every output file: to a temporary file in the same directory, flushed to disk,
/// then renamed over the destination — so a reader sees the old file or the new one, never
/// half of one, and a failure leaves earlier reports intact.
enum AtomicFileWriter {
    /// - Parameter beforeReplacing: called with the temporary file's path once it is complete
    ///   and flushed, before it replaces `path`; when it throws, the temporary file is removed,
    ///   `path` is left untouched and the error is reported (e.g. reading a patched store back).
    static func write(_ bytes: [UInt8], to path: String, beforeReplacing: ((_ temporaryPath: String) throws -> Void)? = nil) throws(OutputError) {
        let prepared = try prepare(bytes, for: path)
        if let beforeReplacing {
            do {
                try beforeReplacing(prepared.temporaryPath)
            } catch {
                prepared.discard()
                throw OutputError(path: path, problem: "not replaced: \(error)")
            }
        }
        try prepared.commit()
    }

    /// Writes what `contents` hands to its `write` function, piece by piece (a large file
    /// rendered in chunks is never all in memory).
    static func write(to path: String, contents: (_ write: (OutputChunk) throws(OutputError) -> Void) throws(OutputError) -> Void) throws(OutputError) {
        try prepare(for: path, contents: contents).commit()
    }

    /// A complete, flushed temporary file beside its destination, not yet renamed into place.
    /// Commands that write several files prepare them all first, so a failure (disk full,
    /// permission denied) leaves every earlier file untouched, not half of a report set.
    struct PreparedFile {
        let path: String
        let temporaryPath: String

        /// Renames the temporary file over the destination.
        func commit() throws(OutputError) {
            if rename(temporaryPath, path) != 0 {
                let problem = "cannot replace the file: \(String(cString: strerror(errno)))"
                unlink(temporaryPath)
                throw OutputError(path: path, problem: problem)
            }
        }

        /// Removes the temporary file; the destination stays as it was.
        func discard() {
            unlink(temporaryPath)
        }
    }

    /// Writes `bytes` to a temporary file in the directory of `path` and flushes it to disk.
    static func prepare(_ bytes: [UInt8], for path: String) throws(OutputError) -> PreparedFile {
        // Written as they are: a patched store of 100 MB is not copied into a chunk first.
        try prepare(for: path, filling: { (sink) throws(OutputError) in try sink.write(bytes) })
    }

    /// Writes what `contents` hands to its `write` function, in order, to a temporary file
    /// beside `requestedPath`, and flushes it. When `write` or `contents` throws, the
    /// temporary file is removed and the destination is untouched.
    static func prepare(
        for requestedPath: String,
        contents: (_ write: (OutputChunk) throws(OutputError) -> Void) throws(OutputError) -> Void
    ) throws(OutputError) -> PreparedFile {
        try prepare(for: requestedPath, filling: { (sink) throws(OutputError) in
            try contents { (chunk) throws(OutputError) in try sink.write(chunk) }
        })
    }

    /// The temporary file being filled, with write errors named after the destination.
    private struct Sink {
        let file: NewFile
        let path: String

        func write(_ chunk: OutputChunk) throws(OutputError) {
            do throws(NewFileError) { try file.write(chunk) } catch { throw OutputError(path: path, problem: error.problem) }
        }

        func write(_ bytes: [UInt8]) throws(OutputError) {
            do throws(NewFileError) { try file.write(bytes) } catch { throw OutputError(path: path, problem: error.problem) }
        }
    }

    private static func prepare(
        for requestedPath: String,
        filling fill: (Sink) throws(OutputError) -> Void
    ) throws(OutputError) -> PreparedFile {
        // A symbolic link stays a link: the file it (finally) points to is the one replaced.
        var linkStatus = stat()
        let isLink = lstat(requestedPath, &linkStatus) == 0 && (linkStatus.st_mode & S_IFMT) == S_IFLNK
        let path = isLink ? URL(fileURLWithPath: requestedPath).resolvingSymlinksInPath().path : requestedPath
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw OutputError(path: path, problem: "is a directory")
        }
        let temporaryPath = directory + "/." + url.lastPathComponent + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let file: NewFile
        do {
            file = try NewFile.create(at: temporaryPath, mode: 0o644)
        } catch {
            throw OutputError(path: path, problem: "cannot create a file in \(directory): \(error.reason)")
        }
        // A replaced file keeps its permissions (a report someone made private stays private).
        var existing = stat()
        if stat(path, &existing) == 0 {
            file.setMode(UInt16(existing.st_mode & 0o7777))
        }
        do throws(OutputError) {
            try fill(Sink(file: file, path: path))
        } catch {
            file.abandon()
            throw error
        }
        do {
            try file.finish()
        } catch {
            throw OutputError(path: path, problem: error.problem)
        }
        return PreparedFile(path: path, temporaryPath: temporaryPath)
    }

    static func write(_ text: String, to path: String) throws(OutputError) {
        try write(Array(text.utf8), to: path)
    }

    /// Creates `path` and its parents when missing; fails when it exists as a file. Returns the
    /// directories it created, outermost first, so a failed run can remove them again.
    @discardableResult
    static func ensureDirectory(_ path: String) throws(OutputError) -> [String] {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw OutputError(path: path, problem: "exists and is not a directory") }
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
            rmdir(directory)
        }
    }
}
