import SharpTools
import TrackerModel

/// The top of index.html: a tile per listed tracker in display order — its name linking to
/// its card, today, the current streak, jokers (for a tracker with rewards), the strength with
/// its trend, the 7-day rate — and the insight sentences.
enum HTMLOverview {
    /// Tiles gathered before they are handed on: thousands of trackers make a long list.
    static let chunkTiles = 200

    static func write<E: Error>(_ report: Report, formatter: LocaleFormatter, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        guard !report.trackers.isEmpty else { return }
        var out = "<nav class=\"overview panel\" aria-labelledby=\"overview\">\n<h2 id=\"overview\">" + HTMLText.escape(report.text(.overviewTitle))
            + "</h2>\n<ul class=\"tiles\">\n"
        for (index, entry) in report.trackers.enumerated() {
            out += tile(entry, report: report, formatter: formatter)
            if index % chunkTiles == chunkTiles - 1 {
                try output(OutputChunk(Array(out.utf8)))
                out = ""
            }
        }
        out += "</ul>\n</nav>\n" + insights(report)
        try output(OutputChunk(Array(out.utf8)))
    }

    /// The card's id: `t` and the tracker's position.
    static func cardID(_ entry: Report.TrackerEntry) -> String { "t" + String(entry.position) }

    private static func tile(_ entry: Report.TrackerEntry, report: Report, formatter: LocaleFormatter) -> String {
        var facts: [(ReportText, String)] = [(.columnToday, HTMLText.escape(entry.todayText)), (.columnCurrentStreak, HTMLText.escape(entry.currentStreakText))]
        if !entry.availableRewardsText.isEmpty { facts.append((.columnRewardsAvailable, HTMLText.escape(entry.availableRewardsText))) }
        // The trend's short form ("↑ +6"), its words in the tooltip: a tile keeps one line a fact.
        var strength = HTMLText.escape(entry.strengthText)
        if let trend = entry.strengthTrendText, let short = entry.strengthTrendShort {
            strength += " <span class=\"trend\" title=\"" + HTMLText.escape(trend) + "\">" + HTMLText.escape(short) + "</span>"
        }
        facts.append((.columnStrength, strength))
        facts.append((.columnRate7, HTMLText.escape(entry.summary.last7Days.fraction.map { formatter.percent($0) } ?? "–")))
        var out = "<li class=\"tile\"><a href=\"#" + cardID(entry) + "\"><span class=\"name\">" + heading(entry) + "</span><dl>"
        for (title, value) in facts {
            out += "<dt>" + HTMLText.escape(report.text(title)) + "</dt><dd>" + value + "</dd>"
        }
        return out + "</dl></a></li>\n"
    }

    /// "🍷 NoAlc" with the name isolated.
    static func heading(_ entry: Report.TrackerEntry) -> String {
        (entry.icon.isEmpty ? "" : HTMLText.isolated(entry.icon) + " ") + HTMLText.isolated(entry.label)
    }

    /// The insight sentences, each about one tracker after its name (a link to its card).
    private static func insights(_ report: Report) -> String {
        guard !report.insights.isEmpty else { return "" }
        var out = "<section class=\"insights panel\" aria-labelledby=\"insights\">\n<h2 id=\"insights\">" + HTMLText.escape(report.text(.insightsTitle)) + "</h2>\n<ul>\n"
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
