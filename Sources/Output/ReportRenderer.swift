/// Renders one report file.
public enum ReportRenderer {
    /// The file's bytes, piece by piece and in order, to `output` on the caller's thread —
    /// for writing a file without holding all of it: `logs.csv` (160 MB for a million logs)
    /// comes in chunks of about 1 MB rendered on the other cores meanwhile, the other files
    /// in one piece. When `output` throws, rendering stops and the error is rethrown.
    public static func write<E: Error>(
        _ file: ReportFile, report: Report, csv: CSVOptions = CSVOptions(),
        to output: (UnsafeRawBufferPointer) throws(E) -> Void
    ) throws(E) {
        if file == .logsCSV {
            try CSVReportRenderer.writeLogs(report, options: csv, to: output)
        } else {
            try emit(render(file, report: report, csv: csv), to: output)
        }
    }

    /// The whole file in memory.
    public static func render(_ file: ReportFile, report: Report, csv: CSVOptions = CSVOptions()) -> [UInt8] {
        switch file {
        case .trackersMarkdown: return Array(MarkdownReportRenderer.trackers(report).utf8)
        case .streaksMarkdown: return Array(MarkdownReportRenderer.streaks(report).utf8)
        case .trackersCSV: return CSVReportRenderer.trackers(report, options: csv)
        case .streaksCSV: return CSVReportRenderer.streaks(report, options: csv)
        case .logsCSV: return CSVReportRenderer.logs(report, options: csv)
        case .dailyCSV: return CSVReportRenderer.daily(report, options: csv)
        }
    }

    /// `bytes` to `output`, keeping `output`'s error type (`withUnsafeBytes` only rethrows
    /// untyped errors).
    static func emit<E: Error>(_ bytes: [UInt8], to output: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        var failure: E?
        bytes.withUnsafeBytes { buffer in
            do throws(E) { try output(buffer) } catch { failure = error }
        }
        if let failure { throw failure }
    }
}
