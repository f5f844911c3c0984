import Foundation
import Output
import SampleData
import SharpTools
import CommandLineKit
import CommandFiles

/// The `trackerkit` tool: dispatches to a command and turns every error into one line on
/// stderr and the exit code scripts rely on.
enum TrackerKitCLI {
    /// The release (`0.4.0`) or the commit built after it (`0.4.0-12-gabc1234`): VERSION and the
    /// commit, written at build time (Sources/version-stamp).
    static let version = BuildVersion.version

    /// Every command, in the order `--help` lists them.
    static let commands: [CommandEntry] = [
        ReportCommand.entry,
        StreaksCommand.entry,
        ExportCommand.entry,
        OrderCommand.entry,
        StringsCommand.entry,
    ]

    /// The tool as its completions and man page see it.
    static var tool: ToolDescription {
        ToolDescription(name: "trackerkit", commands: commands.map(\.description), groupName: StringsCommand.name,
                        subcommands: StringsCommand.subcommands.map(\.description))
    }

    /// Every command and subcommand (`strings check`, …), for help, completions and the man page.
    static var allCommands: [CommandEntry] {
        commands.filter { $0.name != StringsCommand.name } + StringsCommand.subcommands
    }

    static var helpText: String {
        var text = """
        OVERVIEW: Reports, streaks, display order and translation checks for Lean Health Timer tracker data.

        USAGE: trackerkit <command> [options]
               trackerkit <command> --help
               trackerkit --version

        COMMANDS:

        """
        let width = (commands.map { $0.name.count }.max() ?? 0) + 4
        for command in commands {
            text += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += """

          \("trackerkit completions \(ShellCompletions.shells.joined(separator: "|"))".padding(toLength: 39, withPad: " ", startingAt: 0))shell completions
          \("trackerkit help --man".padding(toLength: 39, withPad: " ", startingAt: 0))the man page

        With no --store (and no report.store in the settings file) the sample store built into
        trackerkit (\(BundledSample.storeSource)) is used, with a warning on stderr.
        Exit codes: 0 done or check passed, 1 a check found problems, 2 usage error or invalid input.

        """
        return text
    }

    /// The tool's own options, as the first argument.
    static let toolOptions = ["--help", "--version"]

    /// What is wrong with a first argument that names no command, and what was meant: the
    /// version as other tools spell it (`version`, `-V`), a mistyped option of the tool or a
    /// command's option given before the command.
    static func unknownCommandMessage(_ first: String) -> String {
        let names = commands.map(\.name) + ["completions", "help"]
        let listed = "(commands: \(names.joined(separator: ", "))); see 'trackerkit --help'"
        if first == "version" { return "unknown command 'version' (did you mean --version?) \(listed)" }
        guard first.hasPrefix("-") else { return "unknown command '\(first)'\(NameSuggestion.hint(first, among: names)) \(listed)" }
        let option = String(first.prefix { $0 != "=" })
        if option == "-V" { return "unknown option -V (did you mean --version?); see 'trackerkit --help'" }
        if toolOptions.contains(option) { return "option \(option) takes no value; see 'trackerkit --help'" }
        if let suggestion = NameSuggestion.closest(to: option, among: toolOptions) {
            return "unknown option \(option) (did you mean \(suggestion)?); see 'trackerkit --help'"
        }
        let takers = commands.filter { command in command.options.contains { $0.spellings.contains(option) } }.map(\.name)
        guard let firstTaker = takers.first else { return "unknown option \(option); see 'trackerkit --help'" }
        return "\(option) is an option of \(ProseList.joined(takers.map { "'\($0)'" }, "and")): the command comes first (trackerkit \(firstTaker) \(option) …); see 'trackerkit --help'"
    }

    static func run(arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard let first = arguments.first else {
            console.out(helpText)
            return .success
        }
        switch first {
        case "--help", "-h", "help":
            let rest = Array(arguments.dropFirst())
            if rest == ["--man"] {
                console.out(ManPage.text(version: version))
            } else if let command = allCommands.first(where: { $0.name == rest.joined(separator: " ") }) {
                console.out(command.helpText(context.terminalWidth))
            } else if rest.isEmpty || first != "help" {
                console.out(helpText)
            } else {
                let names = allCommands.map(\.name)
                console.error("no help for '\(rest.joined(separator: " "))'\(NameSuggestion.hint(rest.joined(separator: " "), among: names)); see 'trackerkit --help'")
                return .usageOrInputError
            }
            return .success
        case "--version":
            console.out("trackerkit \(version)\n")
            return .success
        case "completions":
            return Completions.run(Array(arguments.dropFirst()), context: context)
        default:
            break
        }
        guard let commandType = commands.first(where: { $0.name == first }) else {
            console.error(unknownCommandMessage(first))
            return .usageOrInputError
        }
        do {
            return try commandType.execute(Array(arguments.dropFirst()), context)
        } catch let error as UsageError {
            // Without a command the error is about an input file (its place is in the message):
            // help would not fix it.
            let hint = error.command.map { "; see 'trackerkit \($0) --help'" } ?? ""
            console.error(error.message + hint)
            return .usageOrInputError
        } catch {
            // A store, catalog or output error: its description names the file and the place.
            console.error(String(describing: error))
            return .usageOrInputError
        }
    }
}
