import StringCatalog
import SharpTools
import CatalogCode

/// Where the files and folders of a project are, worked out from its group tree. Each file
/// reference and group has a `sourceTree` saying what its `path` is relative to:
///
/// - `<group>`: the enclosing group's folder (a group without `path` — only a `name` — adds no
///   folder of its own; the main group stands at the project directory);
/// - `SOURCE_ROOT`: the project directory;
/// - `<absolute>`: the file system root;
/// - anything else (`BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`, other build settings):
///   a place only a build knows — such an item has no path here, nor has anything inside it
///   relative to it.
///
/// Paths are relative to the project directory (the folder that holds the `.xcodeproj`),
/// with `.` and `folder/..` steps removed; one outside it starts with `../` or, when absolute
/// and not below the directory the caller named, stays absolute. The tree is walked once from
/// the main group (an object reached twice keeps its first place; a cycle ends the walk).
struct XcodeProjectPaths {
    /// The folder every `<group>` path of the main group and every `SOURCE_ROOT` path starts
    /// from (`projectDirPath`, nearly always empty: the project directory itself).
    private let sourceRoot: String
    /// The project directory as the caller named it, normalized; used to make absolute paths
    /// below it relative.
    private let projectDirectory: String
    /// The place of every object reached from the main group that has one.
    private var paths: [String: String] = [:]

    init(objects: XcodeProjectObjects, mainGroup: String, projectDirPath: String, projectDirectory: String) throws(PropertyListText.Failure) {
        sourceRoot = Self.normalize(projectDirPath)
        self.projectDirectory = Self.normalize(projectDirectory)
        var pending: [(id: String, base: String?)] = [(mainGroup, sourceRoot)]
        var visited: Set<String> = []
        while let (id, base) = pending.popLast() {
            guard visited.insert(id).inserted, let object = objects.object(id) else { continue }
            let what = objects.describe(id)
            let path = try place(of: object, isFile: objects.isa(id) == "PBXFileReference", groupFolder: base, what: what)
            if let path { paths[id] = path }
            // Children pushed in reverse so that the walk meets them in the order of the file.
            for child in try object.strings("children", of: what).reversed() { pending.append((child, path)) }
        }
    }

    /// The path of object `id` relative to the project directory, or nil when it has no place
    /// (a build-time source tree, or relative to a group that is not in the tree).
    func path(of id: String, in objects: XcodeProjectObjects) throws(PropertyListText.Failure) -> String? {
        var path = paths[id]
        if path == nil, let object = objects.object(id) {
            path = try place(of: object, isFile: objects.isa(id) == "PBXFileReference", groupFolder: nil, what: objects.describe(id))
        }
        return path.map(relative)
    }

    /// The place of `object` when its enclosing group is at `groupFolder` (nil: unknown).
    private func place(of object: PropertyListDictionary, isFile: Bool, groupFolder: String?, what: String) throws(PropertyListText.Failure) -> String? {
        var own = try object.string("path", of: what)
        // A file reference always has a path in files Xcode writes; a `name` alone is taken
        // as the path, as for a file next to its group. A group's `name` is only its label.
        if own == nil, isFile { own = try object.string("name", of: what) }
        let start: String?
        switch try object.string("sourceTree", of: what) ?? "<group>" {
        case "<group>": start = groupFolder
        case "SOURCE_ROOT": start = sourceRoot
        case "<absolute>": start = "/"
        default: start = nil
        }
        guard let start else { return nil }
        return Self.join(start, own ?? "")
    }

    /// A path Xcode writes relative to the project directory (a local package's
    /// `relativePath`), as `path(of:in:)` gives paths.
    func relativeToProject(_ path: String) -> String {
        relative(Self.join(sourceRoot, path))
    }

    /// An absolute path below the project directory made relative to it.
    private func relative(_ path: String) -> String {
        guard path.hasPrefix("/"), projectDirectory.hasPrefix("/") else { return path }
        if path == projectDirectory { return "" }
        let prefix = projectDirectory == "/" ? "/" : projectDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    /// `component` inside `folder` (an absolute component stands alone), normalized.
    static func join(_ folder: String, _ component: String) -> String {
        if component.hasPrefix("/") || folder.isEmpty { return normalize(component) }
        if component.isEmpty { return normalize(folder) }
        return normalize(folder + "/" + component)
    }

    /// The path without `.` and `folder/..` steps; the project directory itself is "".
    static func normalize(_ path: String) -> String {
        if path.isEmpty { return "" }
        if path.allSatisfy({ $0 == "/" }) { return "/" }
        let shown = SourceTree.display(path)
        return shown == "." ? "" : shown
    }
}
