import Foundation
import Output

/// Rows of 13 cells like logs.csv's — positions, UUIDs, timestamps, values, labels, notes,
/// some needing quotes or neutralization — through `CSVWriter`: the completeness test writes
/// a few thousand and parses them back, the benchmark (`trackerkit-bench csv-writer`) times a
/// million. The cells are built in `init`, before any clock starts.
public struct LogsLikeCSVWorkload {
    let texts: [CSVCell] = [
        .text("NoAlc"), .text("😀 Gut"), .text("Er sagte \"nein\", dann ging er"), .text("-kein Bier"),
        .text("Zeile 1\nZeile 2"), .text(""), .text("Büro"), .text("=SUM(A1:A3)"),
    ]
    let ids = (0..<64).map { _ in CSVCell.text(UUID().uuidString) }
    let numbers = (0..<100).map { CSVCell.integer($0 - 50) }
    let timestamp = CSVCell.text("2026-11-20T21:15:00+01:00")
    let day = CSVCell.text("2026-11-20")

    public static let columnCount = 13

    public init() {}

    /// `rowCount` rows in RFC 4180.
    public func write(rowCount: Int) -> CSVWriter {
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
        return writer
    }
}
