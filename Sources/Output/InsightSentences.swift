import TrackerModel

/// The insight sentences of one locale's report: facts the numbers make true (the next joker,
/// the longest streak within reach, the biggest change in strength over the trend's 4 weeks)
/// and the claims `InsightStatistics` tested (the weekday, trackers that go together on the
/// same day or the next). A sentence is left out when it would not be true or not be
/// supported — never softened into a guess: a tracker walked for less than two weeks has no
/// sentence of its own, and a store whose data is old none at all (`ReportBuilder`).
struct InsightSentences {
    let entries: [Report.TrackerEntry]
    let periods: [TrackerPeriods]
    let statistics: InsightStatistics
    let today: CalendarDay
    let formatter: LocaleFormatter

    /// How many sentences about trackers that go together, at most (the strongest).
    static let maximumCorrelations = 3
    /// A longest streak this close is "within reach".
    static let reachDays = 7
    /// The smallest change in strength (0–1) worth a sentence.
    static let notableChange = 0.05
    /// The fewest walked days a tracker needs for a sentence of its own.
    static let minimumWalkedDays = 14

    func insights(_ localizer: inout ReportLocalizer) -> [Report.Insight] {
        var result: [Report.Insight] = []
        for index in entries.indices {
            for sentence in trackerSentences(index, &localizer) {
                result.append(Report.Insight(trackerIndex: index, sentence: sentence))
            }
        }
        if let change = strengthChange(&localizer) { result.append(change) }
        for correlation in statistics.correlations.prefix(Self.maximumCorrelations) {
            if let sentence = correlationSentence(correlation, &localizer) {
                result.append(Report.Insight(trackerIndex: nil, sentence: sentence, isCorrelation: true))
            }
        }
        return result
    }

    private func trackerSentences(_ index: Int, _ localizer: inout ReportLocalizer) -> [Report.Sentence] {
        let entry = entries[index]
        let summary = entry.summary
        var sentences: [Report.Sentence] = []
        if index < statistics.weekdayMatters.count, statistics.weekdayMatters[index], let sentence = weekdaySentence(periods[index], &localizer) {
            sentences.append(sentence)
        }
        guard let walked = summary.walkedDays, walked.lowerBound.distance(to: walked.upperBound) + 1 >= Self.minimumWalkedDays else { return sentences }
        let longestText = localizer.text(.days, [.int(summary.longestStreak)])
        if summary.currentStreak > 0 && summary.currentStreak == summary.longestStreak && summary.currentStreak >= Self.reachDays {
            sentences.append(localizer.sentence(.insightOnLongest, [.text(longestText)]))
        } else if case let missing = summary.longestStreak - summary.currentStreak, missing > 0, missing <= Self.reachDays,
                  summary.currentStreak >= missing {
            // Within reach: a week or less away, and the streak at least as long as what is left.
            sentences.append(localizer.sentence(.insightLongestInReach, [.int(missing), .text(longestText)]))
        }
        // A joker is earned when the streak reaches the next multiple of the period, if the
        // hand has room (contract §4.2).
        if let rewards = entry.rules.rewardConfig, summary.currentStreak > 0, summary.availableRewards < rewards.maxOnHand {
            let days = rewards.earnEveryDays - summary.currentStreak % rewards.earnEveryDays
            sentences.append(localizer.sentence(.insightNextJoker, [.int(days)]))
        }
        return sentences
    }

    /// "Best on Fridays (46 of 52 a success), weakest on Saturdays and Sundays (0 of 103)": the
    /// weekday test passed; weekdays that share the best or the worst rate are named together,
    /// their days added up.
    private func weekdaySentence(_ periods: TrackerPeriods, _ localizer: inout ReportLocalizer) -> Report.Sentence? {
        let rates = periods.weekdayRates.map { $0.fraction ?? -1 }
        guard let highest = rates.max(), let lowest = rates.min(), highest > lowest else { return nil }
        // Monday first, as a week is read (the rates are Monday … Sunday).
        let best = rates.indices.filter { rates[$0] == highest }, worst = rates.indices.filter { rates[$0] == lowest }
        func words(_ days: [Int], _ localizer: inout ReportLocalizer) -> [Report.SentenceArgument] {
            let names = days.map { localizer.text(Self.weekdayPlurals[$0]) }
            let successes = days.reduce(0) { $0 + periods.weekdayRates[$1].successDays }
            let counted = days.reduce(0) { $0 + periods.weekdayRates[$1].countedDays }
            return [.text(list(names, &localizer)), .text(formatter.integer(successes)), .text(formatter.integer(counted))]
        }
        return localizer.sentence(.insightWeekdays, words(best, &localizer) + words(worst, &localizer))
    }

