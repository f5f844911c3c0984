import Foundation
import StringCatalog
import Testing
import TrackerModel
@testable import Output

/// The insight sentences: only what is true and supported — a pair of trackers that go
/// together past a permutation test and Benjamini–Hochberg, a weekday that matters, the next
/// joker, the longest streak within reach — and none for noise.
@Suite struct InsightTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let today = CalendarDay(iso: "2026-11-20")!
    static let noAlcLevels: [TrackerLevel] = [
        TrackerLevel(id: 0, key: "steady", icon: "💧", labelKey: "NoAlc.Steady", streakEffect: .success),
        TrackerLevel(id: 1, key: "easy", icon: "✨", labelKey: "NoAlc.Easy", streakEffect: .needsGrace),
    ]

    static func tracker(_ name: String, _ mode: TrackingMode, order: Int, levels: [TrackerLevel]? = nil, rewards: RewardConfig? = nil) -> Tracker {
        Tracker(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", order))!, name: name, type: .good, trackingMode: mode,
                createdAt: ISO8601DateFormatter().date(from: "2025-01-01T08:00:00Z")!, displayOrder: order, levels: levels, rewardConfig: rewards)
    }

    /// NoAlc and Mood logged on each of the last `days` days (`moodOnDay`, `steadyOnDay` by days ago).
    static func report(days: Int, locale: String = "en", steady: (Int) -> Bool, mood: (Int) -> Int) -> Report {
        let noAlc = tracker("NoAlc", .levels, order: 0, levels: noAlcLevels)
        let moodTracker = tracker("Mood", .levels, order: 1)
        var logs: [TrackerLog] = []
        for back in 0..<days {
            let time = ISO8601DateFormatter().date(from: today.advanced(by: -back).isoString + "T09:00:00Z")!
            logs.append(TrackerLog(id: UUID(), trackerId: noAlc.id, timestamp: time, value: steady(back) ? 0 : 1))
            logs.append(TrackerLog(id: UUID(), trackerId: moodTracker.id, timestamp: time, value: mood(back)))
        }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [noAlc, moodTracker], logs: logs, warnings: [])
        let options = ReportOptions(locale: locale, calendar: ReportCalendar(timeZone: berlin, today: today))
        return ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]), options: options)
    }

    @Test func trackersThatGoTogetherGetASentenceInWords() throws {
        // Steady on two days of three; Mood 5 on steady days, 2 or 3 on the others.
        let report = Self.report(days: 120, steady: { $0 % 3 != 0 }, mood: { $0 % 3 != 0 ? 5 : 2 + $0 % 2 })
        let correlation = try #require(report.insights.first { $0.isCorrelation })
        #expect(correlation.sentence.text == "On 80 days with NoAlc “Steady”, Mood averaged 5.0; on the 40 other days, 2.5.")
        // The tracker names and the level label are user text, kept apart for index.html to isolate.
        #expect(correlation.sentence.pieces.filter(\.isUser).map(\.text) == ["NoAlc", "Steady", "Mood"])
        #expect(report.insightsNote?.contains("Benjamini–Hochberg") == true)
        let german = Self.report(days: 120, locale: "de", steady: { $0 % 3 != 0 }, mood: { $0 % 3 != 0 ? 5 : 2 + $0 % 2 })
        #expect(german.insights.first { $0.isCorrelation }?.sentence.text
                == "An 80 Tagen mit NoAlc „Kaum“ lag Stimmung im Schnitt bei 5,0, an den 40 anderen Tagen bei 2,5.")
        // The note is the tool's own phrase: whole, though longer than the 200 characters user text is cut at.
        #expect((report.insightsNote?.count ?? 0) > 200 && report.insightsNote?.hasSuffix("They do not show what causes what.") == true)
        #expect((german.insightsNote?.count ?? 0) > 200 && german.insightsNote?.hasSuffix("Sie zeigen nicht, was Ursache und was Wirkung ist.") == true)
        #expect(report.insightsNote?.contains("at least 20 days in each group") == true)
        // Both outputs show it.
        #expect(StreaksMarkdownFile().markdown(report).contains("Mood averaged 5.0"))
        #expect(HTMLReportFile().html(report).contains("<bdi>Mood</bdi> averaged 5.0"))
    }

    /// A lagged effect: Mood the day after a steady day is 5, after another day 2, and on the
    /// day itself unrelated (steady days at random). Found with the same permutation test and
    /// false-discovery control as a same-day pair, and said as such.
    @Test func aNextDayEffectIsFound() throws {
        var state: UInt64 = 42
        let steady = (0..<122).map { _ -> Bool in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (state >> 33) % 3 != 0
        }
        // `back` days ago; the day before it is `back + 1` days ago.
        let report = Self.report(days: 120, steady: { steady[$0] }, mood: { steady[$0 + 1] ? 5 : 2 })
        let correlations = report.insights.filter(\.isCorrelation).map(\.sentence.text)
        let nextDay = try #require(correlations.first)
        #expect(nextDay.hasPrefix("On the day after ") && nextDay.contains(" days with NoAlc “Steady”, Mood averaged 5.0; after the ")
                && nextDay.hasSuffix(" other days, 2.0."), "\(correlations)")
        #expect(!correlations.contains { !$0.hasPrefix("On the day after ") }, "no same-day claim: \(correlations)")
        let german = Self.report(days: 120, locale: "de", steady: { steady[$0] }, mood: { steady[$0 + 1] ? 5 : 2 })
        #expect(german.insights.first { $0.isCorrelation }?.sentence.text.hasPrefix("Am Tag nach ") == true)
    }

    /// Weekdays that share the worst rate are named together, their days added up: a habit
    /// never done at the weekend says so (51 Saturdays and 51 Sundays since the first log).
    @Test func weekdaysThatTieAreNamedTogether() throws {
        let habit = Self.tracker("Deep Work", .yesNo, order: 0)
        var logs: [TrackerLog] = []
        for back in 0..<364 {
            let day = Self.today.advanced(by: -back)
            let weekday = PeriodSummary.isoWeekday(day)
            guard weekday == 1 || (weekday <= 5 && (back / 7) % 3 != 0) else { continue }
            logs.append(TrackerLog(id: UUID(), trackerId: habit.id, value: 1, timestamp: day))
        }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [habit], logs: logs, warnings: [])
        let report = ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]),
                                         options: ReportOptions(locale: "en", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today)))
        let sentence = try #require(report.insights.first { $0.sentence.text.hasPrefix("Best on") })
        #expect(sentence.sentence.text.hasPrefix("Best on Mondays (52 of 52 days a success), weakest on Saturdays and Sundays (0 of 102)"))
    }

    @Test func noiseGetsNoSentence() {
        // Mood follows a cycle of 7 days, NoAlc one of 3: unrelated.
        let report = Self.report(days: 200, steady: { $0 % 3 != 0 }, mood: { 1 + $0 % 7 % 5 })
        #expect(!report.insights.contains { $0.isCorrelation })
        #expect(report.insightsNote == nil)
    }

    @Test func tooFewDaysInAGroupGetNoTest() {
        // 19 other days: below the 20 a group needs, however large the difference.
        let report = Self.report(days: 100, steady: { $0 >= 19 }, mood: { $0 >= 19 ? 5 : 1 })
        #expect(!report.insights.contains { $0.isCorrelation })
    }

    @Test func theSameStoreGivesTheSameSentences() {
        let make = { Self.report(days: 150, steady: { $0 % 4 != 0 }, mood: { $0 % 4 != 0 ? 4 : 2 }) }
        #expect(make().insights == make().insights)
    }

    @Test func aWeekdayThatMattersIsNamed() throws {
        // A yes/no habit done every Monday, never on Saturday, on other days two weeks of three.
        let habit = Self.tracker("Run", .yesNo, order: 0)
        var logs: [TrackerLog] = []
        for back in 0..<364 {
            let day = Self.today.advanced(by: -back)
            let weekday = PeriodSummary.isoWeekday(day)
            guard weekday == 1 || (weekday != 6 && (back / 7) % 3 != 0 && !(weekday == 3 && back % 2 == 0)) else { continue }
            logs.append(TrackerLog(id: UUID(), trackerId: habit.id, timestamp: ISO8601DateFormatter().date(from: day.isoString + "T09:00:00Z")!, value: 1))
        }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [habit], logs: logs, warnings: [])
        let report = ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]),
                                         options: ReportOptions(locale: "en", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today)))
        let sentence = try #require(report.insights.first { $0.sentence.text.hasPrefix("Best on") })
        #expect(sentence.trackerIndex == 0)
        #expect(sentence.sentence.text.hasPrefix("Best on Mondays (52 of 52 days a success), weakest on Saturdays (0 of 51)"))
    }

    @Test func jokersAndTheLongestStreakInReach() {
        let noAlc = Self.tracker("NoAlc", .levels, order: 0, levels: Self.noAlcLevels, rewards: RewardConfig(earnEveryDays: 7, maxOnHand: 3))
        let run = Self.tracker("Run", .yesNo, order: 1)
        func daily(_ tracker: Tracker, _ values: [Int?]) -> [TrackerLog] {
            values.enumerated().compactMap { index, value in
                value.map { TrackerLog(id: UUID(), trackerId: tracker.id, value: $0, timestamp: Self.today.advanced(by: index - values.count + 1)) }
            }
        }
        // NoAlc: an easy day without a joker and four without a log (the streak breaks), then
        // 10 steady days up to today, a joker earned on the 7th. Run: 12 days, a day without,
        // 9 days up to today.
        let noAlcDays: [Int?] = [1, nil, nil, nil, nil] + Array(repeating: 0, count: 10)
        let logs = daily(noAlc, noAlcDays) + daily(run, Array(repeating: 1, count: 12) + [nil] + Array(repeating: 1, count: 9))
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [noAlc, run], logs: logs, warnings: [])
        let report = ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]),
                                         options: ReportOptions(locale: "en", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today)))
        let texts = report.insights.map { ($0.trackerIndex ?? -1, $0.sentence.text) }
        #expect(texts.contains { $0 == (0, "This is the longest streak so far (10 days).") })
        #expect(texts.contains { $0 == (0, "4 more successful days earn the next joker.") })
        #expect(texts.contains { $0 == (1, "3 more days to match the longest streak (12 days).") })
        // And the biggest change in strength over the trend's 4 weeks: Run's, begun on October 30
        // (both trackers were made long before, so both strengths cover the 4 weeks).
        #expect(texts.filter { $0.1.hasPrefix("Strength +") && $0.1.contains(" in 4 weeks (from 0% to ") }.map(\.0) == [1])
        #expect(texts.count == 4)
    }

    /// A tracker walked for less than two weeks has no sentence of its own: its longest streak
    /// "so far" and its jokers say little yet.
    @Test func aShortHistoryHasNoSentence() {
        let run = Self.tracker("Run", .yesNo, order: 0)
        let logs = (0..<10).map { TrackerLog(id: UUID(), trackerId: run.id, value: 1, timestamp: Self.today.advanced(by: -$0)) }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [run], logs: logs, warnings: [])
        let report = ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]),
                                         options: ReportOptions(locale: "en", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today)))
        #expect(report.trackers[0].summary.currentStreak == 10)
        #expect(report.insights.allSatisfy { !$0.sentence.text.contains("longest streak") })
        // Its 7-day rate covers the whole week; its 30-day rate would reach before its first
        // log, so it is given as counts.
        #expect(report.trackers[0].rate7Text == "100%" && report.trackers[0].rate30Text == "10 of 10 days")
    }

    /// A store whose newest data is old gets no insight: the days since would count as missed.
    @Test func aStaleStoreHasNoInsightButSaysWhy() {
        var options = ReportOptions(locale: "en", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today))
        options.staleSince = Self.today.advanced(by: -9)
        let days = 120
        let fresh = Self.report(days: days, steady: { $0 % 3 != 0 }, mood: { $0 % 3 != 0 ? 5 : 2 + $0 % 2 })
        #expect(!fresh.insights.isEmpty && fresh.insightsWithheld == nil)
        let noAlc = Self.tracker("NoAlc", .levels, order: 0, levels: Self.noAlcLevels)
        let logs = (9..<days).map { TrackerLog(id: UUID(), trackerId: noAlc.id, value: $0 % 3 == 0 ? 1 : 0, timestamp: Self.today.advanced(by: -$0)) }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [noAlc], logs: logs, warnings: [])
        let stale = ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]), options: options)
        #expect(stale.insights.isEmpty)
        #expect(stale.insightsWithheld == "No insights: the store has no new data for 9 days, and the days since would count as missed.")
    }
}

extension TrackerLog {
    /// A log at 09:00 UTC on `day`.
    init(id: UUID, trackerId: UUID, value: Int?, timestamp day: CalendarDay) {
        self.init(id: id, trackerId: trackerId, timestamp: ISO8601DateFormatter().date(from: day.isoString + "T09:00:00Z")!, value: value)
    }
}
