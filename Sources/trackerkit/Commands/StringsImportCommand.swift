import Foundation
import SharpTools
import StringCatalog
import Output
import SafeOutput
import CatalogExchange
import CatalogEdit
import CommandLineKit

/// `trackerkit strings import`: merges a translator CSV back into the catalog.
struct StringsImportCommand: Command {
    static let name = "strings import"
    static let takesFiles = true
    static let summary = "Merge translations from a translator CSV, XLIFF files, .xcloc bundles or gettext PO files into a catalog."
    static let synopsis: String? = "strings import [--catalog PATH]… [--root DIR] [--write] [--review] [--new-locale LOCALE]… FILE.csv | FILE.xliff… | DIR.xcloc… | FILE.po…"
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
        // With --write every catalog is read under its lock (taken in path order, so two runs
        // on overlapping sets cannot deadlock) and must be unchanged at its write.
        let paths = try catalogSet.locations(context: context)
        let guards = arguments[Self.write] ? try GuardedTarget.lock(all: paths, order: context.canonicalPath) : []
        defer { for entry in guards { entry.target.release() } }
        // XLIFF files are parsed while the catalogs are (both take about a second on the
        // 10,000-key × 40-locale benchmark).
        let catalogs: [(catalog: StringCatalog, path: String)]
        var documents: [(file: String, document: XLIFFDocument)] = []
        if let xliffInputs {
            // A bundle's XLIFF files come from a walk: regular files, read as found; files named
            // on the command line may be pipes.
            let bundled = try TreeWalk.xliffNames(inBundlesAmong: xliffInputs, context: context)
            let files = try XLIFFInputs.files(xliffInputs, isDirectory: { FileIdentity.of($0)?.isDirectory }) { bundled[$0] ?? [] }
            let walked = Set(bundled.flatMap { folder, names in names.map { folder + "/" + $0 } })
            let limit = context.maxInputSize
            let (read, parsed) = try TwoJobs.run({ try catalogSet.read(paths, context: context) }, {
                Result {
                    try XLIFFInputs.documents(files) {
                        try InputFile.bytes(of: $0, limit: limit, accepted: walked.contains($0) ? .walkedFile : .fileOrStream) { _ in "cannot read the file" }
                    }
                }
            })
            catalogs = read
            documents = try parsed.get()
        } else {
            catalogs = try catalogSet.read(paths, context: context)
        }
        var snapshots: [String: (GuardedTarget, GuardedTarget.Snapshot)] = [:]
        for (target, identity) in guards {
            let bytes = try StringsFormatCommand.bytes(of: target.path, limit: context.maxInputSize, accepted: catalogSet.accepted(target.path))
            snapshots[target.path] = (target, try target.snapshot(identityBeforeRead: identity, bytes: bytes))
        }
        if xliffInputs == nil && catalogs.count != 1 {
            throw UsageError("a CSV has no catalog column, and a PO file holds one catalog: import it into one catalog (XLIFF files route by <file original>)", command: Self.name)
        }
        let importer = try TranslationImport(targets: catalogs.map { TranslationImport.Target(catalog: $0.catalog, path: $0.path) },
                                             review: arguments[Self.review], newLocales: Set(arguments[Self.newLocales].joined()))
        // One CSV file, as the rules make sure.
        let csvPath = arguments.positionals.first ?? ""
        let batches = xliffInputs == nil
            ? try (Self.poInputs(arguments) ?? [csvPath]).map { file in
                let bytes = try InputFile.bytes(of: file, limit: context.maxInputSize) { _ in "cannot read the file" }
                return Self.poInputs(arguments) == nil ? try TranslationCSV.batch(bytes, file: file) : try importer.batch(fromPOBytes: bytes, file: file)
            }
            : try importer.batches(fromXLIFF: documents, originals: XLIFFOriginals(paths: paths, base: catalogSet.base(context: context), canonical: context.canonicalPath))
        return try apply(importer.plan(batches), to: catalogs, snapshots: snapshots, catalogSet: catalogSet, context: context)
    }

    /// Prints the plan and, with --write and no rejection, writes the changed catalogs.
    private func apply(
        _ plan: TranslationImport.Plan, to catalogs: [(catalog: StringCatalog, path: String)], snapshots: [String: (GuardedTarget, GuardedTarget.Snapshot)],
        catalogSet: CatalogSet, context: CommandContext
    ) throws -> ExitCode {
        let xliffInputs = Self.xliffInputs(arguments)
        let paths = catalogs.map(\.path)
        var listing = ImportPlanListing(
            plan: plan, paths: paths, inputs: xliffInputs ?? arguments.positionals, isXLIFF: xliffInputs != nil || Self.poInputs(arguments) != nil,
            writes: arguments[Self.write])
        listing.rejectionMessages.forEach(context.console.error)
        listing.warningMessages.forEach(context.console.warning)
        // The unit lines are notes: --quiet leaves them out (the dry run's too) and keeps the
        // rejections, the warnings and the summary.
        if !plan.changes.isEmpty && context.console.showsNotes { context.console.out(listing.changeLines) }
        var rewrites: [(index: Int, rewrite: CatalogRewrite)] = []
        if plan.rejections.isEmpty {
            for index in plan.changedCatalogs {
                let path = paths[index]
                let original = try snapshots[path]?.1.bytes
                    ?? StringsFormatCommand.bytes(of: path, limit: context.maxInputSize, accepted: catalogSet.accepted(path))
                let rewrite = try CatalogRewrite.rewrite(plan.catalogs[index], over: original, readAs: catalogs[index].catalog,
                                                         keepLayout: arguments[Self.keepLayout], file: path)
                rewrites.append((index, rewrite))
                if rewrite.reformattedLines > 0 { listing.reformatted.append((path, rewrite.reformattedLines)) }
            }
        }
        if listing.isWritten {
            let options = AtomicFileWriter.Options(links: .followToRealFile, force: arguments[CommonOptions.force])
            for (index, rewrite) in rewrites {
                let path = paths[index]
                try AtomicFileWriter.write(rewrite.bytes, to: path, options: options) { _ in
                    if let (target, snapshot) = snapshots[path] { try target.verifyUnchanged(snapshot) }
                }
            }
        }
        context.console.out(listing.summary)
        return plan.rejections.isEmpty ? .success : .checkFailed
    }
}
