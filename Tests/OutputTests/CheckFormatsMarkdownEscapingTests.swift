import Testing
import TestSupport
import StringCatalog
@testable import Output

/// `MarkdownText.codeSpan` and `TerminalText.showingLineBreaks` return text without the
/// characters they treat unchanged, without walking its characters; the result must be what
/// the walk gives.
@Suite struct CheckFormatsMarkdownEscapingTests {
    static func referenceNewlines(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\r"
            default:
                // Controls (but tab) and bidi controls as `\u{1b}`, never as themselves.
                for scalar in character.unicodeScalars {
                    let value = scalar.value
                    if (value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(value) || [0x061C, 0x200E, 0x200F].contains(value)
                        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                        out += "\\u{" + String(value, radix: 16) + "}"
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
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

    @Test func fastPathsGiveWhatTheCharacterWalkGives() {
        let pieces = ["a", "`", "`\u{301}", "<", ">", "|", "*", "_", "[", "]", "\\", "\n", "\r", "\r\n", "é", "🙂", " ", "—", "_\u{301}",
                      "\u{0}", "\u{7}", "\u{1B}", "\t", "\u{7F}", "\u{9B}", "\u{202E}", "\u{2066}", "\u{200F}", "\u{061C}", "\u{2028}"]
        var generator = SeededGenerator(seed: 51)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(MarkdownText.codeSpan(text) == Self.referenceCode(text), "\(text.debugDescription)")
            #expect(TerminalText.showingLineBreaks(text) == Self.referenceNewlines(text), "\(text.debugDescription)")
        }
    }

    /// Problem messages in the Markdown check format: one escaping rule with the report's
    /// Markdown, line breaks kept visible.
    @Test func messagesUseTheOneMarkdownEscaperWithVisibleLineBreaks() {
        #expect(MarkdownText.escapeShowingLineBreaks("a|b\nc*d") == "a\\|b\\nc\\*d")
        #expect(MarkdownText.escapeShowingLineBreaks("<x>") == "\\<x\\>")
    }
}
