import TrackerModel

/// Draws a tracker's year heatmap and its streak timeline as SVG: standalone for
/// `img/NN-<slug>.svg` (with its own light/dark style), or inline in index.html (the page's
/// style colours it). No scripts, fonts or links: nothing outside the file.
enum HeatmapSVG {
    static let pitch = 13
    static let cellSize = 11
    /// What follows a cell's position, up to its tooltip.
    private static let cellTail = "\" width=\"\(cellSize)\" height=\"\(cellSize)\" rx=\"2\"><title>"
    static let left = 34
    static let top = 34
    static var width: Int { left + Heatmap.weeks * pitch + 4 }
    /// Grid, then the timeline (a label row and a bar), then the legend's rows.
    static func height(legendRows: Int) -> Int { top + 7 * pitch + 44 + 16 * legendRows }

    /// The fills of every class, light and dark; shared with index.html.
    static let style = """
    .s0{fill:#9be9a8}.s1{fill:#40c463}.s2{fill:#216e39}.g0{fill:#f6c343}.g1{fill:#e3a008}.g2{fill:#b7791f}\
    .b0{fill:#f87171}.b1{fill:#dc2626}.b2{fill:#991b1b}.j{fill:#60a5fa}.m{fill:#d9dde3}.c1{fill:#d6f5dc}\
    .o{fill:none;stroke:#8b949e;stroke-dasharray:2 1}.today{stroke:#111;stroke-width:2}.t{fill:#24292f;font:10px sans-serif}\
    .run{fill:#40c463}.run-cur{fill:#216e39}.run-long{fill:none;stroke:#b7791f;stroke-width:2}.axis{stroke:#8b949e}\
    @media (prefers-color-scheme:dark){.s0{fill:#0e4429}.s1{fill:#006d32}.s2{fill:#39d353}.m{fill:#2d333b}.c1{fill:#133a22}\
    .j{fill:#388bfd}.today{stroke:#f0f6fc}.t{fill:#c9d1d9}.run{fill:#006d32}.run-cur{fill:#39d353}}
    """

    /// The whole SVG element. `standalone`: with the XML declaration's namespace and the style.
    static func render(_ heatmap: Heatmap, timeline: StreakTimeline, name: String, standalone: Bool) -> String {
        let legend = legendLayout(heatmap)
        let height = height(legendRows: (legend.last?.row ?? 0) + 1)
        var out = "<svg class=\"heatmap\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\""
            + HTMLText.escape(HTMLText.isolatedPlain(name) + " — " + heatmap.summary + ". " + timeline.summary) + "\">\n"
        out += "<title>" + HTMLText.escape(name) + "</title>\n"
        if standalone { out += "<style>" + style + "</style>\n" }
        // In index.html the card's heading names the tracker already.
        if standalone { out += "<text class=\"t\" x=\"0\" y=\"12\" font-weight=\"bold\">" + HTMLText.escape(name) + "</text>\n" }
        for (column, label) in heatmap.monthLabels {
            out += "<text class=\"t\" x=\"\(left + column * pitch)\" y=\"\(top - 6)\">" + HTMLText.escape(label) + "</text>\n"
        }
        for row in [0, 2, 4, 6] {
            out += "<text class=\"t\" x=\"0\" y=\"\(top + row * pitch + 9)\">" + HTMLText.escape(heatmap.weekdayLabels[row]) + "</text>\n"
        }
        // Appended piece by piece: 371 cells per picture, two pictures per tracker and locale.
        out.reserveCapacity(out.utf8.count + heatmap.cells.count * 110)
        for cell in heatmap.cells {
            guard let cellStyle = cell.style else { continue }
            out += "<rect class=\""
            out += cellStyle
            if cell.isToday { out += " today" }
            out += "\" x=\""
            out += String(left + cell.column * pitch)
            out += "\" y=\""
            out += String(top + cell.row * pitch)
            out += cellTail
            out += HTMLText.escape(cell.title)
            out += "</title></rect>\n"
        }
        out += timelineSVG(timeline, y: top + 7 * pitch + 6)
        out += legendSVG(legend, y: top + 7 * pitch + 44)
        return out + "</svg>\n"
    }

    /// The runs of the last 53 weeks as bars on the heatmap's time axis.
    private static func timelineSVG(_ timeline: StreakTimeline, y: Int) -> String {
        let heading = timeline.longestBeforeAxis.map { timeline.title + " · " + $0 } ?? timeline.title
        var out = "<text class=\"t\" x=\"0\" y=\"\(y + 10)\">" + HTMLText.escape(heading) + "</text>\n"
        let barY = y + 16
        let scale = Double(Heatmap.weeks * pitch) / Double(timeline.days)
        out += "<line class=\"axis\" x1=\"\(left)\" x2=\"\(left + Heatmap.weeks * pitch)\" y1=\"\(barY + 5)\" y2=\"\(barY + 5)\"/>\n"
        for run in timeline.runs {
            let x = left + Int((Double(run.startOffset) * scale).rounded())
            let w = max(2, Int((Double(run.length) * scale).rounded()))
            let cls = run.isCurrent ? "run-cur" : "run"
            out += "<rect class=\"\(cls)\" x=\"\(x)\" y=\"\(barY)\" width=\"\(w)\" height=\"10\"><title>" + HTMLText.escape(run.title) + "</title></rect>\n"
            if run.isLongest {
                out += "<rect class=\"run-long\" x=\"\(x - 1)\" y=\"\(barY - 1)\" width=\"\(w + 2)\" height=\"12\"/>\n"
            }
        }
        return out
    }

    /// Where each legend item goes: items left to right, a new row when the next would pass
    /// the picture's right edge. Text width is not measurable here: a generous 6.2 px per
    /// character at 10 px.
    private static func legendLayout(_ heatmap: Heatmap) -> [(style: String, text: String, x: Int, row: Int)] {
        var items: [(style: String, text: String, x: Int, row: Int)] = []
        var x = 0
        var row = 0
        for item in heatmap.legend {
            let itemWidth = 14 + Int(Double(item.text.count) * 6.2)
            if x > 0 && x + itemWidth > width {
                x = 0
                row += 1
            }
            items.append((item.style, item.text, x, row))
            x += itemWidth + 10
        }
        return items
    }

    private static func legendSVG(_ items: [(style: String, text: String, x: Int, row: Int)], y: Int) -> String {
        var out = ""
        for item in items {
            let rowY = y + 16 * item.row
            out += "<rect class=\"\(item.style)\" x=\"\(item.x)\" y=\"\(rowY)\" width=\"\(cellSize)\" height=\"\(cellSize)\" rx=\"2\"/>"
            out += "<text class=\"t\" x=\"\(item.x + 14)\" y=\"\(rowY + 9)\">" + HTMLText.escape(item.text) + "</text>\n"
        }
        return out
    }
}
