import SharpTools
import TrackerModel

/// The top of index.html, the morning letter: per listed tracker in display order, yesterday
/// (the last complete day: done, joker used, missed — a symbol and words, the tile coloured by
/// it), the current streak as the big number, today, the jokers, the strength with its raw
/// counts and trend, and the last 14 days as a strip — as tiles on a wide screen, as one compact
/// row per tracker on a phone and for many trackers — each linking to the tracker's card; what
/// strength is, in a sentence; then the insight sentences.
enum HTMLOverview {
    /// Tiles or rows gathered before they are handed on: thousands of trackers make a long list.
    static let chunkTrackers = 200
    /// Above this many trackers the overview is rows only, on every screen.
    static let tileLimit = 12

    static func write<E: Error>(_ report: Report, formatter: LocaleFormatter, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        guard !report.trackers.isEmpty else { return }
        let tiles = report.trackers.count <= tileLimit
        var out = "<nav class=\"overview panel\" aria-labelledby=\"overview\">\n<h2 id=\"overview\">" + HTMLText.escape(report.text(.overviewTitle)) + "</h2>\n"
        if tiles {
            out += "<ul class=\"tiles\">\n"
            for (index, entry) in report.trackers.enumerated() { out += tile(entry, index: index, report: report) }
            out += "</ul>\n" + HeatmapSVG.htmlLegend(stripLegend(report), class: "legend strip-legend")
        }
        out += "<ol class=\"rows" + (tiles ? "" : " only") + "\">\n<li class=\"rh\" aria-hidden=\"true\">"
            + [ReportText.columnTracker, .columnYesterday, .columnCurrentStreak, .columnToday, .columnStrength]
            .map { "<span>" + HTMLText.escape(report.text($0)) + "</span>" }.joined() + "</li>\n"
        for (index, entry) in report.trackers.enumerated() {
            out += row(entry, report: report)
            if index % chunkTrackers == chunkTrackers - 1 {
                try output(OutputChunk(Array(out.utf8)))
                out = ""
            }
        }
        out += "</ol>\n<p class=\"note\">" + HTMLText.escape(report.text(.strengthExplained)) + "</p>\n</nav>\n" + insights(report)
        try output(OutputChunk(Array(out.utf8)))
    }

    /// The card's id: `t` and the tracker's position.
    static func cardID(_ entry: Report.TrackerEntry) -> String { "t" + String(entry.position) }

    /// "st-done": the class that colours a tile or row by yesterday's state.
    static func stateClass(_ mark: DayMark) -> String { "st-" + mark.state.rawValue }

    /// The strength, its raw counts and its trend.
    private static func strength(_ entry: Report.TrackerEntry) -> String {
        var out = HTMLText.escape(entry.strengthText) + " <span class=\"counts\">· " + HTMLText.escape(entry.strengthCountsText) + "</span>"
        if let trend = entry.strengthTrendText { out += " <span class=\"trend\">" + HTMLText.escape(trend) + "</span>" }
        return out
    }

    private static func tile(_ entry: Report.TrackerEntry, index: Int, report: Report) -> String {
        var out = "<li class=\"tile " + stateClass(entry.yesterday) + "\"><a href=\"#" + cardID(entry) + "\"><span class=\"name\">" + heading(entry) + "</span>"
        out += "<span class=\"k\">" + HTMLText.escape(report.text(.columnCurrentStreak)) + "</span><span class=\"big\">"
            + HTMLText.escape(entry.currentStreakText) + "</span>"
        out += "<span class=\"k\">" + HTMLText.escape(report.text(.columnYesterday)) + "</span><span class=\"badge yday\">"
            + HTMLText.escape(entry.yesterday.text) + "</span><dl>"
        var facts: [(ReportText, String)] = [(.columnToday, HTMLText.escape(entry.todayText))]
        if !entry.availableRewardsText.isEmpty { facts.append((.columnRewardsAvailable, HTMLText.escape(entry.availableRewardsText))) }
        facts.append((.columnStrength, strength(entry)))
        for (title, value) in facts {
            out += "<dt>" + HTMLText.escape(report.text(title)) + "</dt><dd>" + value + "</dd>"
        }
        return out + "</dl>" + strip(report, index: index) + "</a></li>\n"
    }

