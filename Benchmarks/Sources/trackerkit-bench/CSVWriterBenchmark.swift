import Foundation
import Output

/// `trackerkit-bench csv-writer`: 1,000,000 rows × 13 cells like logs.csv's (positions, UUIDs,
/// timestamps, values, labels, notes — some needing quotes or neutralization) through
/// `CSVWriter`; prints the time and the throughput. Was a timing assertion in `swift test`.
func csvWriterBenchmark() {
    let rowCount = 1_000_000
    // Cells like logs.csv: positions, UUIDs, timestamps, values, labels, notes (some
    // needing quotes or neutralization), built before the clock starts.
    let texts: [CSVCell] = [
        .text("NoAlc"), .text("😀 Gut"), .text("Er sagte \"nein\", dann ging er"), .text("-kein Bier"),
        .text("Zeile 1\nZeile 2"), .text(""), .text("Büro"), .text("=SUM(A1:A3)"),
    ]
    let ids = (0..<64).map { _ in CSVCell.text(UUID().uuidString) }
    let numbers = (0..<100).map { CSVCell.integer($0 - 50) }
    let timestamp = CSVCell.text("2026-11-20T21:15:00+01:00")
    let day = CSVCell.text("2026-11-20")

    let start = Date()
    var writer = CSVWriter(dialect: .rfc4180, reservingCapacity: rowCount * 220)
    for index in 0..<rowCount {
        writer.appendCell(numbers[index % 100])
        writer.appendCell(ids[index % 64])
        writer.appendCell(texts[index % 8])
        writer.appendCell(texts[(index + 1) % 8])
        writer.appendCell(ids[(index + 7) % 64])
        writer.appendCell(timestamp)
        writer.appendCell(day)
        writer.appendCell(numbers[(index + 3) % 100])
        writer.appendCell(texts[(index + 2) % 8])
        writer.appendCell(texts[(index + 3) % 8])
        writer.appendCell(texts[(index + 4) % 8])
        writer.appendCell(texts[(index + 5) % 8])
        writer.appendCell(texts[(index + 6) % 8])
        writer.endRow()
    }
    let seconds = Date().timeIntervalSince(start)
    let megabytes = Double(writer.bytes.count) / 1_048_576
    print("CSVWriter: \(rowCount) rows × 13 cells, \(String(format: "%.1f", megabytes)) MiB in \(String(format: "%.3f", seconds)) s (\(String(format: "%.0f", megabytes / seconds)) MiB/s)")
}
