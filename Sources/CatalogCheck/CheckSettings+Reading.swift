import Foundation
import SharpTools
import StringCatalog
import CatalogCode

/// The `"strings"` member of a settings file (`.trackerkit.json` beside the catalog): the
/// check's settings, every member optional.
///
/// ```json
/// { "strings": {
///     "locales": ["en", "de"],
///     "ignoreKeys": ["DEBUG_MENU"], "ignoreGlobs": ["Debug.*"],
///     "severity": {"stale": "error", "needs-review": "off"},
///     "minCoverage": 95, "strict": false,
///     "baseline": "origin/main",           // or "baselineFile": "old/Localizable.xcstrings"
///     "sources": ["App", "Watch=Watch/Localizable.xcstrings"], "sourcesExclude": ["*/Generated/*"],
///     "keyPatterns": [{"call": "labelKey"}, {"call": "L10n.tr"}], "dynamicKeys": ["Workout.*"],
///     "glossary": "glossary.csv", "keepTerms": ["Homebrew"], "maxLength": {"Tab.*": 12},
///     "requirePresetLabels": true
/// } }
/// ```
extension CheckSettings {
    /// The members a settings file may hold; any other is an error (a misspelled gate must not
    /// pass silently).
    package static let members = [
        "locales", "ignoreKeys", "ignoreGlobs", "severity", "minCoverage", "strict", "baseline", "baselineFile",
        "sources", "sourcesExclude", "keyPatterns", "dynamicKeys", "glossary", "keepTerms", "maxLength", "requirePresetLabels",
    ]

    /// Reads the member `name` of the settings file at `settingsPath` from `reader`, positioned
    /// at its value; paths in it (`baselineFile`, `sources`) are resolved against the file's
    /// folder (`glossary` too). Throws `InvalidSetting` for a value that is not a setting, and the reader's
    /// errors for JSON that is not well-formed.
    package mutating func read(member name: String, from reader: inout JSONReader, settingsPath: String) throws {
        let start = reader.valueStart
        switch name {
        case "locales":
            locales = try SettingsValues.value(try SettingsValues.readStrings(&reader).joined(separator: ","), of: "locales", at: start, ValueText.locales)
        case "ignoreKeys": ignoredKeys.keys = Set(try SettingsValues.readStrings(&reader))
        case "ignoreGlobs": ignoredKeys.globs = try SettingsValues.readStrings(&reader)
        case "severity": try readSeverities(&reader)
        case "minCoverage":
            let value = try reader.readDouble()
            guard (0...100).contains(value) else { throw InvalidSetting("minCoverage must be between 0 and 100", at: start) }
            minCoverage = value
        case "strict": strict = try reader.readBool()
        case "baseline", "baselineFile":
            guard baseline == nil else { throw InvalidSetting("give either strings.baseline or strings.baselineFile, not both", at: start) }
            let text = try SettingsValues.readPath(&reader, member: "strings." + name)
            baseline = name == "baseline" ? .revision(text) : .file(SettingsValues.resolve(text, besideSettings: settingsPath))
        case "sources":
            let directory = (settingsPath as NSString).deletingLastPathComponent
            sources = try SettingsValues.readPaths(&reader, member: "strings.sources").map { SourceTree.resolve($0, against: directory) }
        case "sourcesExclude": sourcesExcluded = try SettingsValues.readStrings(&reader)
        case "dynamicKeys": dynamicKeys = try SettingsValues.readStrings(&reader)
        case "keyPatterns": keyPatterns = try Self.readKeyPatterns(&reader)
        case "glossary": glossary = SettingsValues.resolve(try SettingsValues.readPath(&reader, member: "strings.glossary"), besideSettings: settingsPath)
        case "keepTerms": keepTerms = try SettingsValues.readStrings(&reader)
        case "maxLength": maxLength = try Self.readMaxLength(&reader)
        case "requirePresetLabels": requirePresetLabels = try reader.readBool()
        default:
            throw InvalidSetting.unknownMember(name, of: "strings", known: Self.members, at: start)
        }
    }

    /// `{"stale": "error", "needs-review": "off"}`.
    private mutating func readSeverities(_ reader: inout JSONReader) throws {
        try reader.beginObject()
        while let kindName = try reader.nextKey() {
            let valueStart = reader.valueStart
            let level = try reader.readString()
            guard let kind = ProblemKind(rawValue: kindName) else {
                throw InvalidSetting("\"\(kindName)\" is not a problem kind (\(ProblemKind.allCases.map(\.rawValue).joined(separator: ", ")))", at: valueStart)
            }
            guard let severity = Self.severity(named: level) else {
                throw InvalidSetting("severity \"\(level)\" is not error, warning or off", at: valueStart)
            }
            self.severity[kind] = severity
        }
    }

    /// `{"Tab.*": 12}`: key globs and the most characters their translations may have.
    private static func readMaxLength(_ reader: inout JSONReader) throws -> [MaxLengthPattern] {
        var patterns: [MaxLengthPattern] = []
        try reader.beginObject()
        while let keys = try reader.nextKey() {
            let start = reader.valueStart
            guard let value = try? reader.readInt(), value > 0 else {
                throw InvalidSetting("maxLength of \(CatalogProblem.quoted(keys)) must be a whole number of characters above 0", at: start)
            }
            patterns.append(MaxLengthPattern(keys: keys, maximum: value))
        }
        return patterns
    }

    /// `[{"call": "labelKey"}, {"call": "L10n.tr"}]` → the names.
    private static func readKeyPatterns(_ reader: inout JSONReader) throws -> [String] {
        var names: [String] = []
        try reader.beginArray()
        while try reader.nextElement() {
            try reader.beginObject()
            while let member = try reader.nextKey() {
                guard member == "call" else {
                    throw InvalidSetting("a key pattern has only \"call\" (a call such as L10n.tr or an argument label such as labelKey)", at: reader.valueStart)
                }
                names.append(try reader.readString())
            }
        }
        return names
    }

    /// `error`, `warning` → that severity; `off` → drop the kind (nil inside); anything else → nil.
    package static func severity(named text: String) -> ProblemSeverity?? {
        switch text {
        case "error": return .some(.error)
        case "warning": return .some(.warning)
        case "off": return .some(nil)
        default: return nil
        }
    }

    /// `95`, `95%` or `99.5`: a minimum coverage, from 0 to 100 percent.
    package static func minimumCoverage(_ text: String) throws(InvalidValue) -> Double {
        let number = text.hasSuffix("%") ? String(text.dropLast()) : text
        guard let value = Double(number), value.isFinite, (0...100).contains(value) else {
            throw InvalidValue(text, "is not a percentage between 0 and 100")
        }
        return value
    }

    /// `--severity KIND=LEVEL`: a kind and its new severity (nil: off).
    package static func severityOverride(_ text: String) throws(InvalidValue) -> (kind: ProblemKind, severity: ProblemSeverity?) {
        let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
        guard parts.count == 2, let kind = ProblemKind(rawValue: parts[0]), let level = severity(named: parts[1]) else {
            let kinds = ProblemKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw InvalidValue(text, "is not KIND=LEVEL (kinds: \(kinds); levels: error, warning, off)")
        }
        return (kind, level)
    }
}
