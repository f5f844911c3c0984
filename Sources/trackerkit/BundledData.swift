import Foundation

/// Finds the files that ship with the package — the sample store and the tool's catalog —
/// in the current directory, or else above the executable (`.build/debug/trackerkit` lives
/// inside the package), so `swift run trackerkit …` works from the package root and the
/// built binary works from anywhere.
struct BundledData: Sendable {
    static let sampleStorePath = "Samples/tracker-store.json"
    static let catalogPath = "Strings/Localizable.xcstrings"
    /// The sample app catalog: the level labels the sample store needs, as an app catalog holds them.
    static let sampleCatalogPath = "Samples/Localizable.xcstrings"

    let currentDirectory: String
    let executablePath: String?

    func locate(_ relativePath: String) -> String? {
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: (currentDirectory as NSString).appendingPathComponent(relativePath)) {
            return relativePath
        }
        guard let executablePath else { return nil }
        var directory = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            let candidate = directory.appendingPathComponent(relativePath).path
            if fileManager.fileExists(atPath: candidate) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }
}
