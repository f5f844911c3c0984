/// A count with its English noun in the right number, for the tool's own messages: "1 file",
/// "2 files" (the report's words are the catalog's, with its plural rules).
package enum Plural {
    /// `count` and `noun`, or `plural` (default: the noun and "s") unless the count is 1.
    package static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? noun : plural ?? noun + "s")
    }
}
