/// `trackerkit help --man`: the man page `trackerkit.1` (roff, man macros), from the same
/// command definitions as help and completions. `make install` writes it to share/man/man1.
enum ManPage {
    /// Text for a roff line: backslashes and hyphens escaped, a leading `.` or `'` protected.
    static func roff(_ text: String) -> String {
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

    static func text(version: String) -> String {
        var page = """
        .TH TRACKERKIT 1 2026-11-24 "trackerkit \(version)" "User Commands"
        .SH NAME
        trackerkit \\- Lean Health Timer reports, streaks and translation checks
        .SH SYNOPSIS
        .B trackerkit
        .I command
        .RI [ options ]
        .br
        .B trackerkit
        .I command
        .B \\-\\-help
        .br
        .B trackerkit completions
        .RB \(Completions.shells.joined(separator: " | "))
        .br
        .B trackerkit help \\-\\-man
        .SH DESCRIPTION
        .B trackerkit
        reads the habit\\-tracker data of the Lean Health Timer app
        \(roff("(" + CommonOptions.storeFormats + ")"))
        and the app's string catalogs, writes localized
        reports, and checks translation completeness for CI.
        The options every command takes:
        .BR \\-q ", " \\-\\-quiet
        (no notes),
        .BR \\-v ", " \\-\\-verbose
        (what was read and written),
        .B \\-\\-max\\-input\\-size
        .I SIZE
        and
        .BR \\-h ", " \\-\\-help .
        .SH COMMANDS

        """
        for command in TrackerKitCLI.allCommands {
            page += ".SS \(command.name)\n\(roff(command.summary))\n.PP\n.B trackerkit\n\(roff(command.synopsis))\n"
            for spec in command.options {
                page += ".TP\n" + optionLine(spec) + "\n" + roff(spec.help + (spec.defaultText.map { " (default: \($0))" } ?? "")) + "\n"
            }
            if !command.discussion.isEmpty { page += ".PP\n" + body(command.discussion) }
        }
        page += """
        .SH EXIT STATUS
        .TP
        .B 0
        Done, or the check passed.
        .TP
        .B 1
        A check found problems
        .RB ( "strings check" ", " "order \\-\\-check" ),
        or rows of an import were rejected.
        .TP
        .B 2
        Usage error or unreadable input: one line naming the file, the place
        and the problem.
        .SH FILES
        .TP
        .I .trackerkit.json
        Settings for
        .B report
        and
        .B strings check
        in the working directory (or
        .BR \\-\\-config ).
        .SH EXAMPLES
        .EX
        trackerkit report \\-\\-store export.json \\-\\-out /srv/www/reports \\-\\-quiet
        trackerkit strings check \\-\\-root . \\-\\-format sarif \\-o strings.sarif
        trackerkit strings export \\-\\-catalog App/Localizable.xcstrings \\-\\-format xliff \\-o l10n
        .EE
        .SH SEE ALSO
        README.md and the docs folder of the TrackerKit repository.

        """
        return page
    }

    /// `.BR \-o ", " \-\-out " " FILE` for an option with its other spellings and value.
    static func optionLine(_ spec: OptionSpec) -> String {
        let names = spec.listedNames.map(roff)
        var line = ".BR " + names.joined(separator: " \", \" ")
        if let value = spec.valueName { line += " \" \" \\fI\(roff(value))\\fR" }
        return line
    }

    /// Discussion text as roff: examples (indented lines) as `.EX` blocks, the rest as text,
    /// blank lines as paragraph breaks.
    static func body(_ text: String) -> String {
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
