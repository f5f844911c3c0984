import StringCatalog
import SharpTools
import CatalogCode

/// The exception sets of every synchronized folder of a project, sorted by the target they
/// concern. A `PBXFileSystemSynchronizedBuildFileExceptionSet` names its target; a
/// `PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet` names a build phase, whose
/// target is the one listing that phase. Only the Sources and Resources phases matter here:
/// the other phases (copy files, frameworks, headers) neither compile nor bundle a catalog.
/// An exception set belongs to one folder: one named again (by the same or another folder)
/// is read once, so the work stays in proportion to the file.
struct SynchronizedExceptions {
    typealias Failure = PropertyListText.Failure

    /// The paths one folder's exceptions list for one target.
    struct Paths: Equatable {
        var membership: [String] = []
        var sourcesPhase: [String] = []
        var resourcesPhase: [String] = []

        /// The number of paths in all three lists.
        var count: Int { membership.count + sourcesPhase.count + resourcesPhase.count }
    }

    private struct Key: Hashable {
        var group: String
        var target: String
    }

    private var byFolder: [Key: Paths] = [:]
    /// For each target, the folders whose exceptions name it, in the order of the file.
    private var foldersByTarget: [String: [String]] = [:]

    init(objects: XcodeProjectObjects, targetIDs: [String]) throws(Failure) {
        var phases: [String: (target: String, isa: String)] = [:]
        for target in targetIDs {
            for phase in try objects.object(target)?.strings("buildPhases", of: objects.describe(target)) ?? [] {
                if let isa = objects.isa(phase), phases[phase] == nil { phases[phase] = (target, isa) }
            }
        }
        let known = Set(targetIDs)
        var read: Set<String> = []
        for group in objects.ids(of: "PBXFileSystemSynchronizedRootGroup") {
            for set in try objects.object(group)?.strings("exceptions", of: objects.describe(group)) ?? [] where read.insert(set).inserted {
                guard let object = objects.object(set) else { continue }
                let what = objects.describe(set)
                let listed = try object.strings("membershipExceptions", of: what)
                switch objects.isa(set) {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    guard let target = try object.string("target", of: what), known.contains(target) else { continue }
                    add(group: group, target: target) { $0.membership += listed }
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    guard let phase = try object.string("buildPhase", of: what), let owner = phases[phase] else { continue }
                    if owner.isa == "PBXSourcesBuildPhase" {
                        add(group: group, target: owner.target) { $0.sourcesPhase += listed }
                    } else if owner.isa == "PBXResourcesBuildPhase" {
                        add(group: group, target: owner.target) { $0.resourcesPhase += listed }
                    }
                default:
                    continue
                }
            }
        }
    }

    private mutating func add(group: String, target: String, _ change: (inout Paths) -> Void) {
        let key = Key(group: group, target: target)
        if byFolder[key] == nil { foldersByTarget[target, default: []].append(group) }
        change(&byFolder[key, default: Paths()])
    }

    /// The folders whose exceptions name `target`.
    func groups(naming target: String) -> [String] {
        foldersByTarget[target] ?? []
    }

    /// What the exceptions of folder `group` list for `target`.
    func exceptions(of group: String, for target: String) -> Paths {
        byFolder[Key(group: group, target: target)] ?? Paths()
    }
}
