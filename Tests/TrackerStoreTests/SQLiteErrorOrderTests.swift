import Foundation
import Testing
import TrackerStore

/// Duplicate log ids are found after all rows are read, but the error reported is still the
/// first by row, as a row-by-row check gives it: within a row the id comes before the
/// timestamp and the other cells, and logs naming no tracker count in their place.
@Suite struct SQLiteErrorOrderTests {
    private struct Row {
        var pk: Int64
        var id: Int
        var tracker: Int64? = 1
        var timestamp: SQLiteTestDatabase.Value = .real(780_000_000)
        /// Replaces the `ZTRACKER` cell (a reference that is no integer).
        var trackerCell: SQLiteTestDatabase.Value? = nil
    }

    private func firstError(_ rows: [Row]) throws -> String {
        let database = try SQLiteTestDatabase.appStore()
        defer { database.removeDirectory() }
        try database.insertTracker(pk: 1, id: .fixed(1), name: "Walk")
        for row in rows {
            try database.insertLog(pk: row.pk, id: .fixed(row.id), tracker: row.tracker, timestamp: row.timestamp,
                                   overrides: row.trackerCell.map { ["ZTRACKER": $0] } ?? [:])
        }
        database.close()
        do {
            let store = try SQLiteStoreReader.read(path: database.path)
            return "no error (\(store.logs.count) logs)"
        } catch {
            // The part after the file name: table, row, column and problem.
            return String("\(error)".drop { $0 != ":" }.dropFirst(2))
        }
    }

    @Test func aDuplicateBeforeALaterBadRowWins() throws {
        let error = try firstError([Row(pk: 1, id: 100), Row(pk: 2, id: 100), Row(pk: 3, id: 101), Row(pk: 4, id: 102, timestamp: .null)])
        #expect(error == "table ZTRACKERLOG, row Z_PK=2, column ZID: duplicate log id \(UUID.fixed(100).uuidString) (also row Z_PK=1)")
    }

    @Test func aBadRowBeforeALaterDuplicateWins() throws {
        let error = try firstError([Row(pk: 1, id: 100), Row(pk: 2, id: 101, timestamp: .null), Row(pk: 3, id: 100)])
        #expect(error == "table ZTRACKERLOG, row Z_PK=2, column ZTIMESTAMP: required value is NULL")
    }

    @Test func inOneRowTheIdComesBeforeTheTimestampButAfterTheTrackerReference() throws {
        let duplicateFirst = try firstError([Row(pk: 1, id: 100), Row(pk: 2, id: 100, timestamp: .null)])
        #expect(duplicateFirst == "table ZTRACKERLOG, row Z_PK=2, column ZID: duplicate log id \(UUID.fixed(100).uuidString) (also row Z_PK=1)")
        let referenceFirst = try firstError([Row(pk: 1, id: 100), Row(pk: 2, id: 100, trackerCell: .text("Walk"))])
        #expect(referenceFirst == #"table ZTRACKERLOG, row Z_PK=2, column ZTRACKER: expected the Z_PK of a ZTRACKER row (INTEGER), found TEXT "Walk""#)
        // A NULL reference is no error (the log is left out), but its id still counts.
        let nullReference = try firstError([Row(pk: 1, id: 100), Row(pk: 2, id: 100, tracker: nil)])
        #expect(nullReference == "table ZTRACKERLOG, row Z_PK=2, column ZID: duplicate log id \(UUID.fixed(100).uuidString) (also row Z_PK=1)")
    }

    /// Row 3 names no tracker (dropped, with a warning) but its id is repeated by row 5,
    /// before rows 6 and 8 repeat another id.
    @Test func logsNamingNoTrackerCountInTheirPlace() throws {
        let error = try firstError([
            Row(pk: 1, id: 100), Row(pk: 3, id: 103, tracker: 9), Row(pk: 5, id: 103),
            Row(pk: 6, id: 106), Row(pk: 8, id: 106),
        ])
        #expect(error == "table ZTRACKERLOG, row Z_PK=5, column ZID: duplicate log id \(UUID.fixed(103).uuidString) (also row Z_PK=3)")
        let droppedSecond = try firstError([Row(pk: 1, id: 100), Row(pk: 2, id: 100, tracker: 9)])
        #expect(droppedSecond == "table ZTRACKERLOG, row Z_PK=2, column ZID: duplicate log id \(UUID.fixed(100).uuidString) (also row Z_PK=1)")
    }
}
