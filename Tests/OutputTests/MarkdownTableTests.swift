import Testing
import TestSupport
@testable import Output

@Suite("Markdown tables and inline escaping")
struct MarkdownTableTests {
    /// The same table for a terminal: padded to the widest cell in Characters, right-aligned
    /// columns padded in front, the last left-aligned column unpadded, text unescaped.
    @Test func rendersAlignedColumnsForATerminal() {
        var table = MarkdownTable(columns: [.init("#", alignment: .right), .init("Tracker"), .init("Note")])
        table.appendRow(["1", "😀 Gut | ok", "a"])
        table.appendRow(["12", "x"])
        let header = " #  Tracker" + String(repeating: " ", count: 5) + "Note\n"
        #expect(table.renderAligned() == header + " 1  😀 Gut | ok  a\n12  x" + String(repeating: " ", count: 11) + "\n")
        #expect(table.renderAligned(trimmingTrailingSpaces: true) == header + " 1  😀 Gut | ok  a\n12  x\n")
    }

    @Test func rendersHeaderAlignmentAndRows() {
        var table = MarkdownTable(columns: [
            .init("#", alignment: .right), .init("Tracker"), .init("Streak", alignment: .center),
        ])
        table.appendRow(["1", "NoAlc", "12"])
        table.appendRow(["2", "", ""])
        #expect(table.render() == """
            | # | Tracker | Streak |
            | ---: | :--- | :---: |
            | 1 | NoAlc | 12 |
            | 2 | | |

            """)
    }

    @Test func shortRowsArePadded() {
        var table = MarkdownTable(columns: [.init("a"), .init("b"), .init("c")])
        table.appendRow(["x"])
        #expect(table.render().hasSuffix("| x | | |\n"))
    }

    @Test(arguments: [
        ("a|b", "a\\|b"),
        ("a\\b", "a\\\\b"),
        ("a\\|b", "a\\\\\\|b"),
        ("trailing\\", "trailing\\\\"),
        ("l1\nl2", "l1<br>l2"),
        ("l1\rl2", "l1<br>l2"),
        ("l1\r\nl2", "l1<br>l2"),
        ("l1\n\nl2", "l1<br><br>l2"),
        ("l1\u{2028}l2\u{2029}l3", "l1<br>l2<br>l3"),
        ("  padded \t", "padded"),
        ("\n lead", "lead"),
        ("*bold* _x_ `c` [l](u) <b>", "\\*bold\\* \\_x\\_ \\`c\\` \\[l\\](u) \\<b\\>"),
        ("|\u{301}", "\\|\u{301}"),
        ("😀 Gut", "😀 Gut"),
        ("", ""),
        ("# 1. - x", "# 1. - x"),
    ])
    func textCellEscaping(input: String, expected: String) {
        #expect(MarkdownCell.text(input).escaped == expected)
    }

    @Test func markdownCellsOnlyEscapePipesAndLineBreaks() {
        #expect(MarkdownCell.markdown("**12** | `a`\nb").escaped == "**12** \\| `a`<br>b")
    }

    @Test func hostileCellsKeepTheColumnCountAndTheirText() {
        var generator = SeededGenerator(seed: 42)
        let pieces = ["|", "\\", "\\|", "||", "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", " ", "a", "😀", "`", "*",
                      "<br>", "&amp;", "$x$", "#", "-", "1.", "|\u{301}", "\\\u{301}", "\t"]
        let columnCount = 5
        var table = MarkdownTable(columns: (0..<columnCount).map { .init("c\($0)") })
        var inputs: [[String]] = []
        for _ in 0..<2_000 {
            let row = (0..<columnCount).map { _ in
                (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            }
            inputs.append(row)
            table.appendRow(row)
        }
        let lines = table.render().split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == inputs.count + 2)
        for (line, input) in zip(lines.dropFirst(2), inputs) {
            let cells = splitMarkdownRow(String(line))
            #expect(cells.count == columnCount, "\(line)")
            guard cells.count == columnCount else { break }
            for (cell, original) in zip(cells, input) {
                // Undo the escaping: `<br>` in the raw cell can only be a line break (a literal
                // `<br>` in user text is escaped as `\<br\>`).
                let decoded = unescapeMarkdown(cell.replacingScalars("<br>", with: "\u{1}"))
                let expectedText = original.normalizedForTableCell(marker: "\u{1}")
                #expect(decoded == expectedText, "\(original.debugDescription) → \(cell.debugDescription)")
            }
        }
    }

    @Test(arguments: [
        ("NoAlc", "NoAlc"),
        ("# Not a heading", "\\# Not a heading"),
        ("- not a list", "\\- not a list"),
        ("+ not a list", "\\+ not a list"),
        ("=", "\\="),
        ("2026. Jahr", "2026\\. Jahr"),
        ("3) drei", "3\\) drei"),
        ("v1.2 - x", "v1.2 - x"),
        ("> quote", "\\> quote"),
        ("a_b*c", "a\\_b\\*c"),
        ("$5 & <tag>", "\\$5 \\& \\<tag\\>"),
        ("~~strike~~", "\\~\\~strike\\~\\~"),
        ("line1\nline2\r\nline3", "line1 line2 line3"),
        ("  trimmed  ", "trimmed"),
        ("back\\slash", "back\\\\slash"),
    ])
    func inlineEscaping(input: String, expected: String) {
        #expect(MarkdownText.escapeInline(input) == expected)
    }
}
