import Foundation
import TrackerModel

/// `--store`, `--catalog`, `--as-of`, `--timezone`: where a report-building command
/// (`report`, `export`, `streaks`) reads its data and which day and zone it reports on.
struct ReportSourceOptions {
    static let specs: [OptionSpec] = [CommonOptions.store, CommonOptions.catalog, CommonOptions.asOf, CommonOptions.timezone]

    let storePath: String?
    let catalogPath: String?
    let timeZone: TimeZone?
    let asOf: CalendarDay?

    init(arguments: ParsedArguments, command: String) throws(UsageError) {
        storePath = arguments.value(CommonOptions.store.name)
        catalogPath = arguments.value(CommonOptions.catalog.name)
        timeZone = try CommonOptions.timeZone(from: arguments, command: command)
        asOf = try CommonOptions.asOfDay(from: arguments, command: command)
    }

    func load(_ context: CommandContext) throws -> ReportInputs {
        try ReportInputs.load(storePath: storePath, catalogPath: catalogPath, timeZone: timeZone, asOf: asOf, context: context)
    }
}

/// `--include-inactive`, `--pin`, `--no-pin`: which trackers a listing shows, in which order.
struct ListingOptions {
    static let specs: [OptionSpec] = [CommonOptions.includeInactive, CommonOptions.pin, CommonOptions.noPin]

    let includeInactive: Bool
    let pins: [String]

    init(arguments: ParsedArguments, command: String) throws(UsageError) {
        includeInactive = arguments.flag(CommonOptions.includeInactive.name)
        pins = try CommonOptions.pins(from: arguments, command: command)
    }
}
