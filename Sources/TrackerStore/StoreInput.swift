import Foundation
import SharpTools

/// A store file opened once: its first bytes decide the format (`StoreReaders`), and the
/// chosen reader then takes the rest as bytes (`readBytes()`) or, for a library that opens
/// files itself, as a path (`withPath`) — for a pipe or FIFO, a private temporary copy of it.
/// So `--store <(gunzip -c store.json.gz)` works, and a file is never read twice.
public final class StoreInput {
    /// Bytes read before the format is known (more than any reader needs to recognize a store).
    public static let prefixLength = 4096

    /// How errors name the store: the path as the user wrote it.
    public let file: String
    private let path: String
    private let opened: FileBytes

    /// Opens `path` and reads its first bytes; `file` names it in errors (default: `path`).
    /// A store of more than `limit` bytes is refused whichever way it is read.
    package init(path: String, file: String? = nil, limit: Int = FileBytes.defaultMaxInputSize) throws(StoreError) {
        self.path = path
        self.file = file ?? path
        do {
            opened = try FileBytes(path: path, prefixLength: Self.prefixLength, limit: limit)
        } catch {
            throw Self.storeError(error, file: file ?? path)
        }
    }

    /// The first bytes of the store (up to `prefixLength`; fewer for a shorter file).
    public var prefix: [UInt8] { opened.prefix }

    /// Every byte of the store. Call once, instead of `withPath`.
    public func readBytes() throws(StoreError) -> [UInt8] {
        do {
            return try opened.readAll()
        } catch {
            throw Self.storeError(error, file: file)
        }
    }

    /// Whether `readBytesAgain()` can read the bytes once more: a regular file, not a pipe.
    var canBeReadAgain: Bool { opened.isRegularFile }

    /// Every byte of the store once more, after `readBytes()`, when the file is still as it
    /// was when opened (`FileBytes.readAllAgain()`).
    func readBytesAgain() throws(StoreError) -> [UInt8] {
        do {
            return try opened.readAllAgain()
        } catch {
            throw Self.storeError(error, file: file)
        }
    }

    /// Runs `body` with a path to the store's content and its size in bytes: the file itself
    /// when it is a regular file, else a private temporary copy, removed afterwards. Call once,
    /// instead of `readBytes()`.
    public func withPath<T>(_ body: (_ path: String, _ size: Int) throws(StoreError) -> T) throws(StoreError) -> T {
        if opened.isRegularFile {
            if opened.sizeWhenOpened > opened.limit { throw Self.storeError(.tooLarge(limit: opened.limit), file: file) }
            return try body(path, opened.sizeWhenOpened)
        }
        let directory: PrivateCopyDirectory
        do {
            directory = try PrivateCopyDirectory(files: ["store"])
        } catch {
            throw StoreError(file: file, place: .file, problem: "cannot make a temporary copy to read: \(error.localizedDescription)")
        }
        defer { directory.remove() }
        let copy = directory.file("store")
        let size: Int
        do {
            size = try opened.copyAll(to: copy)
        } catch {
            throw Self.storeError(error, file: file)
        }
        return try body(copy, size)
    }

    private static func storeError(_ failure: FileBytes.Failure, file: String) -> StoreError {
        let problem: String
        switch failure {
        case .noSuchFile: problem = "no such file"
        case .isDirectory: problem = "is a directory, not a tracker store"
        case .notReadable: problem = "cannot be opened for reading (permission denied?)"
        case .readFailed(let reason): problem = "cannot be read: \(reason)"
        case .copyFailed(let reason): problem = "cannot make a temporary copy to read: \(reason)"
        case .tooLarge(let limit): problem = FileBytes.tooLargeMessage(limit: limit)
        case .notRegularFile(let kind): problem = "is \(kind), not a tracker store"
        }
        return StoreError(file: file, place: .file, problem: problem)
    }
}
