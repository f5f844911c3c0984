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
    static let option = OptionSpec.value("--config", "PATH", "Settings file (its \"report\" member).", default: ".trackerkit.json in the working directory, if any")

    var path: String?
    var timeZone: TimeZone?
    var locales: [String]?
    var pins: [String]?
    var csvDialect: CSVOptions.DialectChoice?
    /// Resolved against the settings file's folder.
    var out: String?

    /// The settings of this run: `--config PATH` (must exist), else the working directory's
    /// `.trackerkit.json` when there is one, else none.
    static func forRun(_ arguments: ParsedArguments, command: String) throws(UsageError) -> ReportConfig {
        if let path = arguments.value(option.name) {
            return try load(path)
        }
        let fileManager = FileManager.default
        let candidate = (fileManager.currentDirectoryPath as NSString).appendingPathComponent(SettingsFile.fileName)
        guard fileManager.fileExists(atPath: candidate) else { return ReportConfig() }
        return try load(SettingsFile.fileName)
    }

    static func load(_ path: String) throws(UsageError) -> ReportConfig {
        var config = ReportConfig(path: path)
        try SettingsFile.read(path, section: "report") { name, reader in
            try config.read(member: name, from: &reader, settingsPath: path)
        }
        return config
    }

    private mutating func read(member name: String, from reader: inout JSONReader, settingsPath: String) throws {
        let start = reader.valueStart
        func fail(_ message: String, _ offset: Int) -> SettingsFile.Invalid { SettingsFile.Invalid(message, at: offset) }
        switch name {
        case "timeZone":
            let identifier = try reader.readString()
            guard let zone = TimeZone(identifier: identifier) else {
                throw fail("report.timeZone \"\(identifier)\" is not an IANA time zone (e.g. Europe/Berlin)", start)
            }
            timeZone = zone
        case "locales":
            let values = try SettingsFile.readStrings(&reader)
            do {
                locales = try ReportOptionSpecs.locales(values.joined(separator: ","), option: "report.locales", command: "report")
            } catch {
                throw fail(error.message, start)
            }
        case "pin":
            pins = try SettingsFile.readStrings(&reader)
        case "csvDialect":
            let value = try reader.readString()
            guard let dialect = CSVOptions.DialectChoice(rawValue: value) else {
                throw fail("report.csvDialect \"\(value)\" is not one of \(CSVOptions.DialectChoice.allCases.map(\.rawValue).joined(separator: ", "))", start)
            }
            csvDialect = dialect
        case "out":
            let value = try reader.readString()
            guard !value.isEmpty else { throw fail("report.out is empty", start) }
            out = SettingsFile.resolve(value, besideSettings: settingsPath)
        default:
            throw fail("unknown member \"report.\(name)\" (known: \(Self.members.joined(separator: ", ")))", start)
        }
    }
}
