import Foundation
import TrackerModel

/// `--store`, `--catalog`, `--as-of`, `--timezone`, `--config`: where a report-building command
/// (`report`, `export`, `streaks`) reads its data and settings and which day and zone it
/// reports on.
struct ReportSourceOptions {
    static let specs: [OptionSpec] = [CommonOptions.store, CommonOptions.appCatalog, CommonOptions.asOf, CommonOptions.timezone, ReportConfig.option]

    let storePath: String?
    let catalogPath: String?
    let timeZone: TimeZone?
    let asOf: CalendarDay?
    /// `.trackerkit.json`'s `"report"` settings; flags win over them.
    let config: ReportConfig

    init(arguments: ParsedArguments, command: String) throws(UsageError) {
        config = try ReportConfig.forRun(arguments, command: command)
        storePath = arguments.value(CommonOptions.store.name)
        catalogPath = arguments.value(CommonOptions.catalog.name)
        timeZone = try CommonOptions.timeZone(from: arguments, command: command) ?? config.timeZone
        asOf = try CommonOptions.asOfDay(from: arguments, command: command)
    }

    func load(_ context: CommandContext) throws -> ReportInputs {
        try ReportInputs.load(self, context: context)
    }

    /// `--locale` as given, else the settings file's `locales`, else `fallback`.
    func locales(_ arguments: ParsedArguments, option: OptionSpec, fallback: String, command: String) throws(UsageError) -> [String] {
        if let text = arguments.value(option.name) {
            return try ReportOptionSpecs.locales(text, option: option.name, command: command)
        }
        if let configured = config.locales { return configured }
        return try ReportOptionSpecs.locales(fallback, option: option.name, command: command)
    }
}

/// `--include-inactive`, `--pin`, `--no-pin`: which trackers a listing shows, in which order.
struct ListingOptions {
    static let specs: [OptionSpec] = [CommonOptions.includeInactive, CommonOptions.pin, CommonOptions.noPin]

    let includeInactive: Bool
    let pins: [String]

    /// - Parameter configPins: the settings file's `pin`, used when no `--pin`/`--no-pin` is given.
    init(arguments: ParsedArguments, configPins: [String]? = nil, command: String) throws(UsageError) {
        includeInactive = arguments.flag(CommonOptions.includeInactive.name)
        if let configPins, arguments.allValues(CommonOptions.pin.name).isEmpty, !arguments.flag(CommonOptions.noPin.name) {
            pins = configPins
        } else {
            pins = try CommonOptions.pins(from: arguments, command: command)
        }
    }
}
