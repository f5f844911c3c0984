/// A file that could not be written; nothing at the destination was changed. `path` is the
/// destination as the caller named it, `problem` what went wrong, in one line.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}
