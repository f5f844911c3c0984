import Foundation
import Output
import SharpTools

/// Standard output and standard error. Messages on stderr are forced onto one line so a
/// hostile name or note cannot forge extra lines in a CI log.
package struct Console: Sendable {
    package var writeOut: @Sendable (String) -> Void
    package var writeErr: @Sendable (String) -> Void
    /// `--quiet` turns notes off; errors and warnings always show.
    package var showsNotes = true
    /// `--verbose`: also what was read and written.
    package var isVerbose = false

    package static let standard = Console(
        writeOut: { writeOrExit($0, to: .output) },
        writeErr: { writeOrExit($0, to: .error) }
    )

    /// Console writes never trap: a reader that went away ends the process quietly, as a
    /// broken pipe does; any other failure is exit 2 with one line on stderr (when stderr can
    /// still be written). Output files are renamed into place whole, so ending here never
    /// leaves one half-written (the temporary files of an unfinished run may stay behind).
    private static func writeOrExit(_ text: String, to stream: StandardStreams.Stream) {
        do {
            try StandardStreams.write(text, to: stream)
        } catch {
            if error.isBrokenPipe { StandardStreams.endForBrokenPipe() }
            if stream == .output {
                // When stderr fails too, nothing is left to tell: the exit code says it.
                try? StandardStreams.write("trackerkit: error: cannot write to standard output: \(error.reason)\n", to: .error)
            }
            ProcessCalls.exit(ExitCode.usageOrInputError.rawValue)
        }
    }

    package func out(_ text: String) { writeOut(text) }

    package func error(_ message: String) { writeErr("trackerkit: error: \(TerminalText.oneLine(message))\n") }
    package func warning(_ message: String) { writeErr("trackerkit: warning: \(TerminalText.oneLine(message))\n") }
    /// Text the caller made safe for a terminal (`TerminalText`), on stderr as it is: lines
    /// that are neither errors, warnings nor notes (the conflicts of a merge).
    package func errorText(_ text: String) { writeErr(text) }

    package func note(_ message: String) {
        if showsNotes { writeErr("trackerkit: note: \(TerminalText.oneLine(message))\n") }
    }

    /// A `--verbose` line (what was read or written), on stderr.
    package func verbose(_ message: @autoclosure () -> String) {
        if isVerbose { writeErr("trackerkit: \(TerminalText.oneLine(message()))\n") }
    }
}
