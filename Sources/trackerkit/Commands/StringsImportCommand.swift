import Foundation
import SharpTools
import StringCatalog
import Output
import SafeOutput

/// `trackerkit strings import`: merges a translator CSV back into the catalog.
struct StringsImportCommand: Command {
    static let name = "strings import"
    static let takesFiles = true
    static let summary = "Merge translations from a translator CSV, XLIFF files or .xcloc bundles into a catalog."
    static let synopsis: String? = "strings import [--catalog PATH]… [--root DIR] [--write] [--review] [--new-locale LOCALE]… FILE.csv | FILE.xliff… | DIR.xcloc…"
    static let write = OptionSpec.flag("--write", "Write the catalog (default: only show what would change).")
    static let review = OptionSpec.flag("--review", "Mark changed units needs_review instead of translated.")
    static let newLocale = OptionSpec.value(
        "--new-locale", "LOCALE", "Allow rows of this locale, which the catalog does not have yet, to create it (repeatable, or comma-separated).",
        repeatable: true)
    static let options: [OptionSpec] = [CatalogSet.catalog, CatalogSet.root, write, review, newLocale, CommonOptions.force]
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
    catalog the run does not have is an input error (exit 2): nothing is applied. Several
    catalogs (--catalog repeated, or --root DIR) take XLIFF only; any rejection leaves all
    of them unwritten.

