import Foundation
import StringCatalog
import TrackerModel
import Output
import TrackerStore

/// Options shared by the commands that build reports (`report`, `export`, `streaks`).
enum ReportOptionSpecs {
    static let csvDialect = OptionSpec.value(
        "--csv-dialect", "auto|rfc4180|excel",
        "CSV dialect: auto (excel where the locale writes a decimal comma, else rfc4180), plain RFC 4180, or Excel (UTF-8 BOM, ';' and decimal comma where the locale writes one).",
        default: "auto")
    static let csvHeaders = OptionSpec.value("--csv-headers", "localized|ids", "CSV header row: localized titles or stable snake_case ids.", default: "localized")
    static let from = OptionSpec.value("--from", "YYYY-MM-DD", "First day (by assigned day) in logs.csv and daily.csv.", default: "the first logged day")
    static let to = OptionSpec.value("--to", "YYYY-MM-DD", "Last day (by assigned day) in logs.csv and daily.csv.", default: "all logs; daily.csv ends today")

    /// `--csv-dialect` (else the settings file's `csvDialect`, else auto) and `--csv-headers`.
    static func csvOptions(_ arguments: ParsedArguments, config: ReportConfig, command: String) throws(UsageError) -> CSVOptions {
        let fallback = (config.csvDialect ?? .auto).rawValue
        let dialect = try CommonOptions.choice(arguments, csvDialect, CSVOptions.DialectChoice.allCases.map(\.rawValue), default: fallback, command: command)
        let headers = try CommonOptions.choice(arguments, csvHeaders, CSVOptions.HeaderStyle.allCases.map(\.rawValue), default: "localized", command: command)
        return CSVOptions(dialect: CSVOptions.DialectChoice(rawValue: dialect) ?? .auto, headers: CSVOptions.HeaderStyle(rawValue: headers) ?? .localized)
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

/// What every report-building command reads: the store, the strings (the app's catalog over
/// the built-in phrases), and the report time.
struct ReportInputs {
    let loaded: LoadedStore
    let strings: CatalogStack
    /// The app catalog that was read: `--catalog`, or the sample's beside the bundled store.
    let appCatalogPath: String?
    let calendar: ReportCalendar
    /// Locales the report phrases are complete in: the built-in ones, and any the app catalog
    /// translates every phrase key into.
    let availableLocales: [String]

    static func load(_ source: ReportSourceOptions, context: CommandContext) throws -> ReportInputs {
        let loaded = try StoreLoader.load(path: source.storePath, context: context)
        let time = try StoreLoader.reportTime(for: loaded, timeZone: source.timeZone, asOf: source.asOf, context: context)
        let builtIn = try BuiltInStrings.catalog()
        var appCatalogPath = source.catalogPath
        if appCatalogPath == nil, loaded.isBundledSample {
            appCatalogPath = context.bundledData.locate(BundledData.sampleCatalogPath)
        }
        let app = try appCatalogPath.map { path throws(CatalogError) in try StringCatalog(contentsOfFile: path) }
        let strings = CatalogStack([app, builtIn].compactMap { $0 })
        var available = try BuiltInStrings.locales()
        for locale in app?.localesInUse ?? [] where !available.contains(locale) {
            if strings.translatesAll(BuiltInStrings.phraseKeys, locale: locale) { available.append(locale) }
        }
        return ReportInputs(
            loaded: loaded, strings: strings, appCatalogPath: appCatalogPath,
            calendar: ReportCalendar(timeZone: time.timeZone, today: time.today), availableLocales: available
        )
    }

    /// The catalog at `path`, or (for work on this tool) its own `Strings/Localizable.xcstrings`.
    static func loadCatalog(_ path: String?, context: CommandContext) throws -> (StringCatalog, String) {
        let resolved = try catalogLocation(path, context: context)
        return (try StringCatalog(contentsOfFile: resolved), resolved)
    }

    /// The catalog `--catalog` names, else (for work on this tool) its own.
    static func catalogLocation(_ path: String?, context: CommandContext) throws -> String {
        if let path { return path }
        if let bundled = context.bundledData.locate(BundledData.catalogPath) { return bundled }
        throw UsageError("no --catalog given; pass --catalog PATH (the app's Localizable.xcstrings)")
    }

    /// The requested locales matched to the available ones (`DE`, `de_DE`, `de-AT` → `de`).
    /// A locale without report phrases, or two that land in one folder, is a usage error.
    func match(_ requested: [String], option: String, command: String) throws(UsageError) -> [ReportLocaleMatch] {
        var matches: [ReportLocaleMatch] = []
        for locale in requested {
            guard let match = ReportLocaleMatch.match(locale, available: availableLocales) else {
                let extra = appCatalogPath == nil ? " (an app catalog given with --catalog can add one by translating every Report.* key)" : ""
                throw UsageError("\(option) \(locale): no report phrases in this language; available: \(availableLocales.joined(separator: ", "))\(extra)", command: command)
            }
            if let earlier = matches.first(where: { $0.folder == match.folder }) {
                throw UsageError("\(option): \(earlier.requested) and \(locale) both write \(match.folder)/; give one of them", command: command)
            }
            matches.append(match)
        }
        return matches
    }

    func options(locale: ReportLocaleMatch, listing: ListingOptions, from: CalendarDay? = nil, to: CalendarDay? = nil) -> ReportOptions {
        ReportOptions(locale: locale.identifier, calendar: calendar, pins: listing.pins, includeInactive: listing.includeInactive, from: from, to: to)
    }

    /// The files a command must never write over: the store and the app catalog.
    var inputPaths: [String] { [loaded.path] + (appCatalogPath.map { [$0] } ?? []) }
}
