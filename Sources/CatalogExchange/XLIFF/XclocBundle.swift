import Foundation
import SharpTools
import StringCatalog

/// An `.xcloc` bundle as Xcode's Export Localizations writes one per locale, as data:
/// `<locale>.xcloc/contents.json`, `Localized Contents/<locale>.xliff`, the exported catalogs
/// under `Source Contents/` at their `<file original>` paths, and an empty `Notes/`. The caller
/// creates `directories`, then writes `files` in their order, each after its parent directory.
package struct XclocBundle: Sendable, Equatable {
    /// A file of the bundle: its path inside the bundle and its content.
    package struct File: Sendable, Equatable {
        package var path: String
        package var bytes: [UInt8]

        package init(path: String, bytes: [UInt8]) {
            self.path = path
            self.bytes = bytes
        }
    }

    /// A catalog the bundle carries.
    package struct Catalog: Sendable {
        /// The path the catalog was read from.
        package var path: String
        /// Its `<file original>` in the XLIFF document.
        package var original: String
        package var sourceLanguage: String
        /// The catalog file as it is, copied into `Source Contents/`.
        package var bytes: [UInt8]

        package init(path: String, original: String, sourceLanguage: String, bytes: [UInt8]) {
            self.path = path
            self.original = original
            self.sourceLanguage = sourceLanguage
            self.bytes = bytes
        }
    }

    /// The folder of a bundle that holds its XLIFF files.
    package static let localizedContents = "Localized Contents"

    /// The bundle's own name, `<locale>.xcloc`.
    package let name: String
    /// The directories inside the bundle to create first, also where no file goes.
    package let directories: [String]
    /// The files inside the bundle, in the order to write them.
    package let files: [File]

    /// - Parameters:
    ///   - document: the locale's XLIFF document.
    ///   - catalogs: the exported catalogs, in the document's order.
    ///   - toolVersion: this tool's version, for `contents.json`.
    package init(locale: String, document: [UInt8], catalogs: [Catalog], toolVersion: String) {
        name = locale + ".xcloc"
        directories = [Self.localizedContents, "Notes"]
        var files = [
            File(path: "contents.json", bytes: Array(Self.contentsJSON(locale: locale, catalogs: catalogs, toolVersion: toolVersion).utf8)),
            File(path: Self.localizedContents + "/" + locale + ".xliff", bytes: document),
        ]
        for catalog in catalogs {
            // An original outside the project (absolute, or climbing out) keeps its file name only.
            let relative = catalog.original.hasPrefix("/") || catalog.original.contains("..")
                ? (catalog.original as NSString).lastPathComponent : catalog.original
            files.append(File(path: "Source Contents/" + relative, bytes: catalog.bytes))
        }
        self.files = files
    }

    /// The XLIFF files of a bundle, given the names in its `Localized Contents/`: those ending
    /// in `.xliff` (any case), sorted by their Unicode scalars.
    package static func xliffFiles(amongNames names: [String]) -> [String] {
        names.filter { $0.lowercased().hasSuffix(".xliff") }.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }

    /// The `Localized Contents` folder of the bundle at `path` (given with or without a final `/`).
    package static func localizedContentsFolder(ofBundleAt path: String) -> String {
        (path.hasSuffix("/") ? String(path.dropLast()) : path) + "/" + localizedContents
    }

    /// Xcode's `contents.json` keys; `project` names the exported catalog (there is no Xcode
    /// project), the tool is TrackerKit.
    static func contentsJSON(locale: String, catalogs: [Catalog], toolVersion: String) -> String {
        func quoted(_ text: String) -> String {
            var out = ""
            JSONValue.writeString(text, to: &out)
            return out
        }
        let project = catalogs.count == 1 ? (catalogs[0].path as NSString).lastPathComponent : "\(catalogs.count) catalogs"
        return """
        {
          "developmentRegion" : \(quoted(catalogs.first?.sourceLanguage ?? "en")),
          "project" : \(quoted(project)),
          "targetLocale" : \(quoted(locale)),
          "toolInfo" : {
            "toolBuildNumber" : \(quoted(toolVersion)),
            "toolID" : "trackerkit",
            "toolName" : "TrackerKit",
            "toolVersion" : \(quoted(toolVersion))
          },
          "version" : "1.0"
        }

        """
    }
}
