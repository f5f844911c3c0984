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

    @Test func fastPathsGiveWhatTheCharacterWalkGives() {
        let pieces = ["a", "`", "`\u{301}", "<", ">", "|", "*", "_", "[", "]", "\\", "\n", "\r", "\r\n", "é", "🙂", " ", "—", "_\u{301}"]
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
