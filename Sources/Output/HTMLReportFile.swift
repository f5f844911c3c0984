import SharpTools
import TrackerModel

/// `index.html`: one self-contained page — no script, no font, no link, no image file — with
/// the as-of header, a card per listed tracker (streaks, jokers, rates), its year heatmap and
/// streak timeline (inline SVG with a text alternative and a `<title>` per day) and its
/// period tables. Light and dark by `prefers-color-scheme`, a print style, and a layout
/// that fits 375 px: pictures scale down, wide tables scroll inside their own box, a name of
/// 200 characters without a space breaks where it must.
public struct HTMLReportFile: ReportFileRenderer {
    public init() {}

    public var fileName: String { "index.html" }
    public var format: ReportFormat { .html }
    public var needs: ReportParts { .history }

    public func render(_ report: Report, csv: CSVOptions) -> [UInt8] {
        Array(html(report).utf8)
    }

    static let style = """
    :root{color-scheme:light dark;--bg:#fff;--fg:#1f2328;--muted:#59636e;--card:#f6f8fa;--line:#d1d9e0}
    @media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#9198a1;--card:#151b23;--line:#3d444d}}
    *{box-sizing:border-box}body{margin:0;padding:16px;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,sans-serif}
    main,header{max-width:1200px;margin:0 auto}h1{font-size:1.5em;margin:0 0 4px}h2{font-size:1.2em;margin:0 0 8px}
    h3{font-size:1em;margin:12px 0 6px}header p{margin:2px 0;color:var(--muted)}h1,h2,p,dd{overflow-wrap:break-word}
    .card{background:var(--card);border:1px solid var(--line);border-radius:8px;padding:12px;margin:16px 0;break-inside:avoid}
    .facts{display:flex;flex-wrap:wrap;gap:4px 20px;margin:0 0 10px;padding:0}.facts div{min-width:0}
    .facts dt{font-size:.8em;color:var(--muted)}.facts dd{margin:0;font-weight:600}
    svg.heatmap{display:block;width:100%;max-width:900px;min-width:560px;height:auto}.wide{overflow-x:auto;max-width:100%}
    .heat{direction:rtl}.heat>svg{direction:ltr}
    .periods{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,540px),1fr));gap:0 24px;align-items:start}
    table{border-collapse:collapse;font-size:.85em;font-variant-numeric:tabular-nums}th,td{padding:3px 8px;border-bottom:1px solid var(--line);white-space:nowrap}
    th{text-align:left;font-weight:600}thead th{white-space:normal;vertical-align:bottom;font-size:.9em}td.n,thead th.n{text-align:right}
    @media (max-width:480px){body{padding:8px}.card{padding:8px}table{font-size:.75em}th,td{padding:2px 4px}}
    @media print{:root{--bg:#fff;--fg:#000;--muted:#444;--card:#fff}body{padding:0}.card{border-color:#999}.wide{overflow:visible}
    .heat{direction:ltr}svg.heatmap{min-width:0}}
    """

    /// The page as text (tests, small reports).
    public func html(_ report: Report) -> String {
        var out = ""
        write(report, csv: CSVOptions()) { (chunk) throws(Never) in out += String(decoding: chunk.bytes, as: UTF8.self) }
        return out
    }

    /// The page piece by piece — the head, each card, the end — so a store with thousands of
    /// trackers never holds the whole page (it can reach 150 MB) in memory.
    public func write<E: Error>(_ report: Report, csv: CSVOptions, to output: (borrowing OutputChunk) throws(E) -> Void) throws(E) {
        let formatter = LocaleFormatter(locale: report.locale)
        var out = "<!DOCTYPE html>\n<html lang=\"" + HTMLText.escape(report.locale) + "\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>" + HTMLText.escape(report.text(.htmlTitle)) + "</title>\n"
        out += "<style>\n" + HTMLReportFile.style + "\n" + HeatmapSVG.style + "\n</style>\n</head>\n<body>\n<header>\n"
        out += "<h1>" + HTMLText.escape(report.text(.htmlTitle)) + "</h1>\n"
        // The first tracker's name in the summary is user text: isolated from the words around it.
        let summary = report.summary
        let summaryHTML = HTMLText.escape(summary.lead) + (summary.user.isEmpty ? "" : HTMLText.isolated(summary.user)) + HTMLText.escape(summary.tail)
        out += "<p>" + HTMLText.escape(report.asOfLine) + "</p>\n"
        if let stale = report.staleLine { out += "<p class=\"stale\">" + HTMLText.escape(stale) + "</p>\n" }
        out += "<p>" + summaryHTML + "</p>\n</header>\n<main>\n"
        if report.trackers.isEmpty { out += "<p>" + HTMLText.escape(report.text(.noTrackers)) + "</p>\n" }
        try output(OutputChunk(Array(out.utf8)))
        for index in report.trackers.indices {
            try output(OutputChunk(Array(card(report, index: index, formatter: formatter).utf8)))
        }
        out = ""
        if !report.missingTranslations.isEmpty {
            out += "<footer><p>" + HTMLText.escape(report.missingTranslationsTitle + ": ")
                + report.missingTranslations.map(HTMLText.isolated).joined(separator: ", ") + "</p></footer>\n"
        }
        try output(OutputChunk(Array((out + "</main>\n</body>\n</html>\n").utf8)))
    }

