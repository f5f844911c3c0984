/// One level of a levels tracker; `id` is the value stored in a log.
public struct TrackerLevel: Sendable, Hashable, Codable {
    public var id: Int
    public var key: String
    public var icon: String
    /// The string-catalog key of the level's label (`NoAlc.Steady` → "Kaum").
    public var labelKey: String
    public var streakEffect: StreakEffect

    public init(id: Int, key: String, icon: String, labelKey: String, streakEffect: StreakEffect) {
        self.id = id
        self.key = key
        self.icon = icon
        self.labelKey = labelKey
        self.streakEffect = streakEffect
    }

    /// The app's editor creates two to five levels per tracker; the app reads any number,
    /// and so does the tool (with a warning).
    public static let allowedCount = 2...5
}
