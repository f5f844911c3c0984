/// A command line that cannot be run as written: exit code 2 and one line that says why.
struct UsageError: Error, Equatable, CustomStringConvertible {
    let message: String
    /// The command whose `--help` explains the fix; nil for the tool itself.
    let command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    var description: String { message }
}
