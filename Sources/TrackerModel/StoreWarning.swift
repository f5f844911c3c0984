/// Something in a store that was tolerated: the store is still reported. Warnings of one
/// kind are counted and printed once (contract §3.1), with the first occurrence as an example.
public struct StoreWarning: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case unknownEnumValue = "unknown-enum-value"
        case logWithoutTracker = "log-without-tracker"
        case unknownDayAssignment = "unknown-day-assignment"
        case unusableRewardConfig = "unusable-reward-config"
        case legacyDrinkCounts = "legacy-drink-counts"
        case duplicateLevelKeys = "duplicate-level-keys"
        case unusualLevelCount = "unusual-level-count"
    }

    public var kind: Kind
    public var count: Int
    /// The first occurrence, with its place (e.g. `trackers[2].type: unknown type "x"`).
    public var firstExample: String

    public init(kind: Kind, count: Int, firstExample: String) {
        self.kind = kind
        self.count = count
        self.firstExample = firstExample
    }

    public var description: String {
        switch kind {
        case .legacyDrinkCounts:
            return "\(count) NoAlc log\(count == 1 ? "" : "s") with legacy drink counts mapped to levels (3–5 → easy, 6 or more → wild); first: \(firstExample)"
        case .logWithoutTracker:
            return count == 1
                ? "1 log names no tracker of the store and is left out: \(firstExample)"
                : "\(count) logs name no tracker of the store and are left out; first: \(firstExample)"
        case .unknownEnumValue:
            return "\(count) unknown enum value\(count == 1 ? "" : "s") kept as written; first: \(firstExample)"
        case .unknownDayAssignment:
            return "\(count) tracker\(count == 1 ? "" : "s") with an unusable day assignment; first: \(firstExample)"
        case .duplicateLevelKeys:
            return "\(count) tracker\(count == 1 ? "" : "s") with levels sharing a key, told apart by id (output shows such a key as key#id); first: \(firstExample)"
        case .unusualLevelCount:
            return "\(count) tracker\(count == 1 ? "" : "s") with a level count outside 2–5 (the app creates 2 to 5), read as stored; first: \(firstExample)"
        case .unusableRewardConfig:
            return "\(count) tracker\(count == 1 ? "" : "s") with an unusable reward config; first: \(firstExample)"
        }
    }
}

/// Collects tolerated problems and folds them into one `StoreWarning` per kind,
/// in the order the kinds were first seen.
public struct StoreWarningCollector: Sendable {
    private var warnings: [StoreWarning] = []

    public init() {}

    public mutating func note(_ kind: StoreWarning.Kind, _ example: @autoclosure () -> String) {
        if let index = warnings.firstIndex(where: { $0.kind == kind }) {
            warnings[index].count += 1
        } else {
            warnings.append(StoreWarning(kind: kind, count: 1, firstExample: example()))
        }
    }

    public var collected: [StoreWarning] { warnings }
}
