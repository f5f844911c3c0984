import Foundation
import SharpTools
import StringCatalog
import CatalogCheck
import CommandLineKit
import CommandFiles

/// `--baseline REF`: the catalog as it was in a git revision (`GitBaseline` has the rules),
/// with git run in the command's directory.
enum StringsBaseline {
    static func catalog(atRevision ref: String, path: String, context: CommandContext) throws -> AppCatalogCheck.BaselineCatalog {
        let found: GitBaseline.Found
        do {
            found = try GitBaseline.catalog(
                revision: ref, path: path, absolutePath: context.canonicalPath(path), canonical: context.canonicalPath) { arguments in
                try Git.run(arguments, context: context, command: StringsCheckCommand.name, need: "--baseline")
            }
        } catch let failure as GitBaseline.Failure {
            throw UsageError(failure.message, command: StringsCheckCommand.name)
        }
        if let note = found.note { context.console.note(note) }
        return found.baseline
    }
}
