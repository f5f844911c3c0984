import Foundation

/// A habit tracker as the app stores it (field names and defaults are the app's).
public struct Tracker: Sendable, Hashable, Codable {
    public var id: UUID
    public var name: String
    public var icon: String
    public var type: TrackerType
    public var trackingMode: TrackingMode
    public var createdAt: Date
    public var isActive: Bool
    public var displayOrder: Int
    public var widgetOrder: Int
    public var showInWidget: Bool
    public var healthKitType: String?
    public var saveToHealthKit: Bool
    public var dailyGoal: Int?
    public var showInCalendar: Bool
    /// The tracker's own levels; nil when the store has none (absent or `null`).
    public var levels: [TrackerLevel]?
    public var rewardConfig: RewardConfig?
    /// `timestamp`, `cutoffHour:H` or the legacy `cutoff:H`; nil means `timestamp`.
    public var dayAssignmentRaw: String?

    public init(
        id: UUID, name: String, icon: String = "", type: TrackerType, trackingMode: TrackingMode,
        createdAt: Date, isActive: Bool = true, displayOrder: Int = 0, widgetOrder: Int = 999,
        showInWidget: Bool = false, healthKitType: String? = nil, saveToHealthKit: Bool = false,
        dailyGoal: Int? = nil, showInCalendar: Bool = true, levels: [TrackerLevel]? = nil,
        rewardConfig: RewardConfig? = nil, dayAssignmentRaw: String? = nil
    ) {
        self.id = id
        self.name = name
        self.icon = icon
        self.type = type
        self.trackingMode = trackingMode
        self.createdAt = createdAt
        self.isActive = isActive
        self.displayOrder = displayOrder
        self.widgetOrder = widgetOrder
        self.showInWidget = showInWidget
        self.healthKitType = healthKitType
        self.saveToHealthKit = saveToHealthKit
        self.dailyGoal = dailyGoal
        self.showInCalendar = showInCalendar
        self.levels = levels
        self.rewardConfig = rewardConfig
        self.dayAssignmentRaw = dayAssignmentRaw
    }

    /// The preset with exactly this name (case-sensitive), if any.
    public var preset: TrackerPreset? { TrackerPreset.named(name) }
}
