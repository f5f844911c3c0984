import StringCatalog
import SharpTools
import CatalogCode

/// A dictionary of an old-style property list, with the line of its opening brace and of each
/// key (so that a reader of the values can say where a wrong one is), and its keys in the order
/// of the text.
package struct PropertyListDictionary: Sendable, Equatable {
    /// The 1-based line of the `{`.
    package let line: Int
    /// The keys in the order they appear.
    package private(set) var keys: [String] = []
    private var entries: [String: Entry] = [:]

    private struct Entry: Sendable, Equatable {
        var value: PropertyListValue
        var line: Int
    }

    package init(line: Int) {
        self.line = line
    }

    package subscript(key: String) -> PropertyListValue? {
        entries[key]?.value
    }

    package var count: Int { keys.count }

    /// The line of `key` (the dictionary's own line when the key is not there).
    package func line(of key: String) -> Int {
        entries[key]?.line ?? line
    }

    /// Adds `value` under `key`, written on `line`; false (and no change) when the key is there
    /// already.
    package mutating func insert(_ value: PropertyListValue, forKey key: String, line: Int) -> Bool {
        guard entries[key] == nil else { return false }
        entries[key] = Entry(value: value, line: line)
        keys.append(key)
        return true
    }

    /// The string under `key`; nil when there is none; a `Failure` naming `what` when the value
    /// is of another kind.
    package func string(_ key: String, of what: String) throws(PropertyListText.Failure) -> String? {
        guard let value = self[key] else { return nil }
        guard case .string(let text) = value else { throw mismatch(key, of: what, expected: "a string", found: value) }
        return text
    }

    /// The string under the first of `keys` that has a value; nil when none has.
    package func string(_ keys: [String], of what: String) throws(PropertyListText.Failure) -> String? {
        for key in keys where self[key] != nil { return try string(key, of: what) }
        return nil
    }

    /// The strings of the list under `key` (empty when there is none); a `Failure` when the
    /// value is not a list of strings.
    package func strings(_ key: String, of what: String) throws(PropertyListText.Failure) -> [String] {
        guard let value = self[key] else { return [] }
        guard case .array(let items) = value else { throw mismatch(key, of: what, expected: "a list", found: value) }
        var strings: [String] = []
        strings.reserveCapacity(items.count)
        for item in items {
            guard case .string(let text) = item else { throw mismatch(key, of: what, expected: "a list of strings", found: item) }
            strings.append(text)
        }
        return strings
    }

    /// The dictionary under `key`; nil when there is none; a `Failure` for another kind.
    package func dictionary(_ key: String, of what: String) throws(PropertyListText.Failure) -> PropertyListDictionary? {
        guard let value = self[key] else { return nil }
        guard case .dictionary(let dictionary) = value else { throw mismatch(key, of: what, expected: "a dictionary", found: value) }
        return dictionary
    }

    private func mismatch(_ key: String, of what: String, expected: String, found: PropertyListValue) -> PropertyListText.Failure {
        PropertyListText.Failure(line: line(of: key), message: "\(what): \(key) is \(found.kindName), not \(expected)")
    }
}
