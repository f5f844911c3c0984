import Foundation
import SharpTools
import Synchronization

/// One subcommand of `trackerkit`, in the shape of swift-argument-parser's commands:
/// its options, its help text, and a `run` that returns the exit code.
protocol Command: Sendable {
    static var name: String { get }
    /// One line for the tool's command list.
    static var summary: String { get }
    /// The synopsis after `trackerkit` (e.g. `order [--store PATH] …`); built from the options when nil.
    static var synopsis: String? { get }
    static var options: [OptionSpec] { get }
    /// Paragraphs after the option list: details, examples.
    static var discussion: String { get }
    /// Whether the command takes file arguments (`strings format CATALOG…`, `strings import FILE`).
    static var takesFiles: Bool { get }
    /// The words its first argument may be (`export logs|trackers|daily`), for completions.
    static var positionalChoices: [String] { get }

    init(arguments: ParsedArguments) throws
    func run(_ context: CommandContext) throws -> ExitCode
}

extension Command {
    static var synopsis: String? { nil }
    static var takesFiles: Bool { false }
    static var positionalChoices: [String] { [] }

    /// Every option the command takes: its own, the global ones, `--max-input-size`.
    static var allOptions: [OptionSpec] {
        ParsedArguments.allSpecs(options) + [InputSizeOption.spec]
    }

    /// The synopsis after `trackerkit`, given or built from the options.
    static var synopsisLine: String {
        synopsis ?? ([name] + options.map { "[\($0.name)\($0.valueName.map { " \($0)" } ?? "")]" }).joined(separator: " ")
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

extension Command {
    static var entry: CommandEntry {
        CommandEntry(name: name, summary: summary, helpText: { helpText(width: $0) }, options: allOptions, takesFiles: takesFiles,
                     positionalChoices: positionalChoices, synopsis: synopsisLine, discussion: discussion) { arguments, context in
            let (arguments, limit) = try InputSizeOption.extract(arguments, command: name)
            if let limit { FileBytes.maxInputSize.store(limit, ordering: .relaxed) }
            let parsed = try ParsedArguments(arguments, specs: options, command: name)
            if parsed.wantsHelp {
                context.console.out(helpText(width: context.terminalWidth))
                return .success
            }
            if parsed.flag(CommonOptions.quiet.name) && parsed.flag(CommonOptions.verbose.name) {
                throw UsageError("--quiet and --verbose exclude each other", command: name)
            }
            var context = context
            context.console.showsNotes = !parsed.flag(CommonOptions.quiet.name)
            context.console.isVerbose = parsed.flag(CommonOptions.verbose.name)
            return try Self(arguments: parsed).run(context)
        }
    }
}
