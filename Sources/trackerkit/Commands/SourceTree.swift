import Foundation
import SharpTools
import StringCatalog

/// The file side of `--sources`: walking a `SourceTree` (its rules are the library's) and
/// reading and scanning its Swift files.
extension SourceTree {
    /// Whether this folder's code uses the catalog at `catalogPath` (both paths made absolute
    /// against the current directory).
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
            switch step(at: relative, excluding: globs) {
            case .skip: walker.skipDescendants()
            case .scan(let shown): files.append(shown)
            case .pass: break
            }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Scans every file of the trees that apply to `catalogPath` once (a file reached through
    /// two trees counts once); a file of more than `limit` bytes is an error.
    static func scan(_ trees: [SourceTree], catalogPath: String, excluding globs: [String], scanner: SwiftKeyScanner, limit: Int) throws(UsageError) -> SourceScan {
        var scan = SourceScan()
        var seen = Set<String>()
        for tree in trees where tree.applies(to: catalogPath) {
            for file in try tree.swiftFiles(excluding: globs) where seen.insert(standardized(file)).inserted {
                let bytes = try InputFile.bytes(of: file, limit: limit) { "cannot read the Swift file (\($0))" }
                scan.append(scanner.scan(bytes, file: file))
            }
        }
        return scan
    }
}
