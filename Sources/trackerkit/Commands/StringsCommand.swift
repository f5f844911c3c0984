import Foundation
import Output
import SharpTools
import StringCatalog
import CommandLineKit
import CommandFiles

/// `trackerkit strings check|format|export|import|sync|merge|diff|pseudo|split|join|translate`:
/// the string catalog workflow — the CI gate, Xcode's formatting, the exchange with translators
/// (CSV, XLIFF, PO, split files, machine translation), git's merge and diff drivers, and
/// pseudo-locales. Each subcommand is a
/// `Command` of its own; this type only dispatches.
enum StringsCommand {
    static let name = "strings"
    static let summary = "String catalogs: completeness and quality gate for CI, Xcode formatting, exchange with translators (CSV, XLIFF, PO, per-locale files, machine translation), key sync with the code, git merge and diff, pseudo-locales."
    static let subcommands: [CommandEntry] = [
        StringsCheckCommand.entry, StringsFormatCommand.entry, StringsExportCommand.entry, StringsImportCommand.entry,
        StringsSyncCommand.entry, StringsMergeCommand.entry, StringsDiffCommand.entry, StringsPseudoCommand.entry,
        StringsSymbolsCommand.entry,
        StringsSplitCommand.entry, StringsJoinCommand.entry, StringsTranslateCommand.entry,
    ]

    /// The subcommands' own names (`check`), in list order.
    static var subcommandNames: [String] { subcommands.map { String($0.name.dropFirst(name.count + 1)) } }

    static var helpText: String {
        var text = "OVERVIEW: \(summary)\n\nUSAGE: trackerkit strings <subcommand> [options]\n\nSUBCOMMANDS:\n"
        let width = (subcommands.map { $0.name.count }.max() ?? 0) + 4
        for command in subcommands {
            let short = String(command.name.dropFirst("strings ".count))
            text += "  " + short.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        text += "\nSee 'trackerkit strings <subcommand> --help' for the options of each.\n"
        return text
    }

    static var entry: CommandEntry {
        CommandEntry(name: name, summary: summary, helpText: { _ in helpText }, options: [], takesFiles: false,
                     positionalChoices: [], synopsis: "strings \(subcommandNames.joined(separator: "|")) …", discussion: "") { arguments, context in
            let choices = ProseList.joined(subcommandNames, "or")
            guard let first = arguments.first else {
                throw UsageError("strings needs a subcommand: \(choices)", command: name)
            }
            if first == "--help" || first == "-h" || first == "help" {
                context.console.out(helpText)
                return .success
            }
            guard let subcommand = subcommands.first(where: { $0.name == "strings \(first)" }) else {
                if first.hasPrefix("-") {
                    throw UsageError("strings needs its subcommand first (\(choices)), before \(first)", command: name)
                }
                let names = subcommandNames
                throw UsageError("unknown strings subcommand \"\(first)\"\(NameSuggestion.hint(first, among: names)); the subcommands are \(names.joined(separator: ", "))", command: name)
            }
            return try subcommand.execute(Array(arguments.dropFirst()), context)
        }
    }
}
