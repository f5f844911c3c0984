/// Draws `TrackerCharts`: each chart a title, a plot with its scale's labels left of it (never
/// on a line), the dates or years under it, and its legend. The plot is an inner `<svg>`
/// stretched over the width it is given (`preserveAspectRatio="none"`, strokes kept thin with
/// `non-scaling-stroke`), its texts outside it at their own 12 px — so in index.html, where the
/// charts take the card's whole width, a phone shows 12 px labels over a narrow plot instead of
/// shrinking the labels with it.
enum ChartSVG {
    /// Where a chart's plot lies: from `x` over `width` (user units or a percentage); `end`
    /// is the x of its right edge for right-aligned labels.
    struct Frame {
        let x: Int
        let width: String
        let end: String
    }

    /// One chart, ready to be laid out: its plot's content in its own units, the scale's labels
    /// (0 the plot's bottom, 1 its top) and the labels under it (at a share of its width).
    struct Drawing {
        let title: String
        let viewBox: (width: Int, height: Int)
        let plot: String
        let scale: [(text: String, at: Double)]
        let under: [(text: String, at: Double)]
        let legend: [LegendItem]
    }

    static let plotHeight = 60
    /// The labels' column left of the plot.
    static let gutter = 44
    /// A title row, the plot (with room for the top label's half above it), a row of dates.
    static let height = 18 + 6 + plotHeight + 18

    /// The charts of a tracker in the order they are shown.
    static func drawings(_ charts: TrackerCharts) -> [Drawing] {
        var result = [strength(charts.strength)]
        switch charts.values {
        case .none: break
        case .totals(let totals): result.append(self.totals(totals))
        case .levels(let mix): result.append(levelMix(mix, first: charts.strength.firstLabel, last: charts.strength.lastLabel))
        }
        if let years = charts.years { result.append(self.years(years)) }
        return result
    }

    /// The strength after each day on the heatmap's axis: lines at 0, 50 and 100 %.
    static func strength(_ chart: TrackerCharts.Strength) -> Drawing {
        let days = chart.values.count
        var out = "<rect class=\"plot\" width=\"\(days)\" height=\"100\"/>"
        out += "<line class=\"grid\" x1=\"0\" x2=\"\(days)\" y1=\"50\" y2=\"50\" vector-effect=\"non-scaling-stroke\"/>"
        out += "<line class=\"grid\" x1=\"0\" x2=\"\(days)\" y1=\"0\" y2=\"0\" vector-effect=\"non-scaling-stroke\"/>\n"
        // One line per run of days the strength covers; its points ("0.5,42.1 1.5,40") spelled
        // as bytes, once for the area and the line.
        var points: [UInt8] = []
        var runStart = 0
        func close(_ end: Int) {
            guard !points.isEmpty else { return }
            let run = String(decoding: points, as: UTF8.self)
            out += "<polygon class=\"sa\" points=\"" + String(runStart) + ".5,100 " + run + " " + String(end - 1) + ".5,100\"/>"
            out += "<polyline class=\"sl\" points=\"" + run + "\" vector-effect=\"non-scaling-stroke\"/>\n"
            points.removeAll(keepingCapacity: true)
        }
        for (index, value) in chart.values.enumerated() {
            guard let value else {
                close(index)
                continue
            }
            if points.isEmpty {
                runStart = index
            } else {
                points.append(UInt8(ascii: " "))
            }
            ByteText.appendDecimal(index, to: &points)
            points.append(contentsOf: ".5,".utf8)
            ByteText.appendOneDecimal(100 - 100 * value, to: &points)
        }
        close(days)
        out += "<line class=\"base\" x1=\"0\" x2=\"\(days)\" y1=\"100\" y2=\"100\" vector-effect=\"non-scaling-stroke\"/>\n"
        for (week, words) in chart.weekTitles.enumerated() {
            guard let words else { continue }
            // The last week may end before its seventh day (today): the mark stays on the plot.
            out += "<rect class=\"hit\" x=\"\(week * 7)\" width=\"\(min(7, days - week * 7))\" height=\"100\"><title>" + HTMLText.escape(words)
                + "</title></rect>\n"
        }
        return Drawing(title: chart.title, viewBox: (days, 100), plot: out,
                       scale: [(chart.fullLabel, 1), (chart.halfLabel, 0.5), (chart.zeroLabel, 0)],
                       under: [(chart.firstLabel, 0), (chart.lastLabel, 1)], legend: [])
    }

