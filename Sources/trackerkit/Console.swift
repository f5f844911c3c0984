import Foundation
import Output

/// Standard output and standard error. Messages on stderr are forced onto one line so a
/// hostile name or note cannot forge extra lines in a CI log.
struct Console: Sendable {
    var writeOut: @Sendable (String) -> Void
    var writeErr: @Sendable (String) -> Void

    static let standard = Console(
        writeOut: { FileHandle.standardOutput.write(Data($0.utf8)) },
        writeErr: { FileHandle.standardError.write(Data($0.utf8)) }
    )

    func out(_ text: String) { writeOut(text) }

    func error(_ message: String) { writeErr("trackerkit: error: \(Console.oneLine(message))\n") }
    func warning(_ message: String) { writeErr("trackerkit: warning: \(Console.oneLine(message))\n") }
    func note(_ message: String) { writeErr("trackerkit: note: \(Console.oneLine(message))\n") }

    /// Control characters (line breaks included) become visible escapes.
    static func oneLine(_ text: String) -> String {
        TerminalText.oneLine(text)
    }
}
