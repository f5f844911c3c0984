import SharpTools

/// JSON string quoting shared by the parser's key paths and the catalog writer.
package enum JSONText {
    /// `text` as a JSON string literal (the one escaping rule of the package, in SharpTools).
    package static func quote(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count + 2)
        JSONValue.writeString(text, to: &out)
        return out
    }
}
