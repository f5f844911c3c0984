import Foundation
import StringCatalog
import TrackerStore

/// The `trackerkit` tool: dispatches to a command and turns every error into one line on
/// stderr and the exit code scripts rely on.
enum TrackerKitCLI {
    static let version = "0.1.0"

    /// Every command, in the order `--help` lists them.
    static let commands: [CommandEntry] = [
        ReportCommand.entry,
        StreaksCommand.entry,
        ExportCommand.entry,
        OrderCommand.entry,
        StringsCommand.entry,
    ]

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

        With no --store the bundled sample store (\(BundledData.sampleStorePath)) is used.
        Exit codes: 0 done or check passed, 1 a check found problems, 2 usage error or invalid input.

        """
        return text
    }

    static func run(arguments: [String], context: CommandContext) -> ExitCode {
        let console = context.console
        guard let first = arguments.first else {
            console.out(helpText)
            return .success
        }
        switch first {
        case "--help", "-h", "help":
            if first == "help", arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.out(command.helpText)
            } else {
                console.out(helpText)
            }
            return .success
        case "--version":
            console.out("trackerkit \(version)\n")
            return .success
        default:
            break
        }
        guard let commandType = commands.first(where: { $0.name == first }) else {
            let names = commands.map(\.name).joined(separator: ", ")
            console.error("unknown command '\(first)' (commands: \(names)); see 'trackerkit --help'")
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
        } catch let error as StoreError {
            console.error(error.description)
            return .usageOrInputError
        } catch let error as CatalogError {
            console.error(error.description)
            return .usageOrInputError
        } catch let error as OutputError {
            console.error(error.description)
            return .usageOrInputError
        } catch {
            console.error(String(describing: error))
            return .usageOrInputError
        }
    }
}
