import SharpTools
import TrackerModel

extension ReportBuilder {
    // MARK: Trackers and streaks

    static func trackerEntry(
        _ entry: DisplayOrder.Entry, rules: TrackerRules, summary: StreakSummary, history: DayHistory?, calendar: ReportCalendar,
        formatter: LocaleFormatter, localizer: inout ReportLocalizer
    ) -> Report.TrackerEntry {
        let tracker = entry.tracker
        // A preset's name is the app's own text and is translated; a custom name is the user's.
        // Texts from the store are shortened here, the localizer's texts by the localizer.
        let label = tracker.preset.map { localizer.text($0.nameKey) } ?? DisplayText.shortened(tracker.name)
        let levels = rules.levels ?? []
        let levelLabels = levels.map { localizer.text($0.labelKey) }
        let levelIcons = levels.map { DisplayText.shortened($0.icon) }
        let levelsText = zip(levelIcons, levelLabels).map { icon, label in
            icon.isEmpty ? label : "\(icon) \(label)"
        }.joined(separator: " · ")
        let words = TrackerWords(tracker: tracker, rules: rules, localizer: &localizer)
        let todayText: String
        switch summary.todayEntry {
        case .level(let level?):
            let index = levels.firstIndex(of: level) ?? 0
            todayText = levelIcons[index].isEmpty ? levelLabels[index] : "\(levelIcons[index]) \(levelLabels[index])"
        case .level(nil), .logged(false):
            todayText = summary.today.logCount > 0 ? "?" : localizer.text(.todayNotLogged)
        case .count(let sum, let goal?):
            todayText = totalAgainstGoal(formatter.integer(sum), formatter.integer(goal))
        case .count(let sum, nil):
            todayText = formatter.integer(sum)
        case .avoidance(let hasLog):
            todayText = hasLog ? "✗" : "✓"
        case .logged(true):
            todayText = "✓"
        }
        let today = calendar.today
        let yesterday = yesterdayMark(summary: summary, history: history, rules: rules, today: today, labels: levelLabels,
                                      icons: levelIcons, formatter: formatter, localizer: &localizer)
        let trend = strengthTrend(summary, history: history, localizer: &localizer)
        let counts = strengthCounts(summary, history: history, today: today)
        return Report.TrackerEntry(
            position: entry.position, tracker: tracker, rules: rules, isPinned: entry.isPinned, label: label,
            name: DisplayText.shortened(tracker.name), icon: DisplayText.shortened(tracker.icon), levelLabels: levelLabels,
            levelIcons: levelIcons, levelKeys: rules.levelOutputKeys.map(DisplayText.shortened),
            typeValue: DisplayText.shortened(tracker.type.rawValue), trackingModeValue: DisplayText.shortened(tracker.trackingMode.rawValue),
            typeText: words.type, trackingModeText: words.mode,
            activeText: localizer.text(tracker.isActive ? .yes : .no), levelsText: levelsText,
            rewardText: words.reward, dayAssignmentText: words.dayAssignment,
            createdDay: calendar.day(of: tracker.createdAt), summary: summary,
            currentStreakText: localizer.text(.days, [.int(summary.currentStreak)]),
            longestStreakText: localizer.text(.days, [.int(summary.longestStreak)]),
            availableRewardsText: rules.rewardConfig == nil ? "" : localizer.text(.jokers, [.int(summary.availableRewards)]),
            todayText: todayText, yesterday: yesterday,
            recentDaysText: summary.recentDays.map { symbol($0, healed: history?.record($0.day)?.isHealed ?? false) }.joined(),
            strengthText: formatter.percent(summary.strength), strengthTrendText: trend,
            strengthCountsText: localizer.text(.ofDays, [.int(counts.successes), .int(counts.counted)]),
            rate7Text: rateText(summary.last7Days, summary: summary, today: today, formatter: formatter, localizer: &localizer),
            rate30Text: rateText(summary.last30Days, summary: summary, today: today, formatter: formatter, localizer: &localizer)
        )
    }

