/// Which string catalogs belong to a project folder (`--root DIR`): every `*.xcstrings` file
/// below it, except in build products, dependencies and version control, and except the
/// copies inside `.xcloc` bundles.
public enum CatalogDiscovery {
    /// Folders never descended into: build products, dependencies, version control.
    public static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    /// One name in a directory listing.
    public struct Item: Sendable, Equatable {
        public var name: String
        public var isDirectory: Bool

        public init(name: String, isDirectory: Bool) {
            self.name = name
            self.isDirectory = isDirectory
        }
    }

    /// The catalogs below `root`, sorted by their path inside it (a deterministic order),
    /// each as `root/relative` (just `relative` when the root is `.`).
    /// - Parameter list: the items of a directory (named by its path), or nil when it cannot
    ///   be read — then it is left out; an item that no longer exists is not listed.
    public static func catalogs(below root: String, list: (String) -> [Item]?) -> [String] {
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let directory = relative.isEmpty ? base : base + "/" + relative
            guard let items = list(directory) else { continue }
            for item in items where !skippedFolders.contains(item.name) {
                let child = relative.isEmpty ? item.name : relative + "/" + item.name
                if item.isDirectory {
                    // `.xcstrings` is a file; a bundle such as `.xcloc` holds copies, not catalogs.
                    if !item.name.hasSuffix(".xcloc") { pending.append(child) }
                } else if item.name.hasSuffix(".xcstrings") {
                    found.append(child)
                }
            }
        }
        return found.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map { base == "." ? $0 : base + "/" + $0 }
    }
}
