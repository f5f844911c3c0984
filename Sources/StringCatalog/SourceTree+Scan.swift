import Foundation

extension SourceTree {
    /// Whether this folder's code uses the catalog at `catalogPath`: always without a catalog
    /// of its own, else when both name the same file (`.` and `..` steps aside).
    public func applies(to catalogPath: String) -> Bool {
        guard let catalog else { return true }
        return Self.standardized(catalog) == Self.standardized(catalogPath)
    }

    /// The key uses in the Swift files of the trees that apply to `catalogPath`, each file
    /// scanned once (a file reached through two trees counts once). `files` lists a tree's
    /// Swift files (the walk is the caller's), `bytes` reads one; their errors pass through.
    public static func scan(
        _ trees: [SourceTree], catalogPath: String, scanner: SwiftKeyScanner,
        files: (SourceTree) throws -> [String], bytes: (String) throws -> [UInt8]
    ) rethrows -> SourceScan {
        var scan = SourceScan()
        var seen = Set<String>()
        for tree in trees where tree.applies(to: catalogPath) {
            for file in try files(tree) where seen.insert(standardized(file)).inserted {
                scan.append(scanner.scan(try bytes(file), file: file))
            }
        }
        return scan
    }

    private static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
