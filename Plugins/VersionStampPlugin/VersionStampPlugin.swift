import Foundation
import PackagePlugin

/// Writes `BuildVersion.version` for the `trackerkit` tool before it compiles: `version-stamp`
/// reads VERSION and the commit being built (see Sources/version-stamp). The step runs again
/// when VERSION or the archive's commit file changes, and when the repository moves: a commit,
/// a checkout or a reset writes HEAD's log, a new tag changes refs/tags or packed-refs.
@main
struct VersionStampPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let package = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "BuildVersion.swift")
        let inputs = ([package.appending(path: "VERSION"), package.appending(path: ".archive-commit")] + Self.repositoryFiles(of: package))
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        return [
            .buildCommand(
                displayName: "Stamping the version into \(target.name)", executable: try context.tool(named: "version-stamp").url,
                arguments: [output.path, package.path], inputFiles: inputs, outputFiles: [output]),
        ]
    }

    /// The files of the package's git repository that change when the commit built or its tags
    /// do; none when the package is no git work tree (a source archive).
    static func repositoryFiles(of package: URL) -> [URL] {
        let dotGit = package.appending(path: ".git")
        var gitDir = dotGit
        if let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir: ") {
            // A worktree or a submodule: `.git` names the repository's folder for it.
            let named = text.dropFirst("gitdir: ".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDir = named.hasPrefix("/") ? URL(fileURLWithPath: named) : package.appending(path: named)
        }
        var commonDir = gitDir
        if let common = try? String(contentsOf: gitDir.appending(path: "commondir"), encoding: .utf8) {
            let named = common.trimmingCharacters(in: .whitespacesAndNewlines)
            commonDir = named.hasPrefix("/") ? URL(fileURLWithPath: named) : gitDir.appending(path: named)
        }
        return [
            gitDir.appending(path: "HEAD"), gitDir.appending(path: "logs/HEAD"),
            commonDir.appending(path: "packed-refs"), commonDir.appending(path: "refs/tags"),
        ]
    }
}
