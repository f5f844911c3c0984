import TrackerModel

/// How a heatmap colours and names one day of a tracker: a scale tracker's levels (Mood,
/// Energy: every level a success, `InsightStatistics.isScale`) in one neutral hue from light
/// to dark, low to high, as no level of a scale is better than another; other levels by their
/// streak effect and their place in the tracker's level order; counters by their total against
/// the goal; yes/no and avoidance as done/relapse; days healed by a joker and judged days
/// without a success ("missed") have colours of their own, a today not logged yet only an
/// outline.
struct HeatmapStyle {
    let report: Report
    let entry: Report.TrackerEntry
    /// Per level: its style class (`q0`…`q4` a scale's shades; `s0`…`s4` success shades,
    /// `g0`…`g2` needsGrace, `b0`…`b2` breaks), in the tracker's level order.
    private let levelStyles: [String]
    /// The tracker's levels are a scale.
    private let isScale: Bool
    private let formatter: LocaleFormatter
    /// What a day's words say, looked up once per tracker: the outcomes (`DayOutcomeWord`
    /// order: success, healed, needs a joker, broken, below the goal, missed) and open.
    private let outcomeWords: [String]
    private let openWords: String
    /// Per level: " · 💧 Steady" (its icon and label after the outcome).
    private let levelDetails: [String]
    /// A counter's goal as its days' words show it; nil without a goal.
    private let goalText: String?

    init(report: Report, entry: Report.TrackerEntry) {
        self.report = report
        self.entry = entry
        formatter = LocaleFormatter(locale: report.locale)
        outcomeWords = [.outcomeSuccess, .outcomeHealed, .outcomeNeedsGrace, .outcomeBroken, .outcomeBelowGoal, .outcomeMissed].map(report.text)
        openWords = report.text(.outcomeOpen)
        levelDetails = zip(entry.levelIcons, entry.levelLabels).map { icon, label in " · " + (icon.isEmpty ? label : icon + " " + label) }
        if case .meetsGoal(let goal) = entry.rules.successCondition { goalText = formatter.integer(goal) } else { goalText = nil }
        let levels = entry.rules.levels ?? []
        isScale = InsightStatistics.isScale(entry.rules)
        if isScale {
            // Spread over the five shades: three levels are the lightest, the middle and the darkest.
            let last = Double(max(1, levels.count - 1))
            levelStyles = levels.indices.map { "q" + String(Int((Double($0) * 4 / last).rounded())) }
            return
        }
        var counters: [String: Int] = [:]
        levelStyles = levels.map { level in
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

    /// Every mark with its words, in legend order: a scale as one item from its first level to
    /// its last.
    var legend: [LegendItem] {
        let success = report.text(.outcomeSuccess), grace = report.text(.outcomeNeedsGrace), broken = report.text(.outcomeBroken)
        var items: [LegendItem] = []
        if isScale, let low = entry.levelLabels.first, let high = entry.levelLabels.last {
            var seen: Set<String> = []
            items.append(LegendItem(scale: levelStyles.filter { seen.insert($0).inserted }, low: low, high: high))
        } else if let levels = entry.rules.levels, !levels.isEmpty {
            for (index, style) in levelStyles.enumerated() where !items.contains(where: { $0.styles == [style] }) && style != "m" {
                items.append(LegendItem(style, entry.levelLabels[index]))
            }
        } else {
            items += [LegendItem("s0", success), LegendItem("c1", report.text(.outcomeBelowGoal)), LegendItem("b0", broken)]
        }
        items += [LegendItem("g0", grace), LegendItem("j", report.text(.outcomeHealed)), LegendItem("m", report.text(.outcomeMissed)),
                  LegendItem("o", report.text(.outcomeOpen), mark: .outline)]
        var seen: Set<[String]> = []
        return items.filter { seen.insert($0.styles).inserted }
    }

    /// The class and the words of one recorded day: the outcome, then the level and a
    /// counter's total against its goal, each after " · ".
    func style(_ record: DayHistory.Record) -> (String, String) {
        var details = ""
        if record.levelIndex >= 0, Int(record.levelIndex) < entry.levelLabels.count, Int(record.levelIndex) < levelDetails.count {
            details = levelDetails[Int(record.levelIndex)]
        }
        var belowGoal = false
        if case .meetsGoal(let goal) = entry.rules.successCondition, record.logCount > 0, let goalText {
            details += " · " + ReportBuilder.totalAgainstGoal(formatter.integer(record.sum), goalText)
            belowGoal = record.sum < goal
        }
        let style: String
        let words: String
        if !record.isWalked {
            (style, words) = ("o", openWords)
        } else if record.isHealed {
            (style, words) = ("j", outcomeWords[1])
        } else {
            switch record.kind {
            case .success:
                (style, words) = (successStyle(record), outcomeWords[0])
            case .needsGrace:
                (style, words) = (levelStyle(record) ?? "g0", outcomeWords[2])
            case .breaksStreak:
                (style, words) = (levelStyle(record) ?? "b0", outcomeWords[3])
            case .noData:
                (style, words) = belowGoal ? ("c1", outcomeWords[4]) : ("m", outcomeWords[5])
            }
        }
        return (style, details.isEmpty ? words : words + details)
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
