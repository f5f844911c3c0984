import Foundation
import SharpTools
import StringCatalog
import CatalogCode
import SafeOutput
import CommandLineKit
import CommandFiles

/// `trackerkit strings symbols`: the Swift symbols a catalog's keys get from Xcode 26's
/// `generate-symbols` (`CatalogSymbol`) — `--check` lists the keys whose symbol cannot be
/// generated or clashes with another's, `--out FILE` writes the accessors (on any system,
/// `public` for a package if asked).
struct StringsSymbolsCommand: Command {
    static let name = "strings symbols"
    static let takesFiles = true
    static let summary = "Check the Swift symbols a catalog's keys generate (collisions, keywords, keys without a name) or write them as accessors."
    static let arguments = "[CATALOG…]"
    static let check = Flag("--check", "List the keys whose symbol fails or clashes, with the name each would get; exit 1 when there is one.")
    static let out = Option("--out", short: "o", .path("FILE"), "Write the accessors of one catalog's symbols to FILE (a Swift file).")
    static let access = Option(
        "--access", .choice(among: SymbolAccessors.Access.allCases), "The access level of the written accessors: internal, public (for a package whose catalog other modules use) or package.",
        default: "internal")
    static let allKeys = Flag("--all-keys", "Every key gets a symbol, as the open-source generators give one (default: the keys managed by hand, as Xcode 26).")
    static let options: [any CommandOption] = [CatalogSet.catalog, CatalogSet.root, check, out, access, allKeys, CommonOptions.force]
    static let rules = [OptionRule.requires(access, out)]
    static let discussion = """
    Xcode 26 generates a LocalizedStringResource member for each key managed by hand in a
    catalog (STRING_CATALOG_GENERATE_SYMBOLS; on for a Swift package with a default
    localization): the key's words in lower camel case (cart.checkout.title → cartCheckoutTitle,
    The JSON store → theJsonStore), a namespace named after the table unless it is Localizable
    (.Discover.landmarks), a function with one parameter per argument of the source text
    (_ arg1: String for %@, Int for %lld, a label for %(count)lld or %#@name@).

    --check reports each key whose symbol cannot be generated or clashes: two keys with one
    name (differing only in case or punctuation), a Swift keyword, a key with no word outside
    its format specifiers, a name starting with a digit, an argument label given twice. Without
    --check or --out it lists every symbol with its key. --out writes the accessors of one
    catalog as a Swift file (the failing keys left out) that compiles where Foundation has
    LocalizedStringResource; with --access public a package's other modules can use them.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalogSet = CatalogSet(arguments, command: Self.name, extraPaths: arguments.positionals)
        let paths = try catalogSet.locations(context: context)
        if paths.isEmpty { throw UsageError("strings symbols needs catalogs: CATALOG…, --catalog PATH or --root DIR", command: Self.name) }
        let outPath = arguments[Self.out]
        if let outPath {
            if paths.count > 1 { throw UsageError("--out writes the symbols of one catalog; name one", command: Self.name) }
            try AtomicFileWriter.refuseInputs(output: outPath, option: Self.out.spec.name, inputs: paths, context: context, command: Self.name)
        }
        var failed = false
        for path in paths {
            let catalog = try StringCatalog(contentsOfFile: path, limit: context.maxInputSize, accepted: catalogSet.accepted(path))
            let table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let symbols = CatalogSymbolTable(catalog: catalog, table: table, allKeys: arguments[Self.allKeys])
            if symbols.symbols.isEmpty {
                context.console.note("\(path): no key gets a symbol (\(arguments[Self.allKeys] ? "no key that is not stale" : "no key managed by hand; --all-keys gives every key one"))")
            }
            if let outPath {
                let access = arguments[Self.access] ?? .internal
                let source = SymbolAccessors.source(
                    table: table, catalogName: (path as NSString).lastPathComponent, symbols: symbols.writable, access: access)
                try AtomicFileWriter.write(Array(source.utf8), to: outPath, options: AtomicFileWriter.Options(force: arguments[CommonOptions.force]))
                let left = symbols.symbols.count - symbols.writable.count
                context.console.note("wrote \(symbols.writable.count) symbol\(symbols.writable.count == 1 ? "" : "s") of \(path) to \(outPath)\(left > 0 ? " (\(left) failing key\(left == 1 ? "" : "s") left out; --check lists them)" : "")")
            }
            if arguments[Self.check] || outPath == nil {
                for finding in symbols.findings {
                    context.console.out("\(path): \(CatalogSymbolTable.quotedKey(finding.symbol.key)) \(finding.failure.rawValue): \(finding.message)\n")
                }
                if !symbols.findings.isEmpty { failed = true }
            }
            if !arguments[Self.check] && outPath == nil {
                for symbol in symbols.symbols {
                    context.console.out("\(path): .\(CatalogSymbolTable.written(symbol)) \(CatalogSymbolTable.quotedKey(symbol.key))\n")
                }
            }
        }
        return arguments[Self.check] && failed ? .checkFailed : .success
    }
}