    /// "Mondays", "Saturdays and Sundays", "Mondays, Tuesdays and Fridays".
    private func list(_ items: [String], _ localizer: inout ReportLocalizer) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return localizer.text(.listAnd, [.string(items.dropLast().joined(separator: ", ")), .string(items[items.count - 1])])
    }

    static let weekdayPlurals: [ReportText] = [
        .weekdayPlural1, .weekdayPlural2, .weekdayPlural3, .weekdayPlural4, .weekdayPlural5, .weekdayPlural6, .weekdayPlural7,
    ]

    /// The tracker whose strength changed most over the trend's 4 weeks (the same window as
    /// every trend of the report), when by at least `notableChange`; only trackers whose
    /// strength covers the whole window count.
    private func strengthChange(_ localizer: inout ReportLocalizer) -> Report.Insight? {
        var best: (index: Int, from: Double, to: Double)?
        for (index, entry) in entries.enumerated() {
            guard let end = entry.summary.strengthDays?.upperBound,
                  let before = periods[index].history.record(end.advanced(by: -ReportBuilder.trendDays)), before.inStrengthWalk else { continue }
            let change = entry.summary.strength - before.strength
            if abs(change) >= Self.notableChange, abs(change) > abs((best?.to ?? 0) - (best?.from ?? 0)) {
                best = (index, before.strength, entry.summary.strength)
            }
        }
        guard let best else { return nil }
        let points = Int((abs(best.to - best.from) * 100).rounded())
        let signed = (best.to > best.from ? "+" : "−") + localizer.text(.points, [.int(points)])
        return Report.Insight(trackerIndex: best.index, sentence: localizer.sentence(.insightStrengthChange, [
            .text(signed), .text(formatter.percent(best.from)), .text(formatter.percent(best.to)),
        ]))
    }

    /// "On 41 days with NoAlc “Steady”, Mood averaged 3.9; on the 17 other days, 3.1." — or,
    /// the day after, "On the day after 41 days with NoAlc “Steady”, Mood averaged 3.9; …", "…,
    /// Deep Work was a success 62 % of the time; …". Nil when the two figures read alike.
    private func correlationSentence(_ correlation: InsightStatistics.Correlation, _ localizer: inout ReportLocalizer) -> Report.Sentence? {
        let test = correlation.test
        let figure = { (value: Double) in
            correlation.valueIsSuccess ? formatter.percent(value) : formatter.decimal(value, fractionDigits: 1)
        }
        let (with, other) = (figure(test.meanA), figure(test.meanB))
        guard with != other else { return nil }
        let condition = entries[correlation.condition]
        let key: ReportText = !correlation.nextDay ? .insightCorrelation : correlation.valueIsSuccess ? .insightNextDaySuccess : .insightCorrelationNextDay
        return localizer.sentence(key, [
            .text(formatter.integer(test.countA)), .user(condition.label), conditionWords(condition, &localizer),
            .user(entries[correlation.value].label), .text(with), .text(formatter.integer(test.countB)), .text(other),
        ])
    }

    /// What a success day of `entry` is called: its one success level's label, "goal met",
    /// "without a relapse", "logged", or "success".
    private func conditionWords(_ entry: Report.TrackerEntry, _ localizer: inout ReportLocalizer) -> Report.SentenceArgument {
        let levels = entry.rules.levels ?? []
        let successIndices = levels.indices.filter { levels[$0].streakEffect == .success }
        switch entry.rules.successCondition {
        case .levelMatches:
            return successIndices.count == 1 ? .user(entry.levelLabels[successIndices[0]]) : .text(localizer.text(.outcomeSuccess))
        case .meetsGoal: return .text(localizer.text(.insightGoalMet))
        case .logNotExists: return .text(localizer.text(.insightNoRelapse))
        case .logExists: return .text(localizer.text(.insightLogged))
        }
    }
}
