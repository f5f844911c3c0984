import TrackerModel

/// One listed tracker's card in index.html: its name with a link back to the overview, its
/// facts, its heatmap and timeline (the weekday labels beside the box that scrolls on a phone,
/// and a hint that it scrolls), their legend, its charts and, folded, its period tables.
enum HTMLCard {
    static func card(_ report: Report, index: Int, formatter: LocaleFormatter) -> String {
        let entry = report.trackers[index]
        let periods = report.periods[index]
        let id = HTMLOverview.cardID(entry)
        var out = "<section class=\"card " + HTMLOverview.stateClass(entry.yesterday) + "\" aria-labelledby=\"\(id)\">\n<div class=\"ch\"><h2 id=\"\(id)\">"
            + HTMLText.escape(entry.heading) + "</h2><a class=\"back\" href=\"#overview\">↑ " + HTMLText.escape(report.text(.overviewBack)) + "</a></div>\n"
        out += "<dl class=\"facts\">\n"
        var facts: [(ReportText, String)] = [
            (.columnCurrentStreak, HTMLText.escape(entry.currentStreakText)), (.columnLongestStreak, HTMLText.escape(entry.longestStreakText)),
        ]
        if !entry.availableRewardsText.isEmpty { facts.append((.columnRewardsAvailable, HTMLText.escape(entry.availableRewardsText))) }
        var strength = HTMLText.escape(entry.strengthText) + " <span class=\"counts\">· " + HTMLText.escape(entry.strengthCountsText) + "</span>"
        if let trend = entry.strengthTrendText { strength += " <span class=\"trend\">" + HTMLText.escape(trend) + "</span>" }
        facts += [
            (.columnYesterday, "<span class=\"badge yday\">" + HTMLText.escape(entry.yesterday.text) + "</span>"),
            (.columnToday, HTMLText.escape(entry.todayText)), (.columnStrength, strength),
            (.columnRate7, HTMLText.escape(entry.rate7Text)), (.columnRate30, HTMLText.escape(entry.rate30Text)),
        ]
        for (title, value) in facts {
            out += "<div><dt>" + HTMLText.escape(report.text(title)) + "</dt><dd>" + value + "</dd></div>\n"
        }
        out += "</dl>\n"
        let parts = TrackerSVGFile.Parts(report, index: index)
        let name = HTMLText.isolatedPlain(entry.heading)
        // A grid too wide for a phone scrolls inside its box, starting at its right end: the
        // recent weeks are what a phone shows; the weekday labels stay beside the box, and the
        // legend under it, in view.
        let (days, grid) = HeatmapSVG.inline(parts.heatmap, timeline: parts.timeline, label: name + " — " + parts.heatmapLabel)
        out += "<div class=\"heatwrap\">" + days + "<div class=\"wide heat\">" + grid + "</div></div>\n"
        if parts.heatmap.weeks > 20 { out += "<p class=\"hint\">" + HTMLText.escape(report.text(.heatmapScrolls)) + "</p>\n" }
        let legend = parts.heatmap.legend + parts.timeline.legend
        if !legend.isEmpty { out += HeatmapSVG.htmlLegend(legend) }
        out += ChartSVG.inline(parts.charts, label: name + " — " + parts.charts.summary)
        out += "<details>\n<summary>" + HTMLText.escape(report.text(.periodsDetails)) + "</summary>\n"
        let sections: [(ReportText, PeriodSummary.Kind)] = [(.periodsWeeks, .week), (.periodsMonths, .month), (.periodsYears, .year)]
        for (title, kind) in sections where !periods.summaries(kind).isEmpty {
            out += "<h3>" + HTMLText.escape(report.text(title)) + "</h3>\n"
                + table(periods, kind: kind, withJokers: entry.rules.rewardConfig != nil, report: report, formatter: formatter) + "\n"
        }
        if !periods.weeks.isEmpty {
            out += "<h3>" + HTMLText.escape(report.text(.periodsWeekdays)) + "</h3>\n" + weekdayTable(periods, report: report, formatter: formatter) + "\n"
        }
        return out + "</details>\n</section>\n"
    }

    /// The periods of `kind`: named as people read them (the ISO name and the dates in the
    /// row's tooltip); the joker columns only for a tracker with rewards.
    private static func table(_ periods: TrackerPeriods, kind: PeriodSummary.Kind, withJokers: Bool, report: Report, formatter: LocaleFormatter) -> String {
        var columns: [ReportText] = [.columnDecidedDays, .columnSuccesses, .columnSuccessRate]
        if withJokers { columns += [.columnRewardsEarned, .columnRewardsUsed] }
        columns += [.columnLongestStreak, .columnLongestBreak, .columnStrengthAtEnd]
        let labels = columns.map { HTMLText.escape(report.text($0)) }
        var out = "<table class=\"pt\">\n<thead><tr><th scope=\"col\">" + HTMLText.escape(report.text(.columnPeriod)) + "</th>"
            + labels.map { "<th scope=\"col\" class=\"n\">" + $0 + "</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        // What goes before each column's value, spelled once per table.
        let cellStarts = labels.map { "<td class=\"n\" data-label=\"" + $0 + "\">" }
        for ((summary, name), label) in zip(zip(periods.summaries(kind), periods.names(kind)), periods.labels(kind)) {
            var cells = [formatter.integer(summary.decidedDays), formatter.integer(summary.successes), summary.rate.map { formatter.percent($0) } ?? "–"]
            if withJokers { cells += [formatter.integer(summary.jokersEarned), formatter.integer(summary.jokersUsed)] }
            cells += [formatter.integer(summary.longestStreak), formatter.integer(summary.longestBreak), summary.strengthAtEnd.map { formatter.percent($0) } ?? "–"]
            let tooltip = label + ": " + formatter.mediumDate(summary.first) + " – " + formatter.mediumDate(summary.last)
            out += "<tr><th scope=\"row\" title=\""
            out += HTMLText.escape(tooltip)
            out += "\">"
            out += HTMLText.escape(name)
            out += "</th>"
            for (cell, start) in zip(cells, cellStarts) {
                out += start
                out += HTMLText.escape(cell)
                out += "</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>"
    }

    /// The success rate per weekday over the last 52 weeks, the locale's first weekday first.
    private static func weekdayTable(_ periods: TrackerPeriods, report: Report, formatter: LocaleFormatter) -> String {
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
