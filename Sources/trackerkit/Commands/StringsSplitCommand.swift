import Foundation
import SharpTools
import StringCatalog
import SafeOutput
import CatalogExchange
import CommandLineKit
import CommandFiles

/// `trackerkit strings split`: one small file per locale (`SplitFile`) for translators and
/// their pull requests; `strings join` puts them back.
struct StringsSplitCommand: Command {
    static let name = "strings split"
    static let summary = "Write a catalog's translations as one small JSON file per locale, for translators and pull requests (strings join puts them back)."
    static let out = Option("--out", short: "o", .path("DIR"), "The folder for the files, one <locale>.json each.")
    static let locales = Option(
        "--locales", aliases: ["--locale"], .locales(), "Locales to write a file for, comma-separated (--locale is the same).",
        default: "every locale of the catalog except the source language")
    static let options: [any CommandOption] = [CatalogSet.catalog, locales, out, CommonOptions.force]
    static let rules = [OptionRule.refuse("strings split needs the folder to write to: --out DIR") { !$0.isGiven(out) }]
    static let discussion = """
    Each file holds every key the catalog translates, sorted as Xcode sorts them, one member a
    line: per unit of the locale its source text, its value and its state — empty values for
    what is missing, a member per variation (plural.one, device.iphone/plural.other,
    substitutions.NAME/plural.few). A translator edits values (and states) in one file;
    strings check --split DIR gates the files in CI, and strings join puts them back into the
    catalog. A file that is already up to date is not touched. A file holding units the
    catalog does not have yet (a translator's work, not joined) is never overwritten: the run
    stops and names it (join it first, or delete it to split afresh).
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalogSet = CatalogSet(catalogOf: arguments, command: Self.name)
        let catalogs = try catalogSet.load(context: context)
        guard catalogs.count == 1, let (catalog, path) = catalogs.first else {
            throw UsageError("split one catalog at a time, each into a folder of its own", command: Self.name)
        }
        let locales = arguments[Self.locales] ?? TranslationTable.targetLocales(of: [catalog])
        if locales.isEmpty {
            throw UsageError("\(path) has no locale besides its source language \(catalog.sourceLanguage); name the ones to split with --locales", command: Self.name)
        }
        let folder = arguments[Self.out] ?? "."
        let target = TranslationImport.Target(catalog: catalog, path: path)
        // A catalog with a key twice is refused as the join would refuse it.
        _ = try TranslationImport(targets: [target])
        let plan = try CatalogSplit.plan(target, locales: locales, folder: folder) { file in
            try FileIdentity.of(file).map { _ in try InputFile.bytes(of: file, limit: context.maxInputSize) { _ in "cannot read the split file to compare it" } }
        }
        if !plan.kept.isEmpty {
            plan.kept.forEach(context.console.error)
            context.console.out("Nothing written: \(plan.kept.count) split file\(plan.kept.count == 1 ? "" : "s") in \(folder) hold\(plan.kept.count == 1 ? "s" : "") translations \(path) does not have.\n")
            return .checkFailed
        }
        // The folder is made only once the split is sure to be written.
        _ = try StringsXLIFFExport.makeDirectory(folder)
        let options = AtomicFileWriter.Options(force: arguments[CommonOptions.force])
        for (file, text) in plan.writes { try AtomicFileWriter.write(Array(text.utf8), to: file, options: options) }
        context.console.out("\(path): \(locales.count) locale\(locales.count == 1 ? "" : "s") (\(locales.joined(separator: ", "))) in \(folder); \(plan.writes.count) file\(plan.writes.count == 1 ? "" : "s") written, \(plan.upToDate) up to date.\n")
        return .success
    }
}
