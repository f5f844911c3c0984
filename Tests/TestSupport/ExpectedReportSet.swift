import Foundation
import Output
import SafeOutput
import TrackerModel

/// The report set as the tool's registry (`ReportFiles` and what each file declares) says a
/// run writes it — the one place tests learn which files a report has, so that no test pins
/// a count or a list of names and a new report file is expected everywhere at once.
///
/// Paths are relative to OUT (`de/trackers.md`, `en/img/01-noalc.svg`) and sorted; formats
/// are the `report --format` values (`md`, `csv`, `html`), so command-line tests need no
/// `Output` types.
public enum ExpectedReportSet {
    /// The locales `report` writes without `--locale`.
    public static let defaultLocales = ["de", "en"]

    /// The file that marks OUT as a report set (`OUT/.trackerkit-report`), written with every set.
    public static let marker = ReportSetMarker.name

    /// The trackers a report lists: position and stored name, in display order.
    public typealias Listed = [(position: Int, name: String)]

    /// Every file `report` writes for `locales` and `formats` (nil: every format) when it
    /// lists `listed`: the marker and the report files.
    public static func paths(locales: [String] = defaultLocales, formats: [String]? = nil, listed: Listed) -> [String] {
        let files = ReportFiles.files(listed: listed, formats: reportFormats(formats))
        return ([marker] + locales.flatMap { locale in files.map { locale + "/" + $0.fileName } }).sorted()
    }

    /// Every file `report` writes for the JSON store at `store` (its listed trackers name the
    /// pictures).
    public static func paths(
        store: String, locales: [String] = defaultLocales, formats: [String]? = nil, includeInactive: Bool = false
    ) throws -> [String] {
        paths(locales: locales, formats: formats, listed: try listed(store: store, includeInactive: includeInactive))
    }

    /// The files of the set (with the marker) but the pictures, whose names depend on the
    /// store's trackers.
    public static func pathsWithoutPictures(locales: [String] = defaultLocales, formats: [String]? = nil) -> [String] {
        paths(locales: locales, formats: formats, listed: [])
    }

    /// Whether `path` (relative to OUT) is a tracker's picture: `<locale>/img/NN-<slug>.svg`.
    public static func isPicture(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 3 && parts[1] == TrackerSVGFile.directory && TrackerSVGFile.isPictureName(String(parts[2]))
    }

    /// The trackers `report` lists for the JSON store at `store` with the default pins, as the
    /// report builder works them out (read with the reference reader).
    public static func listed(store: String, includeInactive: Bool = false) throws -> Listed {
        let store = try ReferenceJSONStoreReader.read(data: Data(contentsOf: URL(fileURLWithPath: store)))
        // Which trackers are listed does not depend on the day or the zone.
        let calendar = ReportCalendar(timeZone: TimeZone(identifier: "UTC") ?? .current, today: CalendarDay(dayNumber: 0))
        let options = ReportOptions(locale: "en", calendar: calendar, includeInactive: includeInactive)
        return ReportBuilder.basis(store: store, options: options).listedTrackers
    }

    // MARK: The choices the registry gives the command line

    /// The values of `report --format`, in the order the option lists them.
    public static var formats: [String] { ReportFiles.formats.map(\.rawValue) }

    /// The words `export` takes, in the order the registry lists them.
    public static var exportNames: [String] { ReportFiles.exportNames }

    private static func reportFormats(_ names: [String]?) -> Set<ReportFormat> {
        guard let names else { return Set(ReportFormat.allCases) }
        return Set(names.compactMap(ReportFormat.init(rawValue:)))
    }
}
