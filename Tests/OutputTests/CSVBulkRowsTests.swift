import Foundation
import Testing
@testable import Output

/// Many rows of logs.csv-like cells (hostile texts among them) come out complete: an
/// independent parser reads every row with all its fields. (The writer's speed is measured by
/// `trackerkit-bench csv-writer`, not here.)
@Suite struct CSVBulkRowsTests {
    @Test func tenThousandRowsOfThirteenColumns() {
        let rowCount = 10_000
        // Cells like logs.csv: positions, UUIDs, timestamps, values, labels, notes (some
        // needing quotes or neutralization).
        let texts: [CSVCell] = [
            .text("NoAlc"), .text("😀 Gut"), .text("Er sagte \"nein\", dann ging er"), .text("-kein Bier"),
            .text("Zeile 1\nZeile 2"), .text(""), .text("Büro"), .text("=SUM(A1:A3)"),
        ]
        let ids = (0..<64).map { _ in CSVCell.text(UUID().uuidString) }
        let numbers = (0..<100).map { CSVCell.integer($0 - 50) }
        let timestamp = CSVCell.text("2026-11-20T21:15:00+01:00")
        let day = CSVCell.text("2026-11-20")

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
        // The output is complete: the independent parser reads every row with 13 fields.
        let rows = (try? parseCSV(writer.bytes)) ?? []
        #expect(rows.count == rowCount)
        #expect(rows.allSatisfy { $0.count == 13 })
    }
}
