/// A command line that cannot be run as written: exit code 2 and one line that says why.
package struct UsageError: Error, Equatable, CustomStringConvertible {
    package let message: String
    /// The command whose `--help` explains the fix; nil for an error in an input file (the
    /// message names the file and the place), where help would not help.
    package let command: String?

    package init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    package var description: String { message }
}
