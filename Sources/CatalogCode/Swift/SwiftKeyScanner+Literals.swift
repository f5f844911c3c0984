import StringCatalog

extension SwiftKeyScanner {
    /// How many interpolations deep a literal is still scanned for keys (`"\(Text("A"))"` is
    /// one level); deeper code is passed over, so a hostile nesting costs no more.
    static let maxInterpolationDepth = 4

    /// Records `token`'s text in `scan.literals` (with interpolations: its key there, or its
    /// pattern in `scan.literalPatterns`). Each
    /// interpolation holding a literal is scanned as code of its own, so a key in a localizing
    /// position there (`"\(String(localized: "Done")) ✓"`) is a use, and its plain literals
    /// are possibly used; its uses are placed on the outer literal's lines.
    func collectLiterals(of token: SwiftLexer.Token, into scan: inout SourceScan, file: String, depth: Int, isShipped: Bool) {
        var plain = ""
        var hasInterpolation = false
        for piece in token.pieces {
            switch piece {
            case .text(let text):
                plain += text
            case .interpolation(let source):
                hasInterpolation = true
                // Code there with a literal or a member (`\(String(localized: .app(.title)))`) may hold a key.
                guard depth < Self.maxInterpolationDepth, source.contains(UInt8(ascii: "\"")) || source.contains(UInt8(ascii: "(")) else { continue }
                var inner = self.scan(Array(source), file: file, depth: depth + 1, isShipped: isShipped)
                for index in inner.uses.indices {
                    let nested = inner.uses[index].location
                    inner.uses[index].location = SourceLocation(
                        file: file, line: token.line + nested.line - 1, column: nested.line == 1 ? token.column : nested.column)
                }
                scan.uses += inner.uses
                scan.symbolUses += inner.symbolUses
                scan.literals.formUnion(inner.literals)
            }
        }
        guard hasInterpolation else {
            scan.literals.insert(plain)
            return
        }
        var texts = [""]
        for piece in token.pieces {
            switch piece {
            case .text(let text): texts[texts.count - 1] += text
            case .interpolation: texts.append("")
            }
        }
        scan.buildingTexts.insert(texts)
        let (key, parts) = Self.key(of: token.pieces)
        if let parts { scan.literalPatterns.insert(parts) } else { scan.literals.insert(key) }
    }

    /// A plain literal joined to something else with `+` (`"row." + id`, `prefix + ".title"`):
    /// its text starts or ends a text built at run time.
    func collectConcatenation(at index: Int, in tokens: SwiftTokenWindow, into scan: inout SourceScan) {
        let token = tokens[index]
        guard token.pieces.count == 1, case .text(let text) = token.pieces[0] else { return }
        if index + 1 < tokens.count, Self.isPunctuation(tokens[index + 1], "+") { scan.buildingTexts.insert([text, ""]) }
        if index >= 1, Self.isPunctuation(tokens[index - 1], "+") { scan.buildingTexts.insert(["", text]) }
    }
}
