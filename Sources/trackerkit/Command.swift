import CommandLineKit
import CommandFiles

/// One subcommand of `trackerkit`: its options and the rules between them, its help text,
/// and a `run` that wires one use case and returns the exit code. Parsing, help, completions
/// and the man page come from the declarations (`CommandEntry`).
protocol Command: Sendable {
    static var name: String { get }
    /// One line for the tool's command list.
    static var summary: String { get }
    /// The arguments after the options in the synopsis (`[CATALOG…]`, `BASE OURS THEIRS`).
    static var arguments: String { get }
    /// Other forms of the command, each with the options only it takes (`--install`): the
    /// synopsis shows them after ` | `, without those options in the main form.
    static var otherForms: [CommandForm] { get }
    /// The command's options, in the order help lists them (the global ones follow).
    static var options: [any CommandOption] { get }
    /// Rules between the options (and the arguments), checked once every value was read.
    static var rules: [OptionRule] { get }
    /// Paragraphs after the option list: details, examples.
    static var discussion: String { get }
    /// Whether the command takes file arguments (`strings format CATALOG…`, `strings import FILE`).
    static var takesFiles: Bool { get }
    /// The words its first argument may be (`export logs|trackers|daily`), for completions.
    static var positionalChoices: [String] { get }

    /// The command with its arguments: parsed, every value read, every rule kept.
    init(arguments: ParsedArguments)
    func run(_ context: CommandContext) throws -> ExitCode
}

extension Command {
    static var arguments: String { "" }
    static var otherForms: [CommandForm] { [] }
    static var rules: [OptionRule] { [] }
    static var takesFiles: Bool { false }
    static var positionalChoices: [String] { [] }

    /// Every option the command takes: its own, then the global ones it does not list itself.
    static var allOptions: [OptionSpec] {
        let own = options.map(\.spec)
        return own + CommonOptions.global.map(\.spec).filter { global in !own.contains { $0.name == global.name } }
    }

    /// The synopsis after `trackerkit`, written from the declarations (`Synopsis`).
    static var synopsisLine: String {
        Synopsis.line(
            name: name, options: options.map(\.spec), exclusiveGroups: (CommonOptions.globalRules + rules).map(\.exclusiveNames),
            arguments: arguments, positionalChoices: positionalChoices, otherForms: otherForms.map { ($0.options.map(\.spec), $0.arguments) })
    }

    static func helpText(width: Int) -> String {
        let usage = HelpText.wrap("trackerkit " + synopsisLine, width: width - 7)
        let overview = HelpText.wrap(summary, width: width - 10).joined(separator: "\n          ")
        var text = "OVERVIEW: \(overview)\n\nUSAGE: " + usage.joined(separator: "\n       ")
        text += "\n\nOPTIONS:\n" + HelpText.optionRows(allOptions, width: width)
        if !discussion.isEmpty { text += "\n" + HelpText.paragraphs(discussion, width: width) + "\n" }
        return text
    }
}

/// Another form of a command (`strings diff --textconv FILE`): the options only it takes and
/// its arguments.
struct CommandForm: Sendable {
    let options: [any CommandOption]
    var arguments = ""
}

/// A command as the dispatcher sees it: plain values and a closure, built from the
/// command's type once (no existential metatypes at run time).
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    let helpText: @Sendable (_ width: Int) -> String
    /// The options (for completions and the man page), with the global ones.
    let options: [OptionSpec]
    /// What the positional arguments are (for completions): files, or nothing.
    let takesFiles: Bool
    let positionalChoices: [String]
    /// The synopsis line for the man page.
    let synopsis: String
    /// The discussion paragraphs, for the man page.
    let discussion: String
    let execute: @Sendable ([String], CommandContext) throws -> ExitCode
}

extension CommandEntry {
    /// What help, completions and the man page know of the command.
    var description: CommandDescription {
        CommandDescription(name: name, summary: summary, options: options, takesFiles: takesFiles,
                           positionalChoices: positionalChoices, synopsis: synopsis, discussion: discussion)
    }
}

extension Command {
    static var entry: CommandEntry {
        CommandEntry(name: name, summary: summary, helpText: { helpText(width: $0) }, options: allOptions, takesFiles: takesFiles,
                     positionalChoices: positionalChoices, synopsis: synopsisLine, discussion: discussion) { arguments, context in
            let parsed = try ParsedArguments(
                arguments, options: allOptions, takesPositionals: takesFiles || !positionalChoices.isEmpty, command: name)
            if parsed.wantsHelp {
                context.console.out(helpText(width: context.terminalWidth))
                return .success
            }
            for rule in CommonOptions.globalRules + rules { try rule.check(parsed, command: name) }
            for (option, text) in parsed.given {
                if let deprecation = Deprecations.value(text, of: option) { context.console.warning(deprecation.warning) }
            }
            var context = context
            context.console.showsNotes = !parsed[CommonOptions.quiet]
            context.console.isVerbose = parsed[CommonOptions.verbose]
            context.maxInputSize = parsed[CommonOptions.maxInputSize] ?? context.maxInputSize
            return try Self(arguments: parsed).run(context)
        }
    }
}