    /// A counter's daily totals: a bar per day (reaching the goal, or below it), the goal as a
    /// dashed line.
    static func totals(_ chart: TrackerCharts.Totals) -> Drawing {
        let days = chart.days.count
        let highest = chart.highest
        func height(_ value: Int) -> Double { min(100, 100 * Double(value) / highest) }
        var out = "<rect class=\"plot\" width=\"\(days * 10)\" height=\"100\"/>\n"
        for (index, day) in chart.days.enumerated() {
            guard let total = day.total, total > 0 else { continue }
            let reached = chart.goal.map { total >= $0 } ?? true
            out += "<rect class=\"\(reached ? "s1" : "c1")\" x=\"\(index * 10 + 1)\" y=\"" + oneDecimal(100 - height(total))
                + "\" width=\"8\" height=\"" + oneDecimal(height(total)) + "\"><title>" + HTMLText.escape(day.title) + "</title></rect>\n"
        }
        if let goal = chart.goal {
            let goalY = oneDecimal(100 - height(goal))
            out += "<line class=\"goal\" x1=\"0\" x2=\"\(days * 10)\" y1=\"" + goalY + "\" y2=\"" + goalY + "\" vector-effect=\"non-scaling-stroke\"/>\n"
        }
        out += "<line class=\"base\" x1=\"0\" x2=\"\(days * 10)\" y1=\"100\" y2=\"100\" vector-effect=\"non-scaling-stroke\"/>\n"
        return Drawing(title: chart.title, viewBox: (days * 10, 100), plot: out, scale: [(chart.highestLabel, 1), ("0", 0)],
                       under: [(chart.firstLabel, 0), (chart.lastLabel, 1)], legend: chart.legend)
    }

    /// A levels tracker's weeks: per week a bar of its days, stacked by level (the first level
    /// at the bottom), a full week reaching the top.
    static func levelMix(_ chart: TrackerCharts.LevelMix, first: String, last: String) -> Drawing {
        let weeks = chart.weeks.count
        var out = "<rect class=\"plot\" width=\"\(weeks * 10)\" height=\"70\"/>\n"
        for (index, week) in chart.weeks.enumerated() {
            var top = 70
            for (level, count) in week.counts.enumerated() where count > 0 {
                top -= 10 * count
                let style = level < chart.styles.count ? chart.styles[level] : "m"
                out += "<rect class=\"\(style)\" x=\"\(index * 10 + 1)\" y=\"\(top)\" width=\"8\" height=\"\(10 * count)\"/>"
            }
            out += "<rect class=\"hit\" x=\"\(index * 10)\" width=\"10\" height=\"70\"><title>" + HTMLText.escape(week.title) + "</title></rect>\n"
        }
        out += "<line class=\"base\" x1=\"0\" x2=\"\(weeks * 10)\" y1=\"70\" y2=\"70\" vector-effect=\"non-scaling-stroke\"/>\n"
        return Drawing(title: chart.title, viewBox: (weeks * 10, 70), plot: out, scale: [("7", 1), ("0", 0)],
                       under: [(first, 0), (last, 1)], legend: chart.legend)
    }

    /// The success rate of every year: a bar each, its label under it (the first and the last
    /// only, when there are many).
    static func years(_ chart: TrackerCharts.Years) -> Drawing {
        let count = chart.years.count
        var out = "<rect class=\"plot\" width=\"\(count * 10)\" height=\"100\"/>"
        out += "<line class=\"grid\" x1=\"0\" x2=\"\(count * 10)\" y1=\"0\" y2=\"0\" vector-effect=\"non-scaling-stroke\"/>\n"
        for (index, year) in chart.years.enumerated() {
            let height = 100 * (year.rate ?? 0)
            out += "<rect class=\"yr\" x=\"\(index * 10 + 2)\" y=\"" + oneDecimal(100 - height) + "\" width=\"6\" height=\"" + oneDecimal(height) + "\"/>"
            out += "<rect class=\"hit\" x=\"\(index * 10)\" width=\"10\" height=\"100\"><title>" + HTMLText.escape(year.title) + "</title></rect>\n"
        }
        out += "<line class=\"base\" x1=\"0\" x2=\"\(count * 10)\" y1=\"100\" y2=\"100\" vector-effect=\"non-scaling-stroke\"/>\n"
        let shown = count <= 8 ? Array(chart.years.indices) : [0, count - 1]
        let under = shown.map { (chart.years[$0].label, (Double($0) + 0.5) / Double(count)) }
        return Drawing(title: chart.title, viewBox: (count * 10, 100), plot: out, scale: [(chart.fullLabel, 1), (chart.zeroLabel, 0)],
                       under: under, legend: [])
    }

