import Foundation
import StringCatalog
import SafeOutput
import CatalogExchange
import CommandLineKit
import CommandFiles

/// The file side of `strings export --format xliff|xcloc` (`XLIFFExport`): where the files go,
/// the catalogs a bundle carries read as they are, and the files written atomically.
struct StringsXLIFFExport {
    /// The catalogs of the run and the paths they were read from.
    var catalogs: [(catalog: StringCatalog, path: String)]
    var locales: [String]
    /// A directory, or with `--format xliff` and one locale a `.xliff` file.
    var outPath: String
    var bundle: Bool
    /// The directory `<file original>` paths are relative to.
    var base: String

    func run(_ context: CommandContext) throws -> ExitCode {
        let originals = XLIFFOriginals(paths: catalogs.map(\.path), base: base, canonical: context.canonicalPath).originals
        let singleFile = !bundle && outPath.lowercased().hasSuffix(".xliff")
        if singleFile && locales.count > 1 {
            throw UsageError("--out \(outPath) is one file, but \(locales.count) locales are exported; give a directory (one <locale>.xliff each) or one locale", command: StringsExportCommand.name)
        }
        let madeOut = singleFile ? [] : try Self.makeDirectory(outPath)
        let layout: XLIFFExport.Layout = singleFile ? .file : !bundle ? .directory : .bundles(try zip(catalogs, originals).map { item, original in
            // A bundle carries each catalog's file as it is: read once for every locale.
            let bytes = try InputFile.bytes(of: item.path, limit: context.maxInputSize) { _ in "cannot read the catalog again to copy it into the bundle" }
            return XclocBundle.Catalog(path: item.path, original: original, sourceLanguage: item.catalog.sourceLanguage, bytes: bytes)
        })
        let prepared = XLIFFWriter.Prepared(zip(catalogs, originals).map { XLIFFWriter.Source(catalog: $0.catalog, original: $1) })
        let export = XLIFFExport(prepared: prepared, locales: locales, layout: layout, path: outPath, toolVersion: TrackerKitCLI.version)
        // Every file is written to a temporary file first and put in place only once all are:
        // a full disk leaves each bundle and file as it was, never an XLIFF file beside an
        // older catalog copy.
        let (units, written) = try export.run(write: { try AtomicFileWriter.prepare($1, for: $0) }, makeDirectory: { try Self.makeDirectory($0) }, undo: { effects in
            for file in effects.written { file.discard() }
            AtomicFileWriter.removeDirectories(madeOut + effects.directories)
        })
        for file in written { try file.commit() }
        let what = bundle ? "\(locales.count) .xcloc bundle\(locales.count == 1 ? "" : "s")" : "\(locales.count) XLIFF file\(locales.count == 1 ? "" : "s")"
        context.console.note("\(units) units (\(locales.joined(separator: ", "))) in \(what) written to \(outPath)")
        return .success
    }

    /// Makes `path` and the directories above it; returns those it created.
    static func makeDirectory(_ path: String) throws(UsageError) -> [String] {
        do {
            return try AtomicFileWriter.makeDirectories(path)
        } catch {
            throw UsageError("\(path): cannot create the directory; give --out a folder that exists or can be made in a writable one")
        }
    }
}
