import Foundation
import SharpTools
import TrackerModel

/// The trackers array: each tracker with its levels and reward configuration.
extension JSONStoreParser {

    mutating func readTrackers() throws -> [Tracker] {
        try reader.beginArray()
        var trackers: [Tracker] = []
        var firstIndexByID: [UUID: Int] = [:]
        var index = 0
        while try reader.nextElement() {
            path.append(.index(index))
            let start = try startObject()
            let tracker = try readTracker(objectStart: start)
            if let first = firstIndexByID[tracker.id] {
                path.append(.key("id"))
                throw failure("duplicate tracker id \(tracker.id.uuidString) (also trackers[\(first)])", at: start)
            }
            firstIndexByID[tracker.id] = index
            trackers.append(tracker)
            path.removeLast()
            index += 1
        }
        return trackers
    }

    mutating func readTracker(objectStart: Int) throws -> Tracker {
        var id: UUID?
        var name: String?
        var icon = ""
        var type: TrackerType?
        var trackingMode: TrackingMode?
        var createdAt: Date?
        var isActive = true
        var displayOrder = 0
        var widgetOrder = 999
        var showInWidget = false
        var healthKitType: String?
        var saveToHealthKit = false
        var dailyGoal: Int?
        var showInCalendar = true
        var levels: [TrackerLevel]?
        var rewardConfig: RewardConfig?
        var dayAssignmentRaw: String?
        var seen = MemberSet()

        while let key = try reader.nextKey() {
            path.append(.key(key))
            switch key {
            case "id": try seen.insert(0, key, &self); id = try readUUID()
            case "name": try seen.insert(1, key, &self); name = try reader.readString()
            case "icon": try seen.insert(2, key, &self); icon = try readOptionalString() ?? ""
            case "type": try seen.insert(3, key, &self); type = TrackerType(rawValue: try reader.readString())
            case "trackingMode": try seen.insert(4, key, &self); trackingMode = TrackingMode(rawValue: try reader.readString())
            case "createdAt": try seen.insert(5, key, &self); createdAt = try readTimestamp()
            case "isActive": try seen.insert(6, key, &self); isActive = try readOptionalBool() ?? true
            case "displayOrder": try seen.insert(7, key, &self); displayOrder = try readOptionalInt() ?? 0
            case "widgetOrder": try seen.insert(8, key, &self); widgetOrder = try readOptionalInt() ?? 999
            case "showInWidget": try seen.insert(9, key, &self); showInWidget = try readOptionalBool() ?? false
            case "healthKitType": try seen.insert(10, key, &self); healthKitType = try readOptionalString()
            case "saveToHealthKit": try seen.insert(11, key, &self); saveToHealthKit = try readOptionalBool() ?? false
            case "dailyGoal": try seen.insert(12, key, &self); dailyGoal = try readOptionalInt()
            case "showInCalendar": try seen.insert(13, key, &self); showInCalendar = try readOptionalBool() ?? true
            case "levels": try seen.insert(14, key, &self); levels = try readLevels()
            case "rewardConfig": try seen.insert(15, key, &self); rewardConfig = try readRewardConfig()
            case "dayAssignmentRaw": try seen.insert(16, key, &self); dayAssignmentRaw = try readOptionalString()
            default: try reader.skipValue()
            }
            path.removeLast()
        }
        guard let id else { throw missing("id", objectStart) }
        guard let name else { throw missing("name", objectStart) }
        guard let type else { throw missing("type", objectStart) }
        guard let trackingMode else { throw missing("trackingMode", objectStart) }
        guard let createdAt else { throw missing("createdAt", objectStart) }
        return Tracker(
            id: id, name: name, icon: icon, type: type, trackingMode: trackingMode, createdAt: createdAt,
            isActive: isActive, displayOrder: displayOrder, widgetOrder: widgetOrder, showInWidget: showInWidget,
            healthKitType: healthKitType, saveToHealthKit: saveToHealthKit, dailyGoal: dailyGoal,
            showInCalendar: showInCalendar, levels: levels, rewardConfig: rewardConfig, dayAssignmentRaw: dayAssignmentRaw
        )
    }

    mutating func readLevels() throws -> [TrackerLevel]? {
        if try reader.readNullIfPresent() { return nil }
        try reader.beginArray()
        var levels: [TrackerLevel] = []
        var index = 0
        while try reader.nextElement() {
            path.append(.index(index))
            let start = try startObject()
            var id: Int?
            var key: String?
            var icon = ""
            var labelKey: String?
            var streakEffect: StreakEffect?
            var seen = MemberSet()
            while let member = try reader.nextKey() {
                path.append(.key(member))
                switch member {
                case "id": try seen.insert(0, member, &self); id = try reader.readInt()
                case "key": try seen.insert(1, member, &self); key = try reader.readString()
                case "icon": try seen.insert(2, member, &self); icon = try readOptionalString() ?? ""
                case "labelKey": try seen.insert(3, member, &self); labelKey = try reader.readString()
                case "streakEffect": try seen.insert(4, member, &self); streakEffect = StreakEffect(rawValue: try reader.readString())
                default: try reader.skipValue()
                }
                path.removeLast()
            }
            guard let id else { throw missing("id", start) }
            guard let key else { throw missing("key", start) }
            guard let labelKey else { throw missing("labelKey", start) }
            guard let streakEffect else { throw missing("streakEffect", start) }
            if let other = levels.firstIndex(where: { $0.id == id }) {
                throw failure("duplicate level id \(id) (also levels[\(other)])", at: start)
            }
            levels.append(TrackerLevel(id: id, key: key, icon: icon, labelKey: labelKey, streakEffect: streakEffect))
            path.removeLast()
            index += 1
        }
        return levels
    }

    mutating func readRewardConfig() throws -> RewardConfig? {
        if try reader.readNullIfPresent() { return nil }
        _ = try startObject()
        var config = RewardConfig()
        var seen = MemberSet()
        while let key = try reader.nextKey() {
            path.append(.key(key))
            switch key {
            case "earnEveryDays": try seen.insert(0, key, &self); config.earnEveryDays = try reader.readInt()
            case "maxOnHand": try seen.insert(1, key, &self); config.maxOnHand = try reader.readInt()
            case "canHealGrace": try seen.insert(2, key, &self); config.canHealGrace = try reader.readBool()
            default: try reader.skipValue()
            }
            path.removeLast()
        }
        return config
    }
}
