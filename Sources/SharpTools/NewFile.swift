import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file this process creates and fills, then flushes to disk — the byte-level half of the
/// atomic output transaction (the other half, in the tool, renames it into place). It never
/// opens an existing file: creation is exclusive, so two runs cannot share a temporary name.
///
/// ```
/// let file = try NewFile.create(at: temporaryPath, mode: 0o644)
/// try file.write(bytes)          // as often as needed; large outputs come in chunks
/// try file.finish()              // fsync + close; or file.abandon() to remove it
/// ```
package final class NewFile {
    package let path: String
    private(set) var descriptor: Int32
    private var size = 0
    private var writtenBack = 0

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    /// Creates `path`, which must not exist (`O_EXCL`) — not even as a symbolic link
    /// (`O_NOFOLLOW`): a link planted at the name is never written through — with the
    /// permission bits `mode`.
    package static func create(at path: String, mode: UInt16) throws(NewFileError) -> NewFile {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        guard descriptor >= 0 else { throw NewFileError.lastSystemError("cannot create") }
        return NewFile(path: path, descriptor: descriptor)
    }

    /// Sets the permission bits, whatever the process's umask did to `create`'s mode.
    package func setMode(_ mode: UInt16) {
        // Best effort by design: a file that keeps the default mode is still complete.
        _ = fchmod(descriptor, mode_t(mode))
    }

    /// Gives the file the owner and group of the file it replaces. Best effort: only root may
    /// give a file away, and a file owned by the writer is still complete.
    package func setOwner(_ owner: UInt32, group: UInt32) {
        _ = fchown(descriptor, uid_t(owner), gid_t(group))
    }

    /// Appends `bytes` (all of them, retrying short and interrupted writes).
    package func write(_ bytes: some ContiguousBytes) throws(NewFileError) {
        let failure: NewFileError? = bytes.withUnsafeBytes { buffer in
            do throws(NewFileError) { try writeAll(buffer) } catch { return error }
            return nil
        }
        if let failure { throw failure }
    }

    /// Appends the bytes of `chunk`.
    package func write(_ chunk: borrowing OutputChunk) throws(NewFileError) {
        try writeAll(UnsafeRawBufferPointer(start: chunk.base, count: chunk.count))
    }

    private func writeAll(_ buffer: UnsafeRawBufferPointer) throws(NewFileError) {
        if let code = SharpTools.writeAll(buffer, to: descriptor) {
            throw NewFileError.systemError("cannot write", code: code)
        }
        size += buffer.count
        if size - writtenBack >= EarlyWriteback.interval {
            EarlyWriteback.start(descriptor, offset: writtenBack, count: size - writtenBack)
            writtenBack = size
        }
    }

    /// Flushes the file to disk and closes it; on failure the file is removed.
    package func finish() throws(NewFileError) {
        let code: Int32 = fsync(descriptor) == 0 ? 0 : errno
        if let failure = closeAfterFlush(code) { throw failure }
    }

    /// Closes the file after its `fsync` returned `flushCode` (0, or its `errno`); on failure
    /// the file is removed and the error returned.
    func closeAfterFlush(_ flushCode: Int32) -> NewFileError? {
        var failure: NewFileError? = flushCode == 0 ? nil : .systemError("cannot flush to disk", code: flushCode)
        if close(descriptor) != 0, failure == nil { failure = .lastSystemError("cannot close") }
        descriptor = -1
        if failure != nil { unlink(path) }
        return failure
    }

    /// Closes (when still open) and removes the file.
    package func abandon() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
        }
        unlink(path)
    }

    deinit {
        // A file neither finished nor abandoned is not left half-written behind.
        if descriptor >= 0 {
            close(descriptor)
            unlink(path)
        }
    }
}

/// Why a `NewFile` operation failed, in the words of the system (`strerror`).
package struct NewFileError: Error, Sendable {
    /// What failed and why: `cannot write: No space left on device`.
    package let problem: String
    /// Only why, in the system's words: `No space left on device` (for callers that name the
    /// action themselves).
    package let reason: String

    static func lastSystemError(_ action: String) -> NewFileError {
        systemError(action, code: errno)
    }

    static func systemError(_ action: String, code: Int32) -> NewFileError {
        let reason = String(cString: strerror(code))
        return NewFileError(problem: "\(action): \(reason)", reason: reason)
    }
}

/// Starts the disk writes of a large file's first parts while later parts are still being
/// rendered — Linux `sync_file_range(SYNC_FILE_RANGE_WRITE)`, which only queues the writes —
/// so the `fsync` that completes the file waits for its last megabytes instead of all of it
/// (160 MB of logs.csv: 45–70 ms less waiting on this project's VM).
private enum EarlyWriteback {
    /// Bytes written between two calls.
    static let interval = 8 << 20

    #if os(Linux)
    private typealias SyncFileRange = @convention(c) (Int32, Int64, Int64, UInt32) -> Int32
    /// Looked up by name: Swift's Glibc module does not declare `sync_file_range`.
    private static let syncFileRange: SyncFileRange? = dlsym(dlopen(nil, RTLD_NOW), "sync_file_range")
        .map { unsafeBitCast($0, to: SyncFileRange.self) }
    /// `SYNC_FILE_RANGE_WRITE` from <fcntl.h>, not imported either.
    private static let syncFileRangeWrite: UInt32 = 2
    #endif

    static func start(_ descriptor: Int32, offset: Int, count: Int) {
        #if os(Linux)
        // The result is ignored on purpose: this only moves work earlier, and any write error
        // it could meet is met again, and reported, by the fsync that completes the file.
        _ = syncFileRange?(descriptor, Int64(offset), Int64(count), syncFileRangeWrite)
        #endif
    }
}

extension NewFileError: CustomStringConvertible {
    /// What failed and why, in words.
    package var description: String { problem }
}
