import Foundation
import SharpTools
import Output

/// The `"report"` member of `.trackerkit.json`: settings for `report`, `streaks` and `export`
/// that a cron line would otherwise spell out. Every member is optional; flags win.
///
/// ```json
/// { "report": {
///     "timeZone": "Europe/Berlin",
///     "locales": ["de", "en"],          // report: the set; streaks and export: the first
///     "pin": ["NoAlc"],                 // [] pins nothing
///     "csvDialect": "excel",
///     "out": "/srv/www/reports"         // report only; relative to this file's folder
/// } }
/// ```
/// The file is `--config PATH`, else `.trackerkit.json` in the working directory. Unknown
/// members are errors (a misspelled setting must not be ignored silently).
struct ReportConfig: Equatable {
    static let members = ["timeZone", "locales", "pin", "csvDialect", "out"]
    static let option = Option("--config", .path(), "Settings file (its \"report\" member).", default: ".trackerkit.json in the working directory, if any")

    var path: String?
    var timeZone: TimeZone?
    var locales: [String]?
    var pins: [String]?
    var csvDialect: CSVOptions.DialectChoice?
    /// Resolved against the settings file's folder.
    var out: String?

    /// The settings of this run: `path` (`--config`; must exist), else the working directory's
    /// `.trackerkit.json` when there is one, else none. Files of more than `limit` bytes are refused.
    static func forRun(_ path: String?, limit: Int) throws(UsageError) -> ReportConfig {
        if let path {
            return try load(path, limit: limit)
        }
        let fileManager = FileManager.default
        let candidate = (fileManager.currentDirectoryPath as NSString).appendingPathComponent(SettingsFile.fileName)
        guard fileManager.fileExists(atPath: candidate) else { return ReportConfig() }
        return try load(SettingsFile.fileName, limit: limit)
    }

    static func load(_ path: String, limit: Int) throws(UsageError) -> ReportConfig {
        var config = ReportConfig(path: path)
        try SettingsFile.read(path, section: "report", limit: limit) { name, reader in
            try config.read(member: name, from: &reader, settingsPath: path)
        }
        return config
    }

    private mutating func read(member name: String, from reader: inout JSONReader, settingsPath: String) throws {
        let start = reader.valueStart
        func fail(_ message: String, _ offset: Int) -> SettingsFile.Invalid { SettingsFile.Invalid(message, at: offset) }
        switch name {
        case "timeZone":
            timeZone = try SettingsFile.value(.timeZone, of: "report.timeZone", try reader.readString(), at: start)
        case "locales":
            locales = try SettingsFile.value(.locales(), of: "report.locales", try SettingsFile.readStrings(&reader).joined(separator: ","), at: start)
        case "pin":
            pins = try SettingsFile.readStrings(&reader)
        case "csvDialect":
            csvDialect = try SettingsFile.value(.choice(among: CSVOptions.DialectChoice.allCases), of: "report.csvDialect", try reader.readString(), at: start)
        case "out":
            let value = try reader.readString()
            guard !value.isEmpty else { throw fail("report.out is empty", start) }
            out = SettingsFile.resolve(value, besideSettings: settingsPath)
        default:
            throw fail("unknown member \"report.\(name)\" (known: \(Self.members.joined(separator: ", ")))", start)
        }
    }
}
