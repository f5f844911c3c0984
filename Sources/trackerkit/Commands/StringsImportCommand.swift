import Foundation
import SharpTools
import StringCatalog
import Output

/// `trackerkit strings import`: merges a translator CSV back into the catalog.
struct StringsImportCommand: Command {
    static let name = "strings import"
    static let summary = "Merge translations from a translator CSV, XLIFF files or .xcloc bundles into a catalog."
    static let synopsis: String? = "strings import [--catalog PATH] [--write] [--review] FILE.csv | FILE.xliff… | DIR.xcloc…"
    static let write = OptionSpec.flag("--write", "Write the catalog (default: only show what would change).")
    static let review = OptionSpec.flag("--review", "Mark changed units needs_review instead of translated.")
    static let options: [OptionSpec] = [CommonOptions.catalog, write, review, CommonOptions.force]
    static let discussion = """
    Reads the columns key, locale, path and translation (state optional; other columns are
    ignored) by their header names. A row changes its unit only when its translation differs
    from the catalog's: the value is replaced and the state becomes translated (needs_review
    with --review), unless the row's state cell names another state than the unit has — then
    that state. A row whose translation is unchanged but whose state differs changes only the
    state. An empty translation changes nothing. Missing units, plural cases and localizations
    are created. Rows with an unknown key, a path that does not fit, an unknown state, a
    duplicate unit, or format specifiers that do not match the source are rejected: then
    nothing is written and the exit code is 1. The catalog is written in Xcode's formatting,
    so on an Xcode-written catalog the diff shows only the changed units; with no change the
    file is not touched.

    XLIFF 1.2 files (.xliff, .xlf; several at once) and .xcloc bundles (their Localized
    Contents/*.xliff) go through the same rules: each <file> is routed to the catalog its
    original names, a trans-unit id (KEY, KEY|==|plural.one, …) names the unit, <target> is
    the translation and its state (translated, final, signed-off → translated; new,
    needs-translation → new; needs-review-* → needs_review) the state cell. A unit without a
    target changes nothing. XLIFF that is not well-formed, is not version 1.2, or names a
    catalog the run does not have is an input error (exit 2): nothing is applied.
    """

    let catalogPath: String?
    let csvPath: String
    let writes: Bool
    let marksReview: Bool
    let isForced: Bool
    /// The files when they are XLIFF files or .xcloc bundles (read by `StringsXLIFFImport`).
    let xliffInputs: [String]?

    init(arguments: ParsedArguments) throws(UsageError) {
        guard let file = arguments.positionals.first else {
            throw UsageError("strings import needs the CSV file to read", command: Self.name)
        }
        xliffInputs = arguments.positionals.allSatisfy(XLIFFCatalogs.handles) ? arguments.positionals : nil
        if arguments.positionals.count > 1 && xliffInputs == nil {
            throw UsageError("unexpected argument \"\(arguments.positionals[1])\" for 'strings import' (one CSV file)", command: Self.name)
        }
        csvPath = file
        catalogPath = arguments.value(CommonOptions.catalog.name)
        writes = arguments.flag(Self.write.name)
        marksReview = arguments.flag(Self.review.name)
        isForced = arguments.flag(CommonOptions.force.name)
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        // With --write the catalog is read under its lock and must be unchanged at the write.
        let target = try writes ? GuardedTarget.lock(ReportInputs.catalogLocation(catalogPath, context: context)) : nil
        let identityBeforeRead = target.flatMap { FileIdentity.of($0.path) }
        var (catalog, path) = try ReportInputs.loadCatalog(catalogPath, context: context)
        let snapshot = try target?.snapshot(identityBeforeRead: identityBeforeRead, bytes: StringsFormatCommand.bytes(of: path))
        if let xliffInputs {
            var xliff = StringsXLIFFImport(catalogs: [(catalog, path)], inputs: xliffInputs, writes: writes, marksReview: marksReview)
            xliff.writeOptions = AtomicFileWriter.Options(links: .followToRealFile, force: isForced)
            xliff.beforeReplacing = { _ in if let target, let snapshot { try target.verifyUnchanged(snapshot) } }
            defer { target?.release() }
            return try xliff.run(context)
        }
        if let duplicate = catalog.duplicateKeys.first {
            throw UsageError("\(path):\(duplicate.line): \"\(duplicate.name)\" occurs more than once (lines \(duplicate.firstLine) and \(duplicate.line)); merge them before importing")
        }
        guard let data = FileManager.default.contents(atPath: csvPath) else {
            throw UsageError("\(csvPath): cannot read the file")
        }
        let rows: [TranslationImporter.Row]
        do {
            rows = try TranslationImporter.rows(fromRecords: CSVRecordReader.read([UInt8](data)))
        } catch let error as CSVRecordReader.ReadError {
            throw UsageError("\(csvPath):\(error.line): \(error.message)")
        } catch let error as TranslationImporter.TableError {
            throw UsageError("\(csvPath)" + (error.line.map { ":\($0)" } ?? "") + ": \(error.message)")
        }
        let (changes, rejections) = TranslationImporter(review: marksReview).apply(rows, to: &catalog)
        for rejection in rejections {
            context.console.error("\(csvPath):\(rejection.line): \(rejection.reason)")
        }
        for change in changes {
            let place = "\(change.key) [\(change.locale)]" + (change.path.isEmpty ? "" : " \(change.path)")
            let old = change.oldValue.map { "\"\(TerminalText.oneLine($0))\" (\(change.oldState ?? ""))" } ?? "(none)"
            context.console.out("\(rejections.isEmpty && writes ? "changed" : "would change") \(TerminalText.oneLine(place)): \(old) → \"\(TerminalText.oneLine(change.newValue))\" (\(change.newState))\n")
        }
        if !rejections.isEmpty {
            context.console.out("\(rejections.count) row\(rejections.count == 1 ? "" : "s") rejected; \(path) was not changed.\n")
            return .checkFailed
        }
        if changes.isEmpty {
            context.console.out("No changes: \(path) already has every translation of \(csvPath).\n")
            return .success
        }
        if writes {
            let options = AtomicFileWriter.Options(links: .followToRealFile, force: isForced)
            try AtomicFileWriter.write(Array(StringCatalogWriter.write(catalog, trailingNewline: nil).utf8), to: path, options: options) { _ in
                if let target, let snapshot { try target.verifyUnchanged(snapshot) }
            }
            target?.release()
            context.console.out("\(changes.count) unit\(changes.count == 1 ? "" : "s") changed in \(path).\n")
        } else {
            context.console.out("\(changes.count) unit\(changes.count == 1 ? "" : "s") would change; run again with --write to write \(path).\n")
        }
        return .success
    }
}
