import Foundation
import Output
import TestSupport

/// `trackerkit-bench csv-writer`: 1,000,000 rows × 13 cells like logs.csv's (positions, UUIDs,
/// timestamps, values, labels, notes — some needing quotes or neutralization) through
/// `CSVWriter`; prints the time and the throughput. Was a timing assertion in `swift test`.
func csvWriterBenchmark() {
    let rowCount = 1_000_000
    let workload = LogsLikeCSVWorkload()
    let start = Date()
    let writer = workload.write(rowCount: rowCount)
    let seconds = Date().timeIntervalSince(start)
    let megabytes = Double(writer.bytes.count) / 1_048_576
    print("CSVWriter: \(rowCount) rows × 13 cells, \(String(format: "%.1f", megabytes)) MiB in \(String(format: "%.3f", seconds)) s (\(String(format: "%.0f", megabytes / seconds)) MiB/s)")
}
