extension StringCatalogWriter {
    /// Why a catalog is not rewritten: it holds a member twice, and rewriting it would silently
    /// drop one of the two. The description names the file, the line and both occurrences.
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The catalog read from `file` in Xcode's formatting, keeping whether the file ended with
    /// a newline; a catalog with a repeated member is refused.
    public static func formatted(_ catalog: StringCatalog, file: String) throws(Refusal) -> [UInt8] {
        if let duplicate = catalog.duplicateKeys.first {
            let place = duplicate.objectPath.isEmpty ? "the top level" : duplicate.objectPath
            throw Refusal(description: "\(file):\(duplicate.line): \"\(duplicate.name)\" occurs more than once in \(place) (lines \(duplicate.firstLine) and \(duplicate.line)); merge them before formatting")
        }
        return Array(write(catalog, trailingNewline: nil).utf8)
    }
}
