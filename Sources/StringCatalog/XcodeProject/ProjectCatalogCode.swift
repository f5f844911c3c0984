import Foundation

/// Which Swift files `strings check` scans for one catalog when an Xcode project says it
/// (`--project App.xcodeproj`, or the project found beside the catalog): exactly the files of
/// the targets that bundle the catalog, from every project given. A catalog no target bundles
/// (a Swift package's, one left out of the build) gets none and is checked alone.
public struct ProjectCatalogCode: Sendable, Equatable {
    /// The targets that bundle the catalog, as `Project/Target`.
    public var targets: [String]
    /// Their Swift files as paths to open and to show (`XcodeProject.location`), sorted, each once.
    public var swiftFiles: [String]

    public init(targets: [String], swiftFiles: [String]) {
        self.targets = targets
        self.swiftFiles = swiftFiles
    }

    /// One project read, with where it lies (the folder holding the `.xcodeproj`), and its
    /// targets' files once its synchronized folders were listed.
    public struct Project: Sendable {
        public var name: String
        public var directory: String
        public var catalogSources: [CatalogSources]

        /// `listing` lists a synchronized folder given as a path to open (see
        /// `XcodeTarget.files(listing:)`).
        public init(_ project: XcodeProject, bundle: String, listing: (String) -> [String]?) {
            name = ((bundle as NSString).lastPathComponent as NSString).deletingPathExtension
            directory = XcodeProject.directory(ofProject: bundle)
            let directory = self.directory
            catalogSources = project.catalogSources { listing(XcodeProject.location(of: $0, projectDirectory: directory)) }
        }

        /// Whether a target of the project bundles the catalog at `catalogPath`.
        public func bundles(_ catalogPath: String) -> Bool {
            let wanted = Self.absolute(catalogPath)
            return catalogSources.contains { Self.absolute(XcodeProject.location(of: $0.catalog, projectDirectory: directory)) == wanted }
        }

        static func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.path
        }
    }

    /// The code for the catalog at `catalogPath` (as the check names it) in `projects`; nil
    /// when none of their targets bundles it.
    public static func code(forCatalogAt catalogPath: String, in projects: [Project]) -> ProjectCatalogCode? {
        let wanted = Project.absolute(catalogPath)
        var targets: [String] = []
        var files: [String] = []
        for project in projects {
            for sources in project.catalogSources
            where Project.absolute(XcodeProject.location(of: sources.catalog, projectDirectory: project.directory)) == wanted {
                targets += sources.targets.map { project.name + "/" + $0 }
                files += sources.swiftFiles.map { XcodeProject.location(of: $0, projectDirectory: project.directory) }
            }
        }
        guard !targets.isEmpty else { return nil }
        return ProjectCatalogCode(targets: targets, swiftFiles: XcodeProject.sortedUnique(files))
    }

    /// Where to look for the project of a catalog given without one: the catalog's folder,
    /// then each folder above it, nearest first, named as the catalog is (relative stays
    /// relative: `App/Resources/L.xcstrings` → `App/Resources`, `App`, `.`, `..`, `../..` …;
    /// at most `limit` of them). The caller stops at the first folder with a project that
    /// bundles the catalog, or at the top of the repository.
    public static func searchFolders(besideCatalog catalogPath: String, limit: Int = 16) -> [String] {
        var folder = XcodeProject.directory(ofProject: catalogPath)
        var folders: [String] = []
        while folders.count < limit {
            folders.append(folder)
            if folder == "/" { break }
            let parent: String
            if folder == "." || folder == ".." || folder.hasSuffix("/..") {
                parent = folder == "." ? ".." : folder + "/.."
            } else {
                parent = XcodeProject.directory(ofProject: folder)
            }
            folder = parent
        }
        return folders
    }
}
