import Foundation
import SharpTools
import StringCatalog
import CatalogCheck
import CommandLineKit

/// A catalog named on the command line as a file or as `REV:PATH` — its version in a git
/// revision, as `git show REV:PATH` names it (PATH from the repository's top level, or `./…`
/// from the current directory). A file of that name wins over the revision.
package struct CatalogArgument {
    package let catalog: StringCatalog
    /// The argument as given, for messages and output.
    package let name: String
    /// False for `REV:PATH` when PATH did not exist in REV (an empty catalog stands in).
    package let exists: Bool

    package init(catalog: StringCatalog, name: String, exists: Bool) {
        self.catalog = catalog
        self.name = name
        self.exists = exists
    }

    package static func read(_ argument: String, context: CommandContext, command: String) throws -> CatalogArgument {
        guard FileIdentity.of(argument) == nil, let colon = argument.firstIndex(of: ":"), colon != argument.startIndex else {
            return CatalogArgument(catalog: try StringCatalog(contentsOfFile: argument, limit: context.maxInputSize), name: argument, exists: true)
        }
        let revision = String(argument[..<colon]), path = String(argument[argument.index(after: colon)...])
        let need = "\(argument)"
        let top = try Git.topLevel(context: context, command: command, need: need)
        guard !revision.hasPrefix("-"), try Git.run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"], context: context, command: command, need: need).status == 0 else {
            throw UsageError("\(argument): \(revision) is not a revision of the repository \(top) (and no file has this name)", command: command)
        }
        guard try Git.run(["cat-file", "-e", argument], context: context, command: command, need: need).status == 0 else {
            context.console.note("\(path) does not exist in \(revision): compared as an empty catalog")
            return CatalogArgument(catalog: StringCatalog(sourceLanguage: "", entries: [], fileName: argument), name: argument, exists: false)
        }
        let shown = try Git.run(["cat-file", "blob", argument], context: context, command: command, need: need)
        guard shown.status == 0 else {
            throw UsageError("\(argument): git cat-file blob failed (\(GitBaseline.firstLine(shown.errorOutput)))", command: command)
        }
        if shown.output.count > context.maxInputSize {
            throw UsageError("\(argument): \(FileBytes.tooLargeMessage(limit: context.maxInputSize))")
        }
        return CatalogArgument(catalog: try StringCatalog(bytes: shown.output, fileName: argument), name: argument, exists: true)
    }
}
