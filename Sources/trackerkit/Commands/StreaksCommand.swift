import Foundation
import TrackerModel
import Output

/// `trackerkit streaks`: the streak summary of every tracker, in display order.
struct StreaksCommand: Command {
    static let name = "streaks"
    static let summary = "Show current and longest streaks and jokers per tracker."
    static let locale = Option("--locale", aliases: ["--locales"], .locales("LOCALE"), "Locale of labels and headings.", default: "en (or the first of the settings file's report.locales)")
    static let format = Option("--format", short: "f", .choice(among: StreaksFormats.all) { $0.name }, "Output format.", default: StreaksFormats.names[0])
    static let options: [any CommandOption] = ReportSource.options + [locale] + ListingOptions.options + [
        format, ReportFileOptions.csvDialect, ReportFileOptions.csvHeaders,
    ]
    static let rules = ListingOptions.rules + [
        OptionRule.refuse("streaks shows one locale; --locale takes one") { ($0[locale]?.count ?? 0) > 1 },
    ]
    static let discussion = """
    Streaks follow the app's rules: the latest log of a day decides its level, jokers are earned
    every earnEveryDays successful days and heal needsGrace or empty days, and today costs
    nothing until it is decided. --format json is stable for scripts; csv is streaks.csv of the
    report set.
    """

    let arguments: ParsedArguments

    func run(_ context: CommandContext) throws -> ExitCode {
        let source = try ReportSource(arguments, locale: Self.locale, context: context)
        let outputFormat = arguments[Self.format] ?? StreaksFormats.all[0]
        let inputs = try source.load(context)
        let match = try inputs.match([source.settings.locales?.first ?? "en"], option: Self.locale, command: Self.name)[0]
        let report = inputs.report(inputs.options(match, source.listing, parts: outputFormat.needs))
        context.console.out(outputFormat.render(report, csv: source.csv))
        return .success
    }
}