    /// The inner `<svg>` of a plot at (`x`, `y`), `width` wide.
    private static func plot(_ drawing: Drawing, x: String, y: Int, width: String) -> String {
        "<svg x=\"\(x)\" y=\"\(y)\" width=\"\(width)\" height=\"\(plotHeight)\" viewBox=\"0 0 \(drawing.viewBox.width) \(drawing.viewBox.height)\""
            + " preserveAspectRatio=\"none\">\n" + drawing.plot + "</svg>\n"
    }

    /// The scale's labels right-aligned at `right`, for a plot whose top is at `y`.
    private static func scale(_ drawing: Drawing, right: Int, y: Int) -> String {
        drawing.scale.map { label in
            let labelY = y + Int((Double(plotHeight) * (1 - label.at)).rounded()) + 4
            return "<text class=\"t\" x=\"\(right)\" y=\"\(labelY)\" text-anchor=\"end\">" + HTMLText.escape(label.text) + "</text>"
        }.joined() + "\n"
    }

    /// The labels under a plot: at its ends aligned to them, between them centred; `at(share)`
    /// gives the x of a share of the plot's width.
    private static func under(_ drawing: Drawing, y: Int, at: (Double) -> String) -> String {
        drawing.under.map { label in
            let anchor = label.at == 0 ? "start" : label.at == 1 ? "end" : "middle"
            return "<text class=\"t\" x=\"\(at(label.at))\" y=\"\(y)\" text-anchor=\"\(anchor)\">" + HTMLText.escape(label.text) + "</text>"
        }.joined() + "\n"
    }

    /// Every chart of a tracker in a standalone picture from `y` down, its plots over `frame`
    /// (the scale's labels in the `gutter` left of it), each legend under its chart; and
    /// their height.
    static func charts(_ charts: TrackerCharts, frame: Frame, plotWidth: Int, y: Int) -> (svg: String, height: Int) {
        var out = ""
        var top = y
        for drawing in drawings(charts) {
            out += "<text class=\"t th\" x=\"0\" y=\"\(top + 12)\">" + HTMLText.escape(drawing.title) + "</text>\n"
            let plotY = top + 24
            out += plot(drawing, x: String(frame.x), y: plotY, width: frame.width) + scale(drawing, right: frame.x - 6, y: plotY)
            out += under(drawing, y: plotY + plotHeight + 14) { share in String(frame.x + Int((Double(plotWidth) * share).rounded())) }
            top += height
            if !drawing.legend.isEmpty {
                let layout = HeatmapSVG.legendLayout(drawing.legend, width: frame.x + plotWidth)
                out += HeatmapSVG.legend(layout, y: top)
                top += 18 * ((layout.last?.row ?? 0) + 1)
            }
        }
        return (out, top - y)
    }

    /// The charts for index.html, each as wide as the card: its title, a picture of the scale's
    /// labels beside a picture of the plot (stretched to the rest of the width) with its dates,
    /// and its legend as a list.
    static func inline(_ charts: TrackerCharts, label: String) -> String {
        var out = "<div class=\"charts\" role=\"img\" aria-label=\"" + HTMLText.escape(label) + "\">\n"
        let svgHeight = 6 + plotHeight + 18
        for drawing in drawings(charts) {
            out += "<div class=\"chart\"><p class=\"ct\" aria-hidden=\"true\">" + HTMLText.escape(drawing.title) + "</p><div class=\"cr\" aria-hidden=\"true\">"
            out += "<svg class=\"ya\" width=\"\(gutter)\" height=\"\(svgHeight)\">" + scale(drawing, right: gutter - 6, y: 6) + "</svg>"
            out += "<svg class=\"cp\" width=\"100%\" height=\"\(svgHeight)\">\n" + plot(drawing, x: "0", y: 6, width: "100%")
            out += under(drawing, y: 6 + plotHeight + 14) { share in oneDecimal(share * 100) + "%" } + "</svg></div>\n"
            if !drawing.legend.isEmpty { out += HeatmapSVG.htmlLegend(drawing.legend) }
            out += "</div>\n"
        }
        return out + "</div>\n"
    }

    /// `value` with at most one decimal (`12.5`, `3`): coordinates need no more.
    static func oneDecimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : String(tenths / 10) + "." + String(abs(tenths % 10))
    }
}
