import Foundation

let exitCode = TrackerKitCLI.run(arguments: Array(CommandLine.arguments.dropFirst()), context: .standard())
exit(exitCode.rawValue)
