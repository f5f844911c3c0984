#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file-system call that failed: the system's error number and, where the call names it,
/// what could not be done. Callers build their messages from `reason` (the system's words
/// alone) or `problem` (the action and the words).
package struct FileSystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The system's error number (`errno` right after the call).
    package let code: Int32
    /// What could not be done ("cannot flush the directory to disk"); nil when the caller
    /// names the action itself.
    package let action: String?

    package init(code: Int32, action: String? = nil) {
        self.code = code
        self.action = action
    }

    /// The system's words for `code` (`strerror`): "No such file or directory".
    package var reason: String { Self.reason(code) }

    /// "action: reason", or the reason alone when there is no action.
    package var problem: String { action.map { "\($0): \(reason)" } ?? reason }

    package var description: String { problem }

    /// The error of the call that just failed (`errno`), read before anything else can change it.
    static func last(_ action: String? = nil) -> FileSystemError {
        FileSystemError(code: errno, action: action)
    }

    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
