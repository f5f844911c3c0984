import SharpTools

/// Why a file could not be read as a string catalog: not JSON, not a catalog, or a member of
/// the wrong type. Carries the file, the line:column and the key path when known, and prints
/// as one line, e.g.
/// `Localizable.xcstrings:12:11: strings["Foo"].localizations.de.stringUnit: missing "value"`.
public struct CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file name as given to the reader (nil when parsing bytes without a name).
    public var file: String?
    /// 1-based line and column of the offending value.
    package var position: JSONPosition?
    /// Where in the catalog, e.g. `strings["Foo"].localizations.de.stringUnit`.
    public var keyPath: String?
    /// What is wrong.
    public var message: String

    package init(file: String?, position: JSONPosition?, keyPath: String?, message: String) {
        self.file = file
        self.position = position
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line:column: keyPath: message` (parts that are unknown are left out).
    public var description: String {
        var place = ""
        if let file { place = file }
        if let position { place += place.isEmpty ? "\(position)" : ":\(position)" }
        var parts: [String] = []
        if !place.isEmpty { parts.append(place) }
        if let keyPath, !keyPath.isEmpty { parts.append(keyPath) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}
