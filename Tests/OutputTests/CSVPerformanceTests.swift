import Foundation
import Testing
@testable import Output

@Suite("CSVWriter performance")
struct CSVPerformanceTests {
    /// 1,000,000 rows × 13 cells in a release build (`swift test -c release --filter
    /// CSVPerformanceTests`); a debug build writes 100,000 rows with the same per-row bound,
    /// since unoptimized Swift is many times slower. Prints the figure.
    @Test func millionRowsOfThirteenColumns() {
        #if DEBUG
        let rowCount = 100_000
        let secondsPerMillionRowsBound = 60.0
        #else
        let rowCount = 1_000_000
        let secondsPerMillionRowsBound = 10.0
        #endif
        // Cells like logs.csv: positions, UUIDs, timestamps, values, labels, notes (some
        // needing quotes or neutralization). Built before the clock starts.
        let texts: [CSVCell] = [
            .text("NoAlc"), .text("😀 Gut"), .text("Er sagte \"nein\", dann ging er"), .text("-kein Bier"),
            .text("Zeile 1\nZeile 2"), .text(""), .text("Büro"), .text("=SUM(A1:A3)"),
        ]
        let ids = (0..<64).map { _ in CSVCell.text(UUID().uuidString) }
        let numbers = (0..<100).map { CSVCell.integer($0 - 50) }
        let timestamp = CSVCell.text("2026-11-20T21:15:00+01:00")
        let day = CSVCell.text("2026-11-20")

        let start = DispatchTime.now().uptimeNanoseconds
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
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let megabytes = Double(writer.bytes.count) / 1_048_576
        print("CSVWriter: \(rowCount) rows × 13 cells, \(String(format: "%.1f", megabytes)) MiB in \(String(format: "%.3f", seconds)) s (\(String(format: "%.0f", megabytes / seconds)) MiB/s)")
        #expect(seconds < secondsPerMillionRowsBound * Double(rowCount) / 1_000_000)
        // The output is complete: the independent parser reads every row with 13 fields.
        let rows = (try? parseCSV(writer.bytes)) ?? []
        #expect(rows.count == rowCount)
        #expect(rows.allSatisfy { $0.count == 13 })
    }
}
