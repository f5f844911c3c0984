import Foundation

/// One entry of a tracker. `value` is a level id, a count, or nil.
public struct TrackerLog: Sendable, Hashable, Codable, Identifiable {
    public var id: UUID
    public var trackerId: UUID
    public var timestamp: Date
    public var value: Int?
    public var note: String?
    public var trigger: String?
    public var location: String?
    public var syncedToHealthKit: Bool

    public init(
        id: UUID, trackerId: UUID, timestamp: Date, value: Int? = nil,
        note: String? = nil, trigger: String? = nil, location: String? = nil,
        syncedToHealthKit: Bool = false
    ) {
        self.id = id
        self.trackerId = trackerId
        self.timestamp = timestamp
        self.value = value
        self.note = note
        self.trigger = trigger
        self.location = location
        self.syncedToHealthKit = syncedToHealthKit
    }
}
