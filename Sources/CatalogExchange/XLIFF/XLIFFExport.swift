import SharpTools
import StringCatalog

/// An export of catalogs for translators as Xcode's Export Localizations writes it: one XLIFF
/// 1.2 document per target locale, bare or in an `.xcloc` bundle (`XclocBundle`). The locales
/// are independent, so two halves are rendered and written on two cores (`TwoJobs`); the
/// caller's closures write the files and make the directories.
public struct XLIFFExport: Sendable {
    /// Where the documents go.
    public enum Layout: Sendable {
        /// The one locale's document is the file at the path.
        case file
        /// `<locale>.xliff` in the directory at the path.
        case directory
        /// `<locale>.xcloc` in the directory at the path, each bundle carrying these catalogs.
        case bundles([XclocBundle.Catalog])
    }

    /// Why a document could not be rendered or written; the message names the file.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    public let prepared: XLIFFWriter.Prepared
    public let locales: [String]
    public let layout: Layout
    /// The file or directory the layout is relative to.
    public let path: String
    public let toolVersion: String

    public init(prepared: XLIFFWriter.Prepared, locales: [String], layout: Layout, path: String, toolVersion: String) {
        self.prepared = prepared
        self.locales = locales
        self.layout = layout
        self.path = path
        self.toolVersion = toolVersion
    }

    /// Renders and writes every locale's files; the number of translatable units written.
    /// `makeDirectory` makes a directory and those above it; each runs on either core.
    public func run(
        write: @escaping @Sendable (_ path: String, _ bytes: [UInt8]) throws -> Void, makeDirectory: @escaping @Sendable (String) throws -> Void
    ) throws(Failure) -> Int {
        let half = (locales.count + 1) / 2
        let (first, second) = TwoJobs.run({
            self.write(Array(locales.prefix(half)), write: write, makeDirectory: makeDirectory)
        }, {
            self.write(Array(locales.dropFirst(half)), write: write, makeDirectory: makeDirectory)
        })
        return try first.get() + second.get()
    }

    /// Renders and writes the files of `locales`; the number of translatable units written.
    private func write(
        _ locales: [String], write: (String, [UInt8]) throws -> Void, makeDirectory: (String) throws -> Void
    ) -> Result<Int, Failure> {
        var units = 0
        do {
            let documents = try XLIFFWriter.documents(prepared, targetLocales: locales, toolVersion: toolVersion)
            for (locale, (document, count)) in zip(locales, documents) {
                units += count
                switch layout {
                case .file:
                    try write(path, document)
                case .directory:
                    try write(path + "/" + locale + ".xliff", document)
                case .bundles(let catalogs):
                    // Each directory before the files in it.
                    let bundle = XclocBundle(locale: locale, document: document, catalogs: catalogs, toolVersion: toolVersion)
                    let root = path + "/" + bundle.name
                    for directory in bundle.directories { try makeDirectory(root + "/" + directory) }
                    for file in bundle.files {
                        let filePath = root + "/" + file.path
                        try makeDirectory(String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.endIndex)]))
                        try write(filePath, file.bytes)
                    }
                }
            }
        } catch let error as XLIFFWriter.Failure {
            return .failure(Failure(description: error.message))
        } catch {
            return .failure(Failure(description: "\(error)"))
        }
        return .success(units)
    }
}
