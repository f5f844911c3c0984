import Foundation
import SharpTools
import StringCatalog
import CatalogCheck
import CommandLineKit

/// Runs git for a command (`--baseline`, `strings diff REV:PATH`, `--install`): in the
/// command's directory, without a terminal prompt and with untranslated messages.
package enum Git {
    /// - Parameter need: what needs git, for the message when it is missing (`--baseline`).
    package static func run(_ arguments: [String], context: CommandContext, command: String, need: String) throws(UsageError) -> GitBaseline.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        let run: ProgramRun
        do {
            run = try ProgramRun("/usr/bin/env", ["git"] + arguments, in: context.currentDirectory, environment: environment)
        } catch {
            switch error {
            case .noScratchDirectory(let reason): throw UsageError("cannot create a temporary directory for git: \(reason)")
            case .noScratchFiles(let directory): throw UsageError("cannot create temporary files for git in \(directory)", command: command)
            case .cannotRun(let reason): throw UsageError("cannot run git: \(reason)", command: command)
            }
        }
        if run.status == 127 {
            throw UsageError("\(need) needs git, which was not found on PATH", command: command)
        }
        return GitBaseline.Run(status: run.status, output: run.output, errorOutput: run.errorOutput)
    }

    /// The repository's top level, as git prints it, for the current directory.
    package static func topLevel(context: CommandContext, command: String, need: String) throws(UsageError) -> String {
        let top = try run(["rev-parse", "--show-toplevel"], context: context, command: command, need: need)
        guard top.status == 0 else {
            throw UsageError("\(need): \(context.currentDirectory) is not inside a git repository (\(GitBaseline.firstLine(top.errorOutput)))", command: command)
        }
        return String(decoding: top.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// When git tracks files in `directory` (relative to the current directory, or absolute):
    /// how many, in words ("12 files"); nil when it tracks none there, the directory is in no
    /// repository, or git cannot be run (then nothing is known to be at stake).
    package static func trackedFiles(in directory: String, context: CommandContext) -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        guard FileIdentity.of(directory)?.isDirectory == true,
              let run = try? ProgramRun("/usr/bin/env", ["git", "-C", directory, "ls-files", "-z", "--", "."], in: context.currentDirectory,
                                        environment: environment),
              run.status == 0 else { return nil }
        let count = run.output.filter { $0 == 0 }.count
        return count == 0 ? nil : Plural.count(count, "file")
    }
}
