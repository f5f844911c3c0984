import StringCatalog
import SharpTools
import CatalogCode

/// One value of an old-style (OpenStep) property list, the text format of `project.pbxproj`:
/// a string, binary data, an array or a dictionary. The format has no numbers or booleans —
/// `objectVersion = 77` is the string "77".
package indirect enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)

    /// The string, or nil for another kind of value.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The dictionary, or nil for another kind of value.
    package var dictionary: PropertyListDictionary? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    /// How messages name this kind of value ("a string", "a list", …).
    package var kindName: String {
        switch self {
        case .string: "a string"
        case .data: "data"
        case .array: "a list"
        case .dictionary: "a dictionary"
        }
    }
}
