import Foundation
import StringCatalog
import TrackerModel
import Output
import TrackerStore

/// Options shared by the commands that build reports (`report`, `export`, `streaks`).
enum ReportOptionSpecs {
    static let csvDialect = OptionSpec.value("--csv-dialect", "rfc4180|excel", "CSV dialect: RFC 4180, or Excel (UTF-8 BOM, ';' where the locale writes a decimal comma).", default: "rfc4180")
    static let csvHeaders = OptionSpec.value("--csv-headers", "localized|ids", "CSV header row: localized titles or stable snake_case ids.", default: "localized")
    static let from = OptionSpec.value("--from", "YYYY-MM-DD", "First day (by assigned day) in logs.csv and daily.csv.", default: "the first logged day")
    static let to = OptionSpec.value("--to", "YYYY-MM-DD", "Last day (by assigned day) in logs.csv and daily.csv.", default: "all logs; daily.csv ends today")

    static func csvOptions(_ arguments: ParsedArguments, command: String) throws(UsageError) -> CSVOptions {
        let dialect = try CommonOptions.choice(arguments, csvDialect, CSVOptions.DialectChoice.allCases.map(\.rawValue), default: "rfc4180", command: command)
        let headers = try CommonOptions.choice(arguments, csvHeaders, CSVOptions.HeaderStyle.allCases.map(\.rawValue), default: "localized", command: command)
        return CSVOptions(dialect: CSVOptions.DialectChoice(rawValue: dialect) ?? .rfc4180, headers: CSVOptions.HeaderStyle(rawValue: headers) ?? .localized)
    }

    /// `--from` and `--to`, with `--from` not after `--to`.
    static func dateRange(_ arguments: ParsedArguments, command: String) throws(UsageError) -> (from: CalendarDay?, to: CalendarDay?) {
        let from = try CommonOptions.day(arguments, self.from, command: command)
        let to = try CommonOptions.day(arguments, self.to, command: command)
        if let from, let to, from > to {
            throw UsageError("--from \(from.isoString) is after --to \(to.isoString)", command: command)
        }
        return (from, to)
    }

    /// `de,en` → ["de", "en"]; every entry must look like a locale identifier.
    static func locales(_ text: String, option: String, command: String) throws(UsageError) -> [String] {
        let locales = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !locales.isEmpty else { throw UsageError("\(option) needs at least one locale, e.g. de,en", command: command) }
        for locale in locales where !locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            throw UsageError("\(option) \"\(locale)\" is not a locale identifier (e.g. de, en, de-AT)", command: command)
        }
        var seen = Set<String>()
        return locales.filter { seen.insert($0).inserted }
    }
}

/// What every report-building command reads: the store, the catalog, and the report time.
struct ReportInputs {
    let loaded: LoadedStore
    let catalog: StringCatalog
    let catalogPath: String
    let calendar: ReportCalendar

    static func load(
        storePath: String?, catalogPath: String?, timeZone: TimeZone?, asOf: CalendarDay?, context: CommandContext
    ) throws -> ReportInputs {
        let loaded = try StoreLoader.load(path: storePath, context: context)
        let time = try StoreLoader.reportTime(for: loaded, timeZone: timeZone, asOf: asOf, context: context)
        let (catalog, path) = try loadCatalog(catalogPath, context: context)
        return ReportInputs(loaded: loaded, catalog: catalog, catalogPath: path, calendar: ReportCalendar(timeZone: time.timeZone, today: time.today))
    }

    /// The catalog at `path`, or the tool's own `Strings/Localizable.xcstrings`.
    static func loadCatalog(_ path: String?, context: CommandContext) throws -> (StringCatalog, String) {
        let resolved = try catalogLocation(path, context: context)
        return (try StringCatalog(contentsOfFile: resolved), resolved)
    }

    /// The catalog `--catalog` names, else the bundled one.
    static func catalogLocation(_ path: String?, context: CommandContext) throws -> String {
        if let path { return path }
        if let bundled = context.bundledData.locate(BundledData.catalogPath) { return bundled }
        throw UsageError("no --catalog given and \(BundledData.catalogPath) was not found; pass --catalog PATH")
    }

    func options(locale: String, pins: [String], includeInactive: Bool, from: CalendarDay? = nil, to: CalendarDay? = nil) -> ReportOptions {
        ReportOptions(locale: locale, calendar: calendar, pins: pins, includeInactive: includeInactive, from: from, to: to)
    }
}
