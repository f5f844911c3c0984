import Foundation
import SharpTools
import StringCatalog
import Output
import SafeOutput
import CatalogExchange
import CatalogEdit
import CommandLineKit
import CommandFiles

/// `trackerkit strings import`: merges a translator CSV back into the catalog.
struct StringsImportCommand: Command {
    static let name = "strings import"
    static let takesFiles = true
    static let summary = "Merge translations from a translator CSV, XLIFF files, .xcloc bundles or gettext PO files into a catalog."
    static let arguments = "FILE.csv | FILE.xliff… | DIR.xcloc… | FILE.po…"
    static let write = Flag("--write", "Write the catalog (default: only show what would change).")
    static let review = Flag("--review", "Mark changed units needs_review instead of translated.")
    static let keepLayout = Flag("--keep-layout", "Edit a catalog that is not in Xcode's layout in its own layout (default: write it in Xcode's).")
    static let newLocales = RepeatedOption(
        "--new-locale", .languageTags("LOCALE"), "Allow rows of this locale, which the catalog does not have yet, to create it (repeatable, or comma-separated).")
    static let options: [any CommandOption] = [CatalogSet.catalog, CatalogSet.root, write, review, newLocales, keepLayout, CommonOptions.force]
    static let rules = [
        OptionRule.refuse("strings import needs the CSV file to read") { $0.positionals.isEmpty },
        OptionRule { arguments in
            guard arguments.positionals.count > 1, xliffInputs(arguments) == nil, poInputs(arguments) == nil else { return nil }
            return "unexpected argument \"\(arguments.positionals[1])\" for 'strings import' (one CSV file)"
        },
    ]
    static let discussion = """
    Reads the columns key, locale, path and translation (state optional; other columns are
    ignored) by their header names. A row changes its unit only when its translation differs
    from the catalog's: the value is replaced and the state becomes translated (needs_review
    with --review), unless the row's state cell names another state than the unit has — then
    that state. A row whose translation is unchanged but whose state differs changes only the
    state. An empty translation changes nothing. Missing units, plural cases and localizations
    are created. Rows with an unknown key, a path that does not fit, an unknown state, a
    duplicate unit, or format specifiers that do not match the source are rejected: then
    nothing is written and the exit code is 1. A catalog in Xcode's layout keeps it: only the
    changed units' lines change. A catalog in another layout is written in Xcode's, and the
    summary says how many lines that reformatted; --keep-layout edits it in place instead, in
    its own indentation and separators. With no change the file is not touched.

    XLIFF 1.2 files (.xliff, .xlf; several at once) and .xcloc bundles (their Localized
    Contents/*.xliff) go through the same rules: each <file> is routed to the catalog its
    original names, a trans-unit id (KEY, KEY|==|plural.one, …) names the unit, <target> is
    the translation and its state (translated, final, signed-off → translated; new,
    needs-translation → new; needs-review-* → needs_review) the state cell. A unit without a
    target changes nothing. XLIFF that is not well-formed, is not version 1.2, or names a
    catalog the run does not have is an input error (exit 2): nothing is applied. Several
    catalogs (--catalog repeated, or --root DIR) take XLIFF only; any rejection leaves all
    of them unwritten.

    A row's locale must be one the catalog has (exactly: De or " de" is rejected with a
    suggestion); a new language is added on purpose with --new-locale fr. The CSV may be UTF-8
    (with or without a byte order mark) or UTF-16 with a byte order mark; Excel's Windows-1252
    "CSV" is refused with the line of the first byte that is not UTF-8.

    gettext PO files (.po; several at once, one catalog) map back as strings export
    --format po writes them: msgctxt (or the msgid) names the key and the variation, each
    msgstr[i] the plural form its index stands for by the file's Plural-Forms, #, fuzzy makes a
    changed translation needs_review; the header's Language is the locale.
    """

    let arguments: ParsedArguments

