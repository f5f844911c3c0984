import SharpTools
import StringCatalog

/// One locale's file of a split catalog (`strings split`, `strings join`): small, stable JSON
/// that a translator edits and a pull request shows a unit at a time.
///
/// ```
/// {
///   "locale" : "de",
///   "sourceLanguage" : "en",
///   "strings" : {
///     "%lld entries" : {
///       "comment" : "Count on the list",
///       "plural.one" : {
///         "source" : "%lld entry",
///         "state" : "translated",
///         "value" : "%lld Eintrag"
///       },
///       …
///     },
///     "Settings" : {
///       "source" : "Settings",
///       "value" : ""
///     }
///   }
/// }
/// ```
///
/// Every key the catalog translates (not `shouldTranslate: false`), in Xcode's order and Xcode's
/// layout (2 spaces, `" : "`), one member a line; per unit of the locale — the units `strings export` lists, empty
/// ones for what is missing — the source text beside the translation and its state. A plain
/// string's unit is the key's own members; a variation or substitution is a member named by
/// its path (`plural.one`, `device.iphone/plural.other`, `substitutions.count/plural.few`).
/// The entry's `comment` and each `source` are there to read; `strings join` takes `value` and
/// `state` back (by `TranslationImporter`'s rules, so a `source` that is no longer the
/// catalog's makes the unit `needs_review`).
package enum SplitFile {
    /// The file name of a locale's file in the split folder.
    package static func name(of locale: String) -> String { locale + ".json" }

    /// The file of `locale`, ending with a line break. Keys in Xcode's order; in a key the
    /// comment first, then the plain string's unit, then the variations in Xcode's order; in a
    /// unit `source`, `state`, `value`.
    package static func render(_ catalog: StringCatalog, locale: String) -> String {
        var keys: [String: (plain: [(String, CatalogNode)], paths: [(String, CatalogNode)])] = [:]
        for row in TranslationTable.rows(for: catalog, locales: [locale]) {
            var unit: [(String, CatalogNode)] = [("source", .string(row.source))]
            if !row.state.isEmpty { unit.append(("state", .string(row.state))) }
            unit.append(("value", .string(row.translation)))
            let path = row.path.description
            if path.isEmpty {
                keys[row.key, default: ([], [])].plain += unit
            } else {
                keys[row.key, default: ([], [])].paths.append((path, .object(unit)))
            }
        }
        let strings = keys.keys.sorted(by: StringCatalogWriter.xcodeOrder).map { key -> (String, CatalogNode) in
            let members = keys[key] ?? ([], [])
            let comment = catalog.entry(for: key)?.comment.map { [("comment", CatalogNode.string($0))] } ?? []
            return (key, .object(comment + members.plain + members.paths.sorted { StringCatalogWriter.xcodeOrder($0.0, $1.0) }))
        }
        let tree = CatalogNode.object([
            ("locale", .string(locale)), ("sourceLanguage", .string(catalog.sourceLanguage)), ("strings", .object(strings)),
        ])
        var out = ""
        CatalogLayoutStyle.xcodeAsGiven.render(tree, indent: "", into: &out)
        return out + "\n"
    }

    /// What a split file says: its locale and source language, and a row per unit with a
    /// `value` (the line of that `value`, where the translator typed it).
    package struct Contents: Sendable {
        package var locale: String
        package var sourceLanguage: String?
        package var rows: [TranslationImporter.Row]
    }

    /// Reads a split file; anything that is not one — not JSON, a member it does not know, a
    /// name given twice, a text where an object belongs — is an input error with its line.
    package static func read(_ bytes: [UInt8], file: String) throws(TranslationImport.InputError) -> Contents {
        var reader = SplitFileReader(bytes: bytes, file: file)
        return try reader.read()
    }
}
