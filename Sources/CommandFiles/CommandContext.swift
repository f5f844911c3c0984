import Foundation
import SharpTools

/// What a command may touch of the outside world, passed in so that tests can run
/// commands in-process and nothing deep inside reads the environment.
package struct CommandContext: Sendable {
    package var console: Console
    /// The directory relative paths are resolved against.
    package var currentDirectory: String
    /// The moment "now" (the default `--as-of` is today in the report zone).
    package var now: Date
    /// The width help is wrapped to (the terminal's, else 80).
    package var terminalWidth = 80
    /// The most bytes any input of the run may hold (`--max-input-size`): handed to every read.
    package var maxInputSize = FileBytes.defaultMaxInputSize

    package static func standard() -> CommandContext {
        let cwd = FileManager.default.currentDirectoryPath
        return CommandContext(
            console: .standard, currentDirectory: cwd, now: Date(),
            terminalWidth: TerminalWidth.columns(environment: ProcessInfo.processInfo.environment)
        )
    }

    /// `path` made absolute against `currentDirectory`, with symbolic links resolved as far
    /// as the path exists — to tell whether two paths name the same file.
    package func canonicalPath(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : currentDirectory + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
