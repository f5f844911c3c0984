import TrackerModel

/// How one listed tracker's `daily.csv` cells are worded: the latest log's level label for
/// level trackers, the day's total for counters (a number cell, with or without a goal, so a
/// spreadsheet sums it; the goal is in trackers.csv and days.csv), ✓ for a logged day, and
/// for avoidance trackers ✗ on a relapse and ✓ on a clean day of the walk (contract §4.2).
/// Undecided days are empty.
///
/// Taken out of the tracker's (large) report entry once, so the hundreds of thousands of
/// cells of a big store do not each copy or re-derive it.
struct DailyColumn: Sendable {
    enum Kind: Sendable {
        case avoidance(walkedDays: ClosedRange<CalendarDay>?)
        case levels(TrackerRules, labels: [String])
        case counter
        case logged
    }

    let kind: Kind

    init(entry: Report.TrackerEntry) {
        let rules = entry.rules
        if case .logNotExists = rules.successCondition {
            kind = .avoidance(walkedDays: entry.summary.walkedDays)
        } else if rules.levels != nil {
            kind = .levels(rules, labels: entry.levelLabels)
        } else {
            switch rules.successCondition {
            case .meetsGoal: kind = .counter
            case .logExists where entry.tracker.trackingMode == .counter: kind = .counter
            case .logExists, .levelMatches, .logNotExists: kind = .logged
            }
        }
    }

    /// The cell of `day` (a day number), given the value of the day's deciding (latest) log —
    /// nil when the day has no log — and the sum of the day's values.
    func cell(day: Int, latestValue: Int??, sum: Int) -> Report.DailyCell {
        if case .avoidance(let walkedDays) = kind {
            if latestValue != nil { return .text("✗") }
            return walkedDays?.contains(CalendarDay(dayNumber: day)) == true ? .text("✓") : .empty
        }
        guard let latestValue else { return .empty }
        switch kind {
        case .levels(let rules, let labels):
            guard let index = rules.levelIndex(forValue: latestValue) else { return .empty }
            return .text(labels[index])
        case .counter: return .number(sum)
        case .logged, .avoidance: return .text("✓")
        }
    }
}
