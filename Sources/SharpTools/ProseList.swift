/// Names joined the way help texts and messages list them: "a", "a or b", "a, b or c".
package enum ProseList {
    /// `items` separated by commas, the last two by ` conjunction ` ("or", "and", "nor").
    package static func joined(_ items: [String], _ conjunction: String) -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " " + conjunction + " " + last
    }
}
