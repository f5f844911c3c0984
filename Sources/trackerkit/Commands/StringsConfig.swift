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
/// Unknown members are errors (a misspelled gate must not pass silently). What the file says
/// is `CheckSettings`; how it combines with the flags is the library's rule.
enum StringsConfig {
    static let members = [
        "locales", "ignoreKeys", "ignoreGlobs", "severity", "minCoverage", "strict", "baseline", "baselineFile",
        "sources", "sourcesExclude", "keyPatterns", "dynamicKeys",
    ]

    /// The config beside `catalogPath`, or nil when there is none.
    static func locate(besideCatalog catalogPath: String) -> String? {
        let directory = (catalogPath as NSString).deletingLastPathComponent
        let candidate = (directory as NSString).appendingPathComponent(SettingsFile.fileName)
        return FileManager.default.fileExists(atPath: candidate) ? candidate : nil
    }

    /// The settings of the file at `path` (of at most `limit` bytes). Paths in it (`baselineFile`,
    /// `sources`) are resolved against its folder.
    static func load(_ path: String, limit: Int) throws(UsageError) -> CheckSettings {
        var settings = CheckSettings()
        var revision: String?
        var file: String?
        try SettingsFile.read(path, section: "strings", limit: limit) { name, reader in
            let start = reader.valueStart
            switch name {
            case "locales":
                settings.locales = try SettingsFile.value(.locales(), of: "locales", try SettingsFile.readStrings(&reader).joined(separator: ","), at: start)
            case "ignoreKeys": settings.ignoredKeys.keys = Set(try SettingsFile.readStrings(&reader))
            case "ignoreGlobs": settings.ignoredKeys.globs = try SettingsFile.readStrings(&reader)
            case "severity":
                try reader.beginObject()
                while let kindName = try reader.nextKey() {
                    let valueStart = reader.valueStart
                    let level = try reader.readString()
                    guard let kind = ProblemKind(rawValue: kindName) else {
                        throw SettingsFile.Invalid("\"\(kindName)\" is not a problem kind (\(ProblemKind.allCases.map(\.rawValue).joined(separator: ", ")))", at: valueStart)
                    }
                    guard let severity = SeverityOverride.level(level) else {
                        throw SettingsFile.Invalid("severity \"\(level)\" is not error, warning or off", at: valueStart)
                    }
                    settings.severity[kind] = severity
                }
            case "minCoverage":
                let value = try reader.readDouble()
                guard (0...100).contains(value) else { throw SettingsFile.Invalid("minCoverage must be between 0 and 100", at: start) }
                settings.minCoverage = value
            case "strict": settings.strict = try reader.readBool()
            case "baseline": revision = try reader.readString()
            case "baselineFile": file = SettingsFile.resolve(try reader.readString(), besideSettings: path)
            case "sources":
                let directory = (path as NSString).deletingLastPathComponent
                settings.sources = try SettingsFile.readStrings(&reader).map { SourceTree.resolve($0, against: directory) }
            case "sourcesExclude": settings.sourcesExcluded = try SettingsFile.readStrings(&reader)
            case "dynamicKeys": settings.dynamicKeys = try SettingsFile.readStrings(&reader)
            case "keyPatterns":
                let (names, unknownAt) = try readKeyPatterns(&reader)
                if let unknownAt {
                    throw SettingsFile.Invalid("a key pattern has only \"call\" (a call such as L10n.tr or an argument label such as labelKey)", at: unknownAt)
                }
                settings.keyPatterns = names
            default:
                throw SettingsFile.Invalid("unknown member \"strings.\(name)\" (known: \(members.joined(separator: ", ")))", at: start)
            }
        }
        if revision != nil && file != nil {
            throw UsageError("\(path): give either strings.baseline or strings.baselineFile, not both")
        }
        settings.baseline = revision.map(CheckSettings.Baseline.revision) ?? file.map(CheckSettings.Baseline.file)
        return settings
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
