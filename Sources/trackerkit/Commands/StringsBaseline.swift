import Foundation
import SharpTools
import StringCatalog

/// `--baseline REF`: the catalog as it was in a git revision (`GitBaseline` has the rules),
/// with git run in the command's directory.
enum StringsBaseline {
    static func catalog(atRevision ref: String, path: String, context: CommandContext) throws -> AppCatalogCheck.BaselineCatalog {
        let found: GitBaseline.Found
        do {
            found = try GitBaseline.catalog(
                revision: ref, path: path, absolutePath: context.canonicalPath(path), canonical: context.canonicalPath) { arguments in
                try git(arguments, context: context)
            }
        } catch let failure as GitBaseline.Failure {
            throw UsageError(failure.message, command: StringsCheckCommand.name)
        }
        if let note = found.note { context.console.note(note) }
        return found.baseline
    }

    /// Runs git without a terminal prompt and with untranslated messages.
    private static func git(_ arguments: [String], context: CommandContext) throws(UsageError) -> GitBaseline.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        let run: ProgramRun
        do {
            run = try ProgramRun("/usr/bin/env", ["git"] + arguments, in: context.currentDirectory, environment: environment)
        } catch {
            switch error {
            case .noScratchDirectory(let reason): throw UsageError("cannot create a temporary directory for git: \(reason)")
            case .noScratchFiles(let directory): throw UsageError("cannot create temporary files for git in \(directory)", command: StringsCheckCommand.name)
            case .cannotRun(let reason): throw UsageError("cannot run git: \(reason)", command: StringsCheckCommand.name)
            }
        }
        if run.status == 127 {
            throw UsageError("--baseline needs git, which was not found on PATH", command: StringsCheckCommand.name)
        }
        return GitBaseline.Run(status: run.status, output: run.output, errorOutput: run.errorOutput)
    }
}
