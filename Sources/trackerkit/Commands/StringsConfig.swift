import Foundation
import SharpTools
import StringCatalog

/// `.trackerkit.json` beside the catalog: the `strings check` settings a CI job would
/// otherwise spell out as flags. Every member is optional; flags override them.
///
/// ```json
/// { "strings": {
///     "locales": ["en", "de"],
///     "ignoreKeys": ["DEBUG_MENU"], "ignoreGlobs": ["Debug.*"],
///     "severity": {"stale": "error", "needs-review": "off"},
///     "minCoverage": 95, "strict": false,
///     "baseline": "origin/main",           // or "baselineFile": "old/Localizable.xcstrings"
///     "sources": ["App", "Watch=Watch/Localizable.xcstrings"], "sourcesExclude": ["*/Generated/*"],
///     "keyPatterns": [{"call": "labelKey"}, {"call": "L10n.tr"}], "dynamicKeys": ["Workout.*"]
/// } }
/// ```
/// Unknown members are errors (a misspelled gate must not pass silently).
struct StringsConfig: Equatable {
    static let fileName = SettingsFile.fileName

    var path: String?
    var locales: [String]?
    var ignoreKeys: [String] = []
    var ignoreGlobs: [String] = []
    var severity: [ProblemKind: ProblemSeverity?] = [:]
    var minCoverage: Double?
    var strict: Bool?
    var baseline: String?
    /// Resolved against the config file's directory.
    var baselineFile: String?
    /// `--sources` values (`DIR` or `DIR=CATALOG`), resolved against the config's directory.
    var sources: [String] = []
    var sourcesExclude: [String] = []
    /// Calls and argument labels whose literal is a key (`{"call": "labelKey"}`).
    var keyPatterns: [String] = []
    var dynamicKeys: [String] = []

    static let members = [
        "locales", "ignoreKeys", "ignoreGlobs", "severity", "minCoverage", "strict", "baseline", "baselineFile",
        "sources", "sourcesExclude", "keyPatterns", "dynamicKeys",
    ]

    /// The config beside `catalogPath`, or nil when there is none.
    static func locate(besideCatalog catalogPath: String) -> String? {
        let directory = (catalogPath as NSString).deletingLastPathComponent
        let candidate = (directory as NSString).appendingPathComponent(fileName)
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    static func load(_ path: String) throws(UsageError) -> StringsConfig {
        var config = StringsConfig(path: path)
        try SettingsFile.read(path, section: "strings") { name, reader in
            let start = reader.valueStart
            switch name {
            case "locales":
                config.locales = try SettingsFile.readStrings(&reader)
                do throws(UsageError) {
                    config.locales = try ReportOptionSpecs.locales(config.locales?.joined(separator: ",") ?? "", option: "locales", command: "strings")
                } catch {
                    throw SettingsFile.Invalid(error.message, at: start)
                }
            case "ignoreKeys": config.ignoreKeys = try SettingsFile.readStrings(&reader)
            case "ignoreGlobs": config.ignoreGlobs = try SettingsFile.readStrings(&reader)
            case "severity":
                try reader.beginObject()
                while let kindName = try reader.nextKey() {
                    let valueStart = reader.valueStart
                    let level = try reader.readString()
                    guard let kind = ProblemKind(rawValue: kindName) else {
                        throw SettingsFile.Invalid("\"\(kindName)\" is not a problem kind (\(ProblemKind.allCases.map(\.rawValue).joined(separator: ", ")))", at: valueStart)
                    }
                    guard let severity = StringsCheckCommand.severityLevel(level) else {
                        throw SettingsFile.Invalid("severity \"\(level)\" is not error, warning or off", at: valueStart)
                    }
                    config.severity[kind] = severity
                }
            case "minCoverage":
                let value = try reader.readDouble()
                guard (0...100).contains(value) else { throw SettingsFile.Invalid("minCoverage must be between 0 and 100", at: start) }
                config.minCoverage = value
            case "strict": config.strict = try reader.readBool()
            case "baseline": config.baseline = try reader.readString()
            case "baselineFile":
                config.baselineFile = SettingsFile.resolve(try reader.readString(), besideSettings: path)
            case "sources":
                let directory = (path as NSString).deletingLastPathComponent
                config.sources = try SettingsFile.readStrings(&reader).map { SourceTree.resolve($0, against: directory) }
            case "sourcesExclude": config.sourcesExclude = try SettingsFile.readStrings(&reader)
            case "dynamicKeys": config.dynamicKeys = try SettingsFile.readStrings(&reader)
            case "keyPatterns":
                let (names, unknownAt) = try readKeyPatterns(&reader)
                if let unknownAt {
                    throw SettingsFile.Invalid("a key pattern has only \"call\" (a call such as L10n.tr or an argument label such as labelKey)", at: unknownAt)
                }
                config.keyPatterns = names
            default:
                throw SettingsFile.Invalid("unknown member \"strings.\(name)\" (known: \(members.joined(separator: ", ")))", at: start)
            }
        }
        if config.baseline != nil && config.baselineFile != nil {
            throw UsageError("\(path): give either strings.baseline or strings.baselineFile, not both")
        }
        return config
    }

    /// `[{"call": "labelKey"}, {"call": "L10n.tr"}]` → the names, or the offset of the
    /// first member other than `call` (the caller words the error: it needs the reader).
    private static func readKeyPatterns(_ reader: inout JSONReader) throws(JSONReaderError) -> ([String], unknownAt: Int?) {
        var names: [String] = []
        try reader.beginArray()
        while try reader.nextElement() {
            try reader.beginObject()
            while let member = try reader.nextKey() {
                guard member == "call" else { return (names, reader.valueStart) }
                names.append(try reader.readString())
            }
        }
        return (names, nil)
    }
}
