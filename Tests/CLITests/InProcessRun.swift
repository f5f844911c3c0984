import Foundation
import Synchronization
@testable import trackerkit
@testable import CommandFiles

/// Runs `trackerkit` in this process, as `TrackerKitCLI.run` does for the binary, with the
/// package root as the current directory and stdout and stderr kept.
struct InProcessRun {
    let exitCode: ExitCode
    let stdout: String
    let stderr: String

    /// What a run printed, collected from the console's closures (which may be called from
    /// either core).
    private final class Printed: Sendable {
        let out = Mutex("")
        let err = Mutex("")
    }

    @discardableResult
    init(_ arguments: [String], now: Date = Date()) throws {
        let printed = Printed()
        let root = TrackerKitProcess.packageRoot.path
        let console = Console(writeOut: { text in printed.out.withLock { $0 += text } }, writeErr: { text in printed.err.withLock { $0 += text } })
        let context = CommandContext(
            console: console, currentDirectory: root, now: now)
        exitCode = TrackerKitCLI.run(arguments: arguments, context: context)
        stdout = printed.out.withLock { $0 }
        stderr = printed.err.withLock { $0 }
    }
}
