import TrackerModel

/// `daily.csv`: one row per day, one column per listed tracker (SPEC §4.2).
public struct DailyCSVFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "daily.csv" }

    public func render(_ report: Report, csv options: CSVOptions) -> [UInt8] {
        var writer = CSVWriter(dialect: options.csvDialect(locale: report.locale))
        var headerRow: [CSVCell] = [.header(options.headers == .ids ? "day" : report.text(.columnDay))]
        for entry in report.trackers {
            // A custom tracker's name is user text: neutralized like any text cell.
            headerRow.append(options.headers == .ids ? .header(entry.tracker.id.uuidString) : .text(entry.label))
        }
        writer.appendRow(headerRow)
        for (row, day) in report.daily.days.enumerated() {
            writer.appendCell(.text(day.isoString))
            for cell in report.daily.cells[row] {
                switch cell {
                case .empty: writer.appendCell(.text(""))
                case .text(let text): writer.appendCell(.text(text))
                case .number(let value): writer.appendCell(.integer(value))
                }
            }
            writer.endRow()
        }
        return writer.bytes
    }
}
