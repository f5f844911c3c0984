import StringCatalog

/// How the first pass reads a parameter's or property's type: a key type, `String`, or another
/// type by its name.
extension DeclarationCollector {
    enum TypeClass { case key, string, other }

    /// What a parameter's type is to this pass: a key type (optional too), `String`, or other.
    static func classify(_ tokens: [SwiftLexer.Token]) -> TypeClass {
        var chain: [String] = []
        var rest = tokens[...]
        while let first = rest.first, first.kind == .identifier, ["inout", "some", "any", "borrowing", "consuming", "sending", "__owned"].contains(first.text) {
            rest = rest.dropFirst()
        }
        while let first = rest.first, first.kind == .identifier {
            chain.append(first.text)
            rest = rest.dropFirst()
            guard let dot = rest.first, dot.kind == .punctuation, dot.text == "." else { break }
            rest = rest.dropFirst()
        }
        guard let base = chain.last else { return .other }
        let tail = rest.prefix { !($0.kind == .punctuation && $0.text == "=") }
        let plain = tail.allSatisfy { $0.kind == .punctuation && ($0.text == "?" || $0.text == "!") }
        guard plain else { return .other }
        if LocalizingAPIs.literalTypes.contains(base) { return .key }
        return base == "String" && chain.count == 1 ? .string : .other
    }

    /// The name a parameter's type gives (`Key`, `Strings.Key` → `Key`), for a plain type.
    static func typeName(_ tokens: [SwiftLexer.Token]) -> String? {
        var name: String?
        for token in tokens {
            if token.kind == .identifier { name = token.text; continue }
            if token.kind == .punctuation, token.text == "." { continue }
            if token.kind == .punctuation, token.text == "?" || token.text == "!" || token.text == "=" { break }
            return nil
        }
        return name
    }
}
