import StringCatalog

/// The array literals of keys (`let tips: [LocalizedStringKey] = ["A", "B"]`), followed
/// through the scan by their brackets: a literal that is a whole element of one is a key.
struct KeyArrays {
    /// Each open key array: the bracket depth inside it and its element type; innermost last.
    private var open: [(depth: Int, type: String)] = []
    private var depth = 0

    /// Follows the brackets at `index`: a `[` after `: [KeyType] =` opens a key array.
    mutating func consume(_ index: Int, in tokens: SwiftTokenWindow) {
        let token = tokens[index]
        guard token.kind == .punctuation else { return }
        if token.text == "[" {
            depth += 1
            if index >= 4, SwiftKeyScanner.isPunctuation(tokens[index - 1], "="), SwiftKeyScanner.isPunctuation(tokens[index - 2], "]"),
               tokens[index - 3].kind == .identifier, SwiftKeyScanner.typedKeys.contains(tokens[index - 3].text),
               SwiftKeyScanner.isPunctuation(tokens[index - 4], "[") {
                open.append((depth, tokens[index - 3].text))
            }
        } else if token.text == "]" {
            if open.last?.depth == depth { open.removeLast() }
            depth = max(0, depth - 1)
        }
    }

    /// `[KeyType]` when the literal at `index` is a whole element of the innermost open key array.
    func api(of index: Int, in tokens: SwiftTokenWindow) -> String? {
        guard let innermost = open.last, innermost.depth == depth, index >= 1, index + 1 < tokens.count else { return nil }
        let before = tokens[index - 1], after = tokens[index + 1]
        guard SwiftKeyScanner.isPunctuation(before, "[") || SwiftKeyScanner.isPunctuation(before, ","),
              SwiftKeyScanner.isPunctuation(after, "]") || SwiftKeyScanner.isPunctuation(after, ",") else { return nil }
        return "[\(innermost.type)]"
    }
}
