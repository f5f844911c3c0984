import Foundation
import Output
import TrackerModel
import CommandLineKit
import CommandFiles

/// `--store`, `--catalog`, `--as-of`, `--timezone`, `--config`: where a report-building command
/// (`report`, `export`, `streaks`) reads its data and settings and which day and zone it
/// reports on. The settings file's `"report"` member fills in what the flags leave out
/// (`ReportSettings.overridden(by:)`).
struct ReportSource {
    /// `--store` as `CommonOptions.store`, but with what the settings file may name instead.
    static let store = Option(
        "--store", .store, CommonOptions.store.spec.help, default: "the settings file's report.store, else \(CommonOptions.store.spec.defaultText ?? "")")
    static let config = Option("--config", .path(), "Settings file (its \"report\" member).", default: ".trackerkit.json in the working directory, if any")
    static let options: [any CommandOption] = [store, CommonOptions.appCatalog, CommonOptions.asOf, CommonOptions.timezone, config]

    let arguments: ParsedArguments
    /// The settings file's, with the flags over them.
    let settings: ReportSettings

    /// - Parameters:
    ///   - locale: the command's `--locale`; `out`: its `--out` when the settings may name it.
    init(_ arguments: ParsedArguments, locale: Option<[String]>, out: Option<String>? = nil, context: CommandContext) throws {
        self.arguments = arguments
        let flags = ReportSettings(
            store: arguments[Self.store], timeZone: arguments[CommonOptions.timezone], locales: arguments[locale], pins: ListingOptions.pins(arguments),
            csvDialect: arguments[ReportFileOptions.csvDialect], catalog: arguments[CommonOptions.appCatalog], out: out.flatMap { arguments[$0] })
        settings = try SettingsFile.reportSettings(arguments[Self.config], limit: context.maxInputSize).overridden(by: flags)
    }

    /// The store, the strings and the report time (`ReportInputs`).
    func load(_ context: CommandContext) throws -> ReportInputs {
        try ReportInputs.load(
            storePath: settings.store, catalogPath: settings.catalog,
            timeZone: settings.timeZone, asOf: arguments[CommonOptions.asOf], context: context)
    }

    var listing: ListingOptions {
        ListingOptions(includeInactive: arguments[CommonOptions.includeInactive], pins: settings.pins ?? DisplayOrder.defaultPins)
    }

    /// The CSV dialect (auto unless given) and `--csv-headers`.
    var csv: CSVOptions {
        (arguments[ReportFileOptions.csvHeaders] ?? .localized).options(dialect: settings.csvDialect ?? .auto)
    }
}

/// `--include-inactive`, `--pin`, `--no-pin`: which trackers a listing shows, in which order.
struct ListingOptions {
    static let options: [any CommandOption] = [CommonOptions.includeInactive, CommonOptions.pin, CommonOptions.noPin]
    static let rules = [OptionRule.exclusive(CommonOptions.pin, CommonOptions.noPin)]

    let includeInactive: Bool
    let pins: [String]

    /// The pins the flags give: none with `--no-pin`, those of `--pin`, else nil.
    static func pins(_ arguments: ParsedArguments) -> [String]? {
        arguments[CommonOptions.noPin] ? [] : arguments[CommonOptions.pin].isEmpty ? nil : arguments[CommonOptions.pin]
    }
}

/// The options of the commands that write report files (`report`, `export`, and `streaks`
/// for its CSV): the CSV dialect and header row, and the days of logs.csv and daily.csv.
enum ReportFileOptions {
    static let csvDialect = Option(
        "--csv-dialect", .choice(among: CSVOptions.DialectChoice.allCases),
        "CSV dialect: auto (excel where the locale writes a decimal comma, else rfc4180), plain RFC 4180, or Excel (UTF-8 BOM, ';' and decimal comma where the locale writes one).",
        default: "auto")
    static let csvHeaders = Option(
        "--csv-headers", .choice(among: CSVHeaderChoice.allCases),
        "CSV header row: localized titles or stable snake_case ids (ids-v1: the ids of 0.1 and 0.2, deprecated).", default: "localized")
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
