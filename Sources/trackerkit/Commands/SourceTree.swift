import Foundation
import SharpTools
import StringCatalog

/// The walk of a `--sources` folder (its rules are the library's `SourceTree`).
extension SourceTree {
    /// The Swift files under the folder, sorted by path, as locations will name them (the
    /// folder as given joined with the path inside it).
    func swiftFiles(excluding globs: [String]) throws(UsageError) -> [String] {
        guard let entry = FileIdentity.of(path) else {
            throw UsageError("--sources \(path): no such file or directory", command: StringsCheckCommand.name)
        }
        guard entry.isDirectory else { return [Self.display(path)] }
        guard let walker = FileManager.default.enumerator(atPath: path) else {
            throw UsageError("--sources \(path): cannot read the directory", command: StringsCheckCommand.name)
        }
        var files: [String] = []
        while let relative = walker.nextObject() as? String {
            switch step(at: relative, excluding: globs) {
            case .skip: walker.skipDescendants()
            case .scan(let shown): files.append(shown)
            case .pass: break
            }
        }
        return files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
}
