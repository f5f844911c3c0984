import Foundation
import SharpTools
import StringCatalog

/// `strings export --format xliff|xcloc`: one XLIFF 1.2 document per target locale, as Xcode's
/// Export Localizations writes it — bare (`<locale>.xliff`) or in an `.xcloc` bundle.
struct StringsXLIFFExport {
    /// The catalogs of the run and the paths they were read from.
    var catalogs: [(catalog: StringCatalog, path: String)]
    var locales: [String]
    /// A directory, or with `--format xliff` and one locale a `.xliff` file.
    var outPath: String
    var bundle: Bool

    func run(_ context: CommandContext) throws -> ExitCode {
        let sources = catalogs.map { XLIFFWriter.Source(catalog: $0.catalog, original: XLIFFCatalogs.original(for: $0.path, context: context)) }
        let unitsPerCatalog = catalogs.map { XLIFFWriter.units(for: $0.catalog, locales: locales) }
        let singleFile = !bundle && outPath.lowercased().hasSuffix(".xliff")
        if singleFile && locales.count > 1 {
            throw UsageError("--out \(outPath) is one file, but \(locales.count) locales are exported; give a directory (one <locale>.xliff each) or one locale", command: StringsExportCommand.name)
        }
        var units = 0
        for locale in locales {
            let perFile = unitsPerCatalog.map { $0[locale] ?? [] }
            units += perFile.reduce(0) { $0 + $1.filter(\.translate).count }
            let document: [UInt8]
            do {
                document = try XLIFFWriter.write(sources, units: perFile, targetLocale: locale, toolVersion: TrackerKitCLI.version)
            } catch {
                throw UsageError(error.message)
            }
            if singleFile {
                try AtomicFileWriter.write(document, to: outPath)
            } else if bundle {
                try writeBundle(locale: locale, document: document, sources: sources)
            } else {
                try Self.makeDirectory(outPath)
                try AtomicFileWriter.write(document, to: outPath + "/" + locale + ".xliff")
            }
        }
        let what = bundle ? "\(locales.count) .xcloc bundle\(locales.count == 1 ? "" : "s")" : "\(locales.count) XLIFF file\(locales.count == 1 ? "" : "s")"
        context.console.note("\(units) units (\(locales.joined(separator: ", "))) in \(what) written to \(outPath)")
        return .success
    }

    /// `<out>/<locale>.xcloc`: `contents.json`, `Localized Contents/<locale>.xliff`, the
    /// catalogs under `Source Contents/` at their `original` paths, and an empty `Notes/`.
    private func writeBundle(locale: String, document: [UInt8], sources: [XLIFFWriter.Source]) throws {
        let root = outPath + "/" + locale + ".xcloc"
        try Self.makeDirectory(root + "/Localized Contents")
        try Self.makeDirectory(root + "/Notes")
        try AtomicFileWriter.write(Array(contentsJSON(locale: locale).utf8), to: root + "/contents.json")
        try AtomicFileWriter.write(document, to: root + "/Localized Contents/" + locale + ".xliff")
        for (source, catalog) in zip(sources, catalogs) {
            let relative = source.original.hasPrefix("/") || source.original.contains("..")
                ? (source.original as NSString).lastPathComponent : source.original
            let destination = root + "/Source Contents/" + relative
            try Self.makeDirectory((destination as NSString).deletingLastPathComponent)
            let bytes: [UInt8]
            do {
                bytes = try FileBytes.read(path: catalog.path)
            } catch {
                throw UsageError("\(catalog.path): cannot read the catalog again to copy it into the bundle")
            }
            try AtomicFileWriter.write(bytes, to: destination)
        }
    }

    /// Xcode's `contents.json` keys; `project` names the exported catalog (there is no
    /// Xcode project), the tool is TrackerKit.
    private func contentsJSON(locale: String) -> String {
        func quoted(_ text: String) -> String {
            var out = ""
            JSONValue.writeString(text, to: &out)
            return out
        }
        let project = catalogs.count == 1 ? (catalogs[0].path as NSString).lastPathComponent : "\(catalogs.count) catalogs"
        return """
        {
          "developmentRegion" : \(quoted(catalogs.first?.catalog.sourceLanguage ?? "en")),
          "project" : \(quoted(project)),
          "targetLocale" : \(quoted(locale)),
          "toolInfo" : {
            "toolBuildNumber" : \(quoted(TrackerKitCLI.version)),
            "toolID" : "trackerkit",
            "toolName" : "TrackerKit",
            "toolVersion" : \(quoted(TrackerKitCLI.version))
          },
          "version" : "1.0"
        }

        """
    }

    static func makeDirectory(_ path: String) throws(UsageError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw UsageError("\(path): cannot create the directory")
        }
    }
}
