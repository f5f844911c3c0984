import Foundation
import StringCatalog

/// A source text with its placeholders replaced by tokens for a machine translation command:
/// `Hello %1$@, %lld new` becomes `Hello {{1}}, {{2}} new`. A translation service or a
/// language model leaves such tokens alone far more reliably than `%1$@`, which they rewrite
/// (`%A`, `% 1 $ @`, `%1$s`). The command must give every token back exactly once; `restore`
/// puts the placeholders back and says what is wrong when it cannot.
///
/// Placeholders are the format specifiers (`%@`, `%1$lld`, `%.2f`, `%#@name@`, and `%arg` in a
/// substitution) and `%%`. Tokens are `{{N}}`, or `⟦N⟧` when the source itself has `{{` or `}}`.
package struct ProtectedText: Sendable, Equatable {
    /// One placeholder and the token that stands for it.
    package struct Placeholder: Sendable, Equatable {
        package var token: String
        package var text: String
        /// Whether the placeholder takes the next argument (`%@`, `%lld`, `%#@name@` without
        /// `n$`): such placeholders must keep their order, or the arguments change places.
        package var takesNextArgument: Bool
    }

    /// The text with tokens.
    package let text: String
    package let placeholders: [Placeholder]
    private let opener: String
    private let closer: String

    /// - Parameter inSubstitution: the text is a substitution's, where `%arg` stands for its argument.
    package init(_ source: String, inSubstitution: Bool = false) {
        let braces = !source.contains("{{") && !source.contains("}}")
        opener = braces ? "{{" : "⟦"
        closer = braces ? "}}" : "⟧"
        var pieces: [(range: Range<Int>, ordered: Bool)] = FormatSpecifier.parse(source, argPlaceholder: inSubstitution).map {
            ($0.utf8Range, !$0.isPositional && !$0.isArgPlaceholder)
        }
        let bytes = Array(source.utf8)
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), bytes[index + 1] == UInt8(ascii: "%"), !pieces.contains(where: { $0.range.contains(index) }) {
                pieces.append((index..<(index + 2), false))
                index += 2
            } else {
                index += 1
            }
        }
        pieces.sort { $0.range.lowerBound < $1.range.lowerBound }
        var text = ""
        var placeholders: [Placeholder] = []
        var cursor = 0
        for piece in pieces where piece.range.lowerBound >= cursor {
            text += String(decoding: bytes[cursor..<piece.range.lowerBound], as: UTF8.self)
            let token = opener + String(placeholders.count + 1) + closer
            placeholders.append(Placeholder(token: token, text: String(decoding: bytes[piece.range], as: UTF8.self), takesNextArgument: piece.ordered))
            text += token
            cursor = piece.range.upperBound
        }
        text += String(decoding: bytes[cursor...], as: UTF8.self)
        self.text = text
        self.placeholders = placeholders
    }

    /// The answer with its tokens replaced by the placeholders; or what is wrong with the
    /// tokens: one missing, given twice, unknown, or out of order where the order matters.
    package func restore(_ answer: String) -> Result<String, RestoreProblems> {
        var problems: [String] = []
        var positions: [(Placeholder, String.Index)] = []
        for placeholder in placeholders {
            let found = answer.ranges(of: placeholder.token)
            if found.isEmpty {
                problems.append("\(placeholder.token) (\(placeholder.text)) is missing")
            } else if found.count > 1 {
                problems.append("\(placeholder.token) (\(placeholder.text)) is given \(found.count) times")
            } else {
                positions.append((placeholder, found[0].lowerBound))
            }
        }
        for unknown in tokens(in: answer) where !placeholders.contains(where: { $0.token == unknown }) {
            problems.append("\(unknown) is no token of the source")
        }
        let ordered = positions.filter { $0.0.takesNextArgument }
        if zip(ordered, ordered.dropFirst()).contains(where: { $0.1 > $1.1 }) {
            let shown = ordered.map { "\($0.0.token) (\($0.0.text))" }.joined(separator: ", ")
            problems.append("\(shown) must keep their order: each takes the next argument (numbered ones such as %1$@ may move)")
        }
        guard problems.isEmpty else { return .failure(RestoreProblems(messages: problems)) }
        var restored = answer
        for placeholder in placeholders { restored = restored.replacingOccurrences(of: placeholder.token, with: placeholder.text) }
        return .success(restored)
    }

    /// What keeps an answer's tokens from being put back.
    package struct RestoreProblems: Error, Sendable, Equatable {
        package var messages: [String]

        package init(messages: [String]) {
            self.messages = messages
        }
    }

    /// Every text of the token form (`{{digits}}`) in `answer`.
    private func tokens(in answer: String) -> [String] {
        var found: [String] = []
        var rest = answer[...]
        while let open = rest.range(of: opener) {
            let after = rest[open.upperBound...]
            let digits = after.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, after.dropFirst(digits.count).hasPrefix(closer) {
                found.append(opener + digits + closer)
            }
            rest = after
        }
        return found
    }
}
