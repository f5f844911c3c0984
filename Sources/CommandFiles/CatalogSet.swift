import Foundation
import SharpTools
import StringCatalog
import CatalogCode
import CatalogProject
import CommandLineKit

/// The catalogs of one `strings export` / `strings import` run: `--catalog` (repeatable) and
/// `--root DIR` (every `*.xcstrings` below DIR), or the default catalog.
package struct CatalogSet: Sendable {
    package static let catalog = RepeatedOption("--catalog", .path(), "String catalog (.xcstrings); repeatable for several catalogs of one app.")
    package static let root = Option("--root", .path("DIR"), "Every *.xcstrings below DIR (skipping .build, DerivedData, Pods, Carthage, .git); XLIFF originals are relative to DIR.")

    package var paths: [String]
    package var root: String?
    /// The command, for the usage error when no catalog is given.
    package var command: String

    package init(_ arguments: ParsedArguments, command: String, extraPaths: [String] = []) {
        paths = arguments[Self.catalog] + extraPaths
        root = arguments[Self.root]
        self.command = command
    }

    /// The `--catalog` of a command that edits one catalog and takes no `--root`.
    package init(catalogOf arguments: ParsedArguments, command: String) {
        paths = arguments[Self.catalog]
        root = nil
        self.command = command
    }

    /// The paths of the run: the given ones, then those found below `--root`; empty when
    /// neither option was given.
    package func resolvedPaths(context: CommandContext) throws(UsageError) -> [String] {
        var result = paths
        guard let root else { return result }
        guard FileIdentity.of(root)?.isDirectory == true else {
            throw UsageError("--root \(root): no such directory (give the folder that holds the catalogs)")
        }
        let found = try Self.catalogs(below: root, context: context)
        if found.isEmpty { throw UsageError("--root \(root): no .xcstrings file below it (give the folder that holds the catalogs, or name them with --catalog)") }
        // A catalog also named with --catalog (under any spelling) is taken once, as named.
        let named = Set(result.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        for path in found where !named.contains(URL(fileURLWithPath: path).standardizedFileURL.path) { result.append(path) }
        return result
    }

    /// The `*.xcstrings` files below `root` (`CatalogDiscovery`), sorted by path.
    package static func catalogs(below root: String, context: CommandContext) throws(UsageError) -> [String] {
        let found = try TreeWalk.files(below: root, walked: "--root \(root)", remedy: "make it readable, or give a --root without it", context: context) { entry in
            CatalogDiscovery.takes(name: entry.name, isDirectory: entry.isDirectory) ? .take : .skip
        }
        return CatalogDiscovery.catalogs(found, below: root)
    }

    /// The catalog paths of the run, each once. None given is a usage error: checking some
    /// other catalog (the tool's own) would let a misconfigured CI step pass.
    package func locations(context: CommandContext) throws -> [String] {
        let resolved = try resolvedPaths(context: context)
        if resolved.isEmpty {
            throw UsageError("\(command) needs a catalog: --catalog PATH (repeatable) or --root DIR", command: command)
        }
        var seen = Set<String>()
        for path in resolved where !seen.insert(context.canonicalPath(path)).inserted {
            throw UsageError("\(path) is named twice; give each catalog once")
        }
        return resolved
    }

    /// Reads every catalog of the run.
    package func load(context: CommandContext) throws -> [(catalog: StringCatalog, path: String)] {
        try read(try locations(context: context), context: context)
    }

    /// How the catalog at `path` (one of the run's) is opened: one the user named may be a
    /// pipe (`--catalog <(git show …)`); one the `--root` walk found must still be the regular
    /// file it found.
    package func accepted(_ path: String) -> FileBytes.Accepted {
        paths.contains(path) ? .fileOrStream : .walkedFile
    }

    /// Reads the catalogs at `paths` (the run's, from `locations`).
    package func read(_ paths: [String], context: CommandContext) throws -> [(catalog: StringCatalog, path: String)] {
        try paths.map { path in
            let started = Date()
            let catalog = try StringCatalog(contentsOfFile: path, limit: context.maxInputSize, accepted: accepted(path))
            context.console.verbose(String(format: "read %@: %d keys, %d locales in %.2f s", path, catalog.entries.count, catalog.localesInUse.count, Date().timeIntervalSince(started)))
            return (catalog, path)
        }
    }

    /// The directory `<file original>` paths are relative to: `--root`, else the current one.
    package func base(context: CommandContext) -> String {
        root.map { $0.hasPrefix("/") ? $0 : context.currentDirectory + "/" + $0 } ?? context.currentDirectory
    }
}
