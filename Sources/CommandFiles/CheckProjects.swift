import Foundation
import SharpTools
import StringCatalog
import CatalogCode
import CatalogProject
import CommandLineKit

/// The Xcode projects `strings check` takes the app's code from: the ones `--project` names, or
/// the one found beside each catalog (`ProjectCatalogCode.searchFolders`) when neither
/// `--project`, `--sources` nor `--no-project` is given. Each project is read once; its
/// synchronized folders are listed from the disk.
package struct CheckProjects {
    package let context: CommandContext
    /// The command that reads them (`strings check` or `strings sync`), whose help the
    /// errors point to.
    package let command: String
    /// Projects named on the command line: used for every catalog, found or not.
    private(set) var given: [ProjectCatalogCode.Project] = []
    /// Every project read so far, by its bundle path.
    private var read: [String: ProjectCatalogCode.Project] = [:]

    package init(paths: [String], command: String, context: CommandContext) throws(UsageError) {
        self.context = context
        self.command = command
        for path in paths { given.append(try project(at: path)) }
    }

    /// The code for the catalog at `catalogPath`: from the given projects, else (when `search`)
    /// from the nearest folder above the catalog with a project that bundles it; nil when no
    /// target of those bundles the catalog.
    package mutating func code(forCatalogAt catalogPath: String, search: Bool) throws(UsageError) -> ProjectCatalogCode? {
        if !given.isEmpty { return ProjectCatalogCode.code(forCatalogAt: catalogPath, in: given) }
        guard search else { return nil }
        for folder in ProjectCatalogCode.searchFolders(besideCatalog: catalogPath) {
            let bundles = Self.projectBundles(in: folder)
            var projects: [ProjectCatalogCode.Project] = []
            for bundle in bundles {
                // A project found on the way that cannot be read is not the one looked for.
                guard let project = try? project(at: bundle) else {
                    context.console.note("\(bundle): not read (not a project the check can use)")
                    continue
                }
                if project.bundles(catalogPath) { projects.append(project) }
            }
            if let code = ProjectCatalogCode.code(forCatalogAt: catalogPath, in: projects) {
                context.console.note("\(catalogPath): the code of \(code.targets.joined(separator: ", ")) (\(bundles.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")); --no-project to check the catalog alone)")
                return code
            }
            // The top of a repository: a project above it belongs to something else.
            if FileIdentity.of((folder as NSString).appendingPathComponent(".git")) != nil { break }
        }
        return nil
    }

    /// The files of `code` as they are on this disk: a project names files as a Mac, whose
    /// disks ignore letter case, finds them (`WatchPanel.swift` for `watchPanel.swift`), so a
    /// name not found as written is looked up in its folder without case; a file that is not
    /// there at all is left out with a note (a build would fail on it).
    package func present(_ files: [String]) -> [String] {
        files.compactMap { file in
            if FileIdentity.of(file) != nil { return file }
            let folder = (file as NSString).deletingLastPathComponent
            let name = (file as NSString).lastPathComponent.lowercased()
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder),
               let match = names.first(where: { $0.lowercased() == name }) {
                return folder.isEmpty ? match : (folder as NSString).appendingPathComponent(match)
            }
            context.console.note("\(file): named by the project but not there; not scanned")
            return nil
        }
    }

    /// The `.xcodeproj` bundles directly in `folder`, sorted.
    private static func projectBundles(in folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder == "." ? $0 : (folder as NSString).appendingPathComponent($0) }
    }

    /// The project at `path` (the `.xcodeproj` bundle or its `project.pbxproj`), read once.
    private mutating func project(at path: String) throws(UsageError) -> ProjectCatalogCode.Project {
        let bundle = path.hasSuffix("/project.pbxproj") ? String(path.dropLast("/project.pbxproj".count)) : path
        if let known = read[bundle] { return known }
        let file = (bundle as NSString).appendingPathComponent("project.pbxproj")
        guard FileIdentity.of(file) != nil else {
            throw UsageError("--project \(path): no project.pbxproj in it (give the .xcodeproj bundle)", command: command)
        }
        let bytes = try InputFile.bytes(of: file, limit: context.maxInputSize) { "cannot read the project (\($0))" }
        let parsed: XcodeProject
        do {
            parsed = try XcodeProject(bytes: bytes, fileName: file, projectDirectory: XcodeProject.directory(ofProject: bundle))
        } catch {
            throw UsageError("\(error)")
        }
        let project = ProjectCatalogCode.Project(parsed, bundle: bundle, listing: Self.files(below:))
        read[bundle] = project
        return project
    }

    /// The regular files below `folder`, as paths inside it; nil when it cannot be read (a
    /// synchronized folder missing from a checkout adds nothing).
    private static func files(below folder: String) -> [String]? {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return nil }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { found.append(relative) }
        }
        return found
    }
}
