import Foundation
import PackagePlugin

/// Compiles the bundled sample into `SampleData`: before the target builds, `embed-text`
/// turns `Samples/tracker-store.json` and `Samples/Localizable.xcstrings` into string
/// literals (`EmbeddedText`), rebuilt whenever one of them changes. Not SwiftPM's
/// `.embedInCode`, which writes one integer literal per byte: for the 430 KB store that took
/// minutes of compiler time in every build variant; a string literal takes under a second.
@main
struct EmbedSamplePlugin: BuildToolPlugin {
    /// The constant each file becomes, and the file, relative to the package.
    static let files = [("trackerStore", "Samples/tracker-store.json"), ("sampleCatalog", "Samples/Localizable.xcstrings")]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let inputs = Self.files.map { context.package.directoryURL.appending(path: $0.1) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedText.swift")
        let arguments = [output.path] + zip(Self.files, inputs).map { "\($0.0.0)=\($0.1.path)" }
        return [
            .buildCommand(
                displayName: "Embedding the bundled sample into \(target.name)", executable: try context.tool(named: "embed-text").url,
                arguments: arguments, inputFiles: inputs, outputFiles: [output]),
        ]
    }
}
