/// The table fitted to a terminal of a given width (the text `streaks` table): widths in
/// terminal columns, a long title on two lines, and cells of chosen columns shortened when the
/// table would still be too wide.
extension MarkdownTable {
    /// Like `renderAligned(trimmingTrailingSpaces: true)`, but for a terminal `width` columns
    /// wide: widths count terminal columns (`TerminalText.columns`: an emoji takes two); a title
    /// wider than every cell below it is broken at a space onto two lines (the second line
    /// level with the one-line titles); and while the table is wider than `width`, the widest of
    /// the `shortenable` columns is narrowed, its cells cut with "…", never below its title or
    /// `minimumWidth`.
    public func renderFitting(_ width: Int, shortenable: Set<Int>, minimumWidth: Int = 8) -> String {
        let gap = 2
        let cells = rows.map { row in columns.indices.map { $0 < row.count ? row[$0].plainText : "" } }
        let titleLines = columns.indices.map { index in
            Self.titleLines(columns[index].title.plainText, cellWidth: cells.map { TerminalText.columns($0[index]) }.max() ?? 0)
        }
        let titleWidths = titleLines.map { $0.map(TerminalText.columns).max() ?? 0 }
        var widths = columns.indices.map { index in max(titleWidths[index], cells.map { TerminalText.columns($0[index]) }.max() ?? 0) }
        var total: Int { widths.reduce(0, +) + gap * (widths.count - 1) }
        while total > width {
            let candidates = shortenable.filter { widths.indices.contains($0) && widths[$0] > max(minimumWidth, titleWidths[$0]) }
            guard let widest = candidates.max(by: { (widths[$0], -$0) < (widths[$1], -$1) }) else { break }
            let nextWidest = candidates.filter { $0 != widest }.map { widths[$0] }.max() ?? 0
            let narrowed = max(minimumWidth, titleWidths[widest], nextWidest, widths[widest] - (total - width))
            widths[widest] = min(widths[widest] - 1, narrowed)
        }
        var lines: [[String]] = []
        let titleRows = titleLines.map(\.count).max() ?? 1
        for row in 0..<titleRows {
            // Titles sit on the last title line; a broken one starts above.
            lines.append(titleLines.map { $0.count == titleRows ? $0[row] : (row == titleRows - 1 ? $0[0] : "") })
        }
        lines += cells.map { row in row.indices.map { shortenable.contains($0) ? TerminalText.cut(row[$0], toColumns: widths[$0]) : row[$0] } }
        return lines.map { line in
            var text = line.indices.map { index in
                let padding = String(repeating: " ", count: max(0, widths[index] - TerminalText.columns(line[index])))
                return columns[index].alignment == .right ? padding + line[index] : line[index] + padding
            }.joined(separator: String(repeating: " ", count: gap))
            while text.last == " " { text.removeLast() }
            return text + "\n"
        }.joined()
    }

    /// `title` as one line, or — when it is wider than the column's cells and has a space —
    /// two, broken at the space that makes the wider line narrowest.
    static func titleLines(_ title: String, cellWidth: Int) -> [String] {
        guard TerminalText.columns(title) > cellWidth else { return [title] }
        var best: [String] = [title]
        var bestWidth = TerminalText.columns(title)
        for index in title.indices where title[index] == " " {
            let first = String(title[..<index])
            let second = String(title[title.index(after: index)...])
            let wider = max(TerminalText.columns(first), TerminalText.columns(second))
            if !first.isEmpty, !second.isEmpty, wider < bestWidth {
                best = [first, second]
                bestWidth = wider
            }
        }
        return best
    }
}