    /// A tracker's type, tracking mode, reward rule and day assignment in words.
    private struct TrackerWords {
        let type: String
        let mode: String
        let reward: String
        let dayAssignment: String

        init(tracker: Tracker, rules: TrackerRules, localizer: inout ReportLocalizer) {
            switch tracker.type {
            case .good: type = localizer.text(.typeGood)
            case .saboteur: type = localizer.text(.typeSaboteur)
            case .unknown(let raw): type = DisplayText.shortened(raw)
            }
            switch tracker.trackingMode {
            case .counter: mode = localizer.text(.modeCounter)
            case .yesNo: mode = localizer.text(.modeYesNo)
            case .awareness: mode = localizer.text(.modeAwareness)
            case .avoidance: mode = localizer.text(.modeAvoidance)
            case .levels: mode = localizer.text(.modeLevels)
            case .unknown(let raw): mode = DisplayText.shortened(raw)
            }
            reward = rules.rewardConfig.map { localizer.text(.rewardRule, [.int($0.earnEveryDays), .int($0.maxOnHand)]) } ?? ""
            switch rules.dayAssignment {
            case .timestamp: dayAssignment = localizer.text(.dayAssignmentTimestamp)
            case .cutoffHour(let hour): dayAssignment = localizer.text(.dayAssignmentCutoff, [.int(hour)])
            }
        }
    }

    /// Yesterday — the last complete day — as the morning summary reads it: done, healed by a
    /// joker, missed or not begun, with the level or total that decided it. From the history
    /// (which knows the healed days); without one, from the summary's last 14 days.
    private static func yesterdayMark(
        summary: StreakSummary, history: DayHistory?, rules: TrackerRules, today: CalendarDay, labels: [String], icons: [String],
        formatter: LocaleFormatter, localizer: inout ReportLocalizer
    ) -> DayMark {
        let day = today.advanced(by: -1)
        var record = history?.record(day)
        if history == nil, let outcome = summary.recentDays.first(where: { $0.day == day }) {
            let level = outcome.level.flatMap { rules.levels?.firstIndex(of: $0) } ?? -1
            record = DayHistory.Record(kind: outcome.kind, isWalked: outcome.isWalked, isHealed: false, earnedJoker: false,
                                       levelIndex: Int32(level), logCount: Int32(clamping: outcome.logCount), streakAfter: 0, sum: outcome.sum)
        }
        var detail = ""
        if let record, record.logCount > 0 {
            if record.levelIndex >= 0, Int(record.levelIndex) < labels.count {
                let index = Int(record.levelIndex)
                detail = icons[index].isEmpty ? labels[index] : icons[index] + " " + labels[index]
            } else if case .meetsGoal(let goal) = rules.successCondition {
                detail = totalAgainstGoal(formatter.integer(record.sum), formatter.integer(goal))
            } else if rules.trackingMode == .counter {
                detail = formatter.integer(record.sum)
            }
        }
        let isAvoidance: Bool
        if case .logNotExists = rules.successCondition { isAvoidance = true } else { isAvoidance = false }
        return DayMark.mark(record, isAvoidance: isAvoidance, detail: detail) { localizer.text($0) }
    }

    /// How the strength changed over the four weeks up to the strength walk's last day, in whole
    /// percentage points: "↑ +6 points in 4 weeks"; "→ 0 …" within half a point. The one trend
    /// the report shows (tiles, cards, streaks.md and the insight). Nil without the history, or
    /// when the strength walk began later.
    private static func strengthTrend(_ summary: StreakSummary, history: DayHistory?, localizer: inout ReportLocalizer) -> String? {
        guard let end = summary.strengthDays?.upperBound, let before = history?.record(end.advanced(by: -trendDays)),
              before.inStrengthWalk else { return nil }
        let points = Int(((summary.strength - before.strength) * 100).rounded())
        let arrow = points > 0 ? "↑ +" : points < 0 ? "↓ −" : "→ "
        return localizer.text(.strengthTrend, [.string(arrow + localizer.text(.points, [.int(abs(points))]))])
    }

