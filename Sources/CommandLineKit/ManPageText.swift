/// Roff (man macros) for a man page written from the command definitions: text lines
/// escaped and folded as mandoc checks them, option lines, discussions with their examples,
/// and the section of every command.
package enum ManPageText {
    /// Text for a roff line: backslashes and hyphens escaped, a leading `.` or `'` protected.
    package static func roff(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            // Non-ASCII as a named code point, as mandoc and groff both read it.
            case _ where scalar.value > 0x7F: escaped += "\\[u" + String(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)) + "]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        // Text lines of at most 78 bytes (mandoc's style check), none starting a request.
        var lines: [String] = []
        var line = ""
        for word in escaped.split(separator: " ") {
            if !line.isEmpty, line.utf8.count + 1 + word.utf8.count > 76 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        return lines.map { $0.hasPrefix(".") || $0.hasPrefix("'") ? "\\&" + $0 : $0 }.joined(separator: "\n")
    }

    /// One `.SS` section per command: its summary, synopsis, options and discussion.
    package static func commandSections(_ tool: ToolDescription) -> String {
        var page = ""
        for command in tool.allCommands {
            page += ".SS \(command.name)\n\(roff(command.summary))\n.PP\n.B \(tool.name)\n\(roff(command.synopsis))\n"
            for spec in command.options {
                page += ".TP\n" + optionLine(spec) + "\n" + roff(spec.help + (spec.defaultText.map { " (default: \($0))" } ?? "")) + "\n"
            }
            if !command.discussion.isEmpty { page += ".PP\n" + body(command.discussion) }
        }
        return page
    }

    /// `.BR \-o ", " \-\-out " " FILE` for an option with its other spellings and value.
    package static func optionLine(_ spec: OptionSpec) -> String {
        let names = spec.listedNames.map(roff)
        var line = ".BR " + names.joined(separator: " \", \" ")
        if let value = spec.valueName { line += " \" \" \\fI\(roff(value))\\fR" }
        return line
    }

    /// Discussion text as roff: examples (indented lines) as `.EX` blocks, the rest as text,
    /// blank lines as paragraph breaks.
    package static func body(_ text: String) -> String {
        var out = ""
        var inExample = false
        for block in HelpText.blocks(text) {
            if case .example(_, let line) = block {
                out += (inExample ? "" : ".EX\n") + roff(line) + "\n"
                inExample = true
                continue
            }
            if inExample { out += ".EE\n" }
            inExample = false
            if case .paragraph(let paragraph) = block { out += roff(paragraph) + "\n" } else { out += ".PP\n" }
        }
        return out + (inExample ? ".EE\n" : "")
    }
}

extension String {
    /// The string with leading zeros up to `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: max(0, count - self.count)) + self
    }
}
