import Foundation
import SharpTools

/// The settings of the report commands (`report`, `streaks`, `export`) that a cron line would
/// otherwise spell out — from the `"report"` member of a settings file, or from the command
/// line — and how the two combine (`overridden(by:)`).
///
/// ```json
/// { "report": {
///     "store": "exports/latest.json",   // relative to the settings file's folder
///     "timeZone": "Europe/Berlin",
///     "locales": ["de", "en"],          // report: the set; streaks and export: the first
///     "pin": ["NoAlc"],                 // [] pins nothing
///     "csvDialect": "excel",
///     "catalog": "App/Localizable.xcstrings",  // the app's catalog; relative to the settings file's folder
///     "out": "/srv/www/reports"         // report only; relative to the settings file's folder
/// } }
/// ```
public struct ReportSettings: Sendable, Equatable {
    /// The members a settings file may hold; any other is an error (a misspelled setting must
    /// not be ignored silently).
    public static let members = ["store", "timeZone", "locales", "pin", "csvDialect", "catalog", "out"]

    /// The tracker store read (instead of the bundled sample).
    public var store: String?
    public var timeZone: TimeZone?
    public var locales: [String]?
    /// The trackers pinned to the top; `[]` pins none.
    public var pins: [String]?
    public var csvDialect: CSVOptions.DialectChoice?
    /// The app's string catalog (`--catalog`): the labels of its custom levels.
    public var catalog: String?
    /// The output directory of `report`.
    public var out: String?

    public init(
        store: String? = nil, timeZone: TimeZone? = nil, locales: [String]? = nil, pins: [String]? = nil, csvDialect: CSVOptions.DialectChoice? = nil,
        catalog: String? = nil, out: String? = nil
    ) {
        self.store = store
        self.timeZone = timeZone
        self.locales = locales
        self.pins = pins
        self.csvDialect = csvDialect
        self.catalog = catalog
        self.out = out
    }

    /// These settings (a settings file's) with `flags` over them: each setting the command
    /// line gives wins.
    public func overridden(by flags: ReportSettings) -> ReportSettings {
        ReportSettings(
            store: flags.store ?? store, timeZone: flags.timeZone ?? timeZone, locales: flags.locales ?? locales, pins: flags.pins ?? pins,
            csvDialect: flags.csvDialect ?? csvDialect, catalog: flags.catalog ?? catalog, out: flags.out ?? out)
    }

    /// Reads the member `name` of the settings file at `settingsPath` from `reader`, positioned
    /// at its value. Throws `InvalidSetting` for a value that is not a setting, and the
    /// reader's errors for JSON that is not well-formed.
    package mutating func read(member name: String, from reader: inout JSONReader, settingsPath: String) throws {
        let start = reader.valueStart
        switch name {
        case "timeZone":
            timeZone = try SettingsValues.value(try reader.readString(), of: "report.timeZone", at: start, ValueText.timeZone)
        case "locales":
            let list = try SettingsValues.readStrings(&reader).joined(separator: ",")
            locales = try SettingsValues.value(list, of: "report.locales", at: start, ValueText.locales)
        case "pin":
            pins = try SettingsValues.readStrings(&reader)
        case "csvDialect":
            csvDialect = try SettingsValues.value(try reader.readString(), of: "report.csvDialect", at: start) { (text) throws(InvalidValue) in
                try ValueText.choice(text, of: CSVOptions.DialectChoice.self)
            }
        case "store", "out", "catalog":
            let value = try SettingsValues.readPath(&reader, member: "report.\(name)")
            guard !value.isEmpty else { throw InvalidSetting("report.\(name) is empty", at: start) }
            let path = SettingsValues.resolve(value, besideSettings: settingsPath)
            switch name {
            case "store": store = path
            case "catalog": catalog = path
            default: out = path
            }
        default:
            throw InvalidSetting.unknownMember(name, of: "report", known: Self.members, at: start)
        }
    }
}
