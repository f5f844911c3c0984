import TrackerModel

/// What the report's CSV files share (contract §5): RFC 4180 or the Excel dialect, localized or
/// snake_case headers, and a tracker's four leading cells.
enum ReportCSV {
    /// A column: its snake_case id (`--csv-headers ids`; one scheme in every file: a tracker's
    /// place is `position`, jokers are `jokers_…` as the app calls them) and its localized title.
    typealias Column = (id: String, title: ReportText)

    /// The header row of the file `file`: titles, or ids (renamed ones as `options` asks).
    static func header(_ report: Report, _ options: CSVOptions, file: String, _ columns: [Column]) -> [CSVCell] {
        let renamed = options.renamedIDs[file] ?? [:]
        return columns.map { .header(options.headers == .ids ? renamed[$0.id] ?? $0.id : report.text($0.title)) }
    }

    /// The leading columns of trackers.csv, streaks.csv, periods.csv and logs.csv.
    static let trackerColumns: [Column] = [
        ("position", .columnPosition), ("tracker_id", .columnTrackerID), ("tracker", .columnTrackerName),
        ("tracker_label", .columnTracker),
    ]

    /// A tracker's leading cells, shared by trackers.csv, streaks.csv and logs.csv; the name
    /// shortened like everywhere in the report (the id says which tracker it is).
    static func trackerCells(_ entry: Report.TrackerEntry) -> [CSVCell] {
        [.integer(entry.position), .text(UUIDText.string(entry.tracker.id)), .text(entry.name), .text(entry.label)]
    }
}
