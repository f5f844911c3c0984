#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to standard output and standard error with `write(2)`, so that a stream that
/// cannot be written (a closed pipe, a full disk, a closed descriptor) is an error the caller
/// handles — `FileHandle.write` traps instead.
public enum StandardStreams {
    public enum Stream: Sendable {
        case output, error

        var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    }

    /// A write that failed, with the system's `errno`.
    public struct WriteFailure: Error, Sendable {
        public let code: Int32
        /// The reader went away (`EPIPE`, with SIGPIPE ignored as CI runners and services set it).
        public var isBrokenPipe: Bool { code == EPIPE }
        public var reason: String { String(cString: strerror(code)) }
    }

    /// Writes all of `text`, retrying short and interrupted writes.
    public static func write(_ text: String, to stream: Stream) throws(WriteFailure) {
        var text = text
        let failure: WriteFailure? = text.withUTF8 { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let result = systemWrite(stream.descriptor, base + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return WriteFailure(code: errno)
                }
                written += result
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// Ends the process as a broken pipe conventionally does: by SIGPIPE with its default
    /// action (the shell shows status 141), quietly.
    public static func endForBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }
}

/// `write(2)` under a name that does not clash with `StandardStreams.write`.
@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Darwin)
    return Darwin.write(fd, buffer, count)
    #elseif canImport(Musl)
    return Musl.write(fd, buffer, count)
    #else
    return Glibc.write(fd, buffer, count)
    #endif
}
