import TrackerModel

/// How a heatmap colours and names one day of a tracker: levels by their streak effect and
/// their place in the tracker's level order, counters by their total against the goal, yes/no
/// and avoidance as done/relapse; days healed by a joker and judged days without a success
/// ("missed") have colours of their own, a today not logged yet only an outline.
struct HeatmapStyle {
    let report: Report
    let entry: Report.TrackerEntry
    /// Per level: its style class (`s0`…`s4` success shades, `g0`…`g2` needsGrace, `b0`…`b2`
    /// breaks), in the tracker's level order: a five-level scale such as Mood gets five shades.
    private let levelStyles: [String]
    private let formatter: LocaleFormatter

    init(report: Report, entry: Report.TrackerEntry) {
        self.report = report
        self.entry = entry
        formatter = LocaleFormatter(locale: report.locale)
        var counters: [String: Int] = [:]
        levelStyles = (entry.rules.levels ?? []).map { level in
            let prefix: String
            switch level.streakEffect {
            case .success: prefix = "s"
            case .needsGrace: prefix = "g"
            case .breaksStreak: prefix = "b"
            case .unknown: prefix = "m"
            }
            guard prefix != "m" else { return "m" }
            let index = min(counters[prefix, default: 0], prefix == "s" ? 4 : 2)
            counters[prefix, default: 0] += 1
            return prefix + String(index)
        }
    }

    /// The class of each level, in the tracker's level order (the level charts use them).
    var levelClasses: [String] { levelStyles }

    /// Every class with its words, in legend order.
    var legend: [(style: String, text: String)] {
        let success = report.text(.outcomeSuccess), grace = report.text(.outcomeNeedsGrace), broken = report.text(.outcomeBroken)
        var items: [(String, String)] = []
        if let levels = entry.rules.levels, !levels.isEmpty {
            for (index, style) in levelStyles.enumerated() where !items.contains(where: { $0.0 == style }) && style != "m" {
                items.append((style, entry.levelLabels[index]))
            }
        } else {
            items += [("s0", success), ("c1", report.text(.outcomeBelowGoal)), ("b0", broken)]
        }
        items += [("g0", grace), ("j", report.text(.outcomeHealed)), ("m", report.text(.outcomeMissed)), ("o", report.text(.outcomeOpen))]
        var seen: Set<String> = []
        return items.filter { seen.insert($0.0).inserted }
    }

    /// The class and the words of one recorded day.
    func style(_ record: DayHistory.Record) -> (String, String) {
        var details: [String] = []
        if record.levelIndex >= 0, Int(record.levelIndex) < entry.levelLabels.count {
            let icon = entry.levelIcons[Int(record.levelIndex)]
            let label = entry.levelLabels[Int(record.levelIndex)]
            details.append(icon.isEmpty ? label : icon + " " + label)
        }
        var belowGoal = false
        if case .meetsGoal(let goal) = entry.rules.successCondition, record.logCount > 0 {
            details.append(ReportBuilder.totalAgainstGoal(formatter.integer(record.sum), formatter.integer(goal)))
            belowGoal = record.sum < goal
        }
        let style: String
        let words: String
        if !record.isWalked {
            (style, words) = ("o", report.text(.outcomeOpen))
        } else if record.isHealed {
            (style, words) = ("j", report.text(.outcomeHealed))
        } else {
            switch record.kind {
            case .success:
                (style, words) = (successStyle(record), report.text(.outcomeSuccess))
            case .needsGrace:
                (style, words) = (levelStyle(record) ?? "g0", report.text(.outcomeNeedsGrace))
            case .breaksStreak:
                (style, words) = (levelStyle(record) ?? "b0", report.text(.outcomeBroken))
            case .noData:
                (style, words) = belowGoal ? ("c1", report.text(.outcomeBelowGoal)) : ("m", report.text(.outcomeMissed))
            }
        }
        return (style, ([words] + details).joined(separator: " · "))
    }

    private func levelStyle(_ record: DayHistory.Record) -> String? {
        record.levelIndex >= 0 && Int(record.levelIndex) < levelStyles.count ? levelStyles[Int(record.levelIndex)] : nil
    }

    /// A level's own shade; a counter's by how far past the goal (up to twice it).
    private func successStyle(_ record: DayHistory.Record) -> String {
        if let style = levelStyle(record) { return style }
        if case .meetsGoal(let goal) = entry.rules.successCondition, goal > 0 {
            // In Double: a goal or total near Int.max must not overflow.
            let ratio = Double(record.sum) / Double(goal)
            return ratio >= 2 ? "s2" : ratio >= 1.5 ? "s1" : "s0"
        }
        return "s0"
    }
}
