/// Draws `TrackerCharts`: each chart a title, a plot and the dates at its ends. The plot is an
/// inner `<svg>` stretched over the width it is given (`preserveAspectRatio="none"`, strokes
/// kept thin with `non-scaling-stroke`), its texts outside it at their own size — so in
/// index.html, where the charts take the card's width, a phone shows 10 px labels over a
/// narrow plot instead of shrinking the labels with it.
enum ChartSVG {
    /// Where a chart's plot lies: from `x` over `width` (user units or a percentage); `end`
    /// is the x of its right edge for right-aligned labels.
    struct Frame {
        let x: Int
        let width: String
        let end: String
    }

    static let plotHeight = 60
    /// A title row, the plot, a row of dates.
    static let height = 16 + plotHeight + 16

    /// The strength chart at `y`.
    static func strength(_ chart: TrackerCharts.Strength, frame: Frame, y: Int) -> String {
        let days = chart.values.count
        var out = title(chart.title, frame: frame, y: y)
        out += plotOpen(frame: frame, y: y, viewBox: "0 0 \(days) 100")
        out += "<rect class=\"plot\" width=\"\(days)\" height=\"100\"/>"
        out += "<line class=\"grid\" x1=\"0\" x2=\"\(days)\" y1=\"50\" y2=\"50\" vector-effect=\"non-scaling-stroke\"/>\n"
        // One line per run of walked days (a day not walked has no strength).
        var run: [String] = []
        var runStart = 0
        func close(_ end: Int) {
            guard !run.isEmpty else { return }
            out += "<polygon class=\"sa\" points=\"\(runStart).5,100 " + run.joined(separator: " ") + " \(end - 1).5,100\"/>"
            out += "<polyline class=\"sl\" points=\"" + run.joined(separator: " ") + "\" vector-effect=\"non-scaling-stroke\"/>\n"
            run = []
        }
        for (index, value) in chart.values.enumerated() {
            guard let value else {
                close(index)
                continue
            }
            if run.isEmpty { runStart = index }
            run.append("\(index).5," + oneDecimal(100 - 100 * value))
        }
        close(days)
        for (week, words) in chart.weekTitles.enumerated() {
            guard let words else { continue }
            out += "<rect class=\"hit\" x=\"\(week * 7)\" width=\"7\" height=\"100\"><title>" + HTMLText.escape(words) + "</title></rect>\n"
        }
        out += "</svg>\n"
        out += "<text class=\"t\" x=\"\(frame.x + 2)\" y=\"\(y + 26)\">" + HTMLText.escape(chart.fullLabel) + "</text>"
            + "<text class=\"t\" x=\"\(frame.x + 2)\" y=\"\(y + 16 + plotHeight / 2 - 2)\">" + HTMLText.escape(chart.halfLabel) + "</text>\n"
        return out + ends(chart.firstLabel, chart.lastLabel, frame: frame, y: y)
    }

    /// A counter's daily totals at `y`: a bar per day (reaching the goal, or below it), the
    /// goal as a dashed line.
    static func totals(_ chart: TrackerCharts.Totals, frame: Frame, y: Int) -> String {
        let days = chart.days.count
        // In Double, 0…100 of the highest bar or a quarter above the goal: totals and goals
        // near Int.max must not overflow.
        let highest = max(Double(chart.days.compactMap(\.total).max() ?? 1), Double(chart.goal ?? 0) * 1.25, 1)
        func height(_ value: Int) -> Double { min(100, 100 * Double(value) / highest) }
        var out = title(chart.title, frame: frame, y: y)
        out += plotOpen(frame: frame, y: y, viewBox: "0 0 \(days * 10) 100")
        out += "<rect class=\"plot\" width=\"\(days * 10)\" height=\"100\"/>\n"
        for (index, day) in chart.days.enumerated() {
            guard let total = day.total, total > 0 else { continue }
            let reached = chart.goal.map { total >= $0 } ?? true
            out += "<rect class=\"\(reached ? "s1" : "low")\" x=\"\(index * 10 + 1)\" y=\"" + oneDecimal(100 - height(total))
                + "\" width=\"8\" height=\"" + oneDecimal(height(total)) + "\"><title>" + HTMLText.escape(day.title) + "</title></rect>\n"
        }
        if let goal = chart.goal {
            let goalY = oneDecimal(100 - height(goal))
            out += "<line class=\"goal\" x1=\"0\" x2=\"\(days * 10)\" y1=\"" + goalY + "\" y2=\"" + goalY + "\" vector-effect=\"non-scaling-stroke\"/>\n"
        }
        out += "</svg>\n"
        return out + ends(chart.firstLabel, chart.lastLabel, frame: frame, y: y)
    }

