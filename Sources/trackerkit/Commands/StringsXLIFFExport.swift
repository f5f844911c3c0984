import Foundation
import SharpTools
import StringCatalog
import SafeOutput

/// `strings export --format xliff|xcloc`: one XLIFF 1.2 document per target locale, as Xcode's
/// Export Localizations writes it — bare (`<locale>.xliff`) or in an `.xcloc` bundle
/// (`XclocBundle`).
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
        let originals = XLIFFOriginals(paths: catalogs.map(\.path), base: base, canonical: context.canonicalPath)
        let sources = zip(catalogs, originals.originals).map { XLIFFWriter.Source(catalog: $0.catalog, original: $1) }
        let singleFile = !bundle && outPath.lowercased().hasSuffix(".xliff")
        if singleFile && locales.count > 1 {
            throw UsageError("--out \(outPath) is one file, but \(locales.count) locales are exported; give a directory (one <locale>.xliff each) or one locale", command: StringsExportCommand.name)
        }
        if !singleFile { try Self.makeDirectory(outPath) }
        // A bundle carries each catalog's file as it is: read once for every locale.
        let bundled = bundle ? try zip(catalogs, originals.originals).map { item, original in
            XclocBundle.Catalog(path: item.path, original: original, sourceLanguage: item.catalog.sourceLanguage, bytes: try Self.catalogBytes(item.path, limit: context.maxInputSize))
        } : []
        let prepared = XLIFFWriter.Prepared(sources)
        // Locales are independent: two halves on two cores (TwoJobs), each rendering and
        // writing its files; a failure in either is reported.
        let half = (locales.count + 1) / 2
        let exporter = self
        let (first, second) = TwoJobs.run({
            exporter.write(Array(locales.prefix(half)), prepared: prepared, bundled: bundled, singleFile: singleFile)
        }, {
            exporter.write(Array(locales.dropFirst(half)), prepared: prepared, bundled: bundled, singleFile: singleFile)
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
    private func write(_ locales: [String], prepared: XLIFFWriter.Prepared, bundled: [XclocBundle.Catalog], singleFile: Bool) -> Result<Int, JobFailure> {
        var units = 0
        do {
            let documents = try XLIFFWriter.documents(prepared, targetLocales: locales, toolVersion: TrackerKitCLI.version)
            for (locale, (document, count)) in zip(locales, documents) {
                units += count
                if singleFile {
                    try AtomicFileWriter.write(document, to: outPath)
                } else if bundle {
                    try write(XclocBundle(locale: locale, document: document, catalogs: bundled, toolVersion: TrackerKitCLI.version))
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

    /// Creates the bundle's directories, then writes its files, each after its parent directory.
    private func write(_ bundle: XclocBundle) throws {
        let root = outPath + "/" + bundle.name
        for directory in bundle.directories { try Self.makeDirectory(root + "/" + directory) }
        for file in bundle.files {
            let path = root + "/" + file.path
            try Self.makeDirectory((path as NSString).deletingLastPathComponent)
            try AtomicFileWriter.write(file.bytes, to: path)
        }
    }

    /// A catalog's file as it is, for `Source Contents/`.
    private static func catalogBytes(_ path: String, limit: Int) throws(UsageError) -> [UInt8] {
        try InputFile.bytes(of: path, limit: limit) { _ in "cannot read the catalog again to copy it into the bundle" }
    }

    static func makeDirectory(_ path: String) throws(UsageError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw UsageError("\(path): cannot create the directory")
        }
    }
}
