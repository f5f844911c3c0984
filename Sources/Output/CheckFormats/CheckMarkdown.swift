// To be merged with MarkdownText/the table builder by the lead.

/// The check formats' Markdown escaping and their padded text table.
enum CheckMarkdown {
    /// A Markdown code span that survives backticks in the text.
    static func code(_ text: String) -> String {
        if text.isEmpty { return "`\u{200B}`" }
        // Without a backtick the fence is one backtick and there is no padding.
        if !text.utf8.contains(UInt8(ascii: "`")) { return "`" + CheckPhrases.replacingNewlines(text) + "`" }
        var longestRun = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        let pad = text.hasPrefix("`") || text.hasSuffix("`") || longestRun > 0 ? " " : ""
        return fence + pad + CheckPhrases.replacingNewlines(text) + pad + fence
    }

    /// `text` as Markdown inline text: `<` and `>` as entities, Markdown's punctuation
    /// backslash-escaped, line breaks as `\n`.
    static func escape(_ text: String) -> String {
        // Text without any character escaped here (nor a line break) stays as it is.
        let plain = !text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "|"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "`"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"), 0x0A, 0x0D:
                return true
            default:
                return false
            }
        }
        if plain { return text }
        var out = ""
        for character in CheckPhrases.replacingNewlines(text) {
            switch character {
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "|", "*", "_", "`", "[", "]", "\\": out += "\\" + String(character)
            default: out.append(character)
            }
        }
        return out
    }

    /// Rows as a terminal table: columns two spaces apart, the first left-aligned and the
    /// others right-aligned (widths in characters), no trailing spaces.
    static func alignedTable(_ rows: [[String]]) -> String {
        var widths = [Int](repeating: 0, count: rows.first?.count ?? 0)
        for row in rows { for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) } }
        var out = ""
        for row in rows {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                cells.append(column == 0 ? cell + padding : padding + cell)
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            out += line + "\n"
        }
        return out
    }
}
