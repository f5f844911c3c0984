import Foundation
import SharpTools
import StringCatalog
import CatalogCode
import CatalogProject
import CatalogCheck

/// The code a catalog is compared with, scanned for the keys it uses: the `--sources` trees
/// that apply to the catalog and the Swift files of the Xcode project's targets that bundle it
/// (the given `--project`s, or, with neither option, the project found beside the catalog).
/// `strings check` and `strings sync` see the same code through it.
package struct CatalogCodeScan {
    package let trees: [SourceTree]
    package let settings: CheckSettings
    package let givenProjects: Bool
    package let command: String
    private var projects: CheckProjects
    /// Whether the project beside each catalog is looked for.
    private let searchesProject: Bool
    /// The Swift files of each `--sources` folder, by its path: each folder is walked once per run.
    private var treeFiles: [String: [String]] = [:]
    /// The scans of this run by the files they read: the catalogs of one code (13 catalogs of
    /// an app over its one tree) share one scan instead of reading the code once each.
    private var scans: [ScanKey: SourceScan] = [:]

    /// A scan is shared by catalogs that read the same files under the same release-build
    /// conditions (the `#if` branches a user's build compiles).
    private struct ScanKey: Hashable {
        package let files: [String]
        package let releaseConditions: Set<String>?
    }

    package init(settings: CheckSettings, projects: [String], noProject: Bool, command: String, context: CommandContext) throws {
        self.settings = settings
        self.trees = settings.sources.map(SourceTree.init)
        self.projects = try CheckProjects(paths: projects, command: command, context: context)
        self.givenProjects = !projects.isEmpty
        self.command = command
        // Without --sources, a plain Xcode project beside the catalog says which code uses it.
        self.searchesProject = trees.isEmpty && !noProject
    }

    /// The keys the code of the catalog at `path` uses; nil when no code is known for it.
    package mutating func scan(forCatalogAt path: String, context: CommandContext) throws -> SourceScan? {
        let code = try projects.code(forCatalogAt: path, search: searchesProject)
        if code == nil, givenProjects {
            context.console.note("\(path): no target of the given project bundles it; \(trees.isEmpty ? "checked alone" : "checked against --sources only")")
        }
        guard !trees.isEmpty || code != nil else { return nil }
        let present = code.map {
            $0.with(swiftFiles: projects.present($0.swiftFiles), supportingFiles: projects.present($0.supportingFiles),
                    packageFiles: Set(projects.present(Array($0.packageFiles))))
        }
        var scan = try scan(project: present, for: path, context: context)
        present?.apply(to: &scan)
        // Uses in a linked package's code are the catalog's keys, but no build extracts them here.
        if let packageFiles = present?.packageFiles, !packageFiles.isEmpty {
            for index in scan.uses.indices where packageFiles.contains(scan.uses[index].location.file) { scan.uses[index].isExtracted = false }
        }
        return scan
    }

    /// The Swift files of the trees that apply to the catalog at `path` and of the project's
    /// targets that bundle it, scanned for keys.
    private mutating func scan(project: ProjectCatalogCode?, for path: String, context: CommandContext) throws -> SourceScan {
        let excluded = settings.sourcesExcluded
        let projectFiles = (project?.swiftFiles ?? []).filter { file in
            !excluded.contains { KeyFilter.glob($0, matches: file) || KeyFilter.glob($0, matches: (file as NSString).lastPathComponent) }
        }
        for tree in trees where tree.applies(to: path) && treeFiles[tree.path] == nil {
            treeFiles[tree.path] = try tree.swiftFiles(excluding: excluded, command: command, context: context)
        }
        let listed = treeFiles
        let files = SourceTree.files(trees, catalogPath: path, more: projectFiles) { listed[$0.path] ?? [] }
        let scan: SourceScan
        let key = ScanKey(files: files, releaseConditions: project?.releaseConditions)
        if let earlier = scans[key] {
            scan = earlier
        } else {
            scan = try Self.scan(files, named: Set(trees.map { SourceTree.display($0.path) }).union(projectFiles),
                                 releaseConditions: key.releaseConditions, settings: settings, context: context)
            scans[key] = scan
        }
        context.console.note("scanned \(scan.files) Swift file\(scan.files == 1 ? "" : "s") for \(path): \(scan.uses.count) key use\(scan.uses.count == 1 ? "" : "s")")
        return scan
    }

    /// The key uses in `files`. A Swift file must be a regular file: the one the walk found
    /// (not a link put in its place since), or one `named` by --sources or the project (a FIFO
    /// there would block the run; a project may name a file through a link, as Xcode follows it).
    private static func scan(_ files: [String], named: Set<String>, releaseConditions: Set<String>?,
                             settings: CheckSettings, context: CommandContext) throws -> SourceScan {
        var scanner = SwiftKeyScanner(extraNames: settings.keyPatterns)
        scanner.releaseConditions = releaseConditions
        var scan = try SourceTree.scan(files: files, scanner: scanner) {
            try InputFile.bytes(of: $0, limit: context.maxInputSize, accepted: named.contains($0) ? .regularFile : .walkedFile) { "cannot read the Swift file: \($0)" }
        }
        scan.dynamicKeys += settings.dynamicKeys
        return scan
    }
}
