import StringCatalog
import SharpTools
import CatalogCode

/// A synchronized folder (Xcode 16's `PBXFileSystemSynchronizedRootGroup`) as one target
/// sees it. The project does not list the folder's files — Xcode takes whatever the folder
/// holds — so this is the rule, and `members(of:)` applies it to a listing of the folder.
///
/// The rule, as Xcode writes it:
/// - a target that lists the folder in its `fileSystemSynchronizedGroups` has every file of it
///   (Swift files compiled, catalogs bundled) except the paths of its membership exceptions
///   (`PBXFileSystemSynchronizedBuildFileExceptionSet` with `target` = this target); a target
///   that does not list the folder has only those paths. Either way an exception flips the
///   default, which is how a widget takes three files from the app's folder;
/// - a `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` flips, for one build
///   phase of the target, whether the listed paths are in that phase: listed for the Sources
///   phase, a member Swift file is not compiled; listed for the Resources phase, a member
///   catalog is not bundled (and the other way round for a file that is no member);
/// - an exception path that names a folder stands for everything below it;
/// - `explicitFolders` are folders Xcode treats as one item (a resource copied whole): nothing
///   inside is compiled or bundled on its own;
/// - `explicitFileTypes` set a file's type by hand (a `.swift` file typed as text is not
///   compiled); other files are known by their extension.
package struct SynchronizedFolder: Sendable, Equatable {
    /// The folder, relative to the project directory (see `XcodeProject`).
    package var path: String
    /// Whether the target lists the folder: its files are members unless excepted.
    package var membersByDefault: Bool
    /// Paths inside the folder whose membership is the opposite of the default.
    package var membershipExceptions: [String]
    /// Paths inside the folder whose place in the target's Sources phase is flipped.
    package var sourcesPhaseExceptions: [String]
    /// Paths inside the folder whose place in the target's Resources phase is flipped.
    package var resourcesPhaseExceptions: [String]
    /// Folders inside that Xcode treats as one item.
    package var explicitFolders: [String]
    /// File types set by hand, by path inside the folder (`sourcecode.swift`, …).
    package var explicitFileTypes: [String: String]

    package init(path: String, membersByDefault: Bool, membershipExceptions: [String] = [], sourcesPhaseExceptions: [String] = [],
                resourcesPhaseExceptions: [String] = [], explicitFolders: [String] = [], explicitFileTypes: [String: String] = [:]) {
        self.path = path
        self.membersByDefault = membersByDefault
        self.membershipExceptions = membershipExceptions
        self.sourcesPhaseExceptions = sourcesPhaseExceptions
        self.resourcesPhaseExceptions = resourcesPhaseExceptions
        self.explicitFolders = explicitFolders
        self.explicitFileTypes = explicitFileTypes
    }

    /// The paths (inside the folder) the target leaves out although it lists the folder.
    package var excluded: [String] { membersByDefault ? membershipExceptions : [] }
    /// The paths (inside the folder) the target takes although it does not list the folder.
    package var included: [String] { membersByDefault ? [] : membershipExceptions }

    /// What the target takes from the folder.
    package struct Members: Sendable, Equatable {
        /// Swift files it compiles, relative to the project directory, sorted.
        package var swiftFiles: [String]
        /// String catalogs it bundles, relative to the project directory, sorted.
        package var catalogs: [String]

        package init(swiftFiles: [String] = [], catalogs: [String] = []) {
            self.swiftFiles = swiftFiles
            self.catalogs = catalogs
        }
    }

    /// The rule applied to `listing`: the files below the folder, each as a path inside it
    /// (`Views/Row.swift`; folders need not be listed). Files and folders whose name starts
    /// with a dot are left out, as Xcode leaves them out of a synchronized folder.
    package func members(of listing: [String]) -> Members {
        let membership = PathSet(membershipExceptions)
        let sources = PathSet(sourcesPhaseExceptions)
        let resources = PathSet(resourcesPhaseExceptions)
        let wholes = PathSet(explicitFolders)
        var members = Members()
        for entry in listing {
            let relative = XcodeProjectPaths.normalize(entry)
            guard !relative.isEmpty, !relative.hasPrefix("../"), !relative.hasPrefix("/") else { continue }
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) || wholes.containsFolder(of: relative) { continue }
            let isMember = membersByDefault != membership.covers(relative)
            switch kind(of: relative) {
            case .swift where isMember != sources.covers(relative):
                members.swiftFiles.append(XcodeProjectPaths.join(path, relative))
            case .catalog where isMember != resources.covers(relative):
                members.catalogs.append(XcodeProjectPaths.join(path, relative))
            default:
                break
            }
        }
        members.swiftFiles = XcodeProject.sortedUnique(members.swiftFiles)
        members.catalogs = XcodeProject.sortedUnique(members.catalogs)
        return members
    }

    private func kind(of relative: String) -> XcodeProject.FileKind {
        if let type = explicitFileTypes[relative] { return XcodeProject.FileKind(fileType: type) }
        return XcodeProject.FileKind(path: relative)
    }

    /// Paths inside the folder; a path covers itself and everything below it.
    private struct PathSet {
        let paths: Set<String>

        init(_ paths: [String]) {
            self.paths = Set(paths.map(XcodeProjectPaths.normalize).filter { !$0.isEmpty })
        }

        /// Whether `relative` or a folder above it is in the set.
        func covers(_ relative: String) -> Bool {
            !paths.isEmpty && (paths.contains(relative) || containsFolder(of: relative))
        }

        /// Whether a folder above `relative` is in the set.
        func containsFolder(of relative: String) -> Bool {
            guard !paths.isEmpty else { return false }
            var index = relative.endIndex
            while let slash = relative[..<index].lastIndex(of: "/") {
                if paths.contains(String(relative[..<slash])) { return true }
                index = slash
            }
            return false
        }
    }
}
