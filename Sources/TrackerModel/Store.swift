import Foundation
import SharpTools

/// A tracker store as read from a JSON export or the app's SQLite store.
public struct Store: Sendable, Hashable {
    public var exportedAt: Date?
    /// The IANA zone the export was written in; SQLite stores carry none.
    public var timeZoneIdentifier: String?
    public var trackers: [Tracker]
    /// Logs in store order ("later in the store" breaks timestamp ties): file order for
    /// JSON, ascending `Z_PK` for SQLite. Logs naming no tracker are left out (with a warning).
    public var logs: [TrackerLog]
    public var warnings: [StoreWarning]

    public init(exportedAt: Date?, timeZoneIdentifier: String?, trackers: [Tracker], logs: [TrackerLog], warnings: [StoreWarning]) {
        self.exportedAt = exportedAt
        self.timeZoneIdentifier = timeZoneIdentifier
        self.trackers = trackers
        self.logs = logs
        self.warnings = warnings
    }

    /// Builds a store from what a reader found and adds the warnings every reader shares:
    /// logs naming no tracker, tracker configurations that cannot be used as stored, and
    /// legacy NoAlc drink counts. `place` names a tracker or log for messages
    /// (`trackers[3]`, `ZTRACKER row 4`).
    public static func assemble(
        exportedAt: Date?,
        timeZoneIdentifier: String?,
        trackers: [Tracker],
        logs: [TrackerLog],
        readerWarnings: StoreWarningCollector = StoreWarningCollector(),
        trackerPlace: (Int) -> String,
        logPlace: (Int) -> String
    ) -> Store {
        var collector = readerWarnings
        // The store readers reject duplicate tracker ids; should a store built otherwise have
        // two, its logs belong to the first, as for the streaks and the reports.
        let trackerIndexes = UUIDTable(indexing: trackers.map(\.id))
        var rulesByTracker: [TrackerRules] = []
        rulesByTracker.reserveCapacity(trackers.count)
        for (index, tracker) in trackers.enumerated() {
            let rules = TrackerRules(tracker: tracker)
            rulesByTracker.append(rules)
            for problem in rules.problems {
                let kind: StoreWarning.Kind
                switch problem.kind {
                case .unknownDayAssignment: kind = .unknownDayAssignment
                case .unusableRewardConfig: kind = .unusableRewardConfig
                case .unknownEnumValue: kind = .unknownEnumValue
                case .duplicateLevelKeys: kind = .duplicateLevelKeys
                case .unusualLevelCount: kind = .unusualLevelCount
                }
                collector.note(kind, "\(trackerPlace(index)) (\(DisplayText.shortened(tracker.name))): \(problem.message)")
            }
        }
        // Logs naming no tracker are rare: the array is copied only when one has to go.
        var droppedLogs: [Int] = []
        // By index, reading two fields: binding each log to a variable would copy it (and
        // retain its strings) a million times.
        for index in logs.indices {
            let trackerId = logs[index].trackerId
            guard let trackerIndex = trackerIndexes.value(for: trackerId) else {
                collector.note(.logWithoutTracker, "\(logPlace(index)) names tracker \(trackerId.uuidString)")
                droppedLogs.append(index)
                continue
            }
            if rulesByTracker[trackerIndex].readsLegacyDrinkCounts {
                let value = logs[index].value
                if case .legacyDrinkCount(let level) = rulesByTracker[trackerIndex].level(forValue: value) {
                    collector.note(.legacyDrinkCounts, "\(logPlace(index)) value \(value ?? 0) → \(level.key)")
                }
            }
        }
        var keptLogs = logs
        if !droppedLogs.isEmpty {
            keptLogs = []
            keptLogs.reserveCapacity(logs.count - droppedLogs.count)
            var droppedIterator = droppedLogs.makeIterator()
            var nextDropped = droppedIterator.next()
            for (index, log) in logs.enumerated() {
                if index == nextDropped {
                    nextDropped = droppedIterator.next()
                    continue
                }
                keptLogs.append(log)
            }
        }
        return Store(
            exportedAt: exportedAt, timeZoneIdentifier: timeZoneIdentifier,
            trackers: trackers, logs: keptLogs, warnings: collector.collected
        )
    }
}
