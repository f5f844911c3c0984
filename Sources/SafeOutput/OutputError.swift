/// A file that could not be written; nothing at the destination was changed. `path` is the
/// destination as the caller named it, `problem` what went wrong, in one line.
package struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    package let path: String
    package let problem: String

    package init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    package var description: String { "\(path): \(problem)" }
}
