import SharpTools
import StringCatalog

/// An export of catalogs for translators as Xcode's Export Localizations writes it: one XLIFF
/// 1.2 document per target locale, bare or in an `.xcloc` bundle (`XclocBundle`). The locales
/// are independent, so two halves are rendered and written on two cores (`TwoJobs`); the
/// caller's closures write the files and make the directories, and can put every file in
/// place only once all are written (a full disk then leaves no bundle half new).
package struct XLIFFExport: Sendable {
    /// Where the documents go.
    package enum Layout: Sendable {
        /// The one locale's document is the file at the path.
        case file
        /// `<locale>.xliff` in the directory at the path.
        case directory
        /// `<locale>.xcloc` in the directory at the path, each bundle carrying these catalogs.
        case bundles([XclocBundle.Catalog])
    }

    /// Why a document could not be rendered or written; the message names the file.
    package struct Failure: Error, Sendable, CustomStringConvertible {
        package let description: String
    }

    package let prepared: XLIFFWriter.Prepared
    package let locales: [String]
    package let layout: Layout
    /// The file or directory the layout is relative to.
    package let path: String
    package let toolVersion: String

    package init(prepared: XLIFFWriter.Prepared, locales: [String], layout: Layout, path: String, toolVersion: String) {
        self.prepared = prepared
        self.locales = locales
        self.layout = layout
        self.path = path
        self.toolVersion = toolVersion
    }

    /// What a run left on disk, for the caller to keep or undo: what `write` returned for each
    /// file, in order, and the directories `makeDirectory` created.
    package struct Effects<Written: Sendable>: Sendable {
        package var written: [Written] = []
        package var directories: [String] = []
    }

    /// Renders every locale's files and hands them to `write` (which may write each to a
    /// temporary file, to be put in place once all are written); returns the number of
    /// translatable units and what the writes returned. `makeDirectory` makes a directory and
    /// those above it and returns the ones it created; each runs on either core. When any
    /// write fails, `undo` gets what both halves wrote and created before the error is thrown.
    package func run<Written: Sendable>(
        write: @escaping @Sendable (_ path: String, _ bytes: [UInt8]) throws -> Written,
        makeDirectory: @escaping @Sendable (String) throws -> [String],
        undo: (Effects<Written>) -> Void
    ) throws(Failure) -> (units: Int, written: [Written]) {
        let half = (locales.count + 1) / 2
        let (first, second) = TwoJobs.run({
            self.write(Array(locales.prefix(half)), write: write, makeDirectory: makeDirectory)
        }, {
            self.write(Array(locales.dropFirst(half)), write: write, makeDirectory: makeDirectory)
        })
        if let failure = first.failure ?? second.failure {
            undo(Effects(written: first.effects.written + second.effects.written, directories: first.effects.directories + second.effects.directories))
            throw failure
        }
        return (first.units + second.units, first.effects.written + second.effects.written)
    }

    /// Renders and writes the files of `locales`: the number of translatable units written,
    /// what was written and made, and the failure that stopped it.
    private func write<Written>(
        _ locales: [String], write: (String, [UInt8]) throws -> Written, makeDirectory: (String) throws -> [String]
    ) -> (units: Int, effects: Effects<Written>, failure: Failure?) {
        var units = 0
        var effects = Effects<Written>()
        do {
            let documents = try XLIFFWriter.documents(prepared, targetLocales: locales, toolVersion: toolVersion)
            for (locale, (document, count)) in zip(locales, documents) {
                units += count
                switch layout {
                case .file:
                    effects.written.append(try write(path, document))
                case .directory:
                    effects.written.append(try write(path + "/" + locale + ".xliff", document))
                case .bundles(let catalogs):
                    // Each directory before the files in it.
                    let bundle = XclocBundle(locale: locale, document: document, catalogs: catalogs, toolVersion: toolVersion)
                    let root = path + "/" + bundle.name
                    for directory in bundle.directories { effects.directories += try makeDirectory(root + "/" + directory) }
                    for file in bundle.files {
                        let filePath = root + "/" + file.path
                        effects.directories += try makeDirectory(String(filePath[..<(filePath.lastIndex(of: "/") ?? filePath.endIndex)]))
                        effects.written.append(try write(filePath, file.bytes))
                    }
                }
            }
        } catch let error as XLIFFWriter.Failure {
            return (units, effects, Failure(description: error.message))
        } catch {
            return (units, effects, Failure(description: "\(error)"))
        }
        return (units, effects, nil)
    }
}
