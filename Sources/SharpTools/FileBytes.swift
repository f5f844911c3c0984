#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
#elseif canImport(Musl)
import Musl
private let systemRead = Musl.read
private let systemWrite = Musl.write
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { Musl.open(path, flags) }
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
#endif

/// A file opened once for reading, whose first bytes can be looked at before deciding how to
/// read the rest: all of it into memory (`readAll()`), or copied to another file
/// (`copyAll(to:)`) for a library that needs a path. Works on pipes and FIFOs, which can be
/// read only once (`--store <(gunzip -c store.json.gz)`).
///
/// Reading all of a file goes into one array with one allocation and no intermediate copy:
/// `FileHandle.readToEnd()` returns `Data`, and turning that into `[UInt8]` copies it again —
/// for a store of 180 MB that second copy (and the page faults of a second buffer) cost a
/// tenth of a second. Here the file's size sizes the array, and `read(2)` fills it.
package final class FileBytes {
    package enum Failure: Error, Sendable, Equatable {
        case noSuchFile
        case isDirectory
        case notReadable
        case readFailed(String)
        /// The copy made by `copyAll(to:)` could not be written.
        case copyFailed(String)
        /// The file holds more than `limit` bytes; reading stopped there.
        case tooLarge(limit: Int)
        /// Not a regular file where only one will do (a FIFO found by a folder walk); the kind
        /// in words ("a FIFO").
        case notRegularFile(String)
    }

    /// What may be read.
    package enum Accepted: Sendable {
        /// A regular file, or a pipe, FIFO or device the user named (`--store <(gunzip -c …)`):
        /// opened as it is, which for a FIFO waits for its writer.
        case fileOrStream
        /// Only a regular file: opened without waiting (`O_NONBLOCK`, so a FIFO cannot block
        /// the run), anything else refused. For files the tool finds itself (a folder walk,
        /// the settings file beside a catalog).
        case regularFile
        /// A regular file that is not a symbolic link: what a folder walk found, opened as it
        /// was found (a link put in its place since is refused).
        case walkedFile
    }

    /// The most bytes an input may hold unless the caller says otherwise (2 GiB; the tool's
    /// `--max-input-size`).
    package static let defaultMaxInputSize = 2 << 30

    /// The first bytes, read by `init` (fewer when the file is shorter).
    package let prefix: [UInt8]
    /// A regular file (not a pipe, FIFO or device): its path can be opened again.
    package let isRegularFile: Bool
    /// The size `fstat` reported when the file was opened (0 for a pipe).
    package let sizeWhenOpened: Int
    /// The most bytes the file may hold: checked while reading, so `/dev/zero` or an endless
    /// pipe ends with an error instead of exhausting memory.
    package let limit: Int
    private let descriptor: Int32
    private var consumed = false
    /// The file as `fstat` saw it when opened: `readAllAgain()` reads only that file.
    private let identityWhenOpened: FileIdentity

    /// Opens `path` and reads up to `prefixLength` bytes; the whole file may hold at most
    /// `limit` bytes. `accepted` says whether a pipe, FIFO or device will do.
    package init(path: String, prefixLength: Int, limit: Int = FileBytes.defaultMaxInputSize, accepted: Accepted = .fileOrStream) throws(Failure) {
        let descriptor = try Self.openForReading(path, accepted: accepted)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = Self.errorText(errno)
            close(descriptor)
            throw .readFailed(reason)
        }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR || (kind != S_IFREG && accepted != .fileOrStream) {
            close(descriptor)
            throw kind == S_IFDIR ? .isDirectory : .notRegularFile(DirectoryWalk.kindName(kind))
        }
        // The regular file is read as usual from here on.
        if accepted != .fileOrStream { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK) }
        var readError: Int32 = 0
        // No prefix, no array to fill: filling one of capacity 0 writes its count into the
        // empty-array storage all threads share (a data race when two threads open files).
        let prefix = prefixLength <= 0 ? [] : [UInt8](unsafeUninitializedCapacity: prefixLength) { buffer, count in
            count = Self.fill(buffer, from: descriptor, error: &readError)
        }
        if readError != 0 {
            close(descriptor)
            throw .readFailed(Self.errorText(readError))
        }
        self.descriptor = descriptor
        self.prefix = prefix
        self.isRegularFile = status.st_mode & S_IFMT == S_IFREG
        self.sizeWhenOpened = max(Int(status.st_size), 0)
        self.limit = limit
        self.identityWhenOpened = FileIdentity(status)
    }

    deinit {
        close(descriptor)
    }

    /// The whole file at `path`, read into one array; more than `limit` bytes is `.tooLarge`.
    package static func read(path: String, limit: Int = FileBytes.defaultMaxInputSize, accepted: Accepted = .fileOrStream) throws(Failure) -> [UInt8] {
        try FileBytes(path: path, prefixLength: 0, limit: limit, accepted: accepted).readAll()
    }

    /// Every byte of the file, the prefix included; the rest of the file is consumed.
    package func readAll() throws(Failure) -> [UInt8] {
        precondition(!consumed, "FileBytes: the rest of the file was already read")
        consumed = true
        var readError: Int32 = 0
        if sizeWhenOpened > limit || prefix.count > limit { throw .tooLarge(limit: limit) }
        // One byte more than the size: reading it tells that the file grew (or that the size
        // was unknown, as for a pipe), and the rest is then read in chunks.
        let expected = max(sizeWhenOpened, prefix.count) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            let start = prefix.withUnsafeBufferPointer { prefix -> Int in
                _ = UnsafeMutableBufferPointer(rebasing: buffer[..<prefix.count]).initialize(from: prefix)
                return prefix.count
            }
            count = start + Self.fill(UnsafeMutableBufferPointer(rebasing: buffer[start..<expected]), from: descriptor, error: &readError)
        }
        var lastReadFilledItsBuffer = bytes.count == expected
        while readError == 0, lastReadFilledItsBuffer {
            if bytes.count > limit { throw .tooLarge(limit: limit) }
            let chunk = readChunk(error: &readError)
            bytes.append(contentsOf: chunk)
            lastReadFilledItsBuffer = chunk.count == Self.chunkSize
        }
        if bytes.count > limit { throw .tooLarge(limit: limit) }
        if readError != 0 { throw .readFailed(Self.errorText(readError)) }
        return bytes
    }

    /// Every byte of the file once more, read from its start after `readAll()`: for a regular
    /// file whose bytes were partly given back while they were parsed (`ParsedBytesRelease`).
    /// A file that is not as it was when opened (its size or modification time changed: it is
    /// being written) is `.readFailed`, since what was read of it may not be what it holds now.
    package func readAllAgain() throws(Failure) -> [UInt8] {
        precondition(consumed && isRegularFile, "FileBytes: only a regular file read with readAll() is read again")
        guard FileIdentity.of(descriptor: descriptor) == identityWhenOpened, lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw .readFailed(Self.changedWhileReading)
        }
        var readError: Int32 = 0
        // One byte more than the size: reading it tells that the file grew.
        let expected = sizeWhenOpened + 1
        let bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = Self.fill(buffer, from: descriptor, error: &readError)
        }
        if readError != 0 { throw .readFailed(Self.errorText(readError)) }
        guard bytes.count == sizeWhenOpened, FileIdentity.of(descriptor: descriptor) == identityWhenOpened else {
            throw .readFailed(Self.changedWhileReading)
        }
        return bytes
    }

    private static let changedWhileReading = "it changed while it was read (is it still being written?); run again once it is complete"

    /// Writes every byte of the file, the prefix included, to a new file at `path` (created
    /// with owner-only permissions; it must not exist). Returns the number of bytes copied.
    package func copyAll(to path: String) throws(Failure) -> Int {
        precondition(!consumed, "FileBytes: the rest of the file was already read")
        consumed = true
        if sizeWhenOpened > limit { throw .tooLarge(limit: limit) }
        let output = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard output >= 0 else { throw .copyFailed(Self.errorText(errno)) }
        defer { close(output) }
        var copied = 0
        var chunk = prefix
        var readError: Int32 = 0
        while true {
            if let writeError = Self.writeAll(chunk, to: output) { throw .copyFailed(Self.errorText(writeError)) }
            copied += chunk.count
            if copied > limit { throw .tooLarge(limit: limit) }
            chunk = readChunk(error: &readError)
            if readError != 0 { throw .readFailed(Self.errorText(readError)) }
            if chunk.isEmpty { return copied }
        }
    }

    // MARK: Private

    private static let chunkSize = 1 << 16

    /// The descriptor of `path`, opened for reading as `accepted` says.
    private static func openForReading(_ path: String, accepted: Accepted) throws(Failure) -> Int32 {
        var flags = O_RDONLY | O_CLOEXEC | O_NOCTTY
        if accepted != .fileOrStream { flags |= O_NONBLOCK }
        if accepted == .walkedFile { flags |= O_NOFOLLOW }
        let descriptor = systemOpen(path, flags)
        guard descriptor < 0 else { return descriptor }
        let code = errno
        var status = stat()
        switch code {
        case ENOENT, ENOTDIR: throw .noSuchFile
        case EISDIR: throw .isDirectory
        case ELOOP where accepted == .walkedFile: throw .notRegularFile("a symbolic link")
        // A path that cannot even be looked at (a directory on the way is not searchable)
        // reads as missing, as a file-exists check says.
        default: throw stat(path, &status) == 0 ? .notReadable : .noSuchFile
        }
    }

    private func readChunk(error: inout Int32) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: Self.chunkSize) { buffer, count in
            count = Self.fill(buffer, from: descriptor, error: &error)
        }
    }

    /// Reads into `buffer` until it is full or the file ends; returns the bytes read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, error: inout Int32) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let result = systemRead(descriptor, base + count, buffer.count - count)
            if result < 0 {
                if errno == EINTR { continue }
                error = errno
                return count
            }
            if result == 0 { break }
            count += result
        }
        return count
    }

    /// Writes all of `bytes`; returns the error code of a failed write.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBufferPointer { buffer -> Int32? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let result = systemWrite(descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                written += result
            }
            return nil
        }
    }

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

extension FileBytes {
    /// The one wording of the size-limit error, for every kind of input.
    package static func tooLargeMessage(limit: Int) -> String {
        "larger than the input size limit of \(limit) bytes; raise it with --max-input-size if the file is real"
    }
}

extension FileBytes.Failure: CustomStringConvertible {
    /// The problem in words, to follow the file's path and a colon.
    package var description: String {
        switch self {
        case .noSuchFile: return "no such file"
        case .isDirectory: return "is a folder, not a file"
        case .notReadable: return "cannot be read: permission denied"
        case .readFailed(let reason): return "cannot be read: \(reason)"
        case .copyFailed(let reason): return "cannot be copied to a temporary file: \(reason)"
        case .tooLarge(let limit): return FileBytes.tooLargeMessage(limit: limit)
        case .notRegularFile(let kind): return "is \(kind), not a regular file"
        }
    }
}
