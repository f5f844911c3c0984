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
        let candidate = (fileManager.currentDirectoryPath as NSString).appendingPathComponent(StringsConfig.fileName)
        guard fileManager.fileExists(atPath: candidate) else { return ReportConfig() }
        return try load(StringsConfig.fileName)
    }

    static func load(_ path: String) throws(UsageError) -> ReportConfig {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("\(path): cannot read the settings file")
        }
        var reader = JSONReader(bytes: [UInt8](data))
        var config = ReportConfig(path: path)
        func fail(_ message: String, at offset: Int) -> UsageError {
            UsageError("\(path):\(reader.position(of: offset)): \(message)")
        }
        do {
            try reader.beginObject()
            while let top = try reader.nextKey() {
                switch top {
                case "report":
                    try reader.beginObject()
                    while let name = try reader.nextKey() {
                        do {
                            try config.read(member: name, from: &reader, settingsPath: path)
                        } catch let invalid as InvalidMember {
                            throw fail(invalid.message, at: invalid.offset)
                        }
                    }
                case "strings":
                    try reader.skipValue()
                default:
                    throw fail("unknown member \"\(top)\" (known: report, strings)", at: reader.valueStart)
                }
            }
            try reader.finish()
        } catch let error as JSONReaderError {
            throw UsageError("\(path):\(error.position): \(error.message)")
        } catch let error as UsageError {
            throw error
        } catch {
            throw UsageError("\(path): \(error)")
        }
        return config
    }

    /// A member's value that is well-formed JSON but not a valid setting; placed by the caller.
    private struct InvalidMember: Error {
        let message: String
        let offset: Int
    }

    private mutating func read(member name: String, from reader: inout JSONReader, settingsPath: String) throws {
        let start = reader.valueStart
        func fail(_ message: String, _ offset: Int) -> InvalidMember { InvalidMember(message: message, offset: offset) }
        switch name {
        case "timeZone":
            let identifier = try reader.readString()
            guard let zone = TimeZone(identifier: identifier) else {
                throw fail("report.timeZone \"\(identifier)\" is not an IANA time zone (e.g. Europe/Berlin)", start)
            }
            timeZone = zone
        case "locales":
            let values = try Self.readStrings(&reader)
            do {
                locales = try ReportOptionSpecs.locales(values.joined(separator: ","), option: "report.locales", command: "report")
            } catch {
                throw fail(error.message, start)
            }
        case "pin":
            pins = try Self.readStrings(&reader)
        case "csvDialect":
            let value = try reader.readString()
            guard let dialect = CSVOptions.DialectChoice(rawValue: value) else {
                throw fail("report.csvDialect \"\(value)\" is not one of \(CSVOptions.DialectChoice.allCases.map(\.rawValue).joined(separator: ", "))", start)
            }
            csvDialect = dialect
        case "out":
            let value = try reader.readString()
            guard !value.isEmpty else { throw fail("report.out is empty", start) }
            let directory = (settingsPath as NSString).deletingLastPathComponent
            out = value.hasPrefix("/") || directory.isEmpty ? value : (directory as NSString).appendingPathComponent(value)
        default:
            throw fail("unknown member \"report.\(name)\" (known: \(Self.members.joined(separator: ", ")))", start)
        }
    }

    private static func readStrings(_ reader: inout JSONReader) throws(JSONReaderError) -> [String] {
        try reader.beginArray()
        var values: [String] = []
        while try reader.nextElement() { values.append(try reader.readString()) }
        return values
    }
}
