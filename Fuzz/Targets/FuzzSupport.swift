import Foundation
import StringCatalog
import TrackerModel
import Output

/// What every fuzz target shares: the package's own catalog (read once) and a run of the
/// whole report pipeline over a store that a reader accepted.
enum FuzzSupport {
    static let root = ProcessInfo.processInfo.environment["FUZZ_ROOT"] ?? FileManager.default.currentDirectoryPath

    static let catalog: StringCatalog = {
        do {
            return try StringCatalog(contentsOfFile: root + "/Strings/Localizable.xcstrings")
        } catch {
            fatalError("fuzz setup: cannot read the package catalog (set FUZZ_ROOT): \(error)")
        }
    }()

    /// A store that was read must give a complete report: builds it and renders every file
    /// for one locale (what `trackerkit report` does), with a fixed "today".
    static func renderReports(_ store: Store, locale: String = "de") {
        let today = CalendarDay(year: 2026, month: 11, day: 20) ?? CalendarDay(dayNumber: 20_000)
        let zone = TimeZone(identifier: store.timeZoneIdentifier ?? "Europe/Berlin") ?? TimeZone(identifier: "UTC")!
        let calendar = ReportCalendar(timeZone: zone, today: today)
        let report = ReportBuilder.build(store: store, catalog: catalog, options: ReportOptions(locale: locale, calendar: calendar))
        for file in ReportFiles.all {
            _ = file.render(report, csv: CSVOptions(dialect: .excel, headers: .ids))
        }
    }

    /// Errors are printed as one line by the CLI; they must at least say something.
    static func checkMessage(_ text: String) {
        if text.isEmpty { fatalError("empty error message") }
    }
}
