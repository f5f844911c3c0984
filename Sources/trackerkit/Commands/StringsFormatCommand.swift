import Foundation
import SharpTools
import StringCatalog
import SafeOutput
import CommandLineKit
import CommandFiles

/// `trackerkit strings format [--check] CATALOG…`: rewrites catalogs the way Xcode writes
/// them (2-space indentation, `" : "`, members sorted as Xcode sorts them), keeping whether
/// the file ended with a newline. A catalog Xcode wrote stays byte-identical.
struct StringsFormatCommand: Command {
    static let name = "strings format"
    static let takesFiles = true
    static let summary = "Rewrite catalogs in Xcode's formatting (--check: only verify)."
    static let arguments = "[CATALOG…]"
    static let check = Flag("--check", "Change nothing; exit 1 and list the catalogs that would change.")
    static let options: [any CommandOption] = [check, CatalogSet.catalog, CatalogSet.root, CommonOptions.force]
    static let discussion = """
    Catalogs are given as arguments, with --catalog (repeatable) or --root DIR (every
    *.xcstrings below DIR); none is a usage error. A catalog with a duplicated key is refused
    (exit 2): rewriting it would silently drop one of the two. Files are replaced atomically;
    a file already in Xcode's form is not touched.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalogSet = CatalogSet(arguments, command: Self.name, extraPaths: arguments.positionals)
        // Each file once, under the first name it was given by.
        var seen = Set<String>()
        let paths = (arguments.positionals + (try catalogSet.resolvedPaths(context: context))).filter { seen.insert(context.canonicalPath($0)).inserted }
        // Nothing to format is a mistake (a `--check` CI step that checks nothing would pass).
        if paths.isEmpty {
            throw UsageError("strings format needs catalogs: CATALOG…, --catalog PATH or --root DIR", command: Self.name)
        }
        let checkOnly = arguments[Self.check]
        var write = try CatalogWrite(paths, writes: !checkOnly, force: arguments[CommonOptions.force], context: context)
        var changed: [String] = []
        for path in paths {
            let file = try write.read(path, accepted: catalogSet.accepted(path), context: context)
            let formatted = try StringCatalogWriter.formatted(file.catalog, file: path)
            guard formatted != file.bytes else { continue }
            changed.append(path)
            write.stage(formatted, over: file)
        }
        try write.commit()
        for path in changed { context.console.out(checkOnly ? "would reformat \(path)\n" : "reformatted \(path)\n") }
        return checkOnly && !changed.isEmpty ? .checkFailed : .success
    }
}
