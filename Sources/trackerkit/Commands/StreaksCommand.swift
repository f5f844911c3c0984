import Foundation
import TrackerModel
import Output

/// `trackerkit streaks`: the streak summary of every tracker, in display order.
struct StreaksCommand: Command {
    static let name = "streaks"
    static let summary = "Show current and longest streaks and jokers per tracker."
    static let locale = OptionSpec.value("--locale", "LOCALE", "Locale of labels and headings.", default: "en (or the first of the settings file's report.locales)")
    static let format = OptionSpec.value("--format", StreaksFormats.names.joined(separator: "|"), "Output format.", default: StreaksFormats.names[0])
    static let options: [OptionSpec] = ReportSourceOptions.specs + [locale] + ListingOptions.specs + [
        format, ReportOptionSpecs.csvDialect, ReportOptionSpecs.csvHeaders,
    ]
    static let discussion = """
    Streaks follow the app's rules: the latest log of a day decides its level, jokers are earned
    every earnEveryDays successful days and heal needsGrace or empty days, and today costs
    nothing until it is decided. --format json is stable for scripts; csv is streaks.csv of the
    report set.
    """

    let source: ReportSourceOptions
    let locale: String
    let listing: ListingOptions
    let outputFormat: any StreaksFormat
    let csv: CSVOptions

    init(arguments: ParsedArguments) throws(UsageError) {
        try CommonOptions.rejectPositionals(arguments, command: Self.name)
        source = try ReportSourceOptions(arguments: arguments, command: Self.name)
        let locales = try source.locales(arguments, option: Self.locale, fallback: "en", command: Self.name)
        guard locales.count == 1 || arguments.value(Self.locale.name) == nil else {
            throw UsageError("streaks shows one locale; --locale takes one", command: Self.name)
        }
        locale = locales[0]
        listing = try ListingOptions(arguments: arguments, configPins: source.config.pins, command: Self.name)
        let formatName = try CommonOptions.choice(arguments, Self.format, StreaksFormats.names, default: StreaksFormats.names[0], command: Self.name)
        outputFormat = StreaksFormats.named(formatName) ?? StreaksFormats.all[0]
        csv = try ReportOptionSpecs.csvOptions(arguments, config: source.config, command: Self.name)
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let inputs = try source.load(context)
        let match = try inputs.match([locale], option: Self.locale.name, command: Self.name)[0]
        var options = inputs.options(locale: match, listing: listing)
        options.parts = outputFormat.needs
        let report = ReportBuilder.build(store: inputs.loaded.store, strings: inputs.strings, options: options)
        context.console.out(outputFormat.render(report, csv: csv))
        return .success
    }
}
