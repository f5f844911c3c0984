import Foundation
import StringCatalog

/// `trackerkit-bench project PATH [--list]`: reads an Xcode project (`App.xcodeproj` or its
/// `project.pbxproj`) with `XcodeProject`, lists its synchronized folders from the disk, and
/// prints per target the Swift files and catalogs it has, per catalog the targets bundling it
/// and their Swift files (`--list`: every path), and the parse time (median of 21 runs).
enum ProjectBenchmark {
    static func run(path: String, list: Bool) {
        let bundle = path.hasSuffix("/project.pbxproj") ? String(path.dropLast("/project.pbxproj".count)) : path
        let file = bundle + "/project.pbxproj"
        let bytes: [UInt8]
        do {
            bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        } catch {
            fail("\(file): \(error)")
        }
        let directory = XcodeProject.directory(ofProject: bundle)
        let clock = ContinuousClock()
        var project: XcodeProject?
        var times: [Duration] = []
        for _ in 0..<21 {
            times.append(clock.measure {
                do { project = try XcodeProject(bytes: bytes, fileName: file, projectDirectory: directory) } catch { fail("\(error)") }
            })
        }
        guard let project else { fail("\(file): not read") }
        let listing = { (folder: String) in files(below: XcodeProject.location(of: folder, projectDirectory: directory)) }
        for (target, files) in zip(project.targets, project.targetFiles(listing: listing)) {
            let folders = target.synchronizedFolders.map { "\($0.path)\($0.membersByDefault ? "" : " (only exceptions)")" }
            print("target \(target.name) [\(target.productType)]: \(files.swiftFiles.count) Swift files (\(target.swiftFiles.count) in build phases),"
                  + " catalogs \(files.catalogs), synchronized folders \(folders)"
                  + (target.unplacedFiles.isEmpty ? "" : ", unplaced \(target.unplacedFiles)"))
            if list { for swift in files.swiftFiles { print("    \(swift)") } }
        }
        for sources in project.catalogSources(listing: listing) {
            print("catalog \(sources.catalog): targets \(sources.targets), \(sources.swiftFiles.count) Swift files")
        }
        let median = times.sorted()[times.count / 2]
        let (whole, attoseconds) = median.components
        print(String(format: "parse of %d bytes: %.2f ms (median of %d)", bytes.count, (Double(whole) + Double(attoseconds) / 1e18) * 1000, times.count))
    }

    /// The files below `folder`, as paths inside it; nil when it cannot be read.
    private static func files(below folder: String) -> [String]? {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return nil }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { found.append(relative) }
        }
        return found
    }
}