    A row's locale must be one the catalog has (exactly: De or " de" is rejected with a
    suggestion); a new language is added on purpose with --new-locale fr. The CSV may be UTF-8
    (with or without a byte order mark) or UTF-16 with a byte order mark; Excel's Windows-1252
    "CSV" is refused with the line of the first byte that is not UTF-8.
    """

    let catalogSet: CatalogSet
    let csvPath: String
    let writes: Bool
    let marksReview: Bool
    let isForced: Bool
    let newLocales: Set<String>
    /// The files when they are XLIFF files or .xcloc bundles (read by `StringsXLIFFImport`).
    let xliffInputs: [String]?

    init(arguments: ParsedArguments) throws(UsageError) {
        guard let file = arguments.positionals.first else {
            throw UsageError("strings import needs the CSV file to read", command: Self.name)
        }
        xliffInputs = arguments.positionals.allSatisfy(TranslationImport.readsAsXLIFF) ? arguments.positionals : nil
        if arguments.positionals.count > 1 && xliffInputs == nil {
            throw UsageError("unexpected argument \"\(arguments.positionals[1])\" for 'strings import' (one CSV file)", command: Self.name)
        }
        csvPath = file
        catalogSet = CatalogSet(arguments: arguments, command: Self.name)
        writes = arguments.flag(Self.write.name)
        marksReview = arguments.flag(Self.review.name)
        isForced = arguments.flag(CommonOptions.force.name)
        var newLocales = Set<String>()
        for value in arguments.allValues(Self.newLocale.name) {
            for locale in value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard LocaleTag.isWellFormed(locale) else {
                    throw UsageError("--new-locale \(String(reflecting: locale)) is not a BCP 47 language tag (such as fr, pt-BR or zh-Hans)", command: Self.name)
                }
                newLocales.insert(locale)
            }
        }
        self.newLocales = newLocales
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        // With --write every catalog is read under its lock (taken in path order, so two runs
        // on overlapping sets cannot deadlock) and must be unchanged at its write.
        let paths = try catalogSet.locations(context: context)
        let guards = writes ? try Self.lock(paths, context: context) : []
        defer { for entry in guards { entry.target.release() } }
        // XLIFF files are parsed while the catalogs are (both take about a second on the
        // 10,000-key × 40-locale benchmark).
        let catalogs: [(catalog: StringCatalog, path: String)]
        var documents: [(file: String, document: XLIFFDocument)] = []
        if let xliffInputs {
            let files = try StringsXLIFFImport.xliffFiles(xliffInputs)
            let (read, parsed) = try TwoJobs.run({ try CatalogSet.read(paths, console: context.console) }, { Result { try StringsXLIFFImport.readAll(files) } })
            catalogs = read
            documents = try parsed.get()
        } else {
            catalogs = try CatalogSet.read(paths, console: context.console)
        }
        var snapshots: [String: (GuardedTarget, GuardedTarget.Snapshot)] = [:]
        for (target, identity) in guards {
            snapshots[target.path] = (target, try target.snapshot(identityBeforeRead: identity, bytes: StringsFormatCommand.bytes(of: target.path)))
        }
        if xliffInputs == nil && catalogs.count != 1 {
            throw UsageError("a CSV has no catalog column: import it into one catalog (XLIFF files route by <file original>)", command: Self.name)
        }
        let importer = try TranslationImport(targets: catalogs.map { TranslationImport.Target(catalog: $0.catalog, path: $0.path) },
                                             review: marksReview, newLocales: newLocales)
        let batches = xliffInputs == nil
            ? [try TranslationCSV.batch(try Self.bytes(of: csvPath), file: csvPath)]
            : try importer.batches(fromXLIFF: documents, originals: XLIFFOriginals(paths: paths, base: catalogSet.base(context: context), canonical: context.canonicalPath))
        return try apply(importer.plan(batches), to: paths, snapshots: snapshots, context: context)
    }

    /// Prints the plan and, with --write and no rejection, writes the changed catalogs. The
    /// unit lines ("changed …", "would change …") are notes: --quiet leaves them out and keeps
    /// the rejections, the warnings and the summary line.
    private func apply(
        _ plan: TranslationImport.Plan, to paths: [String], snapshots: [String: (GuardedTarget, GuardedTarget.Snapshot)], context: CommandContext
    ) throws -> ExitCode {
        for rejection in plan.rejections {
            context.console.error("\(rejection.file):\(rejection.line): \(TerminalText.oneLine(rejection.reason))")
        }
        for warning in plan.warnings {
            context.console.warning("\(warning.file):\(warning.line): \(TerminalText.oneLine(warning.message))")
        }
        for change in plan.changes where context.console.showsNotes {
            let place = "\(change.key) [\(change.locale)]" + (change.path.isEmpty ? "" : " \(change.path)")
            let old = change.oldValue.map { "\"\(TerminalText.oneLine($0))\" (\(change.oldState ?? ""))" } ?? "(none)"
            context.console.out("\(plan.rejections.isEmpty && writes ? "changed" : "would change") \(TerminalText.oneLine(place)): \(old) → \"\(TerminalText.oneLine(change.newValue))\" (\(change.newState))\n")
        }
        let names = paths.joined(separator: ", ")
        if !plan.rejections.isEmpty {
            let noun = xliffInputs == nil ? "row" : "unit"
            context.console.out("\(plan.rejections.count) \(noun)\(plan.rejections.count == 1 ? "" : "s") rejected; \(names) \(paths.count == 1 ? "was" : "were") not changed.\n")
            return .checkFailed
        }
        if plan.changes.isEmpty {
            let inputs = xliffInputs?.joined(separator: ", ") ?? csvPath
            context.console.out("No changes: \(names) already \(paths.count == 1 ? "has" : "have") every translation of \(inputs).\n")
            return .success
        }
        let count = "\(plan.changes.count) unit\(plan.changes.count == 1 ? "" : "s")"
        let touched = plan.changedCatalogs.map { paths[$0] }.joined(separator: ", ")
        guard writes else {
            context.console.out("\(count) would change; run again with --write to write \(touched).\n")
            return .success
        }
        let options = AtomicFileWriter.Options(links: .followToRealFile, force: isForced)
        for index in plan.changedCatalogs {
            let path = paths[index]
            try AtomicFileWriter.write(Array(StringCatalogWriter.write(plan.catalogs[index], trailingNewline: nil).utf8), to: path, options: options) { _ in
                if let (target, snapshot) = snapshots[path] { try target.verifyUnchanged(snapshot) }
            }
        }
        context.console.out("\(count) changed in \(touched).\n")
        return .success
    }

    /// The translator CSV, read once under the input size limit.
    private static func bytes(of path: String) throws -> [UInt8] {
        do {
            return try FileBytes.read(path: path)
        } catch {
            if case .tooLarge(let limit) = error { throw UsageError("\(path): \(FileBytes.tooLargeMessage(limit: limit))") }
            throw UsageError("\(path): cannot read the file")
        }
    }

    /// Locks every catalog, in the order of their real paths, and notes each one's identity
    /// before it is read. On a failure the locks already taken are released.
    private static func lock(_ paths: [String], context: CommandContext) throws -> [(target: GuardedTarget, identity: FileIdentity?)] {
        var guards: [(target: GuardedTarget, identity: FileIdentity?)] = []
        do {
            for path in paths.sorted(by: { context.canonicalPath($0) < context.canonicalPath($1) }) {
                let target = try GuardedTarget.lock(path)
                guards.append((target, FileIdentity.of(path)))
            }
        } catch {
            for entry in guards { entry.target.release() }
            throw error
        }
        return guards
    }
}