import TrackerModel

/// The insight sentences of one locale's report: facts the numbers make true (the next joker,
/// the longest streak within reach, this month's biggest change in strength) and the claims
/// `InsightStatistics` tested (the weekday, trackers that go together). A sentence is left out
/// when it would not be true or not be supported — never softened into a guess.
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

    /// "Best on Fridays (46 of 52 a success), weakest on Saturdays (28 of 51)": the weekday
    /// test passed; the best and the worst weekday must each be the only one with its rate.
    private func weekdaySentence(_ periods: TrackerPeriods, _ localizer: inout ReportLocalizer) -> Report.Sentence? {
        let rates = periods.weekdayRates.map { $0.fraction ?? -1 }
        guard let best = rates.indices.max(by: { rates[$0] < rates[$1] }), let worst = rates.indices.min(by: { rates[$0] < rates[$1] }),
              rates.filter({ $0 == rates[best] }).count == 1, rates.filter({ $0 == rates[worst] }).count == 1 else { return nil }
        let (high, low) = (periods.weekdayRates[best], periods.weekdayRates[worst])
        return localizer.sentence(.insightWeekdays, [
            .text(localizer.text(Self.weekdayPlurals[best])), .text(formatter.integer(high.successDays)), .text(formatter.integer(high.countedDays)),
            .text(localizer.text(Self.weekdayPlurals[worst])), .text(formatter.integer(low.successDays)), .text(formatter.integer(low.countedDays)),
        ])
    }

    static let weekdayPlurals: [ReportText] = [
        .weekdayPlural1, .weekdayPlural2, .weekdayPlural3, .weekdayPlural4, .weekdayPlural5, .weekdayPlural6, .weekdayPlural7,
    ]

    /// The tracker whose strength changed most since the end of last month, when by at least
    /// `notableChange`; only trackers walked before this month count.
    private func strengthChange(_ localizer: inout ReportLocalizer) -> Report.Insight? {
        let (year, month, _) = today.components
        let monthEnd = CalendarDay(dayNumber: CalendarDay.daysFromCivil(year: year, month: month, day: 1) - 1)
        var best: (index: Int, from: Double, to: Double)?
        for (index, entry) in entries.enumerated() {
            guard let walked = entry.summary.walkedDays, walked.upperBound > monthEnd,
                  let before = periods[index].history.record(monthEnd), before.isWalked else { continue }
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

    /// "On 41 days with NoAlc “Steady”, Mood averaged 3.9; on the 17 other days, 3.1." Nil when
    /// the two means read alike with one decimal.
    private func correlationSentence(_ correlation: InsightStatistics.Correlation, _ localizer: inout ReportLocalizer) -> Report.Sentence? {
        let test = correlation.test
        let (with, other) = (formatter.decimal(test.meanA, fractionDigits: 1), formatter.decimal(test.meanB, fractionDigits: 1))
        guard with != other else { return nil }
        let condition = entries[correlation.condition]
        return localizer.sentence(.insightCorrelation, [
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
