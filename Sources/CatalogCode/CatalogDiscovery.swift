import StringCatalog

/// Which string catalogs belong to a project folder (`--root DIR`): every `*.xcstrings` file
/// below it, except in build products, dependencies and version control, and except the
/// copies inside `.xcloc` bundles. The walk that applies these rules is the caller's
/// (`DirectoryWalk`, which also decides what it follows and skips).
package enum CatalogDiscovery {
    /// Folders never descended into: build products, dependencies, version control.
    package static let skippedFolders: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    /// Whether the walk takes the entry `name`: a folder to walk, or a catalog file.
    package static func takes(name: String, isDirectory: Bool) -> Bool {
        if skippedFolders.contains(name) { return false }
        // `.xcstrings` is a file; a bundle such as `.xcloc` holds copies, not catalogs.
        return isDirectory ? !name.hasSuffix(".xcloc") : name.hasSuffix(".xcstrings")
    }

    /// The catalogs the walk found, given by their paths inside `root`: sorted by those paths
    /// (a deterministic order), each as `root/relative` (just `relative` when the root is `.`).
    package static func catalogs(_ relatives: [String], below root: String) -> [String] {
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        return relatives.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }.map { base == "." ? $0 : base + "/" + $0 }
    }
}
