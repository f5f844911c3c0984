import Testing
import SharpTools

/// A row's cells sit in raw buffers: a column outside the row stops the process instead of
/// reading another row's cells or memory past the batch.
@Suite struct SQLiteRowBoundsTests {
    @Test func aColumnOutsideTheRowStopsTheProcess() async {
        await #expect(processExitsWith: .failure) {
            _ = SQLiteRow.none.type(at: 0)
        }
        await #expect(processExitsWith: .failure) {
            _ = SQLiteRow.none.bytes(at: -1)
        }
    }
}
