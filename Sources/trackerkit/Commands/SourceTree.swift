import Foundation
import SharpTools
import StringCatalog

/// One `--sources` value: a folder (or a single `.swift` file) of the app, and optionally the
/// catalog its code uses (`DIR=CATALOG`; a folder may be given once per catalog it uses).
/// Without a catalog the folder counts for every catalog checked.
struct SourceTree: Equatable {
    /// Folders never walked: build products, dependencies and version control.
    static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    var path: String
    var catalog: String?

    /// `DIR` or `DIR=CATALOG` (split at the last `=` followed by a path ending in `.xcstrings`).
    init(_ text: String) {
        if let equals = text.lastIndex(of: "="), text.hasSuffix(".xcstrings") {
            path = String(text[..<equals])
            catalog = String(text[text.index(after: equals)...])
        } else {
            path = text
            catalog = nil
        }
    }

    /// A config value with its relative paths taken from the config file's directory.
    static func resolve(_ text: String, against directory: String) -> String {
        let tree = SourceTree(text)
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") || directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
        }
        return absolute(tree.path) + (tree.catalog.map { "=" + absolute($0) } ?? "")
    }

    /// Whether this folder's code uses the catalog at `catalogPath`.
    func applies(to catalogPath: String) -> Bool {
        guard let catalog else { return true }
        return Self.standardized(catalog) == Self.standardized(catalogPath)
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The Swift files under the folder, sorted by path, as locations will name them (the
    /// folder as given joined with the path inside it).
    func swiftFiles(excluding globs: [String]) throws(UsageError) -> [String] {
        guard let entry = FileIdentity.of(path) else {
            throw UsageError("--sources \(path): no such file or directory", command: StringsCheckCommand.name)
        }
        guard entry.isDirectory else { return [Self.display(path)] }
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            throw UsageError("--sources \(path): cannot read the directory", command: StringsCheckCommand.name)
        }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            let full = (path as NSString).appendingPathComponent(relative)
            let shown = Self.display(full)
            let excluded = globs.contains { KeyFilter.glob($0, matches: relative) || KeyFilter.glob($0, matches: shown) || KeyFilter.glob($0, matches: name) }
            if Self.skippedFolders.contains(name) || excluded {
                walker.skipDescendants()
                continue
            }
            if name.hasSuffix(".swift") { files.append(shown) }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// The path with `.` and `folder/..` steps removed (`App/../Shared/A.swift` →
    /// `Shared/A.swift`), so that annotations name the file as the repository does.
    static func display(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            if part.isEmpty && !parts.isEmpty { continue }
            parts.append(part)
        }
        let shown = parts.joined(separator: "/")
        return shown.isEmpty ? "." : shown
    }

    /// Scans every file of the trees that apply to `catalogPath` once (a file reached through
    /// two trees counts once).
    static func scan(_ trees: [SourceTree], catalogPath: String, excluding globs: [String], scanner: SwiftKeyScanner) throws(UsageError) -> SourceScan {
        var scan = SourceScan()
        var seen = Set<String>()
        for tree in trees where tree.applies(to: catalogPath) {
            for file in try tree.swiftFiles(excluding: globs) where seen.insert(standardized(file)).inserted {
                let bytes: [UInt8]
                do {
                    bytes = try FileBytes.read(path: file)
                } catch {
                    throw UsageError("\(file): cannot read the Swift file (\(error))")
                }
                scan.append(scanner.scan(bytes, file: file))
            }
        }
        return scan
    }
}
