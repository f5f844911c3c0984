import Foundation
import SharpTools
import TrackerModel

/// The `ZTRACKER` table: its columns, resolved once, and its rows as trackers in `Z_PK` order.
struct SQLiteTrackerTable {
    let selection: SQLiteColumnSelection
    private let pk, id, name, createdAt, type, mode: Int32
    private let icon, isActive, displayOrder, widgetOrder, showInWidget, healthKitType: Int32?
    private let saveToHealthKit, dailyGoal, showInCalendar, levels, reward, dayAssignment: Int32?

    init(file: String, available: [String]) throws(StoreError) {
        var t = SQLiteColumnSelection(file: file, table: "ZTRACKER", available: available)
        pk = try t.required("Z_PK")
        id = try t.required("ZID")
        name = try t.required("ZNAME")
        createdAt = try t.required("ZCREATEDAT")
        type = try t.required("ZTYPE")
        mode = try t.required("ZTRACKINGMODE")
        icon = t.optional("ZICON")
        isActive = t.optional("ZISACTIVE")
        displayOrder = t.optional("ZDISPLAYORDER")
        widgetOrder = t.optional("ZWIDGETORDER")
        showInWidget = t.optional("ZSHOWINWIDGET")
        healthKitType = t.optional("ZHEALTHKITTYPE")
        saveToHealthKit = t.optional("ZSAVETOHEALTHKIT")
        dailyGoal = t.optional("ZDAILYGOAL")
        showInCalendar = t.optional("ZSHOWINCALENDAR")
        levels = t.optional("ZLEVELSDATA")
        reward = t.optional("ZREWARDCONFIGDATA")
        dayAssignment = t.optional("ZDAYASSIGNMENTRAW")
        selection = t
    }

    /// The trackers and, index for index, their `Z_PK`s.
    func read(_ database: SQLiteConnection, errors: SQLiteErrorContext) throws(StoreError) -> (trackers: [Tracker], rowIDs: [Int64]) {
        var trackers: [Tracker] = []
        var rowIDs: [Int64] = []
        let statement = try errors.run("ZTRACKER") { () throws(SQLiteFailure) in try database.prepare(selection.sql(orderBy: "Z_PK")) }
        var row = SQLiteRowDecoder(selection: selection)
        let failure = try statement.forEachRow(columnCount: selection.selected.count) { (cells: SQLiteRow) throws(StoreError) in
            row.cells = cells
            row.rowID = try row.primaryKey(pk)
            let tracker = try decode(row)
            // Two rows with one id would make the reports disagree on whose logs are whose.
            if let other = trackers.firstIndex(where: { $0.id == tracker.id }) {
                throw row.error(id, "duplicate tracker id \(tracker.id.uuidString) (also row Z_PK=\(rowIDs[other]))")
            }
            trackers.append(tracker)
            rowIDs.append(row.rowID)
        }
        if let failure { throw errors.error(failure, table: "ZTRACKER") }
        return (trackers, rowIDs)
    }

    private func decode(_ row: SQLiteRowDecoder) throws(StoreError) -> Tracker {
        Tracker(
            id: try row.uuid(id),
            name: try row.string(name),
            icon: try row.optionalString(icon) ?? "",
            type: TrackerType(rawValue: try row.enumRawValue(type)),
            trackingMode: TrackingMode(rawValue: try row.enumRawValue(mode)),
            createdAt: try row.date(createdAt),
            isActive: try row.bool(isActive, default: true),
            displayOrder: try row.int(displayOrder, default: 0),
            widgetOrder: try row.int(widgetOrder, default: 999),
            showInWidget: try row.bool(showInWidget, default: false),
            healthKitType: try row.optionalString(healthKitType),
            saveToHealthKit: try row.bool(saveToHealthKit, default: false),
            dailyGoal: try row.optionalInt(dailyGoal),
            showInCalendar: try row.bool(showInCalendar, default: true),
            levels: try row.levels(levels),
            rewardConfig: try row.json(reward, as: RewardConfig.self, what: "reward config data"),
            dayAssignmentRaw: try row.optionalString(dayAssignment)
        )
    }
}
