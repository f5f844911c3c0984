import SharpTools
import StringCatalog
import CatalogCode
import CatalogProject
import CommandLineKit

/// The walk of a `--sources` folder (its rules are the library's `SourceTree`, the walk is
/// `TreeWalk`'s, the same as `--root`'s).
extension SourceTree {
    /// The Swift files under the folder, sorted by path, as locations will name them (the
    /// folder as given joined with the path inside it).
    /// - Parameter command: the command that reads it, whose help an error points to.
    package func swiftFiles(excluding globs: [String], command: String, context: CommandContext) throws(UsageError) -> [String] {
        guard let entry = FileIdentity.of(path) else {
            throw UsageError("--sources \(path): no such file or directory (give the folder of the app's Swift files)", command: command)
        }
        guard entry.isDirectory else { return [Self.display(path)] }
        let found = try TreeWalk.files(
            below: path, walked: "--sources \(path)", remedy: "make it readable, or leave it out with --sources-exclude", context: context
        ) { entry in
            takes(entry.relative, isDirectory: entry.isDirectory, excluding: globs) ? .take : .skip
        }
        return found.map(shown).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
