import Foundation
import TrackerModel

/// The JSON export read the plain way, with Foundation's `JSONDecoder`: a reference for
/// `JSONStoreReader`, kept with the tests (the tool never uses it). The differential test checks that both give the
/// same `Store` for valid stores, and the benchmark compares their speed. It validates only
/// what decoding enforces (no duplicate-id or level checks) and reports errors as
/// `DecodingError`s, so it must not replace the real reader.
public enum ReferenceJSONStoreReader {
    public static func read(data: Data) throws -> Store {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            let plain = ISO8601DateFormatter()
            let fractional = ISO8601DateFormatter()
            fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            guard let date = plain.date(from: text) ?? fractional.date(from: text) else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not an RFC 3339 timestamp: \(text)"))
            }
            return date
        }
        let file = try decoder.decode(ExportFile.self, from: data)
        let trackers = file.trackers.map { tracker in
            Tracker(
                id: tracker.id, name: tracker.name, icon: tracker.icon ?? "", type: TrackerType(rawValue: tracker.type),
                trackingMode: TrackingMode(rawValue: tracker.trackingMode), createdAt: tracker.createdAt,
                isActive: tracker.isActive ?? true, displayOrder: tracker.displayOrder ?? 0, widgetOrder: tracker.widgetOrder ?? 999,
                showInWidget: tracker.showInWidget ?? false, healthKitType: tracker.healthKitType,
                saveToHealthKit: tracker.saveToHealthKit ?? false, dailyGoal: tracker.dailyGoal,
                showInCalendar: tracker.showInCalendar ?? true,
                levels: tracker.levels?.map {
                    TrackerLevel(id: $0.id, key: $0.key, icon: $0.icon ?? "", labelKey: $0.labelKey, streakEffect: StreakEffect(rawValue: $0.streakEffect))
                },
                rewardConfig: tracker.rewardConfig.map {
                    RewardConfig(earnEveryDays: $0.earnEveryDays ?? 7, maxOnHand: $0.maxOnHand ?? 3, canHealGrace: $0.canHealGrace ?? true)
                },
                dayAssignmentRaw: tracker.dayAssignmentRaw
            )
        }
        let logs = file.logs.map { log in
            TrackerLog(
                id: log.id, trackerId: log.trackerId, timestamp: log.timestamp, value: log.value, note: log.note,
                trigger: log.trigger, location: log.location, syncedToHealthKit: log.syncedToHealthKit ?? false
            )
        }
        return Store.assemble(
            exportedAt: file.exportedAt, timeZoneIdentifier: file.timeZone, trackers: trackers, logs: logs,
            trackerPlace: { "trackers[\($0)]" }, logPlace: { "logs[\($0)]" }
        )
    }

    private struct ExportFile: Decodable {
        var format: String
        var schemaVersion: Int
        var exportedAt: Date?
        var timeZone: String?
        var trackers: [ExportTracker]
        var logs: [ExportLog]
    }

    private struct ExportTracker: Decodable {
        var id: UUID
        var name: String
        var icon: String?
        var type: String
        var trackingMode: String
        var createdAt: Date
        var isActive: Bool?
        var displayOrder: Int?
        var widgetOrder: Int?
        var showInWidget: Bool?
        var healthKitType: String?
        var saveToHealthKit: Bool?
        var dailyGoal: Int?
        var showInCalendar: Bool?
        var levels: [ExportLevel]?
        var rewardConfig: ExportRewardConfig?
        var dayAssignmentRaw: String?
    }

    private struct ExportLevel: Decodable {
        var id: Int
        var key: String
        var icon: String?
        var labelKey: String
        var streakEffect: String
    }

    private struct ExportRewardConfig: Decodable {
        var earnEveryDays: Int?
        var maxOnHand: Int?
        var canHealGrace: Bool?
    }

    private struct ExportLog: Decodable {
        var id: UUID
        var trackerId: UUID
        var timestamp: Date
        var value: Int?
        var note: String?
        var trigger: String?
        var location: String?
        var syncedToHealthKit: Bool?
    }
}
