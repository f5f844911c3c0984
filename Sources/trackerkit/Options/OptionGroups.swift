import Foundation
import Output
import TrackerModel

/// `--store`, `--catalog`, `--as-of`, `--timezone`, `--config`: where a report-building command
/// (`report`, `export`, `streaks`) reads its data and settings and which day and zone it
/// reports on. The settings file (`ReportConfig`) fills in what the flags leave out.
struct ReportSource {
    static let options: [any CommandOption] = [CommonOptions.store, CommonOptions.appCatalog, CommonOptions.asOf, CommonOptions.timezone, ReportConfig.option]

    let arguments: ParsedArguments
    /// `.trackerkit.json`'s `"report"` settings; flags win over them.
    let config: ReportConfig

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        self.arguments = arguments
        config = try ReportConfig.forRun(arguments[ReportConfig.option], limit: context.maxInputSize)
    }

    /// `option` as given, else the settings file's `locales`, else `fallback`.
    func locales(_ option: Option<[String]>, fallback: [String]) -> [String] {
        arguments[option] ?? config.locales ?? fallback
    }

    /// The store, the strings and the report time (`ReportInputs`).
    func load(_ context: CommandContext) throws -> ReportInputs {
        try ReportInputs.load(
            storePath: arguments[CommonOptions.store], catalogPath: arguments[CommonOptions.appCatalog],
            timeZone: arguments[CommonOptions.timezone] ?? config.timeZone, asOf: arguments[CommonOptions.asOf], context: context)
    }

    /// `--include-inactive` and the pins: `--pin`/`--no-pin`, else the settings file's `pin`,
    /// else the default pins.
    var listing: ListingOptions {
        ListingOptions(arguments, configPins: config.pins)
    }

    /// `--csv-dialect` (else the settings file's `csvDialect`, else auto) and `--csv-headers`.
    var csv: CSVOptions {
        CSVOptions(dialect: arguments[ReportFileOptions.csvDialect] ?? config.csvDialect ?? .auto,
                   headers: arguments[ReportFileOptions.csvHeaders] ?? .localized)
    }
}

/// `--include-inactive`, `--pin`, `--no-pin`: which trackers a listing shows, in which order.
struct ListingOptions {
    static let options: [any CommandOption] = [CommonOptions.includeInactive, CommonOptions.pin, CommonOptions.noPin]
    static let rules = [OptionRule.exclusive(CommonOptions.pin, CommonOptions.noPin)]

    let includeInactive: Bool
    let pins: [String]

    /// - Parameter configPins: the settings file's `pin`, used when no `--pin`/`--no-pin` is given.
    init(_ arguments: ParsedArguments, configPins: [String]? = nil) {
        includeInactive = arguments[CommonOptions.includeInactive]
        let given = arguments[CommonOptions.pin]
        if arguments[CommonOptions.noPin] {
            pins = []
        } else if !given.isEmpty {
            pins = given
        } else {
            pins = configPins ?? DisplayOrder.defaultPins
        }
    }
}

/// The options of the commands that write report files (`report`, `export`, and `streaks`
/// for its CSV): the CSV dialect and header row, and the days of logs.csv and daily.csv.
enum ReportFileOptions {
    static let csvDialect = Option(
        "--csv-dialect", .choice(among: CSVOptions.DialectChoice.allCases),
        "CSV dialect: auto (excel where the locale writes a decimal comma, else rfc4180), plain RFC 4180, or Excel (UTF-8 BOM, ';' and decimal comma where the locale writes one).",
        default: "auto")
    static let csvHeaders = Option("--csv-headers", .choice(among: CSVOptions.HeaderStyle.allCases), "CSV header row: localized titles or stable snake_case ids.", default: "localized")
    static let from = Option("--from", .date, "First day (by assigned day) in logs.csv and daily.csv.", default: "the first logged day")
    static let to = Option("--to", .date, "Last day (by assigned day) in logs.csv and daily.csv.", default: "all logs; daily.csv ends today")

    /// `--from` not after `--to`.
    static let rules = [
        OptionRule { arguments in
            guard let from = arguments[from], let to = arguments[to], from > to else { return nil }
            return "--from \(from.isoString) is after --to \(to.isoString)"
        },
    ]
}
