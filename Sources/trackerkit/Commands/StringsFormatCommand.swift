import Foundation
import StringCatalog

/// `trackerkit strings format [--check] CATALOG…`: rewrites catalogs the way Xcode writes
/// them (2-space indentation, `" : "`, members sorted as Xcode sorts them), keeping whether
/// the file ended with a newline. A catalog Xcode wrote stays byte-identical.
struct StringsFormatCommand: Command {
    static let name = "strings format"
    static let summary = "Rewrite catalogs in Xcode's formatting (--check: only verify)."
    static let synopsis: String? = "strings format [--check] [CATALOG…]"
    static let check = OptionSpec.flag("--check", "Change nothing; exit 1 and list the catalogs that would change.")
    static let options: [OptionSpec] = [check, CommonOptions.force]
    static let discussion = """
    With no CATALOG, \(BundledData.catalogPath). A catalog with a duplicated key is refused
    (exit 2): rewriting it would silently drop one of the two. Files are replaced atomically;
    a file already in Xcode's form is not touched.
    """

    let catalogs: [String]
    let checkOnly: Bool
    let isForced: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        catalogs = arguments.positionals
        checkOnly = arguments.flag(Self.check.name)
        isForced = arguments.flag(CommonOptions.force.name)
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let paths: [String?] = catalogs.isEmpty ? [nil] : catalogs.map { $0 }
        var changed: [String] = []
        for requested in paths {
            let (catalog, path) = try ReportInputs.loadCatalog(requested, context: context)
            if let duplicate = catalog.duplicateKeys.first {
                let place = duplicate.objectPath.isEmpty ? "the top level" : duplicate.objectPath
                throw UsageError("\(path):\(duplicate.line): \"\(duplicate.name)\" occurs more than once in \(place) (lines \(duplicate.firstLine) and \(duplicate.line)); merge them before formatting")
            }
            let original = try Self.bytes(of: path)
            let formatted = Array(StringCatalogWriter.write(catalog, trailingNewline: nil).utf8)
            guard formatted != original else { continue }
            changed.append(path)
            if checkOnly {
                context.console.out("would reformat \(path)\n")
            } else {
                try AtomicFileWriter.write(formatted, to: path, options: AtomicFileWriter.Options(links: .followToRealFile, force: isForced))
                context.console.out("reformatted \(path)\n")
            }
        }
        return checkOnly && !changed.isEmpty ? .checkFailed : .success
    }

    static func bytes(of path: String) throws(CatalogError) -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CatalogError(file: path, position: nil, keyPath: nil, message: "cannot read the file")
        }
        return [UInt8](data)
    }
}
