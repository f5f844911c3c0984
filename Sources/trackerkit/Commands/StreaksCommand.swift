import Foundation
import SharpTools
import TrackerModel
import Output

/// `trackerkit streaks`: the streak summary of every tracker, in display order.
struct StreaksCommand: Command {
    static let name = "streaks"
    static let summary = "Show current and longest streaks and jokers per tracker."
    static let locale = OptionSpec.value("--locale", "LOCALE", "Locale of labels and headings.", default: "en")
    static let format = OptionSpec.value("--format", "text|md|csv|json", "Output format.", default: "text")
    static let options: [OptionSpec] = [
        CommonOptions.store, CommonOptions.catalog, locale, CommonOptions.asOf, CommonOptions.timezone,
        CommonOptions.includeInactive, CommonOptions.pin, CommonOptions.noPin, format,
        ReportOptionSpecs.csvDialect, ReportOptionSpecs.csvHeaders,
    ]
    static let discussion = """
    Streaks follow the app's rules: the latest log of a day decides its level, jokers are earned
    every earnEveryDays successful days and heal needsGrace or empty days, and today costs
    nothing until it is decided. --format json is stable for scripts; csv is streaks.csv of the
    report set.
    """

    let storePath: String?
    let catalogPath: String?
    let locale: String
    let timeZone: TimeZone?
    let asOf: CalendarDay?
    let includeInactive: Bool
    let pins: [String]
    let outputFormat: String
    let csv: CSVOptions

    init(arguments: ParsedArguments) throws(UsageError) {
        try CommonOptions.rejectPositionals(arguments, command: Self.name)
        storePath = arguments.value(CommonOptions.store.name)
        catalogPath = arguments.value(CommonOptions.catalog.name)
        let locales = try ReportOptionSpecs.locales(arguments.value(Self.locale.name) ?? "en", option: Self.locale.name, command: Self.name)
        guard locales.count == 1 else { throw UsageError("streaks shows one locale; --locale takes one", command: Self.name) }
        locale = locales[0]
        timeZone = try CommonOptions.timeZone(from: arguments, command: Self.name)
        asOf = try CommonOptions.asOfDay(from: arguments, command: Self.name)
        includeInactive = arguments.flag(CommonOptions.includeInactive.name)
        pins = try CommonOptions.pins(from: arguments, command: Self.name)
        outputFormat = try CommonOptions.choice(arguments, Self.format, ["text", "md", "csv", "json"], default: "text", command: Self.name)
        csv = try ReportOptionSpecs.csvOptions(arguments, command: Self.name)
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let inputs = try ReportInputs.load(storePath: storePath, catalogPath: catalogPath, timeZone: timeZone, asOf: asOf, context: context)
        let report = ReportBuilder.build(
            store: inputs.loaded.store, catalog: inputs.catalog,
            options: inputs.options(locale: locale, pins: pins, includeInactive: includeInactive)
        )
        switch outputFormat {
        case "json": context.console.out(StreaksJSON.value(report).serialized())
        case "md": context.console.out(StreaksMarkdownFile().markdown(report))
        case "csv": context.console.out(String(decoding: StreaksCSVFile().render(report, csv: csv), as: UTF8.self))
        default: context.console.out(Self.text(report))
        }
        return .success
    }

    /// A plain table for the terminal: one line per tracker, columns padded.
    static func text(_ report: Report) -> String {
        let header = [
            report.text(.columnPosition), report.text(.columnTracker), report.text(.columnCurrentStreak),
            report.text(.columnLongestStreak), report.text(.columnRewardsAvailable), report.text(.columnToday),
            report.text(.columnLast14Days),
        ]
        var rows = [header]
        for entry in report.trackers {
            rows.append([
                String(entry.position), Console.oneLine(entry.label), entry.currentStreakText, entry.longestStreakText,
                entry.availableRewardsText, Console.oneLine(entry.todayText), entry.recentDaysText,
            ])
        }
        var widths = [Int](repeating: 0, count: header.count)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        var output = report.asOfLine + "\n" + report.summaryLine + "\n\n"
        for row in rows {
            let cells = row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }
            output += cells.joined(separator: "  ") + "\n"
        }
        return output
    }
}
