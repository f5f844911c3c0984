import Foundation
import StringCatalog

/// How an XLIFF `<file original>` names a catalog of the run: its path relative to the
/// current directory when the catalog lies below it (Xcode writes project-relative paths),
/// else the path as given.
enum XLIFFCatalogs {
    static func original(for path: String, context: CommandContext) -> String {
        let base = context.canonicalPath(context.currentDirectory)
        let full = context.canonicalPath(path)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : path
    }

    /// The index of the catalog `original` names: the one whose `original(for:)` is the same,
    /// else the only one whose path ends with the components of `original` (an Xcode export
    /// names `App/Localizable.xcstrings`, relative to the project). nil when none or several.
    static func match(_ original: String, paths: [String], context: CommandContext) -> Int? {
        if let exact = paths.firstIndex(where: { self.original(for: $0, context: context) == original }) { return exact }
        let wanted = original.split(separator: "/").filter { $0 != "." }
        guard !wanted.isEmpty, !wanted.contains("..") else { return nil }
        let candidates = paths.indices.filter { index in
            let components = context.canonicalPath(paths[index]).split(separator: "/")
            return components.count >= wanted.count && Array(components.suffix(wanted.count)) == wanted
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// True for what `strings import` reads as XLIFF: `.xliff`/`.xlf` files and `.xcloc` bundles.
    static func handles(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return [".xliff", ".xlf", ".xcloc", ".xcloc/"].contains { lowered.hasSuffix($0) }
    }
}
