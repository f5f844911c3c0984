#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads a whole file into a byte array with one allocation and no intermediate copy.
///
/// `FileHandle.readToEnd()` returns `Data`, and turning that into `[UInt8]` copies it again:
/// for a store of 180 MB that second copy (and the page faults of a second buffer) cost
/// a tenth of a second. Here the file's size sizes the array, and `read(2)` fills it.
public enum FileBytes {
    public enum Failure: Error, Sendable, Equatable {
        case noSuchFile
        case isDirectory
        case notReadable
        case readFailed(String)
    }

    public static func read(path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            switch errno {
            case ENOENT, ENOTDIR: throw .noSuchFile
            case EISDIR: throw .isDirectory
            default: throw .notReadable
            }
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .readFailed(errorText(errno)) }
        if status.st_mode & S_IFMT == S_IFDIR { throw .isDirectory }

        var readError: Int32 = 0
        // One byte more than the size: reading it tells that the file grew (or that the size
        // was unknown, as for a pipe), and the rest is then read in chunks.
        let expected = max(Int(status.st_size), 0) + 1
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, count in
            count = fill(UnsafeMutableBufferPointer(rebasing: buffer[..<expected]), from: descriptor, error: &readError)
        }
        var lastReadFilledItsBuffer = bytes.count == expected
        while readError == 0, lastReadFilledItsBuffer {
            let chunkSize = 1 << 16
            let chunk = [UInt8](unsafeUninitializedCapacity: chunkSize) { buffer, count in
                count = fill(UnsafeMutableBufferPointer(rebasing: buffer[..<chunkSize]), from: descriptor, error: &readError)
            }
            bytes.append(contentsOf: chunk)
            lastReadFilledItsBuffer = chunk.count == chunkSize
        }
        if readError != 0 { throw .readFailed(errorText(readError)) }
        return bytes
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

    private static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