    private func card(_ report: Report, index: Int, formatter: LocaleFormatter) -> String {
        let entry = report.trackers[index]
        let periods = report.periods[index]
        let id = "t" + String(entry.position)
        var out = "<section class=\"card\" aria-labelledby=\"\(id)\">\n<h2 id=\"\(id)\">" + HTMLText.escape(entry.heading) + "</h2>\n<dl class=\"facts\">\n"
        var facts: [(ReportText, String)] = [
            (.columnCurrentStreak, entry.currentStreakText), (.columnLongestStreak, entry.longestStreakText),
        ]
        if !entry.availableRewardsText.isEmpty { facts.append((.columnRewardsAvailable, entry.availableRewardsText)) }
        facts += [
            (.columnToday, entry.todayText),
            (.columnRate7, entry.summary.last7Days.fraction.map { formatter.percent($0) } ?? "–"),
            (.columnRate30, entry.summary.last30Days.fraction.map { formatter.percent($0) } ?? "–"),
        ]
        for (title, value) in facts {
            out += "<div><dt>" + HTMLText.escape(report.text(title)) + "</dt><dd>" + HTMLText.escape(value) + "</dd></div>\n"
        }
        // Below 560 px the picture scrolls inside its box (shrunk further, its days get too
        // small to read), starting at its right end: the recent weeks are what a phone shows.
        out += "</dl>\n<div class=\"wide heat\">" + TrackerSVGFile.svg(report, index: index, standalone: false) + "</div>\n"
        let sections: [(ReportText, PeriodSummary.Kind)] = [(.periodsWeeks, .week), (.periodsMonths, .month), (.periodsYears, .year)]
        out += "<div class=\"periods\">\n"
        for (title, kind) in sections where !periods.summaries(kind).isEmpty {
            out += "<div><h3>" + HTMLText.escape(report.text(title)) + "</h3>\n<div class=\"wide\">"
                + table(periods.summaries(kind), labels: periods.labels(kind), report: report, formatter: formatter) + "</div></div>\n"
        }
        if !periods.weeks.isEmpty {
            out += "<div><h3>" + HTMLText.escape(report.text(.periodsWeekdays)) + "</h3>\n<div class=\"wide\">" + weekdayTable(periods, report: report, formatter: formatter) + "</div></div>\n"
        }
        return out + "</div>\n</section>\n"
    }

    private func table(_ summaries: [PeriodSummary], labels: [String], report: Report, formatter: LocaleFormatter) -> String {
        let columns: [ReportText] = [
            .columnPeriod, .columnDecidedDays, .columnSuccesses, .columnSuccessRate, .columnRewardsEarned, .columnRewardsUsed,
            .columnLongestStreak, .columnLongestBreak,
        ]
        var out = "<table>\n<thead><tr>" + columns.enumerated().map { index, column in
            (index == 0 ? "<th scope=\"col\">" : "<th scope=\"col\" class=\"n\">") + HTMLText.escape(report.text(column)) + "</th>"
        }.joined() + "</tr></thead>\n<tbody>\n"
        for (summary, label) in zip(summaries, labels) {
            let cells = [
                formatter.integer(summary.decidedDays), formatter.integer(summary.successes),
                summary.rate.map { formatter.percent($0) } ?? "–", formatter.integer(summary.jokersEarned),
                formatter.integer(summary.jokersUsed), formatter.integer(summary.longestStreak), formatter.integer(summary.longestBreak),
            ]
            out += "<tr><th scope=\"row\" title=\"" + HTMLText.escape(summary.first.isoString + " – " + summary.last.isoString) + "\">"
                + HTMLText.escape(label) + "</th>" + cells.map { "<td class=\"n\">" + HTMLText.escape($0) + "</td>" }.joined() + "</tr>\n"
        }
        return out + "</tbody>\n</table>"
    }

    /// The success rate per weekday over the last 52 weeks, the locale's first weekday first.
    private func weekdayTable(_ periods: TrackerPeriods, report: Report, formatter: LocaleFormatter) -> String {
        let order = Heatmap.weekdayOrder(formatter.locale)
        var out = "<table>\n<thead><tr>" + order.map {
            "<th scope=\"col\" class=\"n\">" + HTMLText.escape(report.text(PeriodsMarkdownFile.weekdayTexts[$0])) + "</th>"
        }.joined() + "</tr></thead>\n<tbody>\n<tr>"
        out += order.map { index in
            let rate = periods.weekdayRates[index]
            let title = formatter.integer(rate.successDays) + "/" + formatter.integer(rate.countedDays)
            return "<td class=\"n\" title=\"" + HTMLText.escape(title) + "\">" + HTMLText.escape(rate.fraction.map { formatter.percent($0) } ?? "–") + "</td>"
        }.joined()
        return out + "</tr>\n</tbody>\n</table>"
    }
}
