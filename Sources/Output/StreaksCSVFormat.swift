/// `--format csv`: streaks.csv of the report set.
public struct StreaksCSVFormat: StreaksFormat {
    public init() {}

    public var name: String { "csv" }
    public var needs: ReportParts { StreaksCSVFile().needs }

    public func render(_ report: Report, csv: CSVOptions) -> String {
        String(decoding: StreaksCSVFile().render(report, csv: csv), as: UTF8.self)
    }
}
