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
package enum StandardStreams {
    package enum Stream: Sendable {
        case output, error

        var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    }

    /// A write that failed, with the system's `errno`.
    package struct WriteFailure: Error, Sendable {
        package let code: Int32
        /// The reader went away (`EPIPE`, with SIGPIPE ignored as CI runners and services set it).
        package var isBrokenPipe: Bool { code == EPIPE }
        package var reason: String { String(cString: strerror(code)) }
    }

    /// Writes all of `text`, retrying short and interrupted writes.
    package static func write(_ text: String, to stream: Stream) throws(WriteFailure) {
        var text = text
        let code = text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: stream.descriptor) }
        if let code { throw WriteFailure(code: code) }
    }

    /// Ends the process as a broken pipe conventionally does: by SIGPIPE with its default
    /// action (the shell shows status 141), quietly.
    package static func endForBrokenPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        exit(128 + SIGPIPE)
    }
}

extension StandardStreams.WriteFailure: CustomStringConvertible {
    /// The problem in the system's words.
    package var description: String { "cannot write: \(reason)" }
}
