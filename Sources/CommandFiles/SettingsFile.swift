import Foundation
import Output
import SharpTools
import StringCatalog
import CatalogCheck

/// `.trackerkit.json`: one JSON object with a section per command family — `"strings"`
/// (`CheckSettings`) and `"report"` (`ReportSettings`), each read by its library. A command
/// reads its own section and skips the other; any other top-level member is an error, so a
/// misspelled section does not pass silently (`SettingsValues.read`). Errors name the file and
/// line:column.
package enum SettingsFile {
    package static let fileName = ".trackerkit.json"
    package static let sections = ["strings", "report"]

    /// The `"report"` settings of the run: `path` (`--config`; must exist), else the working
    /// directory's `.trackerkit.json` when there is one, else none.
    package static func reportSettings(_ path: String?, limit: Int) throws -> ReportSettings {
        let fileManager = FileManager.default
        var settings = ReportSettings()
        guard let file = path ?? (fileManager.fileExists(atPath: fileManager.currentDirectoryPath + "/" + fileName) ? fileName : nil) else {
            return settings
        }
        try read(file, section: "report", limit: limit, accepted: path == nil ? .regularFile : .fileOrStream) { name, reader in
            try settings.read(member: name, from: &reader, settingsPath: file)
        }
        return settings
    }

    /// The `"strings"` settings of the file at `path`: one named by `--config` may be a pipe
    /// (`accepted`), one found beside the catalog must be a regular file.
    package static func checkSettings(_ path: String, limit: Int, accepted: FileBytes.Accepted) throws -> CheckSettings {
        var settings = CheckSettings()
        try read(path, section: "strings", limit: limit, accepted: accepted) { name, reader in try settings.read(member: name, from: &reader, settingsPath: path) }
        return settings
    }

    /// The `"strings"` settings a strings command runs with: the file `--config` names, else the
    /// one beside the first catalog (said in a note), none with `--no-config`; and its path.
    package static func stringsSettings(config: String?, noConfig: Bool, firstCatalog: String, context: CommandContext) throws -> (settings: CheckSettings, file: String?) {
        guard !noConfig, let file = config ?? locate(besideCatalog: firstCatalog) else { return (CheckSettings(), nil) }
        let settings = try checkSettings(file, limit: context.maxInputSize, accepted: config == nil ? .regularFile : .fileOrStream)
        if config == nil { context.console.note("settings from \(file)") }
        return (settings, file)
    }

    /// The settings file beside `catalogPath`, or nil when there is none.
    package static func locate(besideCatalog catalogPath: String) -> String? {
        let candidate = ((catalogPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(fileName)
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    /// Reads `path` (of at most `limit` bytes) and hands every member of `section` to `member`.
    private static func read(
        _ path: String, section: String, limit: Int, accepted: FileBytes.Accepted, member: (_ name: String, _ reader: inout JSONReader) throws -> Void
    ) throws {
        let bytes = try InputFile.bytes(of: path, limit: limit, accepted: accepted) { _ in "cannot read the settings file" }
        try SettingsValues.read(section: section, of: bytes, file: path, sections: sections, member: member)
    }
}
