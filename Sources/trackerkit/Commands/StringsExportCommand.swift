import Foundation
import SharpTools
import StringCatalog
import Output
import SafeOutput
import CatalogExchange
import CommandLineKit
import CommandFiles

/// `trackerkit strings export`: one CSV row per key × locale × unit for translators.
struct StringsExportCommand: Command {
    static let name = "strings export"
    static let summary = "Write a catalog's translations for translators: CSV, XLIFF 1.2, .xcloc bundles or gettext PO."
    static let locales = Option(
        "--locales", aliases: ["--locale"], .locales(), "Locales to export, comma-separated (--locale is the same).",
        default: "every locale of the catalog except the source language")
    static let out = Option(
        "--out", short: "o", .path("FILE|DIR|-"), "Output file, or - for stdout; for xliff and xcloc the directory (xliff with one locale: a .xliff file too).",
        default: "-")
    static let format = Option(
        "--format", short: "f", .choice(among: Format.allCases),
        "CSV; XLIFF 1.2 as Xcode writes it, one <locale>.xliff per locale; one <locale>.xcloc bundle per locale; or gettext PO, one <locale>.po per locale.", default: "csv")
    static let dialect = Option(
        "--csv-dialect", .choice(among: CSVOptions.DialectChoice.allCases),
        "CSV dialect, as the report's: auto (excel where the first locale writes a decimal comma, so a German spreadsheet opens it in columns with its umlauts, else rfc4180), plain RFC 4180, or Excel (UTF-8 byte order mark; ';' when the first locale writes a decimal comma).",
        default: "auto")
    static let options: [any CommandOption] = [CatalogSet.catalog, CatalogSet.root, locales, format, out, dialect]
    static let rules = [
        OptionRule { arguments in
            guard let format = arguments[format], format != .csv, (arguments[out] ?? "-") == "-" else { return nil }
            return "--format \(format.rawValue) writes one file per locale; name the directory with --out DIR"
        },
    ]

    enum Format: String, CaseIterable {
        case csv, xliff, xcloc, po
    }

    static let discussion = """
    Columns: key, locale, path, source, translation, state, comment. `path` names the unit inside
    the localization: empty for a plain string, plural.one, device.iphone/plural.other,
    substitutions.NAME/plural.few. Missing translations are rows with an empty translation and
    state (for plurals, one row per category the locale needs). Entries marked
    shouldTranslate: false are left out. Edit the translation (and, if wanted, the state) and
    give the file to 'trackerkit strings import'.

    --format xliff writes the same units as XLIFF 1.2 trans-units the way Xcode's Export
    Localizations does (<file original="PATH/Localizable.xcstrings">, ids KEY,
    KEY|==|plural.one, KEY|==|device.iphone.plural.other, KEY|==|substitutions.NAME.plural.few;
    states translated, needs-review-translation, new; the comment as <note>); entries marked
    shouldTranslate: false appear with translate="no" and no target. --format xcloc wraps each
    locale's file in Xcode's bundle: <locale>.xcloc/contents.json, Localized Contents/,
    Source Contents/ (the catalog), Notes/. With several catalogs (--catalog repeated, or
    --root DIR) each XLIFF file holds one <file> per catalog; CSV and PO take one catalog.

    --format po writes gettext PO (<locale>.po, or the FILE.po given for one locale): msgctxt
    the key where it is not the msgid, plural forms as msgstr[i] by the language's CLDR rules
    (Plural-Forms), device variations and substitutions as messages of their own
    (KEY|==|device.iphone, KEY|==|substitutions.NAME), #, fuzzy for needs_review, the comment
    as #. lines. msgfmt --check accepts it; strings import reads it back.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalogSet = CatalogSet(arguments, command: Self.name)
        let format = arguments[Self.format] ?? .csv
        let outPath = arguments[Self.out] ?? "-"
        let catalogs = try catalogSet.load(context: context)
        // The rows are per name: of a name given twice the export would carry one silently.
        for (catalog, path) in catalogs {
            if let refusal = catalog.duplicateRefusal(file: path, consequence: "an export would carry only one of them") { throw UsageError(refusal) }
        }
        if catalogs.count > 1 && (format == .csv || format == .po) {
            throw UsageError("the \(format == .csv ? "CSV has no catalog column" : "PO file holds one catalog"): export \(catalogs.count) catalogs with --format xliff or xcloc, or one at a time", command: Self.name)
        }
        let (catalog, path) = catalogs[0]
        let locales = arguments[Self.locales] ?? TranslationTable.targetLocales(of: catalogs.map(\.catalog))
        if locales.isEmpty {
            throw UsageError("\(path) has no locale besides its source language \(catalog.sourceLanguage); name the ones to export with --locales", command: Self.name)
        }
        if outPath != "-" {
            try AtomicFileWriter.refuseInputs(output: outPath, option: Self.out.spec.name, inputs: catalogs.map(\.path), context: context, command: Self.name)
        }
        if format == .po {
            return try poExport(catalog, path: path, locales: locales, outPath: outPath, context: context)
        }
        if format != .csv {
            return try StringsXLIFFExport(catalogs: catalogs, locales: locales, outPath: outPath, bundle: format == .xcloc,
                                          base: catalogSet.base(context: context)).run(context)
        }
        let rows = TranslationTable.rows(for: catalog, locales: locales)
        let dialect = CSVOptions(dialect: arguments[Self.dialect] ?? .auto).csvDialect(locale: locales[0])
        var writer = CSVWriter(dialect: dialect, reservingCapacity: rows.count * 64)
        writer.appendRow(TranslationCSV.columns.map(CSVCell.header))
        for row in rows {
            writer.appendRow(TranslationCSV.cells(of: row).map(CSVCell.text))
        }
        if outPath == "-" {
            context.console.out(writer.string)
        } else {
            try AtomicFileWriter.write(writer.bytes, to: outPath)
            context.console.note("\(Plural.count(rows.count, "row")) (\(locales.joined(separator: ", "))) written to \(outPath)")
        }
        return .success
    }

    /// `--format po`: a `<locale>.po` per locale in the folder, or the one locale's file.
    private func poExport(_ catalog: StringCatalog, path: String, locales: [String], outPath: String, context: CommandContext) throws -> ExitCode {
        let single = outPath.lowercased().hasSuffix(".po")
        if single && locales.count > 1 {
            throw UsageError("--out \(outPath) is one file, but \(locales.count) locales are exported; give a directory (one <locale>.po each) or one locale", command: Self.name)
        }
        if !single { _ = try StringsXLIFFExport.makeDirectory(outPath) }
        let project = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let (files, note) = POExport.files(catalog, locales: locales, out: outPath, project: project, toolVersion: TrackerKitCLI.version)
        for (file, text) in files { try AtomicFileWriter.write(Array(text.utf8), to: file) }
        context.console.note(note)
        return .success
    }
}
