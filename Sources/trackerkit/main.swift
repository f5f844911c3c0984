import Foundation
import SharpTools
import CommandFiles

// Before any command runs: temporary files are removed when SIGINT, SIGTERM or SIGHUP ends a run.
TemporaryPaths.install()

let exitCode = TrackerKitCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), context: .standard())
ProcessCalls.exit(exitCode.rawValue)
