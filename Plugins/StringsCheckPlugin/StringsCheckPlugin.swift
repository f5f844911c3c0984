import Foundation
import PackagePlugin

/// `swift package strings-check [trackerkit strings check options]`: runs the translation gate
/// on every `*.xcstrings` below the package directory (`--root`), unless the arguments name
/// catalogs themselves (`--catalog`, `--root`). The exit code is the check's: a failed check
/// fails the command.
@main
struct StringsCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "trackerkit")
        var toolArguments = ["strings", "check"]
        if !arguments.contains(where: { $0 == "--catalog" || $0.hasPrefix("--catalog=") || $0 == "--root" || $0.hasPrefix("--root=") }) {
            toolArguments += ["--root", context.package.directoryURL.path]
        }
        toolArguments += arguments
        let process = Process()
        process.executableURL = tool.url
        process.arguments = toolArguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("trackerkit strings check exited \(process.terminationStatus)")
            throw StringsCheckFailed(status: process.terminationStatus)
        }
    }
}

struct StringsCheckFailed: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "the strings check failed (exit \(status))" }
}
