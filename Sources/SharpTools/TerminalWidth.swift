#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The width help text is wrapped to: the terminal's columns when standard output is a
/// terminal, else `COLUMNS` when set, else 80 (pipes, files, CI logs).
package enum TerminalWidth {
    package static func columns(environment: [String: String]) -> Int {
        if isatty(STDOUT_FILENO) == 1 {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 40 { return Int(size.ws_col) }
        }
        if let text = environment["COLUMNS"], let columns = Int(text), columns >= 40 { return columns }
        return 80
    }
}