    /// The files when they are PO files (one catalog's, one locale each).
    static func poInputs(_ arguments: ParsedArguments) -> [String]? {
        !arguments.positionals.isEmpty && arguments.positionals.allSatisfy(TranslationImport.readsAsPO) ? arguments.positionals : nil
    }

    /// The files when they are XLIFF files or .xcloc bundles (read by `StringsXLIFFImport`);
    /// nil for one CSV file.
    static func xliffInputs(_ arguments: ParsedArguments) -> [String]? {
        arguments.positionals.allSatisfy(TranslationImport.readsAsXLIFF) ? arguments.positionals : nil
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalogSet = CatalogSet(arguments, command: Self.name)
        let xliffInputs = Self.xliffInputs(arguments)
        // With --write every catalog is read under its lock and must be unchanged at its write.
        let paths = try catalogSet.locations(context: context)
        var write = try CatalogWrite(paths, writes: arguments[Self.write], force: arguments[CommonOptions.force], context: context)
        let readCatalogs = { try paths.map { path in try write.read(path, accepted: catalogSet.accepted(path), context: context) } }
        // XLIFF files are parsed while the catalogs are (both take about a second on the
        // 10,000-key × 40-locale benchmark).
        let files: [CatalogFile]
        var documents: [(file: String, document: XLIFFDocument)] = []
        if let xliffInputs {
            // A bundle's XLIFF files come from a walk: regular files, read as found; files named
            // on the command line may be pipes.
            let bundled = try TreeWalk.xliffNames(inBundlesAmong: xliffInputs, context: context)
            let inputs = try XLIFFInputs.files(xliffInputs, isDirectory: { FileIdentity.of($0)?.isDirectory }) { bundled[$0] ?? [] }
            let walked = Set(bundled.flatMap { folder, names in names.map { folder + "/" + $0 } })
            let limit = context.maxInputSize
            let (read, parsed) = try TwoJobs.run(readCatalogs, {
                Result {
                    try XLIFFInputs.documents(inputs) {
                        try InputFile.bytes(of: $0, limit: limit, accepted: walked.contains($0) ? .walkedFile : .fileOrStream) { _ in "cannot read the file" }
                    }
                }
            })
            files = read
            documents = try parsed.get()
        } else {
            files = try readCatalogs()
        }
        if xliffInputs == nil && files.count != 1 {
            throw UsageError("a CSV has no catalog column, and a PO file holds one catalog: import it into one catalog (XLIFF files route by <file original>)", command: Self.name)
        }
        let importer = try TranslationImport(targets: files.map { TranslationImport.Target(catalog: $0.catalog, path: $0.path) },
                                             review: arguments[Self.review], newLocales: Set(arguments[Self.newLocales].joined()))
        // One CSV file, as the rules make sure.
        let csvPath = arguments.positionals.first ?? ""
        let poInputs = Self.poInputs(arguments)
        let batches = xliffInputs == nil
            ? try (poInputs ?? [csvPath]).map { file in
                let bytes = try InputFile.bytes(of: file, limit: context.maxInputSize) { _ in "cannot read the file" }
                return poInputs == nil ? try TranslationCSV.batch(bytes, file: file) : try importer.batch(fromPOBytes: bytes, file: file)
            }
            : try importer.batches(fromXLIFF: documents, originals: XLIFFOriginals(paths: paths, base: catalogSet.base(context: context), canonical: context.canonicalPath))
        return try apply(importer.plan(batches), to: files, write: &write, context: context)
    }

    /// Prints the plan and, with --write and no rejection, writes the changed catalogs; the
    /// summary comes once they are written.
    private func apply(_ plan: TranslationImport.Plan, to files: [CatalogFile], write: inout CatalogWrite, context: CommandContext) throws -> ExitCode {
        let xliffInputs = Self.xliffInputs(arguments)
        return try write.apply(
            plan, to: files, inputs: xliffInputs ?? arguments.positionals, isXLIFF: xliffInputs != nil || Self.poInputs(arguments) != nil,
            keepLayout: arguments[Self.keepLayout], context: context)
    }
}
