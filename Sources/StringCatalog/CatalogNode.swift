import SharpTools

/// A catalog, or a part of one, as a JSON tree: what the writer renders, what a three-way
/// merge and a layout-keeping rewrite compare. Objects keep their members in the order given;
/// two objects are equal when they have the same members with equal values, in any order
/// (the writer sorts them, and a file's order carries no meaning); texts are equal when their
/// bytes are.
package indirect enum CatalogNode: Sendable, Equatable {
    case object([(String, CatalogNode)])
    case array([CatalogNode])
    case string(String)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String)

    package static func == (lhs: CatalogNode, rhs: CatalogNode) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)), let (.literal(a), .literal(b)):
            // Byte for byte, not Swift's canonical equivalence: a text that only changed its
            // Unicode normalization did change (the file's bytes did), and a merge must not
            // take one side's spelling for the other's.
            return a.utf8.elementsEqual(b.utf8)
        case let (.array(a), .array(b)):
            return a == b
        case let (.object(a), .object(b)):
            guard a.count == b.count else { return false }
            if zip(a, b).allSatisfy({ $0.0 == $1.0 }) { return zip(a, b).allSatisfy { $0.1 == $1.1 } }
            let others = Dictionary(b, uniquingKeysWith: { _, last in last })
            return a.allSatisfy { member in others[member.0].map { $0 == member.1 } ?? false }
        default:
            return false
        }
    }

    /// The members of an object (nil for any other value).
    package var members: [(String, CatalogNode)]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The member named `name` of an object (the last one, as readers keep a repeated name).
    package func member(_ name: String) -> CatalogNode? {
        members?.last { $0.0 == name }?.1
    }

    /// The node read from JSON text (an unknown field's value as written).
    static func read(_ text: String) -> CatalogNode {
        var reader = JSONReader(bytes: Array(text.utf8))
        do {
            return try read(&reader)
        } catch {
            // The text was validated when the catalog was read, so this cannot happen for a
            // parsed catalog; for a hand-built field the text is kept as given.
            return .literal(text)
        }
    }

    static func read(_ reader: inout JSONReader) throws(JSONReaderError) -> CatalogNode {
        switch try reader.peekKind() {
        case .object:
            try reader.beginObject()
            var members: [(String, CatalogNode)] = []
            while let name = try reader.nextKey() { members.append((name, try read(&reader))) }
            return .object(members)
        case .array:
            try reader.beginArray()
            var elements: [CatalogNode] = []
            while try reader.nextElement() { elements.append(try read(&reader)) }
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
}
