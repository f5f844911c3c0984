import StringCatalog

/// How the `<file original>` attributes of XLIFF name the catalogs of one run, both ways: the
/// original written for each catalog on export, and the catalog an original names on import.
///
/// Xcode writes project-relative paths, so a catalog below the run's base directory (`--root`,
/// else the current one) is named by its path relative to that base; any other catalog by its
/// path as given. Paths are compared in their canonical spelling — absolute, links resolved —
/// which the caller's `canonical` function makes, because that asks the file system.
package struct XLIFFOriginals: Sendable, Equatable {
    /// The catalogs' paths as given (messages and originals outside the base use them).
    package let paths: [String]
    /// The same paths made canonical, in the same order.
    package let canonicalPaths: [String]
    /// The canonical base directory.
    package let canonicalBase: String
    /// Each catalog's original, in the order of `paths`.
    package let originals: [String]

    /// - Parameters:
    ///   - paths: the catalogs of the run, as given.
    ///   - base: the directory originals are relative to.
    ///   - canonical: a path made absolute with its links resolved.
    package init(paths: [String], base: String, canonical: (String) -> String) {
        self.paths = paths
        canonicalPaths = paths.map(canonical)
        canonicalBase = canonical(base)
        let prefix = canonicalBase.hasSuffix("/") ? canonicalBase : canonicalBase + "/"
        originals = zip(paths, canonicalPaths).map { path, full in
            full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : path
        }
    }

    /// The index of the catalog `original` names: the one whose original is the same, else the
    /// only one whose canonical path ends with the components of `original` (an Xcode export
    /// names `App/Localizable.xcstrings`, relative to its project, which need not be the base).
    /// nil when none or several fit, or when `original` climbs out with `..`.
    package func match(_ original: String) -> Int? {
        if let exact = originals.firstIndex(of: original) { return exact }
        let wanted = original.split(separator: "/").filter { $0 != "." }
        guard !wanted.isEmpty, !wanted.contains("..") else { return nil }
        let candidates = canonicalPaths.indices.filter { index in
            let components = canonicalPaths[index].split(separator: "/")
            return components.count >= wanted.count && Array(components.suffix(wanted.count)) == wanted
        }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
