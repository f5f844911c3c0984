import Testing
@testable import Output

/// The terminal table that fits a width (the text `streaks` table): widths in terminal columns,
/// long titles on two lines, the chosen columns cut with "…" only when the table is too wide.
@Suite struct TerminalTableTests {
    @Test func emojiTakeTwoColumnsAndMarksNone() {
        #expect(TerminalText.columns("🟩🟩➖") == 6)
        #expect(TerminalText.columns("⚡ Medium") == 9)
        #expect(TerminalText.columns("🌪️ Zerstreut") == 12)
        #expect(TerminalText.columns("Café") == 4)
        #expect(TerminalText.columns("e\u{301}") == 1)
        #expect(TerminalText.columns("日本") == 4)
        #expect(TerminalText.columns("✓") == 1)
    }

    @Test func cuttingKeepsWholeCharactersAndEndsWithAnEllipsis() {
        #expect(TerminalText.cut("Sleep Quality", toColumns: 13) == "Sleep Quality")
        #expect(TerminalText.cut("Sleep Quality", toColumns: 8) == "Sleep Q…")
        #expect(TerminalText.cut("🟩🟩🟩", toColumns: 4) == "🟩…")
        #expect(TerminalText.columns(TerminalText.cut("日本語のトラッカー", toColumns: 8)) <= 8)
    }

    @Test func itemsAreWrappedAtTheSeparator() {
        #expect(TerminalText.lines(["aaa", "bbb", "ccc"], separator: " · ", width: 9) == ["aaa · bbb", "ccc"])
        #expect(TerminalText.lines(["a very long item"], separator: " · ", width: 5) == ["a very long item"])
        #expect(TerminalText.lines([], separator: " · ", width: 5) == [])
    }

    @Test func aTitleWiderThanItsCellsGoesOnTwoLines() {
        var table = MarkdownTable(columns: [.init("#"), .init("Tracker"), .init("Current streak"), .init("Last 14 days")])
        table.appendRow(["1", "NoAlc", "16 days", String(repeating: "🟩", count: 14)])
        #expect(table.renderFitting(100, shortenable: [1]) == """
                        Current
            #  Tracker  streak   Last 14 days
            1  NoAlc    16 days  \(String(repeating: "🟩", count: 14))

            """)
    }

    /// Only what does not fit is cut: the widest chosen column first, never below its title.
    @Test func aLongNameIsCutSoThatTheTableFits() {
        var table = MarkdownTable(columns: [.init("#"), .init("Tracker"), .init("Today"), .init("Last 14 days")])
        table.appendRow(["1", String(repeating: "Meditation ", count: 10), "not logged yet", String(repeating: "🟩", count: 14)])
        table.appendRow(["2", "Mood", "😊 Great", String(repeating: "⬜", count: 14)])
        let text = table.renderFitting(60, shortenable: [1, 2])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { TerminalText.columns($0) <= 60 }, "\(lines)")
        #expect(lines[0] == "#  Tracker       Today          Last 14 days")
        #expect(lines[1] == "1  Meditation …  not logged y…  " + String(repeating: "🟩", count: 14))
        #expect(lines[2] == "2  Mood          😊 Great       " + String(repeating: "⬜", count: 14))
        #expect(table.renderFitting(200, shortenable: [1, 2]).contains(String(repeating: "Meditation ", count: 9) + "Meditation"))
    }
}
