import CommandLineKit
import SharpTools
import CommandFiles

/// `trackerkit completions bash|zsh|fish`: the shell completion scripts of the command list.
enum Completions {
    static func run(_ arguments: [String], context: CommandContext) -> ExitCode {
        let shells = ShellCompletions.shells
        guard arguments.count == 1, let shell = arguments.first, shells.contains(shell) else {
            let given = arguments.joined(separator: " ")
            context.console.error("completions needs one shell: bash, zsh or fish" + (given.isEmpty ? "" : " (not \"\(given)\")") + NameSuggestion.hint(given, among: shells))
            return .usageOrInputError
        }
        context.console.out(ShellCompletions.script(for: shell, tool: TrackerKitCLI.tool))
        return .success
    }
}
