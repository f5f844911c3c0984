import StringCatalog

/// A literal that is a branch of a conditional expression passed whole as a key argument —
/// `Text(c ? "A" : "B")`, nested and in parentheses alike:
/// `.help(a ? "Show page" : (b ? "Cannot hide" : "Hide page"))`. The compiler types such an
/// argument as a key only when every branch is a literal; one branch of another kind
/// (`c ? name : "B"`) makes the whole a `String`, shown verbatim.
extension SwiftKeyScanner {
    /// The key API whose argument the conditional around the literal at `index` is, or nil.
    func nestedTernaryAPI(of index: Int, in tokens: SwiftTokenWindow) -> String? {
        // The argument's start: back to the `(` or `,` that opens it, over balanced brackets.
        var depth = 0
        var position = index - 1
        var start: Int?
        while position >= 1, position > index - 64 {
            let token = tokens[position]
            if token.kind == .punctuation {
                switch TokenTrail.byte(of: token) {
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
                case UInt8(ascii: "("), UInt8(ascii: "["):
                    if depth > 0 {
                        depth -= 1
                    } else if TokenTrail.byte(of: token) == UInt8(ascii: "[") {
                        return nil
                    } else if tokens[position - 1].kind == .identifier, tokens[position - 1].start + tokens[position - 1].text.utf8.count == token.start {
                        start = position
                    }
                    // Else a parenthesized group around the literal: its argument goes on outside.
                case UInt8(ascii: ","), UInt8(ascii: "{"), UInt8(ascii: "}"):
                    if depth == 0 { return nil }
                default: break
                }
            }
            if start != nil { break }
            position -= 1
        }
        guard let open = start, Self.isPunctuation(tokens[open], "(") else { return nil }
        // Its end: the `,` or `)` at depth 0 after it.
        depth = 0
        var end = open + 1
        while end < tokens.count, end < open + Self.lookahead - 10 {
            let token = tokens[end]
            if token.kind == .punctuation {
                let byte = TokenTrail.byte(of: token)
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if byte == UInt8(ascii: ","), depth == 0 { break }
            }
            end += 1
        }
        guard end < tokens.count, let branches = Self.literalBranches(open + 1, end, in: tokens), branches.count > 1, branches.contains(index) else { return nil }
        let callee = tokens[open - 1]
        guard Self.keyCalls.contains(callee.text) || LocalizingAPIs.index[callee.text]?[.position(0)] != nil else { return nil }
        let isMember = open >= 2 && Self.isPunctuation(tokens[open - 2], ".")
        guard !Self.modifierOnly.contains(callee.text) || isMember else { return nil }
        if let memberOnly = LocalizingAPIs.index[callee.text]?[.position(0)], memberOnly, !isMember { return nil }
        return callee.text
    }

    /// The literal tokens an expression `tokens[from..<to]` can evaluate to, when it is a
    /// literal, a conditional whose branches all are (nested, in parentheses), or nil.
    static func literalBranches(_ from: Int, _ to: Int, in tokens: SwiftTokenWindow) -> [Int]? {
        guard from < to else { return nil }
        if to - from == 1 { return tokens[from].kind == .string ? [from] : nil }
        if isPunctuation(tokens[from], "("), closing(from, in: tokens) == to - 1 { return literalBranches(from + 1, to - 1, in: tokens) }
        // The first `?` of a conditional at depth 0: set apart by a space (`a?.b` is no conditional).
        var depth = 0
        var question: Int?
        var position = from
        while position < to {
            let token = tokens[position]
            if isPunctuation(token, "(") || isPunctuation(token, "[") { depth += 1 }
            if isPunctuation(token, ")") || isPunctuation(token, "]") { depth -= 1 }
            if depth == 0, isPunctuation(token, "?"), position > from, tokens[position - 1].start + tokens[position - 1].text.utf8.count < token.start {
                question = position
                break
            }
            position += 1
        }
        guard let question else { return nil }
        // Its `:`, past the conditionals nested in the first branch.
        var pending = 0
        position = question + 1
        depth = 0
        while position < to {
            let token = tokens[position]
            if isPunctuation(token, "(") || isPunctuation(token, "[") { depth += 1 }
            if isPunctuation(token, ")") || isPunctuation(token, "]") { depth -= 1 }
            if depth == 0, isPunctuation(token, "?"), tokens[position - 1].start + tokens[position - 1].text.utf8.count < token.start { pending += 1 }
            if depth == 0, isPunctuation(token, ":") {
                if pending == 0 { break }
                pending -= 1
            }
            position += 1
        }
        guard position < to, let first = literalBranches(question + 1, position, in: tokens),
              let second = literalBranches(position + 1, to, in: tokens) else { return nil }
        return first + second
    }

    /// The index of the `)` closing the `(` at `open`, or nil in reach.
    private static func closing(_ open: Int, in tokens: SwiftTokenWindow) -> Int? {
        var depth = 0
        var position = open
        while position < tokens.count, position < open + lookahead - 10 {
            if isPunctuation(tokens[position], "(") { depth += 1 }
            if isPunctuation(tokens[position], ")") {
                depth -= 1
                if depth == 0 { return position }
            }
            position += 1
        }
        return nil
    }
}
