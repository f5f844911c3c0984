/// A table — the one table builder of the tool: rendered as GitHub-flavoured Markdown
/// (`render()`: header row, alignment row, data rows) or as padded columns for a terminal
/// (`renderAligned()`).
///
/// Every rendered row has exactly the header's column count: shorter rows are padded with
/// empty cells; a row with more cells than columns is a programming error (precondition).
/// Cell content is escaped (see `MarkdownCell`) so that no `|`, backslash or line break in
/// user text can split or end a row. Output: one line per row, `| a | b |`, LF line ends,
/// no column padding (so a changed cell changes one line in a diff).
public struct MarkdownTable: Sendable, Hashable {
    public enum Alignment: Sendable, Hashable {
        /// No alignment marker (`---`): left-aligned where shown.
        case unspecified
        case left, right, center

        var delimiter: String {
            switch self {
            case .unspecified: return "---"
            case .left: return ":---"
            case .right: return "---:"
            case .center: return ":---:"
            }
        }
    }

    public struct Column: Sendable, Hashable {
        public var title: MarkdownCell
        public var alignment: Alignment

        public init(_ title: MarkdownCell, alignment: Alignment = .left) {
            self.title = title
            self.alignment = alignment
        }

        public init(_ title: String, alignment: Alignment = .left) {
            self.init(.text(title), alignment: alignment)
        }
    }

    public let columns: [Column]
    public private(set) var rows: [[MarkdownCell]] = []

    public init(columns: [Column]) {
        precondition(!columns.isEmpty, "A Markdown table needs at least one column")
        self.columns = columns
    }

    /// Appends a row of plain-text cells.
    public mutating func appendRow(_ cells: [String]) {
        appendRow(cells.map(MarkdownCell.text))
    }

    public mutating func appendRow(_ cells: [MarkdownCell]) {
        precondition(cells.count <= columns.count,
                     "Markdown row has \(cells.count) cells but the table has \(columns.count) columns")
        rows.append(cells)
    }

    /// The table, each line ending in LF.
    /// - Parameter compactDelimiterRow: `|---|---:|` instead of `| --- | ---: |` (the
    ///   `strings check` Markdown has always written the compact form; both render alike).
    public func render(compactDelimiterRow: Bool = false) -> String {
        var output = ""
        appendLine(columns.map(\.title), to: &output)
        output += "|"
        for column in columns {
            output += compactDelimiterRow ? column.alignment.delimiter + "|" : " " + column.alignment.delimiter + " |"
        }
        output += "\n"
        for row in rows {
            appendLine(row, to: &output)
        }
        return output
    }

    /// The table for a terminal: the titles, then the rows, as plain text in columns padded
    /// to their widest cell (counted in Characters) and separated by two spaces. Right-aligned
    /// columns are padded in front; a left-aligned last column is not padded. With
    /// `trimmingTrailingSpaces`, spaces at the end of each line are dropped.
    public func renderAligned(trimmingTrailingSpaces: Bool = false) -> String {
        let lines = [columns.map(\.title.plainText)] + rows.map { row in
            columns.indices.map { $0 < row.count ? row[$0].plainText : "" }
        }
        var widths = [Int](repeating: 0, count: columns.count)
        for line in lines { for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) } }
        var output = ""
        for line in lines {
            let cells = line.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                if columns[index].alignment == .right { return padding + cell }
                return index == line.count - 1 ? cell : cell + padding
            }
            var text = cells.joined(separator: "  ")
            if trimmingTrailingSpaces { while text.last == " " { text.removeLast() } }
            output += text + "\n"
        }
        return output
    }

    private func appendLine(_ cells: [MarkdownCell], to output: inout String) {
        output += "|"
        for index in columns.indices {
            let content = index < cells.count ? cells[index].escaped : ""
            output += content.isEmpty ? " |" : " " + content + " |"
        }
        output += "\n"
    }
}

/// One table cell.
public enum MarkdownCell: Sendable, Hashable {
    /// Plain text (user input, catalog strings, numbers): shown exactly as written. Markdown
    /// syntax is escaped as in `MarkdownText.escapeInline`, `|` becomes `\|`, a backslash
    /// `\\`, line breaks (LF, CR, CRLF, U+0085, U+2028, U+2029) `<br>`; trimmed.
    case text(String)
    /// Inline Markdown written by the tool itself (e.g. `**12**`): only what would break the
    /// row is escaped — `|` becomes `\|`, line breaks `<br>`; trimmed. Never put user text here.
    case markdown(String)

    /// The cell's text as given, unescaped (for a terminal).
    public var plainText: String {
        switch self {
        case .text(let text), .markdown(let text): return text
        }
    }

    /// The cell content as it appears between the pipes.
    public var escaped: String {
        switch self {
        case .text(let text): return MarkdownText.escape(text, lineBreak: "<br>", markup: true)
        case .markdown(let markdown): return MarkdownText.escape(markdown, lineBreak: "<br>", markup: false)
        }
    }
}
