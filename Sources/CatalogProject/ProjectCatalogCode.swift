import Foundation
import StringCatalog
import SharpTools
import CatalogCode

/// Which Swift files `strings check` scans for one catalog when an Xcode project says it
/// (`--project App.xcodeproj`, or the project found beside the catalog): exactly the files of
/// the targets that bundle the catalog, from every project given. A catalog no target bundles
/// (a Swift package's, one left out of the build) gets none and is checked alone.
package struct ProjectCatalogCode: Sendable, Equatable {
    /// The targets that bundle the catalog, as `Project/Target`.
    package var targets: [String]
    /// Their Swift files as paths to open and to show (`XcodeProject.location`), sorted, each
    /// once — with those of the local Swift packages they link that have no catalog of their
    /// own (a `Text("…")` there looks the key up in the app's bundle).
    package var swiftFiles: [String]
    /// The Swift files of linked local packages with a catalog of their own: their literals may
    /// be meant for that catalog, so they count as uses here but are never reported missing.
    package var supportingFiles: [String]
    /// The files of `swiftFiles` that are linked packages' and frameworks', not the targets' own:
    /// their keys are looked up in this catalog, but Xcode's build extracts only a target's own
    /// keys into the catalogs it bundles.
    package var packageFiles: Set<String>

    /// The targets, when every target that bundles the catalog turns key extraction off
    /// (`SWIFT_EMIT_LOC_STRINGS = NO` in each configuration): Xcode's build extracts nothing
    /// into the catalog, so `strings sync` has nothing to add or mark. Empty otherwise.
    package var extractionOffTargets: [String] = []
    /// The compilation conditions of an archive build of the targets (their
    /// `defaultConfigurationName`, all together); nil when a target's project names none.
    package var releaseConditions: Set<String>?

    package init(targets: [String], swiftFiles: [String], supportingFiles: [String] = [], packageFiles: Set<String> = []) {
        self.targets = targets
        self.swiftFiles = swiftFiles
        self.supportingFiles = supportingFiles
        self.packageFiles = packageFiles
    }

    /// This code with its files replaced (by the ones present on the disk), its targets and
    /// settings kept.
    package func with(swiftFiles: [String], supportingFiles: [String], packageFiles: Set<String>) -> ProjectCatalogCode {
        var copy = self
        copy.swiftFiles = swiftFiles
        copy.supportingFiles = supportingFiles
        copy.packageFiles = packageFiles
        return copy
    }

    /// Marks the uses of `scan` as Xcode's build sees them with this code's settings: none
    /// extracted when every target turns extraction off.
    package func apply(to scan: inout SourceScan) {
        scan.extractionOffTargets = extractionOffTargets
        guard !extractionOffTargets.isEmpty else { return }
        for index in scan.uses.indices { scan.uses[index].isExtracted = false }
    }

    /// A local package's code as the check takes it: its Swift files below `Sources`, and
    /// whether a catalog lies there too.
    package struct Package: Sendable, Equatable {
        package var swiftFiles: [String]
        package var ownsCatalog: Bool

        /// From `listing`, the files below the package folder `folder` (a path to open) as
        /// paths inside it.
        init(folder: String, listing: [String]) {
            let sources = listing.filter { $0.hasPrefix("Sources/") }
            swiftFiles = sources.filter(SourceTree.isCode).map { XcodeProject.location(of: $0, projectDirectory: folder) }
            ownsCatalog = sources.contains { $0.hasSuffix(".xcstrings") }
        }

        /// The Swift files of the products linked: those below `Sources/<product>/` of the
        /// package at `folder` — a product is most often the target of its name; its other
        /// targets' code is not compiled into the app — or all of them when no product has
        /// such a folder (a manifest naming its targets otherwise).
        func files(ofProducts products: Set<String>, folder: String) -> [String] {
            let prefixes = products.map { XcodeProject.location(of: "Sources/\($0)/", projectDirectory: folder) }
            let found = swiftFiles.filter { file in prefixes.contains { file.hasPrefix($0) } }
            return found.isEmpty ? swiftFiles : found
        }
    }

    /// One project read, with where it lies (the folder holding the `.xcodeproj`), and its
    /// targets' files once its synchronized folders were listed.
    package struct Project: Sendable {
        package var name: String
        package var directory: String
        package var catalogSources: [CatalogSources]
        /// Per target, the local packages it links (paths to open), and each package's code.
        var targetPackages: [String: [String]] = [:]
        /// Per target, the local package products it links.
        var targetProducts: [String: [String]] = [:]
        var packages: [String: Package] = [:]
        /// Per target, its localization settings.
        var targetSettings: [String: LocalizationSettings] = [:]

        /// `listing` lists a folder given as a path to open (a synchronized folder, a local
        /// package; see `XcodeTarget.files(listing:)`).
        package init(_ project: XcodeProject, bundle: String, listing: (String) -> [String]?) {
            name = ((bundle as NSString).lastPathComponent as NSString).deletingPathExtension
            directory = XcodeProject.directory(ofProject: bundle)
            let directory = self.directory
            // Each folder listed once, however many times the project's files are worked out.
            var listed: [String: [String]?] = [:]
            func list(_ folder: String) -> [String]? {
                if let known = listed[folder] { return known }
                let found = listing(XcodeProject.location(of: folder, projectDirectory: directory))
                listed[folder] = found
                return found
            }
            catalogSources = project.catalogSources(listing: list)
            for target in project.targets { targetSettings[target.name] = target.localization }
            // A framework target whose product another target links runs in that target.
            let files = Dictionary(project.targetFiles(listing: list).map { ($0.target, $0.swiftFiles) }, uniquingKeysWith: { first, _ in first })
            for index in catalogSources.indices {
                let bundling = Set(catalogSources[index].targets)
                for target in project.targets where bundling.contains(target.name) {
                    for framework in project.targets where framework.productReference.map(target.linkedReferences.contains) == true {
                        catalogSources[index].frameworkFiles = XcodeProject.sortedUnique(catalogSources[index].frameworkFiles + (files[framework.name] ?? []))
                    }
                }
            }
            for target in project.targets where !target.localPackages.isEmpty {
                let folders = target.localPackages.map { XcodeProject.location(of: $0, projectDirectory: directory) }
                targetPackages[target.name] = folders
                targetProducts[target.name] = target.localProducts
                for folder in folders where packages[folder] == nil {
                    packages[folder] = Package(folder: folder, listing: listing(folder) ?? [])
                }
            }
        }

        /// Whether a target of the project bundles the catalog at `catalogPath`.
        package func bundles(_ catalogPath: String) -> Bool {
            let wanted = Self.absolute(catalogPath)
            return catalogSources.contains { Self.absolute(XcodeProject.location(of: $0.catalog, projectDirectory: directory)) == wanted }
        }

        static func absolute(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.path
        }
    }

    /// The code for the catalog at `catalogPath` (as the check names it) in `projects`; nil
    /// when none of their targets bundles it.
    package static func code(forCatalogAt catalogPath: String, in projects: [Project]) -> ProjectCatalogCode? {
        let wanted = Project.absolute(catalogPath)
        var targets: [String] = []
        var files: [String] = []
        var supporting: [String] = []
        var packageFiles: [String] = []
        var settings: [LocalizationSettings] = []
        for project in projects {
            for sources in project.catalogSources
            where Project.absolute(XcodeProject.location(of: sources.catalog, projectDirectory: project.directory)) == wanted {
                targets += sources.targets.map { project.name + "/" + $0 }
                settings += sources.targets.map { project.targetSettings[$0] ?? LocalizationSettings() }
                files += sources.swiftFiles.map { XcodeProject.location(of: $0, projectDirectory: project.directory) }
                packageFiles += sources.frameworkFiles.map { XcodeProject.location(of: $0, projectDirectory: project.directory) }
                let products = Set(sources.targets.flatMap { project.targetProducts[$0] ?? [] })
                for folder in Set(sources.targets.flatMap { project.targetPackages[$0] ?? [] }) {
                    guard let package = project.packages[folder] else { continue }
                    let linked = package.files(ofProducts: products, folder: folder)
                    if package.ownsCatalog { supporting += linked } else { packageFiles += linked }
                }
            }
        }
        guard !targets.isEmpty else { return nil }
        let own = Set(files)
        let full = XcodeProject.sortedUnique(files + packageFiles)
        let fullSet = Set(full)
        var code = ProjectCatalogCode(
            targets: targets, swiftFiles: full, supportingFiles: XcodeProject.sortedUnique(supporting).filter { !fullSet.contains($0) },
            packageFiles: Set(packageFiles).subtracting(own))
        if settings.allSatisfy(\.extractionIsOff) { code.extractionOffTargets = targets }
        if settings.allSatisfy({ $0.releaseConditions != nil }) {
            code.releaseConditions = settings.reduce(into: Set<String>()) { $0.formUnion($1.releaseConditions ?? []) }
        }
        return code
    }

    /// Where to look for the project of a catalog given without one: the catalog's folder,
    /// then each folder above it, nearest first, named as the catalog is (relative stays
    /// relative: `App/Resources/L.xcstrings` → `App/Resources`, `App`, `.`, `..`, `../..` …;
    /// at most `limit` of them). The caller stops at the first folder with a project that
    /// bundles the catalog, or at the top of the repository.
    package static func searchFolders(besideCatalog catalogPath: String, limit: Int = 16) -> [String] {
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
