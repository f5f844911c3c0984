import Output
import CommandFiles

/// `--csv-headers`: the header row of the CSV files — the catalog's titles, the stable ids, or
/// (deprecated, `Deprecations.idsVersion1`) the ids as 0.1 and 0.2 wrote them.
enum CSVHeaderChoice: String, CaseIterable, Sendable {
    case localized
    case ids
    case idsVersion1 = "ids-v1"

    /// The CSV options of this choice in `dialect`.
    func options(dialect: CSVOptions.DialectChoice) -> CSVOptions {
        switch self {
        case .localized: CSVOptions(dialect: dialect, headers: .localized)
        case .ids: CSVOptions(dialect: dialect, headers: .ids)
        case .idsVersion1: CSVOptions(dialect: dialect, headers: .ids, renamedIDs: Deprecations.idsVersion1Names)
        }
    }
}
