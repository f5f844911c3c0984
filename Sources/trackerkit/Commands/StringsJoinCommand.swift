import StringCatalog
import CatalogExchange
import CommandLineKit
import CommandFiles

/// `trackerkit strings join`: split files (`strings split`) back into their catalog.
struct StringsJoinCommand: Command {
    static let name = "strings join"
    static let takesFiles = true
    static let summary = "Put split files (strings split) back into the catalog: their values and states, checked as strings import checks them."
    static let arguments = "DIR | FILE.json…"
    static let options: [any CommandOption] = [
        CatalogSet.catalog, StringsImportCommand.write, StringsImportCommand.review, StringsImportCommand.keepLayout, CommonOptions.force,
    ]
    static let rules = [OptionRule.refuse("strings join needs the split files: a folder of them (DIR) or FILE.json…") { $0.positionals.isEmpty }]
    static let discussion = """
    Each file's units go into the catalog by the rules of strings import: a changed value is
    written as translated (needs_review with --review) unless its state was changed too; an
    empty value changes nothing; a unit whose source text is no longer the catalog's becomes
    needs_review with a warning. A key the catalog lacks, a unit path that does not fit the
    catalog, format specifiers that do not match the source (a lost %@) or a plural form the
    language never shows are rejected with FILE:LINE, and then nothing is written (exit 1).
    Without --write it only shows what would change. Joining files that were not edited
    changes nothing, so the catalog stays byte-identical in Xcode's layout or its own; an edit
    changes only its units' lines (--keep-layout: in a catalog not in Xcode's layout too).
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        var session = try CatalogEditSession(
            CatalogSet(catalogOf: arguments, command: Self.name), writes: arguments[StringsImportCommand.write], force: arguments[CommonOptions.force],
            command: Self.name, context: context)
        let files = try SplitInputs.files(arguments.positionals, context: context)
        let target = TranslationImport.Target(catalog: session.catalog, path: session.path)
        let plan = try TranslationImport(targets: [target], review: arguments[StringsImportCommand.review])
            .plan(try CatalogSplit.batches(files, into: target))
        return try session.apply(plan, inputs: files.map(\.path), keepLayout: arguments[StringsImportCommand.keepLayout], context: context)
    }
}
