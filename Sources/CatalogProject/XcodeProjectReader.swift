import Foundation
import StringCatalog
import SharpTools
import CatalogCode

/// Turns the objects of a project file into `XcodeTarget`s. The file is a dictionary whose
/// `objects` hold every object by identifier and whose `rootObject` names the `PBXProject`;
/// that names the main group (the top of the group tree) and the targets. A native target
/// names its build phases; a Sources or Resources phase names build files (`PBXBuildFile`),
/// each naming a file reference or a variant group (the localized versions of one file) by
/// `fileRef` — a build file of a Swift package product has a `productRef` instead and is
/// skipped. A reference to an object that is not there is skipped too (Xcode does not build
/// it either); a value of the wrong kind is a `Failure` with its line.
///
/// Objects may be named many times over (a target listing one build phase again and again,
/// many build files naming one large variant group), so the work of expanding them is
/// counted: past one file reference per byte of the file (at least 100 000) — twenty times
/// what a project needs, where each build file takes a line of text — reading stops with a
/// `Failure` rather than growing with the square of the file.
struct XcodeProjectReader {
    typealias Failure = PropertyListText.Failure

    private let objects: XcodeProjectObjects
    private let paths: XcodeProjectPaths
    /// The exceptions of every synchronized folder, by target.
    private let exceptions: SynchronizedExceptions
    /// File references, exception paths and folder rules that may still be expanded.
    private var budget: Int
    /// Every local Swift package of the project (`projectPackages`).
    private var packages: [String] = []
    /// The project's build configuration list: the settings a target does not set itself.
    private var projectConfigurations: String?

    static func targets(in bytes: [UInt8], projectDirectory: String) throws(Failure) -> [XcodeTarget] {
        guard case .dictionary(let root) = try PropertyListText.parse(bytes) else {
            throw Failure(line: 1, message: "the property list is not a dictionary, so not an Xcode project")
        }
        let file = "the project file"
        guard let table = try root.dictionary("objects", of: file) else { throw Failure(line: root.line, message: "no objects: not an Xcode project") }
        let objects = try XcodeProjectObjects(table)
        guard let rootID = try root.string("rootObject", of: file) else { throw Failure(line: root.line, message: "no rootObject: not an Xcode project") }
        guard objects.isa(rootID) == "PBXProject", let project = objects.object(rootID) else {
            throw Failure(line: root.line(of: "rootObject"), message: "the rootObject \(rootID) is not a PBXProject")
        }
        let what = objects.describe(rootID)
        guard let mainGroup = try project.string("mainGroup", of: what) else { throw Failure(line: project.line, message: "\(what) has no mainGroup") }
        let paths = try XcodeProjectPaths(objects: objects, mainGroup: mainGroup, projectDirPath: try project.string("projectDirPath", of: what) ?? "",
                                          projectDirectory: projectDirectory)
        var seen: Set<String> = []
        let targetIDs = try project.strings("targets", of: what).filter { objects.isa($0) == "PBXNativeTarget" && seen.insert($0).inserted }
        var reader = XcodeProjectReader(objects: objects, paths: paths, exceptions: try SynchronizedExceptions(objects: objects, targetIDs: targetIDs),
                                        budget: max(100_000, bytes.count))
        reader.packages = try reader.projectPackages()
        reader.projectConfigurations = try project.string("buildConfigurationList", of: what)
        var targets: [XcodeTarget] = []
        for id in targetIDs { targets.append(try reader.target(id)) }
        return targets
    }

    /// Counts `units` of work done for `what`; a `Failure` once the budget is spent.
    private mutating func spend(_ units: Int, for what: String, line: Int) throws(Failure) {
        budget -= units
        guard budget < 0 else { return }
        throw Failure(line: line, message: "\(what) makes the project name its files more often than a project of this size can (objects listed over and over)")
    }

    private mutating func target(_ id: String) throws(Failure) -> XcodeTarget {
        let object = objects.object(id) ?? PropertyListDictionary(line: 1)
        let what = objects.describe(id)
        let name = try object.string(["name", "productName"], of: what) ?? id
        var target = XcodeTarget(name: name, productType: try object.string("productType", of: what) ?? "")
        var phases: Set<String> = []
        for phase in try object.strings("buildPhases", of: what) where phases.insert(phase).inserted {
            switch objects.isa(phase) {
            case "PBXSourcesBuildPhase": try collect(phase, kind: .swift, into: &target.swiftFiles, unplaced: &target.unplacedFiles)
            case "PBXResourcesBuildPhase": try collect(phase, kind: .catalog, into: &target.catalogs, unplaced: &target.unplacedFiles)
            case "PBXFrameworksBuildPhase": target.linkedReferences += try linked(phase)
            default: continue
            }
        }
        target.swiftFiles = XcodeProject.sortedUnique(target.swiftFiles)
        target.catalogs = XcodeProject.sortedUnique(target.catalogs)
        try addSynchronizedFolders(of: id, listed: try object.strings("fileSystemSynchronizedGroups", of: what), to: &target)
        (target.localPackages, target.localProducts) = try localPackages(of: object, what: what)
        target.productReference = try object.string("productReference", of: what)
        target.localization = try LocalizationSettings.read(
            target: try object.string("buildConfigurationList", of: what), project: projectConfigurations, objects: objects)
        return target
    }

    /// The file references a Frameworks phase links.
    private mutating func linked(_ phase: String) throws(Failure) -> [String] {
        guard let object = objects.object(phase) else { return [] }
        let what = objects.describe(phase)
        var found: [String] = []
        for buildFile in try object.strings("files", of: what) {
            try spend(1, for: what, line: object.line)
            if let reference = try objects.object(buildFile)?.string("fileRef", of: objects.describe(buildFile)) { found.append(reference) }
        }
        return found
    }

