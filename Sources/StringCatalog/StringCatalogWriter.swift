import Foundation
import SharpTools

/// Writes a catalog exactly the way Xcode writes `.xcstrings` files, so that a file written
/// here and then opened and saved in Xcode shows no diff:
/// - 2-space indentation, `"name" : value` separators, one member per line;
/// - every object's members sorted as Xcode sorts them (Foundation's
///   `localizedStandardCompare`: case-insensitive, numbers by value, punctuation before
///   letters, ties broken by case), with the `en` locale so the order is the same everywhere;
/// - an empty object as `{`, an empty line, and `}` at the object's indentation;
/// - `/` and non-ASCII characters unescaped; `"`, `\` and control characters escaped;
/// - no newline after the final `}` (unless `trailingNewline`, e.g. to keep what a file had).
/// Fields the reader did not know are written back (re-indented, members sorted).
public enum StringCatalogWriter {
    /// The catalog as Xcode would write it.
    /// - Parameter trailingNewline: end with `\n`; nil keeps `catalog.endsWithNewline`.
    public static func write(_ catalog: StringCatalog, trailingNewline: Bool? = false) -> String {
        var out = ""
        CatalogLayoutStyle.xcode.render(tree(catalog), indent: "", into: &out)
        if trailingNewline ?? catalog.endsWithNewline { out += "\n" }
        return out
    }

    /// The catalog as the JSON tree the writer renders (members in the model's order).
    package static func tree(_ catalog: StringCatalog) -> CatalogNode {
        var members: [(String, CatalogNode)] = [
            ("sourceLanguage", .string(catalog.sourceLanguage)),
            ("strings", .object(catalog.entries.map { ($0.key, node(for: $0)) })),
        ]
        if let version = catalog.version { members.append(("version", .string(version))) }
        members += catalog.unknownFields.map { ($0.name, rawNode($0)) }
        return .object(members)
    }

    /// The sort Xcode applies to object members (`localizedStandardCompare` in the `en`
    /// locale, ties by Unicode scalars).
    public static func xcodeOrder(_ lhs: String, _ rhs: String) -> Bool {
        switch lhs.compare(rhs, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
                           range: nil, locale: sortLocale) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars)
        }
    }

    private static let sortLocale = Locale(identifier: "en")

    // MARK: Building the tree

    private static func node(for entry: CatalogEntry) -> CatalogNode {
        var members: [(String, CatalogNode)] = []
        if let comment = entry.comment { members.append(("comment", .string(comment))) }
        if let state = entry.extractionState { members.append(("extractionState", .string(state))) }
        if !entry.localizations.isEmpty {
            members.append(("localizations", .object(entry.localizations.map { ($0.locale, node(for: $0)) })))
        }
        if !entry.shouldTranslate { members.append(("shouldTranslate", .literal("false"))) }
        members += entry.unknownFields.map { ($0.name, rawNode($0)) }
        return .object(members)
    }

    private static func node(for localization: CatalogLocalization) -> CatalogNode {
        var members = contentMembers(localization.content)
        if !localization.substitutions.isEmpty {
            members.append(("substitutions", .object(localization.substitutions.map { substitution in
                var fields: [(String, CatalogNode)] = []
                if let argNum = substitution.argNum { fields.append(("argNum", .literal(String(argNum)))) }
                if let specifier = substitution.formatSpecifier { fields.append(("formatSpecifier", .string(specifier))) }
                fields += contentMembers(substitution.content)
                return (substitution.name, .object(fields))
            })))
        }
        return .object(members)
    }

    private static func contentMembers(_ content: LocalizedContent) -> [(String, CatalogNode)] {
        var members: [(String, CatalogNode)] = []
        if let unit = content.stringUnit {
            var fields: [(String, CatalogNode)] = [("state", .string(unit.state)), ("value", .string(unit.value))]
            fields += unit.unknownFields.map { ($0.name, rawNode($0)) }
            members.append(("stringUnit", .object(fields)))
        }
        if let variations = content.variations {
            members.append(("variations", .object(([variations] + variations.additional).map { selector in
                (selector.kind.name, .object(selector.cases.map { ($0.name, .object(contentMembers($0.content))) }))
            })))
        }
        members += content.unknownFields.map { ($0.name, rawNode($0)) }
        return members
    }

    private static func rawNode(_ field: UnknownField) -> CatalogNode {
        CatalogNode.read(field.json)
    }
}
