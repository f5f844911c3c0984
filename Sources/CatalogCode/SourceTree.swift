import Foundation
import StringCatalog

/// One `--sources` value: a folder (or a single `.swift` file) of the app, and optionally the
/// catalog its code uses (`DIR=CATALOG`; a folder may be given once per catalog it uses).
/// Without a catalog the folder counts for every catalog checked. The rules of its walk are
/// here; the walk itself, which reads the folder, is the caller's (`DirectoryWalk`, which
/// also decides what it follows and skips).
package struct SourceTree: Sendable, Equatable {
    /// What the walk does with one path below the folder.
    package enum Step: Sendable, Equatable {
        /// Build products, dependencies, version control and excluded paths: not read, and a
        /// folder not descended into.
        case skip
        /// A Swift file to scan, named as locations will name it.
        case scan(String)
        /// Anything else: a folder is descended into, a file is ignored.
        case pass
    }

    /// Folders never walked: the ones a catalog search skips as well.
    package static let skippedFolders = CatalogDiscovery.skippedFolders

    package var path: String
    package var catalog: String?

    /// `DIR` or `DIR=CATALOG` (split at the last `=` followed by a path ending in `.xcstrings`).
    package init(_ text: String) {
        if let equals = text.lastIndex(of: "="), text.hasSuffix(".xcstrings") {
            path = String(text[..<equals])
            catalog = String(text[text.index(after: equals)...])
        } else {
            path = text
            catalog = nil
        }
    }

    /// A settings file's value with its relative paths taken from that file's directory.
    package static func resolve(_ text: String, against directory: String) -> String {
        let tree = SourceTree(text)
        func absolute(_ path: String) -> String {
            path.hasPrefix("/") || directory.isEmpty ? path : (directory as NSString).appendingPathComponent(path)
        }
        return absolute(tree.path) + (tree.catalog.map { "=" + absolute($0) } ?? "")
    }

    /// The step for `relative`, a path below the folder as the walk found it. A glob excludes
    /// a path when it matches the path inside the folder, the path as shown, or the name.
    package func step(at relative: String, excluding globs: [String]) -> Step {
        let name = (relative as NSString).lastPathComponent
        let shown = shown(relative)
        let excluded = globs.contains { KeyFilter.glob($0, matches: relative) || KeyFilter.glob($0, matches: shown) || KeyFilter.glob($0, matches: name) }
        if Self.skippedFolders.contains(name) || excluded { return .skip }
        return Self.isCode(name) ? .scan(shown) : .pass
    }

    /// The file name endings of the code scanned for keys: Swift, and Objective-C's
    /// implementation and header files (letter case aside, as Xcode matches them).
    package static let codeSuffixes = [".swift", ".m", ".mm", ".h"]

    /// Whether the file at `path` is code scanned for keys.
    package static func isCode(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return codeSuffixes.contains { lowered.hasSuffix($0) }
    }

    /// Whether the file at `path` is Objective-C (scanned by `ObjCKeyScanner`), not Swift.
    package static func isObjectiveC(_ path: String) -> Bool {
        isCode(path) && !path.lowercased().hasSuffix(".swift")
    }

    /// Whether the walk takes the entry at `relative` (a path below the folder): a folder to
    /// walk, a Swift file to scan.
    package func takes(_ relative: String, isDirectory: Bool, excluding globs: [String]) -> Bool {
        switch step(at: relative, excluding: globs) {
        case .skip: return false
        case .scan: return true
        case .pass: return isDirectory
        }
    }

    /// The file at `relative` below the folder, as locations name it.
    package func shown(_ relative: String) -> String {
        Self.display((path as NSString).appendingPathComponent(relative))
    }

    /// The path with `.` and `folder/..` steps removed (`App/../Shared/A.swift` →
    /// `Shared/A.swift`), so that annotations name the file as the repository does.
    package static func display(_ path: String) -> String {
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
}
