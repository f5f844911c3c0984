import TrackerModel

/// `trackers.md`: the listed trackers and their settings, dates in the locale's medium style.
package struct TrackersMarkdownFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "trackers.md" }
    public var format: ReportFormat { .md }
    public var needs: ReportParts { [] }

    public func render(_ report: Report, csv: CSVOptions) -> [UInt8] {
        Array(markdown(report).utf8)
    }

    /// The file as text.
    public func markdown(_ report: Report) -> String {
        let formatter = LocaleFormatter(locale: report.locale)
        var output = ReportMarkdown.heading(report.text(.trackersTitle), report)
        if report.trackers.isEmpty {
            output += MarkdownText.escapeInline(report.text(.noTrackers)) + "\n"
        } else {
            var table = MarkdownTable(columns: [
                .init(report.text(.columnPosition), alignment: .right), .init(report.text(.columnIcon)),
                .init(report.text(.columnTracker)), .init(report.text(.columnType)), .init(report.text(.columnTrackingMode)),
                .init(report.text(.columnLevels)), .init(report.text(.columnGoal), alignment: .right),
                .init(report.text(.columnRewards)), .init(report.text(.columnDayAssignment)),
                .init(report.text(.columnCreated)), .init(report.text(.columnActive)),
            ])
            for entry in report.trackers {
                table.appendRow([
                    formatter.integer(entry.position), entry.icon, entry.label, entry.typeText, entry.trackingModeText,
                    entry.levelsText, entry.tracker.dailyGoal.map(formatter.integer) ?? "", entry.rewardText,
                    entry.dayAssignmentText, formatter.mediumDate(entry.createdDay), entry.activeText,
                ])
            }
            output += table.render()
        }
        return output + ReportMarkdown.footnote(report)
    }
}
