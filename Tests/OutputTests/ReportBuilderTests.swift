import Foundation
import StringCatalog
import Testing
import TrackerModel
@testable import Output

@Suite struct ReportBuilderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let shippedCatalog = try! StringCatalog(contentsOfFile: root.appendingPathComponent("Strings/Localizable.xcstrings").path)
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let today = CalendarDay(iso: "2026-11-20")!

    private func date(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    private func tracker(_ name: String, mode: TrackingMode, goal: Int? = nil, levels: [TrackerLevel]? = nil, order: Int = 0, id: Int) -> Tracker {
        Tracker(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", id))!, name: name, icon: "•", type: .good,
                trackingMode: mode, createdAt: date("2026-01-01T08:00:00Z"), displayOrder: order, dailyGoal: goal, levels: levels)
    }

    private func log(_ tracker: Tracker, _ timestamp: String, _ value: Int? = nil, id: Int, note: String? = nil) -> TrackerLog {
        TrackerLog(id: UUID(uuidString: String(format: "AAAAAAAA-0000-0000-0000-%012d", id))!, trackerId: tracker.id,
                   timestamp: date(timestamp), value: value, note: note)
    }

    private func build(_ store: Store, locale: String, catalog: StringCatalog = ReportBuilderTests.shippedCatalog,
                       from: CalendarDay? = nil, to: CalendarDay? = nil) -> Report {
        ReportBuilder.build(store: store, strings: CatalogStack([catalog]), options: ReportOptions(
            locale: locale, calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today), from: from, to: to))
    }

    private var sampleStore: (Store, Tracker, Tracker, Tracker, Tracker) {
        let mood = tracker("Mood", mode: .levels, order: 1, id: 1)
        let water = tracker("Drink Water", mode: .counter, goal: 8, order: 2, id: 2)
        let walk = tracker("Walk | Run\nDaily", mode: .yesNo, order: 3, id: 3)
        let smoke = tracker("No Smoking", mode: .avoidance, order: 4, id: 4)
        let logs = [
            log(mood, "2026-11-19T09:00:00Z", 2, id: 1),
            log(mood, "2026-11-19T20:00:00Z", 5, id: 2),     // the latest log of the day decides
            log(water, "2026-11-19T08:00:00Z", 4, id: 3),
            log(water, "2026-11-19T12:00:00Z", 2, id: 4),
            log(walk, "2026-11-18T07:00:00Z", id: 5, note: "a | b\nc"),
            log(smoke, "2026-11-18T22:30:00Z", id: 6),
            log(water, "2026-11-20T07:00:00Z", 1, id: 7),
        ]
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [smoke, walk, water, mood], logs: logs, warnings: [])
        return (store, mood, water, walk, smoke)
    }

    @Test func presetNamesAndLevelsAreLocalizedCustomNamesAreNot() {
        let (store, _, _, _, _) = sampleStore
        let report = build(store, locale: "de")
        #expect(report.trackers.map(\.label) == ["Stimmung", "Wasser trinken", "Walk | Run\nDaily", "No Smoking"])
        #expect(report.trackers[0].levelsText == "😢 Mies · 😕 Schlecht · 😐 Okay · 🙂 Gut · 😊 Super")
        #expect(report.missingTranslations.isEmpty)
    }

    @Test func pluralPhrasesFollowTheLocale() {
        let (store, _, _, _, _) = sampleStore
        let german = build(store, locale: "de")
        let english = build(store, locale: "en")
        let byName = { (report: Report, name: String) in report.trackers.first { $0.tracker.name == name }! }
        // Avoidance: relapse on 11-18, clean 11-19 and today → 2 (contract §4.2: end is today).
        #expect(byName(german, "No Smoking").currentStreakText == "2 Tage")
        #expect(byName(english, "No Smoking").currentStreakText == "2 days")
        // Mood: today not logged yet, so the walk ends yesterday: 1.
        #expect(byName(german, "Mood").currentStreakText == "1 Tag")
        #expect(byName(german, "Mood").longestStreakText == "1 Tag")
        #expect(byName(english, "Walk | Run\nDaily").longestStreakText == "1 day")
        // Yesterday first (the morning summary): Mood and No Smoking done, Drink Water below its
        // goal and Walk not logged.
        #expect(german.summaryLine == "Gestern: 2 erledigt · 2 verpasst · 1 Tracker heute erfasst · Stimmung: 1 Tag")
        #expect(english.summaryLine == "Yesterday: 2 done · 2 missed · 1 tracker logged today · Mood: 1 day")
        #expect(byName(english, "Drink Water").yesterday == DayMark(state: .missed, text: "✗ Missed · 6 / 8"))
        #expect(byName(german, "No Smoking").yesterday == DayMark(state: .done, text: "✓ Kein Rückfall"))
        #expect(byName(english, "Drink Water").currentStreakText == "0 days")
        #expect(german.asOfLine == "Stand: 20.11.2026 · Europe/Berlin")
        #expect(english.asOfLine == "As of Nov 20, 2026 · Europe/Berlin")
    }

    @Test func dailyCellsShowTheDaysOutcomeInWords() {
        let (store, _, _, _, _) = sampleStore
        let report = build(store, locale: "en")
        #expect(report.daily.rows.map(\.lowerBound.isoString) == ["2026-11-18", "2026-11-19", "2026-11-20"])
        // Columns: Mood, Drink Water, Walk, No Smoking.
        #expect(report.daily.cells == [
            [.empty, .empty, .text("✓"), .text("✗")],
            [.text("Great"), .number(6), .empty, .text("✓")],
            [.empty, .number(1), .empty, .text("✓")],
        ])
    }

    @Test func dailyCellsForUndecidedLevelsCountersWithoutGoalAndHostileValues() {
        let mood = tracker("Mood", mode: .levels, id: 1)
        let steps = tracker("=Steps", mode: .counter, id: 2)
        let logs = [
            log(mood, "2026-11-19T10:00:00Z", 2, id: 1),
            log(mood, "2026-11-19T11:00:00Z", 9, id: 2),   // the latest log is no level: undecided
            log(steps, "2026-11-19T10:00:00Z", Int.max, id: 3),
            log(steps, "2026-11-19T11:00:00Z", 1, id: 4),  // would overflow: the sum saturates
            log(steps, "2026-11-20T08:00:00Z", -5, id: 5),
        ]
        let store = Store(exportedAt: nil, timeZoneIdentifier: nil, trackers: [mood, steps], logs: logs, warnings: [])
        let report = build(store, locale: "en")
        // Same displayOrder and createdAt: "=Steps" (U+003D) sorts before "Mood" (U+004D).
        #expect(report.daily.cells == [[.number(Int.max), .empty], [.number(-5), .empty]])
        let csv = String(decoding: DailyCSVFile().render(report), as: UTF8.self)
        #expect(csv == "Day,'=Steps,Mood\r\n2026-11-19,\(Int.max),\r\n2026-11-20,-5,\r\n",
                "numbers stay numbers; a user's tracker name in the header is neutralized")
    }

    @Test func logsOfInactiveTrackersAreInLogsCSVAfterTheListedOnes() {
        var hidden = tracker("Old Habit", mode: .yesNo, id: 9)
        hidden.isActive = false
        let (sample, mood, _, _, _) = sampleStore
        var store = sample
        store.trackers.append(hidden)
        store.logs.append(log(hidden, "2026-11-10T10:00:00Z", id: 99))
        store.logs.append(log(mood, "2026-11-10T10:00:00Z", 3, id: 98))
        let report = build(store, locale: "en")
        #expect(report.trackers.count == 4)
        #expect(report.allTrackers.count == 5)
        #expect(report.logs.count == store.logs.count, "one row per log of the store")
        #expect(report.allTrackers[Int(report.logs.last!.trackerIndex)].tracker.name == "Old Habit")
        #expect(report.allTrackers.last?.position == 5)
        #expect(report.daily.cells.allSatisfy { $0.count == 4 }, "daily.csv has the listed trackers only")
        // An old log of an unlisted tracker does not stretch daily.csv back to its day.
        var older = store
        older.logs.append(log(hidden, "2020-01-05T10:00:00Z", id: 97))
        #expect(build(older, locale: "en").daily.rows.first?.lowerBound == report.daily.rows.first?.lowerBound)
        #expect(report.daily.rows.first?.lowerBound.isoString == "2026-11-10")
    }

    /// Found by the hostile-input corpus: two counter values near Int.max on one day trapped
    /// (arithmetic overflow) while summing the daily.csv cell; the sum saturates like the streak's.
    @Test func hugeCounterValuesOnOneDaySaturateInsteadOfTrapping() {
        let water = tracker("Drink Water", mode: .counter, goal: 8, id: 2)
        let low = tracker("Custom Count", mode: .counter, goal: Int.max, order: 1, id: 3)
        let store = Store(exportedAt: nil, timeZoneIdentifier: nil, trackers: [water, low], logs: [
            log(water, "2026-11-20T08:00:00Z", Int.max, id: 1),
            log(water, "2026-11-20T09:00:00Z", Int.max, id: 2),
            log(low, "2026-11-20T08:00:00Z", Int.min, id: 3),
            log(low, "2026-11-20T09:00:00Z", Int.min, id: 4),
        ], warnings: [])
        let report = build(store, locale: "en")
        #expect(report.daily.cells == [[.number(Int.max), .number(Int.min)]])
    }

    @Test func logsAreOrderedByPositionThenTimeAndLimitedByAssignedDay() {
        let (store, _, _, _, _) = sampleStore
        let report = build(store, locale: "en")
        #expect(report.logs.map { report.log($0).id.uuidString.suffix(2) } == ["01", "02", "03", "04", "07", "05", "06"])
        #expect(report.levelLabel(report.logs[1]) == "Great")
        #expect(report.level(report.logs[1])?.key == "great")
        #expect(report.levelLabel(report.logs[2]) == nil, "a counter log has no level")
        let limited = build(store, locale: "en", from: CalendarDay(iso: "2026-11-19"), to: CalendarDay(iso: "2026-11-19"))
        #expect(limited.logs.count == 4)
        #expect(limited.daily.rows.map(\.lowerBound.isoString) == ["2026-11-19"])
    }

    @Test func aMissingTranslationFallsBackAndIsListedInTheFootnote() throws {
        let catalog = try StringCatalog(bytes: Array("""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "Report.Trackers.Title": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Trackers"}},
                                                       "de": {"stringUnit": {"state": "translated", "value": "Tracker"}}}},
          "Mood.Great": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Great"}}}}
        }}
        """.utf8), fileName: "small.xcstrings")
        let (store, _, _, _, _) = sampleStore
        let report = build(store, locale: "de", catalog: catalog)
        #expect(report.text(.trackersTitle) == "Tracker")
        #expect(report.missingTranslations.contains("Mood.Great"), "answered by the source language")
        #expect(report.missingTranslations.contains("Report.Column.Tracker"), "answered by the key itself")
        #expect(!report.missingTranslations.contains("Report.Trackers.Title"))
        let markdown = TrackersMarkdownFile().markdown(report)
        #expect(markdown.contains("\n---\n\nReport.MissingTranslations: "))
        #expect(markdown.contains("Mood.Great"))
        #expect(build(store, locale: "de").missingTranslations.isEmpty)
        #expect(!TrackersMarkdownFile().markdown(build(store, locale: "de")).contains("---\n"))
    }

    @Test func markdownRowsKeepTheHeadersColumnCountWithHostileNames() {
        let (store, _, _, _, _) = sampleStore
        let report = build(store, locale: "en")
        for markdown in [TrackersMarkdownFile().markdown(report), StreaksMarkdownFile().markdown(report)] {
            let tableLines = markdown.split(separator: "\n").filter { $0.hasPrefix("|") }
            let counts = tableLines.map { line in
                // Unescaped pipes separate cells.
                var count = 0
                var previous: Character = " "
                for character in line { if character == "|" && previous != "\\" { count += 1 }; previous = character }
                return count
            }
            #expect(Set(counts).count == 1, "every row has the header's column count: \(counts)")
            #expect(markdown.contains("Walk \\| Run<br>Daily"))
        }
    }

    @Test func reportsAreDeterministic() {
        let (store, _, _, _, _) = sampleStore
        for file in ReportFiles.all {
            #expect(file.render(build(store, locale: "de")) == file.render(build(store, locale: "de")))
        }
    }

    /// The daily table holds only logged days, so trackers spanning a century cost memory per
    /// log, not per day × tracker; and its rows are the logged days and the last 53 weeks, the
    /// days between them one row (1930-01-10/2025-11-14), not 35,000.
    @Test func theDailyTableKeepsOnlyLoggedDaysAndTheLastFiftyThreeWeeks() {
        let trackers = (0..<50).map { tracker("T\($0)", mode: .yesNo, order: $0, id: 100 + $0) }
        let logs = trackers.enumerated().map { index, tracker in log(tracker, "1930-01-0\(1 + index % 9)T10:00:00Z", id: 500 + index) }
        let report = build(Store(exportedAt: nil, timeZoneIdentifier: nil, trackers: trackers, logs: logs, warnings: []), locale: "en")
        #expect(report.daily.dayCount > 35_000)
        #expect(report.daily.totals.loggedDays.count == 50, "one entry per logged day and tracker")
        var rows: [ClosedRange<CalendarDay>] = []
        var marks = 0
        report.daily.forEachRow { days, cells in
            rows.append(days)
            marks += cells.filter { $0 == .text("✓") }.count
        }
        #expect(rows.count == 9 + 1 + Report.DailyTable.recentDays && marks == 50)
        #expect(rows[9] == CalendarDay(iso: "1930-01-10")!...Self.today.advanced(by: -Report.DailyTable.recentDays))
        #expect(rows.enumerated().allSatisfy { $0.offset == 9 || $0.element.lowerBound == $0.element.upperBound })
        #expect(rows.last == Self.today...Self.today)
        let csv = String(decoding: DailyCSVFile().render(report), as: UTF8.self)
        #expect(csv.contains("\r\n1930-01-01,✓,") && csv.contains("\r\n1930-01-10/2025-11-14,,"))
    }
}
