/// Help pages laid out for a width: option rows with the one-letter form and aliases, the
/// help wrapped under its column, defaults shown, paragraphs wrapped.
package enum HelpText {
    /// `  -o, --out FILE   Output file … (default: -)` rows, wrapped to `width` columns.
    package static func optionRows(_ specs: [OptionSpec], width: Int) -> String {
        let rows = specs.map { spec -> (String, String, String?) in
            let names = spec.listedNames.joined(separator: ", ")
            let left = "  " + names + (spec.valueName.map { " " + $0 } ?? "")
            return (left, spec.help, spec.defaultText.map { "(default: \($0))" })
        } + [("  -h, --help", "Show this help.", nil)]
        // The help column starts after the longest left part, but not past half the width.
        let column = min((rows.map(\.0.count).max() ?? 0) + 2, width / 2)
        var text = ""
        for (left, help, defaultText) in rows {
            let lines = wrap(help, width: max(20, width - column), keepingTogether: defaultText)
            if left.count + 2 > column {
                text += left + "\n"
                for line in lines { text += String(repeating: " ", count: column) + line + "\n" }
            } else {
                for (index, line) in lines.enumerated() {
                    text += (index == 0 ? left.padding(toLength: column, withPad: " ", startingAt: 0) : String(repeating: " ", count: column)) + line + "\n"
                }
            }
        }
        return text
    }

    /// `text` wrapped, then `tail` (a default) on the last line when it fits there whole,
    /// else starting a line of its own.
    package static func wrap(_ text: String, width: Int, keepingTogether tail: String?) -> [String] {
        var lines = wrap(text, width: width)
        guard let tail else { return lines }
        if let last = lines.last, last.count + 1 + tail.count <= width {
            lines[lines.count - 1] = last + " " + tail
        } else {
            lines += wrap(tail, width: width)
        }
        return lines
    }

    /// Words of `text` in lines of at most `width` characters (a longer word stands alone).
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// A piece of a command's discussion: a paragraph (its lines joined), a line of an example
    /// or list (a line that starts with a space; `indent` spaces), or a blank line.
    package enum Block: Equatable {
        case paragraph(String)
        case example(indent: Int, text: String)
        case blank
    }

    /// The discussion's blocks, as help and the man page lay them out.
    package static func blocks(_ text: String) -> [Block] {
        var blocks: [Block] = []
        var paragraph: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty || line.hasPrefix(" ") {
                if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
                paragraph = []
                let indent = line.prefix { $0 == " " }.count
                blocks.append(line.isEmpty ? .blank : .example(indent: indent, text: String(line.dropFirst(indent))))
            } else {
                paragraph.append(line)
            }
        }
        if !paragraph.isEmpty { blocks.append(.paragraph(paragraph.joined(separator: " "))) }
        return blocks
    }

    /// The discussion wrapped to `width`; an example keeps its indentation, and a long one
    /// continues 4 spaces deeper.
    package static func paragraphs(_ text: String, width: Int) -> String {
        blocks(text).flatMap { block -> [String] in
            switch block {
            case .paragraph(let text):
                return wrap(text, width: width)
            case .example(let indent, let text):
                let margin = String(repeating: " ", count: indent)
                return wrap(text, width: max(20, width - indent - 4)).enumerated().map { margin + ($0.offset == 0 ? "" : "    ") + $0.element }
            case .blank:
                return [""]
            }
        }.joined(separator: "\n")
    }
}
