#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process-level system calls the tool makes: its own process id (the temporary names
/// carry it, so a later run can tell a live writer's files from a killed one's) and ending
/// the process with an exit status.
package enum ProcessCalls {
    /// This process's id (`getpid`).
    package static var currentID: Int32 { getpid() }

    /// Ends the process with `status` (`exit(3)`: buffered C output is flushed, `atexit`
    /// handlers run).
    package static func exit(_ status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Musl)
        Musl.exit(status)
        #else
        Darwin.exit(status)
        #endif
    }
}
