#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension StandardStreams {
    /// Whether `stream` is a terminal (`isatty`), not a pipe, file or CI log: progress lines
    /// that overwrite themselves are shown only there.
    package static func isTerminal(_ stream: Stream) -> Bool {
        isatty(stream.descriptor) == 1
    }
}
