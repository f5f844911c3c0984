import Testing
import TestSupport
import StringCatalog
@testable import Output

/// `code` and `escapeMarkdown` return text without the characters they escape unchanged,
/// without walking its characters; the result must be what the walk gives.
@Suite struct CheckFormatsMarkdownEscapingTests {
    static func referenceNewlines(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(character)
            }
        }
        return out
    }

    static func referenceCode(_ text: String) -> String {
        if text.isEmpty { return "`\u{200B}`" }
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") || longestRun > 0 ? " " : ""
        return fence + pad + referenceNewlines(text) + pad + fence
    }

    static func referenceEscape(_ text: String) -> String {
        var out = ""
        for character in referenceNewlines(text) {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "*", "_", "`", "[", "]", "\\": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    @Test func fastPathsGiveWhatTheCharacterWalkGives() {
        let pieces = ["a", "`", "`\u{301}", "<", ">", "|", "*", "_", "[", "]", "\\", "\n", "\r", "\r\n", "é", "🙂", " ", "—", "_\u{301}"]
        var generator = SeededGenerator(seed: 51)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(CheckMarkdown.code(text) == Self.referenceCode(text), "\(text.debugDescription)")
            #expect(CheckMarkdown.escape(text) == Self.referenceEscape(text), "\(text.debugDescription)")
        }
    }
}
