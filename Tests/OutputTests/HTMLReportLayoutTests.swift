import Foundation
import StringCatalog
import Testing
import TrackerModel
@testable import Output

/// What index.html, the pictures and streaks.md arrange: the overview linking every card, the
/// legend outside the heatmap's scroll box, the charts, the period tables folded with names
/// people read and without joker columns for trackers without jokers, pictures with a
/// background of their own, a heatmap axis that starts with a recent first log.
@Suite struct HTMLReportLayoutTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let today = CalendarDay(iso: "2026-11-20")!

    static func tracker(_ name: String, _ mode: TrackingMode, order: Int, goal: Int? = nil, rewards: RewardConfig? = nil) -> Tracker {
        Tracker(id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", order))!, name: name, icon: "★", type: .good, trackingMode: mode,
                createdAt: ISO8601DateFormatter().date(from: "2025-01-01T08:00:00Z")!, displayOrder: order, dailyGoal: goal, rewardConfig: rewards)
    }

    /// NoAlc (jokers) logged for two years, Water (a counter) for the last 10 weeks, Run never.
    static func report(locale: String) -> Report {
        let noAlc = tracker("NoAlc", .levels, order: 0, rewards: RewardConfig())
        let water = tracker("Drink Water", .counter, order: 1, goal: 8)
        let run = tracker("Run", .yesNo, order: 2)
        var logs: [TrackerLog] = []
        for back in 0..<730 { logs.append(TrackerLog(id: UUID(), trackerId: noAlc.id, value: back % 5 == 0 ? 1 : 0, timestamp: today.advanced(by: -back))) }
        for back in 0..<70 { logs.append(TrackerLog(id: UUID(), trackerId: water.id, value: 4 + back % 7, timestamp: today.advanced(by: -back))) }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: [noAlc, water, run], logs: logs, warnings: [])
        return ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]),
                                   options: ReportOptions(locale: locale, calendar: ReportCalendar(timeZone: berlin, today: today)))
    }

    @Test func theOverviewLinksEveryCard() {
        let html = HTMLReportFile().html(Self.report(locale: "en"))
        let overview = String(html[html.range(of: "<nav class=\"overview")!.lowerBound..<html.range(of: "</nav>")!.upperBound])
        for id in ["t1", "t2", "t3"] {
            #expect(html.contains("<h2 id=\"\(id)\">"))
            #expect(overview.contains("<a href=\"#\(id)\">"))
        }
        // A tile each: the streak big, yesterday, today, jokers (NoAlc only), strength with its
        // counts and trend, the 14-day strip; and a compact row each (what a phone shows).
        #expect(overview.components(separatedBy: "<span class=\"big\">").count == 4)
        #expect(overview.components(separatedBy: "<dt>Jokers available</dt>").count == 2)
        #expect(overview.components(separatedBy: "<dt>Strength</dt>").count == 4)
        #expect(overview.components(separatedBy: "<svg class=\"strip\"").count == 4)
        #expect(overview.contains(" points in 4 weeks</span>") && overview.contains(" of 30 days</span>"))
        #expect(overview.components(separatedBy: "<a class=\"name\" href=\"#").count == 4)
        #expect(overview.components(separatedBy: "class=\"badge yday\"").count == 7)
        // Every card links back.
        #expect(html.components(separatedBy: "<a class=\"back\" href=\"#overview\">").count == 4)
        #expect(overview.contains("<h2 id=\"overview\">"))
    }

    /// Many trackers: one compact row each and no tiles, on every screen.
    @Test func manyTrackersGetRowsOnly() {
        var trackers: [Tracker] = []
        var logs: [TrackerLog] = []
        for index in 0..<(HTMLOverview.tileLimit + 1) {
            let tracker = Self.tracker("Habit \(index)", .yesNo, order: index)
            trackers.append(tracker)
            logs.append(TrackerLog(id: UUID(), trackerId: tracker.id, value: 1, timestamp: Self.today.advanced(by: -1)))
        }
        let store = Store(exportedAt: nil, timeZoneIdentifier: "Europe/Berlin", trackers: trackers, logs: logs, warnings: [])
        let report = ReportBuilder.build(store: store, strings: CatalogStack([ReportBuilderTests.shippedCatalog]),
                                         options: ReportOptions(locale: "en", calendar: ReportCalendar(timeZone: Self.berlin, today: Self.today)))
        let html = HTMLReportFile().html(report)
        #expect(!html.contains("<ul class=\"tiles\">") && html.contains("<ol class=\"rows only\">"))
        #expect(html.components(separatedBy: "<span class=\"badge yday\"><span class=\"k\">Yesterday: </span>✓ Done</span>").count == trackers.count + 1)
    }

    @Test func theLegendLiesOutsideTheScrollBoxAndTheChartsFollow() throws {
        let html = HTMLReportFile().html(Self.report(locale: "de"))
        let card = String(html[html.range(of: "<h2 id=\"t1\">")!.lowerBound...])
        let box = try #require(card.range(of: "<div class=\"wide"))
        let boxEnd = try #require(card.range(of: "</div>", range: box.upperBound..<card.endIndex))
        let legend = try #require(card.range(of: "<ul class=\"legend\">"))
        #expect(legend.lowerBound > boxEnd.upperBound)
        #expect(card.contains("<div class=\"charts\"") && card.contains("Gewohnheitsstärke") && card.contains("Stufen je Woche"))
        #expect(html.contains("Tagessumme und Ziel, letzte 12 Wochen") && html.contains("</svg>Ziel 8</li>"))
        // The strength chart's scale beside its plot, 0 % included; the longest streak's box
        // and the goal's dashes in a legend.
        #expect(card.contains(">100\u{A0}%</text>") && card.contains(">50\u{A0}%</text>") && card.contains(">0\u{A0}%</text>"))
        #expect(card.contains("</svg>Längste Serie</li>"))
        #expect(card.contains("<details>\n<summary>Wochen, Monate und Jahre</summary>"))
    }

    @Test func periodTablesNamePeriodsAsPeopleReadThemAndLeaveOutEmptyJokerColumns() {
        let html = HTMLReportFile().html(Self.report(locale: "de"))
        let noAlc = String(html[html.range(of: "<h2 id=\"t1\">")!.lowerBound..<html.range(of: "<h2 id=\"t2\">")!.lowerBound])
        let water = String(html[html.range(of: "<h2 id=\"t2\">")!.lowerBound..<html.range(of: "<h2 id=\"t3\">")!.lowerBound])
        #expect(noAlc.contains(">16.–22. Nov.</th>") && noAlc.contains(">Oktober 2026</th>"))
        #expect(noAlc.contains("Verdiente Joker") && !water.contains("Verdiente Joker"))
        #expect(water.contains("Stärke am Ende"))
        #expect(!noAlc.contains(">2026-W47<") && !noAlc.contains(">2026-10<"))
        let english = HTMLReportFile().html(Self.report(locale: "en"))
        #expect(english.contains(">Nov 16–22</th>") && english.contains(">October 2026</th>"))
        // periods.md too; periods.csv keeps the ISO names.
        let markdown = PeriodsMarkdownFile().markdown(Self.report(locale: "en"))
        #expect(markdown.contains("| Nov 16–22 |") && markdown.contains("| October 2026 |"))
        let csv = String(decoding: PeriodsCSVFile().render(Self.report(locale: "en")), as: UTF8.self)
        #expect(csv.contains(",2026-W47,") && csv.contains(",2026-10,"))
    }

    @Test func aPictureHasItsOwnBackgroundAndARecentTrackerItsOwnAxis() {
        let report = Self.report(locale: "en")
        let svg = String(decoding: TrackerSVGFile(index: 1, position: 2, name: "Drink Water").render(report), as: UTF8.self)
        #expect(svg.contains("<rect class=\"bg\" width=\"100%\" height=\"100%\""))
        #expect(svg.contains("@media (prefers-color-scheme:dark){.bg{fill:#0d1117}"))
        // Water began 70 days ago: its heatmap starts in the week of its first log.
        let parts = TrackerSVGFile.Parts(report, index: 1)
        #expect(parts.heatmap.weeks == 11)
        #expect(parts.heatmap.start <= Self.today.advanced(by: -69) && parts.heatmap.start.distance(to: Self.today.advanced(by: -69)) < 7)
        #expect(TrackerSVGFile.Parts(report, index: 0).heatmap.weeks == Heatmap.maximumWeeks)
    }

    @Test func streaksMarkdownOnStandardOutputHasNoPictureLinks() {
        let report = Self.report(locale: "en")
        #expect(!StreaksMarkdownFormat().render(report, csv: CSVOptions()).contains("!["))
        let withImages = StreaksMarkdownFormat(images: "my pics").render(report, csv: CSVOptions())
        #expect(withImages.contains("](my%20pics/01-noalc.svg)"))
        #expect(String(decoding: StreaksMarkdownFile().render(report), as: UTF8.self).contains("](img/01-noalc.svg)"))
        // The summary stays first: the strength column in its table.
        #expect(StreaksMarkdownFile().markdown(report).contains("| Strength |"))
    }
}
