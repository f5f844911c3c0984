import Foundation
import SharpTools
import StringCatalog
import SafeOutput
import Output
import CatalogEdit
import CommandLineKit
import CommandFiles

/// `trackerkit strings pseudo`: adds pseudo-locales (`en-XA` accented and expanded, `ar-XB`
/// mirrored) to a catalog for trying layouts before translations arrive, or takes them out.
struct StringsPseudoCommand: Command {
    static let name = "strings pseudo"
    static let takesFiles = true
    static let summary = "Add pseudo-locales (en-XA long and accented, ar-XB right to left) to a catalog for trying layouts, or remove them."
    static let arguments = "[CATALOG…]"
    static let locales = Option(
        "--locales", aliases: ["--locale"], .locales(), "Pseudo-locales, comma-separated: a region XA is accented and expanded (en-XA), XB mirrored (ar-XB).",
        default: "en-XA")
    static let remove = Flag("--remove", "Take the pseudo-locales out of the catalog instead.")
    static let write = Flag("--write", "Write the catalog (default: only show what would change).")
    static let out = Option("--out", short: "o", .path("FILE"), "Write the catalog with the pseudo-locales to FILE instead; the catalog is not touched.")
    static let options: [any CommandOption] = [CatalogSet.catalog, CatalogSet.root, locales, remove, write, out, CommonOptions.force]
    static let rules = [OptionRule.exclusive(write, out)]
    static let discussion = """
    Every string to translate gets the pseudo-locale's text of its source: en-XA accents every
    letter (Settings → [Šéţţîñĝš one]), lengthens short strings by 40–50 % and long ones by
    30 % with words that wrap, and brackets the text so that a cut-off end shows; ar-XB shows
    each word right to left between right-to-left marks, so that a layout that does not mirror
    shows. Format specifiers (every form strings check compares, % d and %1$*2$d too), %#@…@
    substitutions, ${…} App Shortcuts variables, Markdown links, URLs and backslash escapes
    stay as written; plural and device variations are kept (with the plural categories the
    pseudo-locale's language needs). Running it again gives the same file, and a catalog that
    already has the same pseudo text is not touched. A pseudo-locale text someone wrote by hand
    (not this command's text of any source) is kept, with a warning naming it; --remove
    first to make it again.

    strings check leaves pseudo-locales out unless --locales names them; its quality checks
    never look at them. Run the app in one: Xcode's scheme (Run → Options → App Language) or
    -AppleLanguages "(en-XA)" as launch arguments.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalogSet = CatalogSet(arguments, command: Self.name, extraPaths: arguments.positionals)
        let paths = try catalogSet.locations(context: context)
        let locales = arguments[Self.locales] ?? ["en-XA"]
        if let bad = locales.first(where: { PseudoLocalizer.Method(locale: $0) == nil || !LocaleTag.isWellFormed($0) }) {
            throw UsageError("--locales: \(bad) is not a pseudo-locale (the region is XA for accented text, XB for mirrored: en-XA, ar-XB)", command: Self.name)
        }
        let outPath = arguments[Self.out]
        if let outPath {
            if paths.count > 1 { throw UsageError("--out is one catalog; with several catalogs use --write", command: Self.name) }
            try AtomicFileWriter.refuseInputs(output: outPath, option: Self.out.spec.name, inputs: paths, context: context, command: Self.name)
        }
        let writes = arguments[Self.write] || outPath != nil
        var write = try CatalogWrite(paths, writes: arguments[Self.write], force: arguments[CommonOptions.force], context: context)
        // What each catalog's lines say; printed once everything is written.
        var reports: [(result: PseudoLocalization.Result, path: String, unchanged: Bool)] = []
        for path in paths {
            let file = try write.read(path, accepted: catalogSet.accepted(path), context: context)
            let result = arguments[Self.remove] ? PseudoLocalization.removing(locales, from: file.catalog) : PseudoLocalization.adding(locales, to: file.catalog)
            let rewrite = try write.stage(result.catalog, over: file, keepLayout: false)
            guard let outPath else {
                reports.append((result, path, !rewrite.changes(file.bytes)))
                continue
            }
            // An --out file is read only to leave an unchanged one untouched: as a regular file,
            // so that a FIFO put there cannot block the run.
            let unchanged = (try? FileBytes.read(path: outPath, limit: context.maxInputSize, accepted: .regularFile)) == rewrite.bytes
            if !unchanged {
                try AtomicFileWriter.write(rewrite.bytes, to: outPath, options: AtomicFileWriter.Options(links: .followToRealFile, force: arguments[CommonOptions.force]))
            }
            reports.append((result, outPath, unchanged))
        }
        try write.commit()
        for (result, path, unchanged) in reports { report(result, path: path, writes: writes, unchanged: unchanged, context: context) }
        return .success
    }

    /// One line per locale and catalog: what was (or would be) done.
    private func report(_ result: PseudoLocalization.Result, path: String, writes: Bool, unchanged: Bool, context: CommandContext) {
        let removing = arguments[Self.remove]
        for locale in (arguments[Self.locales] ?? ["en-XA"]) {
            let count = result.entries[locale] ?? 0
            let strings = "\(count) string\(count == 1 ? "" : "s")"
            let text = removing ? "\(locale): \(strings) \(writes ? "removed from" : "to remove from") \(path)" : "\(locale): \(strings) in \(path)"
            context.console.out(text + "\n")
            if let kept = result.kept[locale], let first = kept.first {
                let others = kept.count > 1 ? " and \(kept.count - 1) more" : ""
                context.console.warning("\(path): the \(locale) text of \"\(TerminalText.oneLine(DisplayText.shortened(first)))\"\(others) was written by hand, not made from the source; kept as it is (to make it again: strings pseudo --remove --locales \(locale), then add it)")
            }
        }
        if unchanged {
            context.console.out("\(path) is unchanged\n")
        } else if !writes {
            context.console.out("nothing written; --write writes the catalog, --out FILE another file\n")
        } else {
            context.console.out("wrote \(path)\n")
        }
    }
}
