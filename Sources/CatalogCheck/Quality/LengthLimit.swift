import StringCatalog

/// How long a translation may be: from `[max N]` in the entry's comment, or from a `maxLength`
/// pattern of the settings that matches the key. When several apply, the smallest holds.
package struct LengthLimit: Sendable, Equatable {
    /// The most grapheme clusters (characters as a reader counts them) a translation may have.
    package var maximum: Int
    /// Where the limit comes from, as a message names it (`[max 24] in the comment`).
    package var origin: String

    package init(maximum: Int, origin: String) {
        self.maximum = maximum
        self.origin = origin
    }

    /// The smallest `[max N]` in `comment` (`[max 24]`, `[Max: 24]`), or nil.
    package static func fromComment(_ comment: String?) -> LengthLimit? {
        guard let comment, comment.utf8.contains(UInt8(ascii: "[")) else { return nil }
        let bytes = Array(comment.utf8)
        var best: Int?
        var index = 0
        while index < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "["), index + 4 < bytes.count,
                  bytes[(index + 1)...(index + 3)].map({ $0 | 0x20 }) == Array("max".utf8) else { continue }
            var cursor = index + 4
            func skipSpaces() { while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 } }
            skipSpaces()
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") || bytes[cursor] == UInt8(ascii: "=") { cursor += 1; skipSpaces() }
            var value = 0
            let digitsStart = cursor
            while cursor < bytes.count, (0x30...0x39).contains(bytes[cursor]), cursor - digitsStart < 9 {
                value = value * 10 + Int(bytes[cursor] - 0x30)
                cursor += 1
            }
            guard cursor > digitsStart else { continue }
            skipSpaces()
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "]"), value > 0 else { continue }
            best = min(best ?? value, value)
        }
        return best.map { LengthLimit(maximum: $0, origin: "[max \($0)] in the comment") }
    }

    /// The limit of an entry: the comment's and every matching pattern's, the smallest winning.
    static func of(key: String, comment: String?, patterns: [MaxLengthPattern]) -> LengthLimit? {
        var best = fromComment(comment)
        for pattern in patterns where best.map({ pattern.maximum < $0.maximum }) ?? true {
            if KeyFilter.glob(pattern.keys, matches: key) {
                best = LengthLimit(maximum: pattern.maximum, origin: "maxLength \(CatalogProblem.quoted(pattern.keys)) in the settings")
            }
        }
        return best
    }
}

/// `"maxLength": {"Tab.*": 12}` in the settings: keys matching a glob (`*`, `?`) may have at
/// most that many characters in every translation.
package struct MaxLengthPattern: Sendable, Equatable {
    package var keys: String
    package var maximum: Int

    package init(keys: String, maximum: Int) {
        self.keys = keys
        self.maximum = maximum
    }
}
