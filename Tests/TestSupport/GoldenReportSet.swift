import Foundation
import Output

/// A golden set (`ReportGoldenSet`) as the tests write and compare it: the committed copy in
/// `directory` of the report files that declare the set, from the bundled sample store and
/// catalog as of the sample's export day. `Scripts/refresh-goldens.sh` rewrites every set.
public struct GoldenReportSet: Sendable, CustomStringConvertible {
    public let goldenSet: ReportGoldenSet

    /// Every golden set the report files declare.
    public static var all: [GoldenReportSet] { ReportGoldenSet.allCases.map(GoldenReportSet.init(goldenSet:)) }

    /// `Reports/`: what `trackerkit report` writes for the sample without options.
    public static var standard: GoldenReportSet { GoldenReportSet(goldenSet: .standard) }

    /// The sample store the goldens are written from, relative to the package root.
    public static let sampleStore = "Samples/tracker-store.json"
    public static let sampleCatalog = "Samples/Localizable.xcstrings"
    /// The sample's export day and zone (what `report` uses for the sample without `--as-of`).
    public static let sampleTime = ["--as-of", "2026-11-20", "--timezone", "Europe/Berlin"]

    /// The set's directory, relative to the package root (`Reports`).
    public var directory: String { goldenSet.directory }

    public var description: String { goldenSet.rawValue + " (" + goldenSet.directory + ")" }

    /// The arguments of `trackerkit report` (beside `--out`) that write the set's files, run in
    /// the package root.
    public var reportArguments: [String] {
        ["report", "--store", Self.sampleStore, "--catalog", Self.sampleCatalog] + Self.sampleTime
            + ["--csv-dialect", goldenSet.csv.dialect.rawValue, "--csv-headers", goldenSet.csv.headers.rawValue]
    }

    /// The files the set holds, relative to `directory`, when the report lists `listed`.
    public func paths(listed: ExpectedReportSet.Listed) -> [String] {
        let files = ReportFiles.files(listed: listed).filter { $0.goldenSets.contains(goldenSet) }
        return ExpectedReportSet.defaultLocales.flatMap { locale in files.map { locale + "/" + $0.fileName } }.sorted()
    }
}
