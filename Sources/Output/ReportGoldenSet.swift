/// A committed copy of report files of the bundled sample store, which the golden tests
/// compare fresh output with and `Scripts/refresh-goldens.sh` rewrites. Each report file
/// names the sets it belongs to (`ReportFileRenderer.goldenSets`); a set holds those files
/// for every locale of the sample report, below `directory/<locale>/`.
public enum ReportGoldenSet: String, CaseIterable, Sendable {
    /// `Reports/`: the sample's report as `trackerkit report` writes it without options.
    case standard
    /// `Tests/Fixtures/Reports-excel/`: the CSV files in the Excel dialect.
    case excel

    /// The set's directory, relative to the package root.
    public var directory: String {
        switch self {
        case .standard: "Reports"
        case .excel: "Tests/Fixtures/Reports-excel"
        }
    }

    /// The CSV options the set's files are written with.
    public var csv: CSVOptions {
        switch self {
        case .standard: CSVOptions()
        case .excel: CSVOptions(dialect: .excel)
        }
    }

    /// Whether a file of `format` belongs to this set unless it says otherwise: the Excel
    /// dialect changes nothing but CSV files, so only they are kept twice.
    public func holdsByDefault(_ format: ReportFormat) -> Bool {
        switch self {
        case .standard: true
        case .excel: format == .csv
        }
    }
}
