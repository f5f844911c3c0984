import Foundation
import StringCatalog

extension SourceTree {
    /// Whether this folder's code uses the catalog at `catalogPath`: always without a catalog
    /// of its own, else when both name the same file (`.` and `..` steps aside).
    package func applies(to catalogPath: String) -> Bool {
        guard let catalog else { return true }
        let workingDirectory = FileManager.default.currentDirectoryPath
        return Self.standardized(catalog, in: workingDirectory) == Self.standardized(catalogPath, in: workingDirectory)
    }

    /// The key uses in the Swift files of the trees that apply to `catalogPath`, each file
    /// scanned once (a file reached through two trees counts once). `files` lists a tree's
    /// Swift files (the walk is the caller's), `bytes` reads one; their errors pass through.
    package static func scan(
        _ trees: [SourceTree], catalogPath: String, scanner: SwiftKeyScanner,
        files: (SourceTree) throws -> [String], bytes: (String) throws -> [UInt8]
    ) rethrows -> SourceScan {
        try scan(files: try self.files(trees, catalogPath: catalogPath, files: files), scanner: scanner, bytes: bytes)
    }

    /// The Swift files of the trees that apply to `catalogPath` and of `more` (a project's
    /// targets), each once (a file reached two ways counts once), in that order.
    package static func files(
        _ trees: [SourceTree], catalogPath: String, more: [String] = [], files: (SourceTree) throws -> [String]
    ) rethrows -> [String] {
        var seen = Set<String>()
        var found: [String] = []
        let workingDirectory = FileManager.default.currentDirectoryPath
        for tree in trees where tree.applies(to: catalogPath) {
            for file in try files(tree) where seen.insert(standardized(file, in: workingDirectory)).inserted { found.append(file) }
        }
        for file in more where seen.insert(standardized(file, in: workingDirectory)).inserted { found.append(file) }
        return found
    }

    /// The key uses in `files`; `bytes` reads one, its errors pass through. Two passes: the
    /// first collects the app's own declarations taking keys (`DeclarationCollector`) over all
    /// the files, the second scans each file knowing them — so a view declared in one file
    /// makes keys of its calls in every other. Objective-C files (`.m`, `.mm`, `.h`) take
    /// only the second, by `ObjCKeyScanner`. The first pass keeps the bytes it read up to
    /// `keptBytes` in all for the second; a file beyond that is read again.
    package static func scan(files: [String], scanner: SwiftKeyScanner, bytes: (String) throws -> [UInt8]) rethrows -> SourceScan {
        var scanner = scanner
        var kept: [String: [UInt8]] = [:]
        var keptCount = 0
        for file in files where !isObjectiveC(file) {
            let content = try bytes(file)
            scanner.declarations.merge(DeclarationCollector.declarations(in: content, file: file))
            if keptCount + content.count <= keptBytes {
                kept[file] = content
                keptCount += content.count
            }
        }
        var scan = SourceScan()
        for file in files {
            let content = try kept.removeValue(forKey: file) ?? bytes(file)
            scan.append(isObjectiveC(file) ? ObjCKeyScanner.scan(content, file: file) : scanner.scan(content, file: file))
        }
        // The cases of enums whose raw value a wrapper localizes (`tr(.settingsTitle)`).
        scan.uses += scanner.declarations.enumCaseUses(referenced: scan.referencedNames)
        return scan
    }

    /// How many bytes of Swift files the first pass keeps for the second (32 MiB: an app's
    /// sources, not a generated file of gigabytes).
    static let keptBytes = 32 << 20

    /// One spelling per file, as `URL(fileURLWithPath:).standardizedFileURL.path` gives it —
    /// absolute (a relative path taken from `workingDirectory`), `.` and empty steps dropped,
    /// `..` taking back the step before it, no trailing slash — worked out on the text alone:
    /// the URL cost about 86,000 instructions a path, and every catalog of a run asks it for
    /// every file of the code (13 catalogs over 1,000 files: 1.1 billion instructions).
    package static func standardized(_ path: String, in workingDirectory: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = path.utf8.first == slash ? Array(path.utf8) : Array(workingDirectory.utf8) + [slash] + Array(path.utf8)
        var spelled: [UInt8] = []
        spelled.reserveCapacity(bytes.count)
        // Where each step kept so far starts in `spelled` (at its slash), for `..` to take back.
        var stepStarts: [Int] = []
        var index = 0
        while index < bytes.count {
            while index < bytes.count, bytes[index] == slash { index += 1 }
            let start = index
            while index < bytes.count, bytes[index] != slash { index += 1 }
            switch index - start {
            case 0: continue
            case 1 where bytes[start] == dot: continue
            case 2 where bytes[start] == dot && bytes[start + 1] == dot:
                if let last = stepStarts.popLast() { spelled.removeSubrange(last...) }
                continue
            default:
                stepStarts.append(spelled.count)
                spelled.append(slash)
                spelled.append(contentsOf: bytes[start..<index])
            }
        }
        return spelled.isEmpty ? "/" : String(decoding: spelled, as: UTF8.self)
    }
}
