#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `write(2)` until every byte of `buffer` is written, retrying short and interrupted writes —
/// the one write loop of `NewFile` and `StandardStreams`. Returns nil, or the `errno` of the
/// write that failed.
func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = buffer.baseAddress else { return nil }
    var written = 0
    while written < buffer.count {
        #if canImport(Darwin)
        let result = Darwin.write(descriptor, base + written, buffer.count - written)
        #elseif canImport(Musl)
        let result = Musl.write(descriptor, base + written, buffer.count - written)
        #else
        let result = Glibc.write(descriptor, base + written, buffer.count - written)
        #endif
        if result < 0 {
            if errno == EINTR { continue }
            return errno
        }
        written += result
    }
    return nil
}
