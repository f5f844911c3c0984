/// Where something is in a catalog, in the words of the translator CSV: a key, a locale, the
/// unit's path inside the localization (`plural.one`, `substitutions.count/plural.few`), and
/// for anything but a string unit the field (`comment`, `extractionState`, `argNum`, …).
/// Built from the member names that lead to it (`strings`, the key, `localizations`, …), so a
/// merge conflict and a diff line name places the same way.
public struct CatalogPlace: Sendable, Hashable, CustomStringConvertible {
    /// The entry's key; nil for a top-level member (`sourceLanguage`, `version`).
    public var key: String?
    public var locale: String?
    /// The unit's path (`UnitPath` text; empty for the plain unit).
    public var path: String
    /// Nil for the string unit at `path`; else what is there: `comment`, `extractionState`,
    /// `shouldTranslate`, `entry` (the whole entry), `localization`, `argNum`, … as written.
    public var field: String?

    public init(key: String?, locale: String? = nil, path: String = "", field: String? = nil) {
        self.key = key
        self.locale = locale
        self.path = path
        self.field = field
    }

    /// The place that the member names `jsonPath` lead to from the top of the file.
    package init(jsonPath: [String]) {
        guard jsonPath.count >= 2, jsonPath[0] == "strings" else {
            self.init(key: nil, field: jsonPath.joined(separator: "."))
            return
        }
        let rest = Array(jsonPath.dropFirst(2))
        guard let first = rest.first else {
            self.init(key: jsonPath[1], field: "entry")
            return
        }
        guard first == "localizations", rest.count >= 2 else {
            self.init(key: jsonPath[1], field: rest.joined(separator: "."))
            return
        }
        self.init(key: jsonPath[1], locale: rest[1])
        readUnitPath(Array(rest.dropFirst(2)))
    }

    /// The path below a localization: a substitution, then variation steps, then `stringUnit`
    /// (the unit) or something else (a field).
    private mutating func readUnitPath(_ names: [String]) {
        guard !names.isEmpty else {
            field = "localization"
            return
        }
        var unitPath = UnitPath()
        var index = 0
        if names[0] == "substitutions" && names.count >= 2 {
            unitPath.substitution = names[1]
            index = 2
        }
        while index + 2 < names.count && names[index] == "variations" {
            unitPath.steps.append(UnitPath.Step(selector: names[index + 1], name: names[index + 2]))
            index += 3
        }
        path = unitPath.description
        if index == names.count - 1 && names[index] == "stringUnit" { return }
        field = index == names.count ? "variation" : names[index...].joined(separator: ".")
    }

    /// `"KEY" [de] plural.one`, `"KEY" comment`, `"KEY" [de] substitutions.n argNum`,
    /// `sourceLanguage`.
    public var description: String {
        guard let key else { return field ?? "" }
        var text = JSONText.quote(key)
        if let locale { text += " [\(locale)]" }
        if !path.isEmpty { text += " " + path }
        if let field, field != "entry" && field != "localization" && field != "variation" { text += " " + field }
        return text
    }

    /// Whether the place is a string unit (not a field, an entry or a localization).
    public var isUnit: Bool { field == nil }
}