    /// The days the strength trend looks back (its words say "4 weeks").
    static let trendDays = 28

    /// The raw counts beside the strength: over the last 30 days the strength covers (fewer
    /// for a younger habit), the days that were a success and the days it counted (a healed day
    /// is not counted, as the strength skips it). From the history; without one, the 30-day rate.
    private static func strengthCounts(_ summary: StreakSummary, history: DayHistory?, today: CalendarDay) -> (successes: Int, counted: Int) {
        guard let history else { return (summary.last30Days.successDays, summary.last30Days.countedDays) }
        var successes = 0, counted = 0
        for offset in 0..<30 {
            guard let record = history.record(today.advanced(by: -offset)), record.inStrengthWalk, !record.isHealed else { continue }
            counted += 1
            if record.kind == .success { successes += 1 }
        }
        return (successes, counted)
    }

    /// A success rate as a percentage; as raw counts ("2 of 3 days") when the window reaches
    /// back before the walk's first day — a percentage of a week from three days would claim
    /// more than the history holds; "–" when no day counted.
    private static func rateText(
        _ rate: SuccessRate, summary: StreakSummary, today: CalendarDay, formatter: LocaleFormatter, localizer: inout ReportLocalizer
    ) -> String {
        guard let fraction = rate.fraction else { return "–" }
        if let first = summary.walkedDays?.lowerBound, first > today.advanced(by: 1 - rate.days) {
            return localizer.text(.ofDays, [.int(rate.successDays), .int(rate.countedDays)])
        }
        return formatter.percent(fraction)
    }

    /// One symbol per day, all of the same (emoji) width so that rows line up: 🟩 success,
    /// 🟦 healed by a joker, 🟨 needs a joker (none left), 🟥 broke the streak, ⬜ missed (judged,
    /// nothing that counts), ➖ not judged (before the first log, or today still open).
    static let stripSymbols: [(symbol: String, text: ReportText)] = [
        ("🟩", .outcomeSuccess), ("🟦", .outcomeHealed), ("🟨", .outcomeNeedsGrace), ("🟥", .outcomeBroken),
        ("⬜", .outcomeMissed), ("➖", .outcomeOpen),
    ]

    private static func symbol(_ outcome: DayOutcome, healed: Bool) -> String {
        guard outcome.isWalked else { return "➖" }
        if healed { return "🟦" }
        switch outcome.kind {
        case .success: return "🟩"
        case .breaksStreak: return "🟥"
        case .needsGrace: return "🟨"
        case .noData: return "⬜"
        }
    }

    /// The morning summary: "Yesterday: 5 done · 1 joker used · 2 missed · 3 trackers logged
    /// today · NoAlc: 12 days · 2 jokers" — yesterday first (the day a nightly run can judge
    /// whole), the trackers logged today so far, then the first tracker's current streak and,
    /// if it has rewards, its jokers. The first tracker's name is user text, kept apart.
    static func summary(entries: [Report.TrackerEntry], localizer: inout ReportLocalizer) -> Report.Line {
        let loggedToday = entries.filter { $0.summary.today.logCount > 0 }.count
        var counts: [String] = []
        for (state, key) in [(DayMark.State.done, ReportText.summaryDone), (.joker, .summaryJokersUsed), (.missed, .summaryMissed)] {
            let count = entries.filter { $0.yesterday.state == state }.count
            if count > 0 { counts.append(localizer.text(key, [.int(count)])) }
        }
        var lead = counts.isEmpty ? "" : localizer.text(.summaryYesterday, [.string(counts.joined(separator: " · "))]) + " · "
        lead += localizer.text(.trackersLoggedToday, [.int(loggedToday)])
        guard let first = entries.first else { return Report.Line(lead: lead, user: "", tail: "") }
        var tail = ": " + first.currentStreakText
        if !first.availableRewardsText.isEmpty { tail += " · " + first.availableRewardsText }
        return Report.Line(lead: lead + " · ", user: first.label, tail: tail)
    }
}
