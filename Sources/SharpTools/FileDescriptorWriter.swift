#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes bytes to an open file descriptor with `write(2)`, retrying interrupted and short
/// writes, so callers never hold a pointer to the bytes.
public enum FileDescriptorWriter {
    /// A `write(2)` that failed.
    public struct Failure: Error, Sendable, Equatable {
        /// The `errno` it set.
        public let code: Int32

        /// What the system says about it (`strerror`).
        public var reason: String { String(cString: strerror(code)) }
    }

    /// Writes all of `chunk`.
    public static func writeAll(_ chunk: OutputChunk, to descriptor: Int32) throws(Failure) {
        try writeAll(UnsafeRawBufferPointer(start: chunk.base, count: chunk.count), to: descriptor)
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) throws(Failure) {
        guard let base = buffer.baseAddress else { return }
        var written = 0
        while written < buffer.count {
            let result = systemWrite(descriptor, base + written, buffer.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                throw Failure(code: errno)
            }
            written += result
        }
    }

    /// `write(2)` under a name that does not clash with the methods above.
    @inline(__always)
    private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
        return Darwin.write(fd, buffer, count)
        #elseif canImport(Musl)
        return Musl.write(fd, buffer, count)
        #else
        return Glibc.write(fd, buffer, count)
        #endif
    }
}
