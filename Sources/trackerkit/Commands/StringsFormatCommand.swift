import Foundation
import SharpTools
import StringCatalog
import SafeOutput
import CommandLineKit

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
        let paths = arguments.positionals + (try catalogSet.resolvedPaths(context: context)).filter { !arguments.positionals.contains($0) }
        // Nothing to format is a mistake (a `--check` CI step that checks nothing would pass).
        if paths.isEmpty {
            throw UsageError("strings format needs catalogs: CATALOG…, --catalog PATH or --root DIR", command: Self.name)
        }
        let checkOnly = arguments[Self.check]
        var changed: [String] = []
        for path in paths {
            let catalog = try StringCatalog(contentsOfFile: path, limit: context.maxInputSize, accepted: catalogSet.accepted(path))
            let formatted = try StringCatalogWriter.formatted(catalog, file: path)
            guard try formatted != Self.bytes(of: path, limit: context.maxInputSize, accepted: catalogSet.accepted(path)) else { continue }
            changed.append(path)
            if checkOnly {
                context.console.out("would reformat \(path)\n")
            } else {
                try AtomicFileWriter.write(formatted, to: path, options: AtomicFileWriter.Options(links: .followToRealFile, force: arguments[CommonOptions.force]))
                context.console.out("reformatted \(path)\n")
            }
        }
        return checkOnly && !changed.isEmpty ? .checkFailed : .success
    }

    /// One read to the end, under the input size limit (`--max-input-size`).
    static func bytes(of path: String, limit: Int, accepted: FileBytes.Accepted) throws(CatalogError) -> [UInt8] {
        do { return try FileBytes.read(path: path, limit: limit, accepted: accepted) } catch {
            if case .tooLarge(let limit) = error {
                throw CatalogError(file: path, position: nil, keyPath: nil, message: FileBytes.tooLargeMessage(limit: limit))
            }
            throw CatalogError(file: path, position: nil, keyPath: nil, message: "cannot read the file")
        }
    }
}