    private static func row(_ entry: Report.TrackerEntry, report: Report) -> String {
        func cell(_ name: String, _ title: ReportText, _ value: String) -> String {
            "<span class=\"\(name)\"><span class=\"k\">" + HTMLText.escape(report.text(title)) + ": </span>" + value + "</span>"
        }
        return "<li class=\"" + stateClass(entry.yesterday) + "\"><a class=\"name\" href=\"#" + cardID(entry) + "\">" + heading(entry) + "</a>"
            + cell("badge yday", .columnYesterday, HTMLText.escape(entry.yesterday.text))
            + cell("streak", .columnCurrentStreak, HTMLText.escape(entry.currentStreakText))
            + cell("today", .columnToday, HTMLText.escape(entry.todayText))
            + cell("str", .columnStrength, HTMLText.escape(entry.strengthText)) + "</li>\n"
    }

    /// The strip's marks: the 14 days' outcomes, as streaks.md's squares name them.
    static let stripStyles: [(style: String, text: ReportText)] = [
        ("s0", .outcomeSuccess), ("j", .outcomeHealed), ("g0", .outcomeNeedsGrace), ("b0", .outcomeBroken), ("m", .outcomeMissed), ("o", .outcomeOpen),
    ]

    private static func stripLegend(_ report: Report) -> [LegendItem] {
        stripStyles.map { LegendItem($0.style, report.text($0.text), mark: $0.style == "o" ? .outline : .square) }
    }

    /// The 14 days ending today, oldest first, a square each in the colour of its outcome (a
    /// healed day in the joker's), each with its date and words.
    private static func strip(_ report: Report, index: Int) -> String {
        guard index < report.periods.count else { return "" }
        let history = report.periods[index].history
        let formatter = LocaleFormatter(locale: report.locale)
        var out = "<svg class=\"strip\" width=\"\(14 * 13)\" height=\"12\" viewBox=\"0 0 \(14 * 13) 12\" role=\"img\" aria-label=\""
            + HTMLText.escape(report.text(.columnLast14Days)) + "\">"
        for offset in 0..<14 {
            let day = report.asOf.advanced(by: offset - 13)
            let (style, text) = stripStyle(history.record(day), day: day, firstDay: history.firstDay)
            out += "<rect class=\"\(style)\" x=\"\(offset * 13 + (style == "o" ? 1 : 0))\" y=\"\(style == "o" ? 1 : 0)\" width=\"\(style == "o" ? 9 : 11)\""
                + " height=\"\(style == "o" ? 9 : 11)\" rx=\"2\"><title>" + HTMLText.escape(formatter.mediumDate(day) + ": " + report.text(text)) + "</title></rect>"
        }
        return out + "</svg>"
    }

    private static func stripStyle(_ record: DayHistory.Record?, day: CalendarDay, firstDay: CalendarDay?) -> (String, ReportText) {
        guard let record, record.isWalked, let firstDay, day >= firstDay else { return ("o", .outcomeOpen) }
        if record.isHealed { return ("j", .outcomeHealed) }
        switch record.kind {
        case .success: return ("s0", .outcomeSuccess)
        case .needsGrace: return ("g0", .outcomeNeedsGrace)
        case .breaksStreak: return ("b0", .outcomeBroken)
        case .noData: return ("m", .outcomeMissed)
        }
    }

    /// "🍷 NoAlc" with the name isolated.
    static func heading(_ entry: Report.TrackerEntry) -> String {
        (entry.icon.isEmpty ? "" : HTMLText.isolated(entry.icon) + " ") + HTMLText.isolated(entry.label)
    }

    /// The insight sentences, each about one tracker after its name (a link to its card); or
    /// why there are none.
    private static func insights(_ report: Report) -> String {
        let head = "<section class=\"insights panel\" aria-labelledby=\"insights\">\n<h2 id=\"insights\">" + HTMLText.escape(report.text(.insightsTitle)) + "</h2>\n"
        if let withheld = report.insightsWithheld { return head + "<p>" + HTMLText.escape(withheld) + "</p>\n</section>\n" }
        guard !report.insights.isEmpty else { return "" }
        var out = head + "<ul>\n"
        for insight in report.insights {
            out += "<li>"
            if let index = insight.trackerIndex {
                let entry = report.trackers[index]
                out += "<a href=\"#" + cardID(entry) + "\">" + heading(entry) + "</a>: "
            }
            out += HTMLReportFile.sentence(insight.sentence) + "</li>\n"
        }
        out += "</ul>\n"
        if let note = report.insightsNote { out += "<p class=\"note\">" + HTMLText.escape(note) + "</p>\n" }
        return out + "</section>\n"
    }
}
