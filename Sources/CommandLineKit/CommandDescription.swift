/// What help, the shell completions and the man page know of one command: plain values, the
/// same for every tool built on this module.
package struct CommandDescription: Sendable {
    /// The name after the tool's, with its group for a subcommand (`report`, `strings check`).
    package let name: String
    /// One line for the command list.
    package let summary: String
    /// Every option, the shared ones included, in the order help lists them.
    package let options: [OptionSpec]
    /// Whether the positional arguments are files (completions offer paths).
    package let takesFiles: Bool
    /// The words the first argument may be (`export logs|trackers|daily`).
    package let positionalChoices: [String]
    /// The synopsis after the tool's name.
    package let synopsis: String
    /// Paragraphs after the option list: details, examples.
    package let discussion: String

    package init(name: String, summary: String, options: [OptionSpec], takesFiles: Bool, positionalChoices: [String], synopsis: String, discussion: String) {
        self.name = name
        self.summary = summary
        self.options = options
        self.takesFiles = takesFiles
        self.positionalChoices = positionalChoices
        self.synopsis = synopsis
        self.discussion = discussion
    }
}

/// A tool as its completions and man page see it: its name, its commands in list order (a
/// group among them by its name alone), and the group's subcommands. Besides these every tool
/// has `completions SHELL` and `help [COMMAND|--man]`.
package struct ToolDescription: Sendable {
    package let name: String
    package let commands: [CommandDescription]
    /// The command that only groups subcommands (`strings`), and its subcommands.
    package let groupName: String
    package let subcommands: [CommandDescription]

    package init(name: String, commands: [CommandDescription], groupName: String, subcommands: [CommandDescription]) {
        self.name = name
        self.commands = commands
        self.groupName = groupName
        self.subcommands = subcommands
    }

    /// Every command and subcommand that takes options, in list order (the group's place taken
    /// by its subcommands' entries after the other commands).
    package var allCommands: [CommandDescription] {
        commands.filter { $0.name != groupName } + subcommands
    }

    /// The first words the tool takes: its commands, `completions` and `help`.
    package var topLevel: [String] { commands.map(\.name) + ["completions", "help"] }

    /// The subcommands' own names (`check`), in list order.
    package var subcommandNames: [String] { subcommands.map { String($0.name.dropFirst(groupName.count + 1)) } }
}
