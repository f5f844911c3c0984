import Foundation
import SharpTools
import StringCatalog
import SafeOutput

/// `strings export --format xliff|xcloc`: one XLIFF 1.2 document per target locale, as Xcode's
/// Export Localizations writes it — bare (`<locale>.xliff`) or in an `.xcloc` bundle.
struct StringsXLIFFExport {
    /// The catalogs of the run and the paths they were read from.
    var catalogs: [(catalog: StringCatalog, path: String)]
    var locales: [String]
    /// A directory, or with `--format xliff` and one locale a `.xliff` file.
    var outPath: String
    var bundle: Bool
    /// The directory `<file original>` paths are relative to.
    var base: String

    /// Why one locale's files could not be written (carried out of the second job).
    private struct JobFailure: Error, Sendable { var message: String }

    func run(_ context: CommandContext) throws -> ExitCode {
        let sources = catalogs.map { XLIFFWriter.Source(catalog: $0.catalog, original: XLIFFCatalogs.original(for: $0.path, base: base, context: context)) }
        let singleFile = !bundle && outPath.lowercased().hasSuffix(".xliff")
        if singleFile && locales.count > 1 {
            throw UsageError("--out \(outPath) is one file, but \(locales.count) locales are exported; give a directory (one <locale>.xliff each) or one locale", command: StringsExportCommand.name)
        }
        if !singleFile { try Self.makeDirectory(outPath) }
        let prepared = XLIFFWriter.Prepared(sources)
        // Locales are independent: two halves on two cores (TwoJobs), each rendering and
        // writing its files; a failure in either is reported.
        let half = (locales.count + 1) / 2
        let exporter = self
        let (first, second) = TwoJobs.run({
            exporter.write(Array(locales.prefix(half)), prepared: prepared, singleFile: singleFile)
        }, {
            exporter.write(Array(locales.dropFirst(half)), prepared: prepared, singleFile: singleFile)
        })
        let units: Int
        do {
            units = try first.get() + second.get()
        } catch {
            throw UsageError(error.message)
        }
        let what = bundle ? "\(locales.count) .xcloc bundle\(locales.count == 1 ? "" : "s")" : "\(locales.count) XLIFF file\(locales.count == 1 ? "" : "s")"
        context.console.note("\(units) units (\(locales.joined(separator: ", "))) in \(what) written to \(outPath)")
        return .success
    }

    /// Renders and writes the files of `locales`; the number of translatable units written.
    private func write(_ locales: [String], prepared: XLIFFWriter.Prepared, singleFile: Bool) -> Result<Int, JobFailure> {
        var units = 0
        do {
            let documents = try XLIFFWriter.documents(prepared, targetLocales: locales, toolVersion: TrackerKitCLI.version)
            for (locale, (document, count)) in zip(locales, documents) {
                units += count
                if singleFile {
                    try AtomicFileWriter.write(document, to: outPath)
                } else if bundle {
                    try writeBundle(locale: locale, document: document, sources: prepared.sources)
                } else {
                    try AtomicFileWriter.write(document, to: outPath + "/" + locale + ".xliff")
                }
            }
        } catch let error as XLIFFWriter.Failure {
            return .failure(JobFailure(message: error.message))
        } catch {
            return .failure(JobFailure(message: "\(error)"))
        }
        return .success(units)
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
