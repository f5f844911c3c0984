import StringCatalog

/// The key Xcode derives from a literal with interpolations, as `LocalizedStringKey`'s
/// interpolation builds it: literal text with `%` doubled, each interpolation replaced by the
/// specifier of its type — `%lld` for integers, `%lf` for `Double`, `%f` for `Float`, `%@`
/// for strings, `Text` and formatted values, the given one for `\(x, specifier: "%.1f")`.
/// Only a type evident from the expression itself is used (a literal, a conversion such as
/// `Int(…)`, `.count`, `.formatted(…)`); any other interpolation makes the key a pattern.
extension SwiftKeyScanner {
    /// Tokens an interpolation may have for its type to be worked out; a longer expression
    /// is taken as one of no evident type (none in real code comes near).
    static let interpolationTokenLimit = 4096
    /// How deep `specifier:` literals inside `specifier:` literals are followed.
    static let specifierNestingLimit = 8

    static func key(of pieces: [SwiftLexer.Piece], nesting: Int = 0) -> (key: String, patternParts: [String]?) {
        let interpolated = pieces.contains { if case .interpolation = $0 { return true } else { return false } }
        guard interpolated else {
            return (pieces.map { if case .text(let text) = $0 { return text } else { return "" } }.joined(), nil)
        }
        var key = ""
        var parts = [""]
        var isPattern = false
        for piece in pieces {
            switch piece {
            case .text(let text):
                let escaped = text.replacingOccurrences(of: "%", with: "%%")
                key += escaped
                parts[parts.count - 1] += escaped
            case .interpolation(let source):
                if let name = parameterReference(source) {
                    // `\(\.$date)` in an App Intent's summary is the parameter, written `${date}`.
                    key += "${\(name)}"
                    parts[parts.count - 1] += "${\(name)}"
                } else if let specifier = specifier(of: source, nesting: nesting) {
                    key += specifier
                    parts[parts.count - 1] += specifier
                } else {
                    key += "%@"
                    parts.append("")
                    isPattern = true
                }
            }
        }
        return (key, isPattern ? parts : nil)
    }

    /// `name` when the interpolation is a parameter key path, `\.$name`.
    static func parameterReference(_ source: ArraySlice<UInt8>) -> String? {
        let text = source.drop { $0 == UInt8(ascii: " ") }
        guard text.starts(with: Array("\\.$".utf8)) else { return nil }
        let name = text.dropFirst(3).reversed().drop { $0 == UInt8(ascii: " ") }.reversed()
        guard !name.isEmpty, name.allSatisfy({ $0 == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return String(decoding: name, as: UTF8.self)
    }

    private static let integerTypes: Set<String> = ["Int", "Int64", "Int32", "Int16", "Int8", "UInt", "UInt64", "UInt32"]

    /// For a key with interpolations of no evident type: the key with the specifiers that
    /// `valueSpecifiers` gives the value each names (`\(total)`, `\(item.total)` → the
    /// declared `total`), `%@` for the others, and whether every gap was filled so. nil when
    /// no gap was.
    static func typedKey(of pieces: [SwiftLexer.Piece], valueSpecifiers: [String: String?]) -> (key: String, isComplete: Bool)? {
        guard !valueSpecifiers.isEmpty else { return nil }
        var key = ""
        var filled = 0, open = 0
        for piece in pieces {
            switch piece {
            case .text(let text):
                key += text.replacingOccurrences(of: "%", with: "%%")
            case .interpolation(let source):
                if let name = parameterReference(source) {
                    key += "${\(name)}"
                } else if let specifier = specifier(of: source) {
                    key += specifier
                } else if let name = valueName(source), let specifier = valueSpecifiers[name] ?? nil {
                    key += specifier
                    filled += 1
                } else {
                    key += "%@"
                    open += 1
                }
            }
        }
        return filled > 0 ? (key, open == 0) : nil
    }

    /// The last name of an interpolation that is a name or a chain of them (`total`,
    /// `self.item.total`); nil for any other expression.
    static func valueName(_ source: ArraySlice<UInt8>) -> String? {
        guard let tokens = SwiftLexer.tokens(of: source, limit: 16), tokens.count % 2 == 1 else { return nil }
        for (index, token) in tokens.enumerated() {
            let isName = index % 2 == 0
            if isName ? token.kind != .identifier : !(token.kind == .punctuation && token.text == ".") { return nil }
        }
        return tokens.last?.text
    }

    /// The specifier of an interpolation's expression when its type is evident, else nil.
    static func specifier(of source: ArraySlice<UInt8>, nesting: Int = 0) -> String? {
        guard nesting < specifierNestingLimit, let tokens = SwiftLexer.tokens(of: source, limit: interpolationTokenLimit),
              let first = tokens.first, let last = tokens.last else { return nil }
        func isPunctuation(_ index: Int, _ text: String) -> Bool {
            index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].text == text
        }
        // `\(value, specifier: "%.1f")`
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier && tokens[index].text == "specifier"
            && isPunctuation(index + 1, ":") && tokens[index + 2].kind == .string && isPunctuation(index - 1, ",") {
            let (given, parts) = key(of: tokens[index + 2].pieces, nesting: nesting + 1)
            return parts == nil ? given : nil
        }
        if tokens.count == 1 || (tokens.count == 2 && isPunctuation(0, "-")) {
            switch last.kind {
            case .number: return last.isFloat ? "%lf" : "%lld"
            case .string: return "%@"
            default: return nil
            }
        }
        // A conversion: `Int(x)`, `Double(x)`, `String(x)`, `Text(…)`, spanning the whole expression.
        if first.kind == .identifier, isPunctuation(1, "("), isPunctuation(tokens.count - 1, ")"), closes(tokens, from: 1) {
            if integerTypes.contains(first.text) { return "%lld" }
            switch first.text {
            case "Double", "CGFloat": return "%lf"
            case "Float": return "%f"
            case "String", "Text", "AttributedString": return "%@"
            default: break
            }
        }
        let count = tokens.count
        // `x ?? 0`, `name ?? "Unknown"`: the default's type is the value's.
        if count >= 4, last.kind == .number || last.kind == .string, isPunctuation(count - 2, "?"), isPunctuation(count - 3, "?"),
           tokens[count - 2].start == tokens[count - 3].start + 1 {
            return last.kind == .string ? "%@" : last.isFloat ? "%lf" : "%lld"
        }
        if last.kind == .identifier, isPunctuation(count - 2, ".") {
            switch last.text {
            case "count": return "%lld"
            case "description", "localizedDescription", "uppercased", "lowercased": return "%@"
            default: break
            }
        }
        // `x.formatted(…)`, `x.formatted()`: a String.
        if isPunctuation(count - 1, ")"), let open = matchingOpen(tokens, closeAt: count - 1), open >= 2,
           tokens[open - 1].kind == .identifier, isPunctuation(open - 2, "."),
           ["formatted", "uppercased", "lowercased"].contains(tokens[open - 1].text) {
            return "%@"
        }
        return nil
    }

    /// Whether the `(` at `open` is closed by the last token.
    private static func closes(_ tokens: [SwiftLexer.Token], from open: Int) -> Bool {
        matchingOpen(tokens, closeAt: tokens.count - 1) == open
    }

    private static func matchingOpen(_ tokens: [SwiftLexer.Token], closeAt close: Int) -> Int? {
        var depth = 0
        var index = close
        while index >= 0 {
            let token = tokens[index]
            if token.kind == .punctuation && token.text == ")" { depth += 1 }
            if token.kind == .punctuation && token.text == "(" {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }
}
