import Foundation
import StringCatalog
import TrackerModel
import Output
import SampleData
import CommandLineKit
import CommandFiles

/// What every report-building command reads: the store, the strings (the app's catalog over
/// the built-in phrases) with the locales they can write, and the report time.
struct ReportInputs {
    let loaded: LoadedStore
    let strings: CatalogStack
    /// The app catalog file that was read (`--catalog`); nil without one, and for the sample's
    /// catalog, which is compiled in.
    let appCatalogPath: String?
    let calendar: ReportCalendar
    let locales: ReportLocales
    /// The day of the store's newest data when it is old (`StoreReportTime.staleSince`).
    let staleSince: CalendarDay?
    /// Neither the options nor the store name a time zone: the system's was taken.
    let isSystemZoneFallback: Bool

    static func load(storePath: String?, catalogPath: String?, timeZone: TimeZone?, asOf: CalendarDay?, context: CommandContext) throws -> ReportInputs {
        let loaded = try StoreLoader.load(path: storePath, context: context)
        let time = try StoreLoader.reportTime(for: loaded, timeZone: timeZone, asOf: asOf, context: context)
        var app = try catalogPath.map { path throws(CatalogError) in try StringCatalog(contentsOfFile: path, limit: context.maxInputSize) }
        if app == nil, loaded.isBundledSample {
            // The sample's custom trackers have their labels in the sample's app catalog.
            app = try StringCatalog(bytes: BundledSample.catalogBytes, fileName: BundledSample.catalogName)
        }
        let strings = CatalogStack([app, try BuiltInStrings.catalog()].compactMap { $0 })
        return ReportInputs(
            loaded: loaded, strings: strings, appCatalogPath: catalogPath,
            calendar: ReportCalendar(timeZone: time.timeZone, today: time.today), locales: try ReportLocales(app: app, strings: strings),
            staleSince: time.staleSince, isSystemZoneFallback: time.isSystemZoneFallback
        )
    }

    /// The requested locales matched to the available ones (`ReportLocales`); a usage error
    /// of `option` when they cannot be written.
    func match(_ requested: [String], option: Option<[String]>, command: String) throws(UsageError) -> [ReportLocaleMatch] {
        switch locales.match(requested) {
        case .success(let matches): return matches
        case .failure(let failure): throw UsageError(locales.message(for: failure, option: option.spec.name), command: command)
        }
    }

    /// The options of one locale's report that works out only `parts`.
    func options(_ locale: ReportLocaleMatch, _ listing: ListingOptions, from: CalendarDay? = nil, to: CalendarDay? = nil, parts: ReportParts) -> ReportOptions {
        var options = ReportOptions(locale: locale.identifier, calendar: calendar, pins: listing.pins, includeInactive: listing.includeInactive, from: from, to: to)
        options.parts = parts
        options.staleSince = staleSince
        options.isSystemZoneFallback = isSystemZoneFallback
        return options
    }

    /// The report of the store with `options` (`basis`: the work shared by every locale).
    func report(_ options: ReportOptions, basis: ReportBuilder.Basis? = nil) -> Report {
        ReportBuilder.build(store: loaded.store, strings: strings, options: options, basis: basis)
    }

    /// Warns when the reports show keys as they are — a custom level's `Focus.Deep` — because
    /// no catalog has a text for them: the app's catalog was not given, or lacks them.
    func warnAboutRawKeys(_ keys: Set<String>, context: CommandContext) {
        guard !keys.isEmpty else { return }
        let sorted = keys.sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        let shown = sorted.prefix(8).joined(separator: ", ") + (sorted.count > 8 ? " and \(sorted.count - 8) more" : "")
        let fix = appCatalogPath.map { "add \(sorted.count == 1 ? "it" : "them") to \($0)" }
            ?? "pass the app's catalog with --catalog FILE (or \"report\": {\"catalog\": …} in .trackerkit.json)"
        context.console.warning(
            "\(sorted.count == 1 ? "1 key has" : "\(sorted.count) keys have") no text in any catalog and \(sorted.count == 1 ? "shows" : "show") "
                + "as \(sorted.count == 1 ? "itself" : "they are") in the report: \(shown); \(fix)")
    }

    /// The files a command must never write over: the store and the app catalog.
    var inputPaths: [String] { [loaded.file, appCatalogPath].compactMap { $0 } }
}