    /// The local Swift packages of the project when the target links one of their products,
    /// else none. A product dependency (`XCSwiftPackageProductDependency`) names its package —
    /// an `XCLocalSwiftPackageReference` with a `relativePath` — or, as Xcode wrote it before,
    /// only its `productName`, the package being a folder reference of type `wrapper` (of any
    /// name: one package folder, `Modules`, often has many products; a remote product always
    /// names its package). Packages depend on each other in their own manifests, which the
    /// project does not show: a target linking one local package gets them all.
    private func localPackages(of target: PropertyListDictionary, what: String) throws(Failure) -> (folders: [String], products: [String]) {
        let all = packages
        guard !all.isEmpty else { return ([], []) }
        var products: [String] = []
        for dependency in try target.strings("packageProductDependencies", of: what) where objects.isa(dependency) == "XCSwiftPackageProductDependency" {
            guard let object = objects.object(dependency) else { continue }
            let about = objects.describe(dependency)
            let product = try object.string("productName", of: about)
            if let package = try object.string("package", of: about) {
                if objects.isa(package) == "XCLocalSwiftPackageReference", let product { products.append(product) }
            } else if let product {
                products.append(product)
            }
        }
        return products.isEmpty ? ([], []) : (all, XcodeProject.sortedUnique(products))
    }

    /// Every local package of the project, relative to the project directory, sorted.
    private func projectPackages() throws(Failure) -> [String] {
        var found: [String] = []
        for id in objects.ids(of: "XCLocalSwiftPackageReference") {
            if let relative = try objects.object(id)?.string("relativePath", of: objects.describe(id)) { found.append(paths.relativeToProject(relative)) }
        }
        for id in objects.ids(of: "PBXFileReference") {
            guard try objects.object(id)?.string("lastKnownFileType", of: objects.describe(id)) == "wrapper",
                  let path = try paths.path(of: id, in: objects) else { continue }
            found.append(path)
        }
        return XcodeProject.sortedUnique(found)
    }

    /// Appends the paths of the build phase's files of `kind` to `found` (the names of those
    /// without a place to `unplaced`).
    private mutating func collect(_ phase: String, kind: XcodeProject.FileKind, into found: inout [String], unplaced: inout [String]) throws(Failure) {
        guard let object = objects.object(phase) else { return }
        let what = objects.describe(phase)
        for buildFile in try object.strings("files", of: what) {
            guard let reference = try objects.object(buildFile)?.string("fileRef", of: objects.describe(buildFile)) else { continue }
            let files = try fileReferences(reference)
            try spend(1 + files.count, for: what, line: object.line)
            for file in files {
                guard let fileObject = objects.object(file), try self.kind(of: fileObject, id: file) == kind else { continue }
                if let path = try paths.path(of: file, in: objects) {
                    found.append(path)
                } else {
                    let what = objects.describe(file)
                    unplaced.append(try fileObject.string(["name", "path"], of: what) ?? file)
                }
            }
        }
    }

    /// The file references a build file's `fileRef` stands for: itself, or the localized files
    /// of a variant group. Anything else (a Core Data model version group, a reference into
    /// another project) is no Swift file or catalog.
    private func fileReferences(_ id: String) throws(Failure) -> [String] {
        switch objects.isa(id) {
        case "PBXFileReference":
            return [id]
        case "PBXVariantGroup":
            let children = try objects.object(id)?.strings("children", of: objects.describe(id)) ?? []
            return children.filter { objects.isa($0) == "PBXFileReference" }
        default:
            return []
        }
    }

    /// What a file reference is: by its `explicitFileType` when it has one, else by the
    /// extension of its path (or name).
    private func kind(of object: PropertyListDictionary, id: String) throws(Failure) -> XcodeProject.FileKind {
        let what = objects.describe(id)
        if let type = try object.string("explicitFileType", of: what) { return XcodeProject.FileKind(fileType: type) }
        return XcodeProject.FileKind(path: try object.string(["path", "name"], of: what) ?? "")
    }

    /// Adds the synchronized folders the target lists (`listed`), then those it does not list
    /// but whose exceptions name it, each with its exceptions for this target.
    private mutating func addSynchronizedFolders(of target: String, listed: [String], to result: inout XcodeTarget) throws(Failure) {
        let groups = listed.filter { objects.isa($0) == "PBXFileSystemSynchronizedRootGroup" }
        let named = exceptions.groups(naming: target).filter { !groups.contains($0) }
        var seen: Set<String> = []
        for group in groups + named where seen.insert(group).inserted {
            guard let object = objects.object(group) else { continue }
            let what = objects.describe(group)
            guard let path = try paths.path(of: group, in: objects) else {
                result.unplacedFiles.append((try object.string(["path", "name"], of: what) ?? group) + "/")
                continue
            }
            var types: [String: String] = [:]
            if let explicit = try object.dictionary("explicitFileTypes", of: what) {
                for key in explicit.keys { types[key] = try explicit.string(key, of: "\(what) explicitFileTypes") }
            }
            let found = exceptions.exceptions(of: group, for: target)
            let folders = try object.strings("explicitFolders", of: what)
            try spend(1 + found.count + folders.count + types.count, for: what, line: object.line)
            result.synchronizedFolders.append(SynchronizedFolder(
                path: path, membersByDefault: groups.contains(group), membershipExceptions: found.membership,
                sourcesPhaseExceptions: found.sourcesPhase, resourcesPhaseExceptions: found.resourcesPhase,
                explicitFolders: folders, explicitFileTypes: types))
        }
    }
}
