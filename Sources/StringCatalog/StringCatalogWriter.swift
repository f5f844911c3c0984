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
        var members: [(String, Node)] = [
            ("sourceLanguage", .string(catalog.sourceLanguage)),
            ("strings", .object(catalog.entries.map { ($0.key, node(for: $0)) })),
        ]
        if let version = catalog.version { members.append(("version", .string(version))) }
        members += catalog.unknownFields.map { ($0.name, rawNode($0)) }
        var out = ""
        render(.object(members), indent: 0, into: &out)
        if trailingNewline ?? catalog.endsWithNewline { out += "\n" }
        return out
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

    indirect enum Node {
        case object([(String, Node)])
        case array([Node])
        case string(String)
        /// A number, `true`, `false` or `null`, as written.
        case literal(String)
    }

    private static func node(for entry: CatalogEntry) -> Node {
        var members: [(String, Node)] = []
        if let comment = entry.comment { members.append(("comment", .string(comment))) }
        if let state = entry.extractionState { members.append(("extractionState", .string(state))) }
        if !entry.localizations.isEmpty {
            members.append(("localizations", .object(entry.localizations.map { ($0.locale, node(for: $0)) })))
        }
        if !entry.shouldTranslate { members.append(("shouldTranslate", .literal("false"))) }
        members += entry.unknownFields.map { ($0.name, rawNode($0)) }
        return .object(members)
    }

    private static func node(for localization: CatalogLocalization) -> Node {
        var members = contentMembers(localization.content)
        if !localization.substitutions.isEmpty {
            members.append(("substitutions", .object(localization.substitutions.map { substitution in
                var fields: [(String, Node)] = []
                if let argNum = substitution.argNum { fields.append(("argNum", .literal(String(argNum)))) }
                if let specifier = substitution.formatSpecifier { fields.append(("formatSpecifier", .string(specifier))) }
                fields += contentMembers(substitution.content)
                return (substitution.name, .object(fields))
            })))
        }
        return .object(members)
    }

    private static func contentMembers(_ content: LocalizedContent) -> [(String, Node)] {
        var members: [(String, Node)] = []
        if let unit = content.stringUnit {
            var fields: [(String, Node)] = [("state", .string(unit.state)), ("value", .string(unit.value))]
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

    private static func rawNode(_ field: UnknownField) -> Node {
        var reader = JSONReader(bytes: Array(field.json.utf8))
        do {
            return try readNode(&reader)
        } catch {
            // The text was validated when the catalog was read, so this cannot happen for a
            // parsed catalog; for a hand-built field the text is written as given.
            return .literal(field.json)
        }
    }

    private static func readNode(_ reader: inout JSONReader) throws(JSONReaderError) -> Node {
        switch try reader.peekKind() {
        case .object:
            try reader.beginObject()
            var members: [(String, Node)] = []
            while let name = try reader.nextKey() { members.append((name, try readNode(&reader))) }
            return .object(members)
        case .array:
            try reader.beginArray()
            var elements: [Node] = []
            while try reader.nextElement() { elements.append(try readNode(&reader)) }
            return .array(elements)
        case .string:
            return .string(try reader.readString())
        case .number:
            return .literal(try reader.readNumberText())
        case .bool:
            return .literal(try reader.readBool() ? "true" : "false")
        case .null:
            _ = try reader.readNullIfPresent()
            return .literal("null")
        }
    }

    // MARK: Rendering

    private static func render(_ node: Node, indent: Int, into out: inout String) {
        switch node {
        case .string(let text):
            out += JSONText.quote(text)
        case .literal(let text):
            out += text
        case .object(let members):
            let inner = String(repeating: " ", count: indent + 2)
            if members.isEmpty {
                out += "{\n\n" + String(repeating: " ", count: indent) + "}"
                return
            }
            out += "{\n"
            let sorted = members.sorted { xcodeOrder($0.0, $1.0) }
            for (index, member) in sorted.enumerated() {
                out += inner + JSONText.quote(member.0) + " : "
                render(member.1, indent: indent + 2, into: &out)
                out += index == sorted.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "}"
        case .array(let elements):
            let inner = String(repeating: " ", count: indent + 2)
            if elements.isEmpty {
                out += "[\n\n" + String(repeating: " ", count: indent) + "]"
                return
            }
            out += "[\n"
            for (index, element) in elements.enumerated() {
                out += inner
                render(element, indent: indent + 2, into: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: " ", count: indent) + "]"
        }
    }
}
