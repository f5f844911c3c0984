import Foundation
import Synchronization
import Testing
import StringCatalog
import CatalogExchange

/// The export for translators as a use case: which files it hands to the writer for each
/// layout, the units counted, and failures carried out of either core.
@Suite struct XLIFFExportTests {
    static let catalog = """
    {"sourceLanguage":"en","version":"1.0","strings":{"Title":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Titel"}}}}}}
    """

    /// What an export wrote: files by path, and the directories made.
    final class Disk: Sendable {
        let files = Mutex<[String: [UInt8]]>([:])
        let directories = Mutex<Set<String>>([])
    }

    static func export(_ layout: XLIFFExport.Layout, locales: [String], path: String = "/out", disk: Disk) throws -> Int {
        let source = XLIFFWriter.Source(catalog: try Support.catalog(catalog), original: "App/Localizable.xcstrings")
        let export = XLIFFExport(prepared: XLIFFWriter.Prepared([source]), locales: locales, layout: layout, path: path, toolVersion: "9.9")
        return try export.run(write: { path, bytes in disk.files.withLock { $0[path] = bytes } }, makeDirectory: { path in
            disk.directories.withLock { $0.insert(path).inserted ? [path] : [] }
        }, undo: { _ in }).units
    }

    @Test func aDirectoryGetsOneFilePerLocale() throws {
        let disk = Disk()
        #expect(try Self.export(.directory, locales: ["de", "fr", "it"], disk: disk) == 3)
        let files = disk.files.withLock { $0 }
        #expect(files.keys.sorted() == ["/out/de.xliff", "/out/fr.xliff", "/out/it.xliff"])
        #expect(String(decoding: files["/out/de.xliff"] ?? [], as: UTF8.self).contains("target-language=\"de\""))
    }

    @Test func oneLocaleMayGoToOneFile() throws {
        let disk = Disk()
        _ = try Self.export(.file, locales: ["de"], path: "/out/de.xliff", disk: disk)
        #expect(disk.files.withLock { Array($0.keys) } == ["/out/de.xliff"])
    }

    @Test func bundlesMakeEachDirectoryBeforeItsFiles() throws {
        let disk = Disk()
        let carried = XclocBundle.Catalog(path: "App/Localizable.xcstrings", original: "App/Localizable.xcstrings", sourceLanguage: "en", bytes: Array("{}".utf8))
        _ = try Self.export(.bundles([carried]), locales: ["de"], disk: disk)
        let files = disk.files.withLock { $0 }
        let directories = disk.directories.withLock { $0 }
        #expect(files["/out/de.xcloc/Source Contents/App/Localizable.xcstrings"] == Array("{}".utf8))
        for path in files.keys {
            #expect(path.hasPrefix("/out/de.xcloc/"))
            #expect(directories.contains(String(path[..<path.lastIndex(of: "/")!])), "\(path)'s directory is made")
        }
    }

    @Test func aWriteThatFailsOnEitherCoreIsReported() throws {
        struct Full: Error, CustomStringConvertible { var description: String { "disk full" } }
        let source = XLIFFWriter.Source(catalog: try Support.catalog(Self.catalog), original: "L.xcstrings")
        let export = XLIFFExport(prepared: XLIFFWriter.Prepared([source]), locales: ["de", "fr"], layout: .directory, path: "/out", toolVersion: "9.9")
        // What the other core wrote before the failure is handed back to be undone.
        var undone: [String] = []
        #expect(throws: XLIFFExport.Failure.self) {
            _ = try export.run(write: { path, _ in if path.hasSuffix("fr.xliff") { throw Full() }; return path }, makeDirectory: { _ in [] }, undo: { undone = $0.written })
        }
        #expect(undone == ["/out/de.xliff"])
        do {
            _ = try export.run(write: { _, _ in throw Full() }, makeDirectory: { _ in [] }, undo: { _ in })
        } catch {
            #expect(error.description == "disk full")
        }
    }
}

/// The XLIFF an import reads: bundles opened, files parsed on two cores.
@Suite struct XLIFFInputsTests {
    @Test func bundlesAreOpenedAndFilesTakenAsGiven() throws {
        let disk: [String: Bool] = ["a.xliff": false, "B.xcloc": true, "C.xcloc": true]
        let names: [String: [String]] = ["B.xcloc/Localized Contents": ["fr.xliff", "de.XLIFF", "notes.txt"], "C.xcloc/Localized Contents": []]
        let files = try XLIFFInputs.files(["a.xliff", "B.xcloc"], isDirectory: { disk[$0] }, names: { names[$0] ?? [] })
        #expect(files == ["a.xliff", "B.xcloc/Localized Contents/de.XLIFF", "B.xcloc/Localized Contents/fr.xliff"])
        #expect(throws: XLIFFInputs.Failure.self) { try XLIFFInputs.files(["gone.xliff"], isDirectory: { disk[$0] }, names: { names[$0] ?? [] }) }
        do {
            _ = try XLIFFInputs.files(["C.xcloc"], isDirectory: { disk[$0] }, names: { names[$0] ?? [] })
        } catch {
            #expect(error.description == "C.xcloc: not an .xcloc bundle (no Localized Contents/*.xliff)")
        }
    }

    @Test func everyFileIsParsedInOrderAndABrokenOneNamed() throws {
        let good = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="L.xcstrings" source-language="en" target-language="de" datatype="plaintext"><body>
        <trans-unit id="Title"><source>Title</source><target state="translated">Titel</target></trans-unit>
        </body></file></xliff>
        """
        let files = (0..<5).map { "f\($0).xliff" }
        let documents = try XLIFFInputs.documents(files) { _ in Array(good.utf8) }
        #expect(documents.map(\.file) == files && documents.allSatisfy { $0.document.files.first?.units.first?.target == "Titel" })
        do {
            _ = try XLIFFInputs.documents(files) { $0 == "f3.xliff" ? Array("<xliff".utf8) : Array(good.utf8) }
            Issue.record("a broken file is refused")
        } catch {
            #expect("\(error)".hasPrefix("f3.xliff:1: "))
        }
    }
}
