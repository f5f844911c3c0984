import StringCatalog

/// The last few tokens a pass over a file has seen — kind, text and line, not the token's
/// pieces — in a ring, so keeping them costs no array shifting and no copies of literals.
/// Also the words the key-discovery passes react to, looked up once per identifier rather than
/// compared one by one.
struct TokenTrail {
    struct Mark {
        var kind: SwiftLexer.Kind
        var text: String
        var line: Int
        /// The byte of a one-byte punctuation token (0 for others).
        var byte: UInt8
    }

    private var marks: [Mark]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        marks = Array(repeating: Mark(kind: .punctuation, text: "", line: 0, byte: 0), count: capacity)
    }

    mutating func push(_ token: SwiftLexer.Token) {
        head = head + 1 == marks.count ? 0 : head + 1
        marks[head] = Mark(kind: token.kind, text: token.kind == .string ? "" : token.text, line: token.line, byte: Self.byte(of: token))
        if count < marks.count { count += 1 }
    }

    /// The token `back` places back (1: the last one), or nil when there are fewer.
    subscript(back: Int) -> Mark? {
        guard back >= 1, back <= count else { return nil }
        let index = head - (back - 1)
        return marks[index < 0 ? index + marks.count : index]
    }

    /// Whether the token `back` places back is the punctuation `byte`.
    func isPunctuation(_ back: Int, _ byte: UInt8) -> Bool {
        self[back]?.byte == byte
    }

    /// The byte of a one-byte punctuation token, else 0.
    static func byte(of token: SwiftLexer.Token) -> UInt8 {
        guard token.kind == .punctuation else { return 0 }
        let utf8 = token.text.utf8
        return utf8.count == 1 ? utf8.first ?? 0 : 0
    }

    /// The words the passes react to.
    enum Word {
        case declaration, control, returnWord, caseWord, defaultWord, previewProvider, keyType, initWord, subscriptWord, selfWord, staticWord, forKey, localized
    }

    static let words: [String: Word] = {
        var words: [String: Word] = [:]
        for word in ["var", "let", "func", "enum", "struct", "class", "extension", "actor", "protocol", "deinit", "typealias", "import"] {
            words[word] = .declaration
        }
        for word in ["if", "switch", "guard", "else", "for", "while", "do", "repeat", "catch", "get"] { words[word] = .control }
        for word in LocalizingAPIs.literalTypes { words[word] = .keyType }
        words["return"] = .returnWord
        words["case"] = .caseWord
        words["default"] = .defaultWord
        words["PreviewProvider"] = .previewProvider
        words["init"] = .initWord
        words["subscript"] = .subscriptWord
        words["self"] = .selfWord
        words["static"] = .staticWord
        words["forKey"] = .forKey
        words["localized"] = .localized
        return words
    }()
}
