import SharpTools
import TrackerModel

/// `streaks --format json` (contract §5): `{"asOf","timeZone","trackers":[…]}` in display order,
/// the five streak numbers first, then what else helps scripts. Stable: tests rely on it.
public struct StreaksJSONFormat: StreaksFormat {
    public init() {}

    public var name: String { "json" }
    public var needs: ReportParts { [] }

    public func render(_ report: Report, csv: CSVOptions) -> String {
        Self.value(report).serialized()
    }

    package static func value(_ report: Report) -> JSONValue {
        .object([
            ("asOf", .string(report.asOf.isoString)),
            ("timeZone", .string(report.calendar.timeZone.identifier)),
            ("locale", .string(report.locale)),
            ("trackers", .array(report.trackers.map(tracker))),
        ])
    }

    private static func tracker(_ entry: Report.TrackerEntry) -> JSONValue {
        let summary = entry.summary
        let today: JSONValue
        switch summary.todayEntry {
        case .level(let level):
            today = .object([("kind", .string("level")), ("level", .string(level.map(entry.rules.outputKey))), ("labelKey", .string(level?.labelKey)), ("icon", .string(level?.icon))])
        case .count(let sum, let goal):
            today = .object([("kind", .string("count")), ("sum", .int(sum)), ("goal", .int(goal))])
        case .avoidance(let hasLog):
            today = .object([("kind", .string("avoidance")), ("logged", .bool(hasLog))])
        case .logged(let logged):
            today = .object([("kind", .string("logged")), ("logged", .bool(logged))])
        }
        func rate(_ rate: SuccessRate) -> JSONValue {
            .object([("successDays", .int(rate.successDays)), ("countedDays", .int(rate.countedDays)), ("rate", rate.fraction.map(JSONValue.double) ?? .null)])
        }
        return .object([
            ("position", .int(entry.position)),
            ("id", .string(entry.tracker.id.uuidString)),
            // The stored name whole (the report's files shorten long ones); a custom tracker's
            // label is its name, whole here too.
            ("name", .string(entry.tracker.name)),
            ("label", .string(entry.tracker.preset == nil ? entry.tracker.name : entry.label)),
            ("currentStreak", .int(summary.currentStreak)),
            ("longestStreak", .int(summary.longestStreak)),
            ("availableRewards", .int(summary.availableRewards)),
            ("totalRewardsEarned", .int(summary.totalRewardsEarned)),
            ("totalRewardsUsed", .int(summary.totalRewardsUsed)),
            // Four decimals, as in streaks.csv: the definition is exact, its last bits are not.
            ("strength", .double(Double(DecimalDigits(summary.strength).formatted(fractionDigits: 4, decimalSeparator: ".", groupingSeparator: nil)) ?? 0)),
            ("pinned", .bool(entry.isPinned)),
            ("active", .bool(entry.tracker.isActive)),
            ("currentStreakStart", .string(summary.currentStreakStart?.isoString)),
            ("longestStreakStart", .string(summary.longestStreakDays?.lowerBound.isoString)),
            ("longestStreakEnd", .string(summary.longestStreakDays?.upperBound.isoString)),
            ("today", today),
            ("last7Days", rate(summary.last7Days)),
            ("last30Days", rate(summary.last30Days)),
            ("levelCounts30Days", .array(summary.levelCounts30Days.map { .object([("level", .string(entry.rules.outputKey(of: $0.level))), ("days", .int($0.days))]) })),
        ])
    }
}
