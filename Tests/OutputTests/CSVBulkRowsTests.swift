import Foundation
import Testing
import TestSupport
@testable import Output

/// Many rows of logs.csv-like cells (hostile texts among them) come out complete: an
/// independent parser reads every row with all its fields. (The writer's speed is measured by
/// `trackerkit-bench csv-writer`, not here.)
@Suite struct CSVBulkRowsTests {
    @Test func tenThousandRowsOfThirteenColumns() {
        let rowCount = 10_000
        let writer = LogsLikeCSVWorkload().write(rowCount: rowCount)
        // The output is complete: the independent parser reads every row with 13 fields.
        let rows = (try? parseCSV(writer.bytes)) ?? []
        #expect(rows.count == rowCount)
        #expect(rows.allSatisfy { $0.count == LogsLikeCSVWorkload.columnCount })
    }
}