    /// A levels tracker's weeks at `y`: per week a bar of its days, stacked by level (the
    /// first level at the bottom), a full week reaching the top.
    static func levelMix(_ chart: TrackerCharts.LevelMix, frame: Frame, y: Int, first: String, last: String) -> String {
        let weeks = chart.weeks.count
        var out = title(chart.title, frame: frame, y: y)
        out += plotOpen(frame: frame, y: y, viewBox: "0 0 \(weeks * 10) 70")
        out += "<rect class=\"plot\" width=\"\(weeks * 10)\" height=\"70\"/>\n"
        for (index, week) in chart.weeks.enumerated() {
            var top = 70
            for (level, count) in week.counts.enumerated() where count > 0 {
                top -= 10 * count
                let style = level < chart.styles.count ? chart.styles[level] : "m"
                out += "<rect class=\"\(style)\" x=\"\(index * 10 + 1)\" y=\"\(top)\" width=\"8\" height=\"\(10 * count)\"/>"
            }
            out += "<rect class=\"hit\" x=\"\(index * 10)\" width=\"10\" height=\"70\"><title>" + HTMLText.escape(week.title) + "</title></rect>\n"
        }
        out += "</svg>\n"
        return out + ends(first, last, frame: frame, y: y)
    }

    private static func title(_ text: String, frame: Frame, y: Int) -> String {
        "<text class=\"t th\" x=\"\(frame.x)\" y=\"\(y + 11)\">" + HTMLText.escape(text) + "</text>\n"
    }

    private static func plotOpen(frame: Frame, y: Int, viewBox: String) -> String {
        "<svg x=\"\(frame.x)\" y=\"\(y + 16)\" width=\"\(frame.width)\" height=\"\(plotHeight)\" viewBox=\"\(viewBox)\" preserveAspectRatio=\"none\">\n"
    }

    /// The first and the last day under the plot.
    private static func ends(_ first: String, _ last: String, frame: Frame, y: Int) -> String {
        let labelY = y + 16 + plotHeight + 12
        return "<text class=\"t\" x=\"\(frame.x)\" y=\"\(labelY)\">" + HTMLText.escape(first) + "</text>"
            + "<text class=\"t\" x=\"\(frame.end)\" y=\"\(labelY)\" text-anchor=\"end\">" + HTMLText.escape(last) + "</text>\n"
    }

    /// `value` with at most one decimal (`12.5`, `3`): coordinates need no more.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : String(tenths / 10) + "." + String(abs(tenths % 10))
    }

    /// Both charts of a tracker from `y` down, and their height.
    static func charts(_ charts: TrackerCharts, frame: Frame, y: Int, first: String, last: String) -> (svg: String, height: Int) {
        var out = strength(charts.strength, frame: frame, y: y)
        var height = ChartSVG.height
        switch charts.values {
        case .none: break
        case .totals(let totals):
            out += ChartSVG.totals(totals, frame: frame, y: y + height)
            height += ChartSVG.height
        case .levels(let mix):
            out += levelMix(mix, frame: frame, y: y + height, first: first, last: last)
            height += ChartSVG.height
        }
        return (out, height)
    }

    /// The charts for index.html: as wide as the card, whatever the screen, but no wider than
    /// `maxWidth` (the heatmap's, so the two line up).
    static func inline(_ charts: TrackerCharts, label: String, maxWidth: Int) -> String {
        let (svg, height) = self.charts(charts, frame: Frame(x: 0, width: "100%", end: "100%"), y: 0,
                                        first: charts.strength.firstLabel, last: charts.strength.lastLabel)
        return HeatmapSVG.open(class: "charts", width: "100%", height: height, viewBox: nil, label: label, extra: " style=\"max-width:\(maxWidth)px\"")
            + svg + "</svg>\n"
    }
}
