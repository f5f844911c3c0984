import StringCatalog
import SharpTools
import CatalogCode

/// The targets of an Xcode project, read from its `project.pbxproj`: for each target the Swift
/// files it compiles and the string catalogs it bundles — from its build phases (classic
/// groups and variant groups) and from Xcode 16's synchronized folders with their membership
/// exceptions. With it each catalog is checked against exactly the code of the targets that
/// bundle it (`catalogSources(listing:)`), so a widget that compiles a few files of the app's
/// folder neither claims the app's keys nor is blamed for them.
///
/// All paths are relative to the project directory — the folder that holds the
/// `.xcodeproj` — with `.` and `folder/..` steps removed (`../Shared/A.swift` when outside
/// it). Only native targets are read (aggregate and legacy targets compile nothing); Swift
/// packages the project refers to are not read (their code and catalogs are theirs).
package struct XcodeProject: Sendable, Equatable {
    /// The native targets in the project's order.
    package var targets: [XcodeTarget]

    package init(targets: [XcodeTarget]) {
        self.targets = targets
    }

    /// Reads the text of a `project.pbxproj`.
    /// - Parameters:
    ///   - fileName: the file as errors should name it.
    ///   - projectDirectory: the folder holding the `.xcodeproj` (`directory(ofProject:)`); an
    ///     absolute path of the project below it is given relative to it.
    package init(bytes: [UInt8], fileName: String, projectDirectory: String) throws(XcodeProjectError) {
        do {
            targets = try XcodeProjectReader.targets(in: bytes, projectDirectory: projectDirectory)
        } catch {
            throw XcodeProjectError(file: fileName, line: error.line, message: error.message)
        }
    }

    /// The synchronized folders of all targets, each once, in the order of the targets: the
    /// folders `targetFiles(listing:)` and `catalogSources(listing:)` ask to be listed.
    package var synchronizedFolderPaths: [String] {
        var seen: Set<String> = []
        return targets.flatMap(\.synchronizedFolders).map(\.path).filter { seen.insert($0).inserted }
    }

    /// Every target's files; `listing` is asked once per synchronized folder (see
    /// `XcodeTarget.files(listing:)`).
    package func targetFiles(listing: (String) -> [String]?) -> [XcodeTarget.Files] {
        var listings: [String: [String]] = [:]
        for path in synchronizedFolderPaths { listings[path] = listing(path) }
        return targets.map { $0.files { listings[$0] } }
    }

    /// For each catalog some target bundles, sorted by path: the targets that bundle it and
    /// all of their Swift files.
    package func catalogSources(listing: (String) -> [String]?) -> [CatalogSources] {
        var byCatalog: [String: CatalogSources] = [:]
        for files in targetFiles(listing: listing) {
            for catalog in files.catalogs {
                var sources = byCatalog[catalog] ?? CatalogSources(catalog: catalog, targets: [], swiftFiles: [])
                sources.targets.append(files.target)
                sources.swiftFiles += files.swiftFiles
                byCatalog[catalog] = sources
            }
        }
        return Self.sortedUnique(Array(byCatalog.keys)).compactMap { catalog in
            guard var sources = byCatalog[catalog] else { return nil }
            sources.swiftFiles = Self.sortedUnique(sources.swiftFiles)
            return sources
        }
    }

    /// The directory paths of a project are relative to: the folder holding the `.xcodeproj`
    /// bundle `bundle` (`App/App.xcodeproj` → `App`; `App.xcodeproj` → `.`). A path to the
    /// `project.pbxproj` inside the bundle is taken as the bundle.
    package static func directory(ofProject bundle: String) -> String {
        var parts = SourceTree.display(bundle).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "project.pbxproj" { parts.removeLast() }
        if !parts.isEmpty { parts.removeLast() }
        if parts == [""] { return "/" }
        return parts.isEmpty ? "." : SourceTree.display(parts.joined(separator: "/"))
    }

    /// A path of the project (relative to its directory) as a path to open and to show:
    /// `directory/relative` without `.` steps; an absolute path stays as it is.
    package static func location(of relative: String, projectDirectory: String) -> String {
        if relative.hasPrefix("/") { return relative }
        return SourceTree.display(projectDirectory.isEmpty ? relative : projectDirectory + "/" + relative)
    }

    /// What a file is to the check: code scanned for keys (Swift, or Objective-C), a string
    /// catalog, or neither.
    enum FileKind: Equatable {
        case swift, catalog, other

        /// Xcode's file types of the code scanned for keys.
        static let codeFileTypes: Set<String> = ["sourcecode.swift", "sourcecode.c.objc", "sourcecode.cpp.objcpp", "sourcecode.c.h"]

        /// By the name's extension (letter case aside, as Xcode matches them).
        init(path: String) {
            let lowered = path.lowercased()
            self = SourceTree.isCode(lowered) ? .swift : lowered.hasSuffix(".xcstrings") ? .catalog : .other
        }

        /// By an Xcode file type (`explicitFileType`, `explicitFileTypes`).
        init(fileType: String) {
            self = Self.codeFileTypes.contains(fileType) ? .swift : fileType == "text.json.xcstrings" ? .catalog : .other
        }
    }

    /// `paths` sorted by their Unicode scalars (the same order on every system), each once.
    static func sortedUnique(_ paths: [String]) -> [String] {
        Array(Set(paths)).sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
    }
}
