import Foundation
import SharpTools
import StringCatalog
import Output

/// The translator spreadsheet's columns, in order; `strings import` finds them by name, so a
/// translator may reorder columns or add their own.
enum TranslationCSV {
    static let columns = ["key", "locale", "path", "source", "translation", "state", "comment"]

    /// A text cell. Cells a spreadsheet would run as a formula get a `'` in front (CSVWriter's
    /// neutralization); a value that itself begins with `'` gets one too, so `import`, which
    /// removes one leading `'` (`TranslationImporter.cellValue`), gives back exactly the
    /// catalog's text.
    static func cell(_ text: String) -> CSVCell {
        .text(text.hasPrefix("'") ? "'" + text : text)
    }
}

/// `trackerkit strings export`: one CSV row per key × locale × unit for translators.
struct StringsExportCommand: Command {
    static let name = "strings export"
    static let summary = "Write a catalog's translations as CSV for translators."
    static let synopsis: String? = "strings export [--catalog PATH] [--locales LIST] [--out FILE|-] [--csv-dialect rfc4180|excel]"
    static let locales = OptionSpec.value("--locales", "LIST", "Locales to export, comma-separated (--locale is the same).", default: "every locale of the catalog except the source language")
    static let locale = OptionSpec.value("--locale", "LIST", "Same as --locales.")
    static let out = OptionSpec.value("--out", "FILE|-", "Output file, or - for stdout.", default: "-")
    static let dialect = OptionSpec.value("--csv-dialect", "rfc4180|excel", "RFC 4180, or Excel (UTF-8 byte order mark; ';' when the first locale writes a decimal comma).", default: "rfc4180")
    static let options: [OptionSpec] = [CommonOptions.catalog, locales, locale, out, dialect]
    static let discussion = """
    Columns: key, locale, path, source, translation, state, comment. `path` names the unit inside
    the localization: empty for a plain string, plural.one, device.iphone/plural.other,
    substitutions.NAME/plural.few. Missing translations are rows with an empty translation and
    state (for plurals, one row per category the locale needs). Entries marked
    shouldTranslate: false are left out. Edit the translation (and, if wanted, the state) and
    give the file to 'trackerkit strings import'.
    """

    let catalogPath: String?
    let requestedLocales: [String]?
    let outPath: String
    let excel: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        try CommonOptions.rejectPositionals(arguments, command: Self.name)
        catalogPath = arguments.value(CommonOptions.catalog.name)
        if arguments.has(Self.locales.name) && arguments.has(Self.locale.name) {
            throw UsageError("--locale and --locales are the same option; give one", command: Self.name)
        }
        let option = arguments.has(Self.locale.name) ? Self.locale.name : Self.locales.name
        requestedLocales = try arguments.value(option).map { text throws(UsageError) in
            try ReportOptionSpecs.locales(text, option: option, command: Self.name)
        }
        outPath = arguments.value(Self.out.name) ?? "-"
        excel = try CommonOptions.choice(arguments, Self.dialect, ["rfc4180", "excel"], default: "rfc4180", command: Self.name) == "excel"
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let (catalog, path) = try ReportInputs.loadCatalog(catalogPath, context: context)
        var locales = requestedLocales ?? catalog.localesInUse.filter { $0 != catalog.sourceLanguage }
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        if locales.isEmpty {
            throw UsageError("\(path) has no locale besides its source language \(catalog.sourceLanguage); name the ones to export with --locales", command: Self.name)
        }
        locales = Array(locales)
        if outPath != "-", context.canonicalPath(outPath) == context.canonicalPath(path) {
            throw UsageError("--out \(outPath) is the catalog itself; choose another file", command: Self.name)
        }
        let rows = TranslationTable.rows(for: catalog, locales: locales)
        var writer = CSVWriter(dialect: excel ? .excel(locale: locales[0]) : .rfc4180, reservingCapacity: rows.count * 64)
        writer.appendRow(TranslationCSV.columns.map(CSVCell.header))
        for row in rows {
            writer.appendRow([row.key, row.locale, row.path.description, row.source, row.translation, row.state, row.comment].map(TranslationCSV.cell))
        }
        if outPath == "-" {
            context.console.out(writer.string)
        } else {
            try AtomicFileWriter.write(writer.bytes, to: outPath)
            context.console.note("\(rows.count) rows (\(locales.joined(separator: ", "))) written to \(outPath)")
        }
        return .success
    }
}

/// `trackerkit strings import`: merges a translator CSV back into the catalog.
struct StringsImportCommand: Command {
    static let name = "strings import"
    static let summary = "Merge translations from a translator CSV into a catalog."
    static let synopsis: String? = "strings import [--catalog PATH] [--write] [--review] FILE.csv"
    static let write = OptionSpec.flag("--write", "Write the catalog (default: only show what would change).")
    static let review = OptionSpec.flag("--review", "Mark changed units needs_review instead of translated.")
    static let options: [OptionSpec] = [CommonOptions.catalog, write, review]
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
    """

    let catalogPath: String?
    let csvPath: String
    let writes: Bool
    let marksReview: Bool

    init(arguments: ParsedArguments) throws(UsageError) {
        guard let file = arguments.positionals.first else {
            throw UsageError("strings import needs the CSV file to read", command: Self.name)
        }
        if arguments.positionals.count > 1 {
            throw UsageError("unexpected argument \"\(arguments.positionals[1])\" for 'strings import' (one CSV file)", command: Self.name)
        }
        csvPath = file
        catalogPath = arguments.value(CommonOptions.catalog.name)
        writes = arguments.flag(Self.write.name)
        marksReview = arguments.flag(Self.review.name)
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        var (catalog, path) = try ReportInputs.loadCatalog(catalogPath, context: context)
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
            try AtomicFileWriter.write(StringCatalogWriter.write(catalog, trailingNewline: nil), to: path)
            context.console.out("\(changes.count) unit\(changes.count == 1 ? "" : "s") changed in \(path).\n")
        } else {
            context.console.out("\(changes.count) unit\(changes.count == 1 ? "" : "s") would change; run again with --write to write \(path).\n")
        }
        return .success
    }
}
