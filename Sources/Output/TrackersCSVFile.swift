import TrackerModel

/// `trackers.csv`: one row per listed tracker — its settings, raw values beside their
/// localized meaning.
package struct TrackersCSVFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "trackers.csv" }
    public var format: ReportFormat { .csv }
    public var needs: ReportParts { [] }
    public var exportName: String? { "trackers" }

    public func render(_ report: Report, csv options: CSVOptions) -> [UInt8] {
        var writer = CSVWriter(dialect: options.csvDialect(locale: report.locale))
        writer.appendRow(ReportCSV.header(report, options, file: fileName, ReportCSV.trackerColumns + [
            ("icon", .columnIcon), ("type", .columnType), ("tracking_mode", .columnTrackingMode),
            ("display_order", .columnDisplayOrder), ("active", .columnActive), ("levels", .columnLevels),
            ("daily_goal", .columnGoal), ("jokers", .columnRewards), ("day_assignment", .columnDayAssignment),
            ("created", .columnCreated),
        ]))
        for entry in report.trackers {
            writer.appendRow(ReportCSV.trackerCells(entry) + [
                .text(entry.icon), .text(entry.typeValue), .text(entry.trackingModeValue),
                .integer(entry.tracker.displayOrder), .text(entry.tracker.isActive ? "true" : "false"), .text(entry.levelsText),
                entry.tracker.dailyGoal.map(CSVCell.integer) ?? .text(""), .text(entry.rewardText),
                .text(entry.rules.dayAssignment.rawValue), .text(entry.createdDay.isoString),
            ])
        }
        return writer.bytes
    }
}
