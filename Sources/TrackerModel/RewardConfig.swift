/// The "joker" rewards of a tracker: one is earned every `earnEveryDays` successful days,
/// at most `maxOnHand` are held, and with `canHealGrace` one heals a needsGrace or empty day.
public struct RewardConfig: Sendable, Hashable, Codable {
    public var earnEveryDays: Int
    public var maxOnHand: Int
    public var canHealGrace: Bool

    public init(earnEveryDays: Int = 7, maxOnHand: Int = 3, canHealGrace: Bool = true) {
        self.earnEveryDays = earnEveryDays
        self.maxOnHand = maxOnHand
        self.canHealGrace = canHealGrace
    }

    /// `earnEveryDays` < 1 or `maxOnHand` < 0 cannot work; such a config is ignored (contract §4.2).
    public var isUsable: Bool { earnEveryDays >= 1 && maxOnHand >= 0 }
}
