import Foundation
import StringCatalog
import CatalogCode
import CatalogProject

/// `trackerkit-bench project PATH [--list|--json]`: reads an Xcode project (`App.xcodeproj` or
/// its `project.pbxproj`) with `XcodeProject`, lists its synchronized folders from the disk, and
/// prints per target the Swift files and catalogs it has, per catalog the targets bundling it
/// and their Swift files (`--list`: every path), and the parse time (median of 21 runs).
/// `--json` prints the targets' counts as `Scripts/check-xcode-projects.py` compares them.
enum ProjectBenchmark {
    enum Output: String {
        case summary = "", list = "--list", json = "--json"
    }

    static func run(path: String, output: Output) {
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
        if output == .json {
            printJSON(project, files: project.targetFiles(listing: listing))
            return
        }
        for (target, files) in zip(project.targets, project.targetFiles(listing: listing)) {
            let folders = target.synchronizedFolders.map { "\($0.path)\($0.membersByDefault ? "" : " (only exceptions)")" }
            print("target \(target.name) [\(target.productType)]: \(files.swiftFiles.count) Swift files (\(target.swiftFiles.count) in build phases),"
                  + " catalogs \(files.catalogs), synchronized folders \(folders)"
                  + (target.unplacedFiles.isEmpty ? "" : ", unplaced \(target.unplacedFiles)"))
            if output == .list { for swift in files.swiftFiles { print("    \(swift)") } }
        }
        for sources in project.catalogSources(listing: listing) {
            print("catalog \(sources.catalog): targets \(sources.targets), \(sources.swiftFiles.count) Swift files")
        }
        let median = times.sorted()[times.count / 2]
        let (whole, attoseconds) = median.components
        print(String(format: "parse of %d bytes: %.2f ms (median of %d)", bytes.count, (Double(whole) + Double(attoseconds) / 1e18) * 1000, times.count))
    }

    /// Per target its name, product type, number of Swift files and catalogs, as one JSON object.
    private static func printJSON(_ project: XcodeProject, files: [XcodeTarget.Files]) {
        let targets = zip(project.targets, files).map { target, files in
            ["name": target.name, "productType": target.productType, "swiftFiles": files.swiftFiles.count, "catalogs": files.catalogs] as [String: Any]
        }
        guard let data = try? JSONSerialization.data(withJSONObject: ["targets": targets], options: [.sortedKeys]) else { fail("no JSON") }
        print(String(decoding: data, as: UTF8.self))
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
