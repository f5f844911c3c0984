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

    init(arguments: ParsedArguments) throws
    func run(_ context: CommandContext) throws -> ExitCode
}

extension Command {
    static var synopsis: String? { nil }

    static var helpText: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: trackerkit "
        if let synopsis {
            text += synopsis
        } else {
            text += name
            for option in options {
                text += " [\(option.name)\(option.valueName.map { " \($0)" } ?? "")]"
            }
        }
        text += "\n\nOPTIONS:\n"
        let rows = options.map { option in
            ("  \(option.name)\(option.valueName.map { " \($0)" } ?? "")", option.help + (option.defaultText.map { " (default: \($0))" } ?? ""))
        } + [
            ("  \(InputSizeOption.spec.name) SIZE", InputSizeOption.spec.help + " (default: 2G)"),
            ("  -h, --help", "Show this help."),
        ]
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        for (left, right) in rows {
            text += left.padding(toLength: width, withPad: " ", startingAt: 0) + right + "\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}

/// A command as the dispatcher sees it: plain values and a closure, built from the
/// command's type once (no existential metatypes at run time).
struct CommandEntry: Sendable {
    let name: String
    let summary: String
    let helpText: String
    let execute: @Sendable ([String], CommandContext) throws -> ExitCode
}

extension Command {
    static var entry: CommandEntry {
        CommandEntry(name: name, summary: summary, helpText: helpText) { arguments, context in
            let (arguments, limit) = try InputSizeOption.extract(arguments, command: name)
            if let limit { FileBytes.maxInputSize.store(limit, ordering: .relaxed) }
            let parsed = try ParsedArguments(arguments, specs: options, command: name)
            if parsed.wantsHelp {
                context.console.out(helpText)
                return .success
            }
            return try Self(arguments: parsed).run(context)
        }
    }
}
