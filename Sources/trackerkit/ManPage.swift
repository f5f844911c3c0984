import CommandLineKit
import CommandFiles

/// `trackerkit help --man`: the man page `trackerkit.1` (roff, man macros), from the same
/// command definitions as help and completions. `make install` writes it to share/man/man1.
enum ManPage {
    private static func roff(_ text: String) -> String { ManPageText.roff(text) }

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
        .RB \(ShellCompletions.shells.joined(separator: " | "))
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
        page += ManPageText.commandSections(TrackerKitCLI.tool)
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
}
