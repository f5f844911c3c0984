import TrackerModel

/// Draws a tracker's year heatmap, its streak timeline and the heatmap's legend as SVG: pieces
/// that `TrackerSVGFile` stacks into the standalone picture (`img/NN-<slug>.svg`, with its own
/// background and light/dark style) and that index.html shows inline (the page's style colours
/// them). No scripts, fonts or links: nothing outside the file.
enum HeatmapSVG {
    static let pitch = 13
    static let cellSize = 11
    /// What follows a cell's position, up to its tooltip.
    private static let cellTail = "\" width=\"\(cellSize)\" height=\"\(cellSize)\" rx=\"2\"><title>"
    static let left = 34
    static let top = 34
    /// A picture is at least this wide, whatever its weeks: its titles and legend need the room.
    static let minimumWidth = 380

    /// The width of the grid's picture.
    static func gridWidth(_ heatmap: Heatmap) -> Int { left + heatmap.weeks * pitch + 4 }
    /// The width of a standalone picture.
    static func width(_ heatmap: Heatmap) -> Int { max(gridWidth(heatmap), minimumWidth) }
    /// The grid with its labels, then the timeline (a label row and a bar).
    static let gridHeight = top + 7 * pitch + 40

    /// The fills of every class, light and dark; shared with index.html. Every colour that
    /// carries meaning — each success, needs-a-joker and breaking shade and the healed blue —
    /// has a contrast of at least 3:1 against the missed grey in both schemes (WCAG non-text
    /// contrast; `Scripts/check-html-in-chromium.py` measures it): light shades are dark
    /// enough on the light grey, dark shades bright enough on the dark one.
    static let style = """
    .bg{fill:#fff}.s0{fill:#3a8b4f}.s1{fill:#2b7742}.s2{fill:#1e6135}.s3{fill:#134d28}.s4{fill:#08381a}\
    .g0{fill:#9e6f00}.g1{fill:#7f5800}.g2{fill:#5f4100}.b0{fill:#d1242f}.b1{fill:#a40e26}.b2{fill:#82071e}\
    .j{fill:#1f6feb}.m{fill:#e1e4e8}.c1{fill:#9fd0ab}\
    .o{fill:none;stroke:#8b949e;stroke-dasharray:2 1}.today{stroke:#111;stroke-width:2}.t{fill:#24292f;font:10px sans-serif}\
    .th{font-weight:bold}.run{fill:#3a8b4f}.run-cur{fill:#1e6135}.run-long{fill:none;stroke:#9e6f00;stroke-width:2}.axis{stroke:#8b949e}\
    .plot{fill:#f6f8fa}.grid{stroke:#d1d9e0;stroke-width:1}.sl{fill:none;stroke:#1f6feb;stroke-width:2}.sa{fill:#1f6feb;fill-opacity:.12}\
    .goal{stroke:#59636e;stroke-width:1.5;stroke-dasharray:4 3}.hit{fill:transparent}.low{fill:#8b949e}\
    @media (prefers-color-scheme:dark){.bg{fill:#0d1117}.s0{fill:#2ea043}.s1{fill:#3fb950}.s2{fill:#56d364}.s3{fill:#85e89d}\
    .s4{fill:#b8f5c8}.g0{fill:#d29922}.g1{fill:#e3b341}.g2{fill:#f5d77f}.b0{fill:#f85149}.b1{fill:#ff7b72}.b2{fill:#ffa198}\
    .j{fill:#58a6ff}.m{fill:#2d333b}.c1{fill:#196c3a}.today{stroke:#f0f6fc}.t{fill:#c9d1d9}.run{fill:#2ea043}.run-cur{fill:#56d364}\
    .run-long{stroke:#d29922}.plot{fill:#151b23}.grid{stroke:#3d444d}.sl{stroke:#58a6ff}.sa{fill:#58a6ff}.goal{stroke:#9198a1}\
    .low{fill:#6e7681}}
    """

    /// The opening tag of an `<svg>` with its text alternative.
    static func open(class name: String, width: String, height: Int, viewBox: String?, label: String, extra: String = "") -> String {
        "<svg class=\"\(name)\" xmlns=\"http://www.w3.org/2000/svg\"" + (viewBox.map { " viewBox=\"\($0)\"" } ?? "")
            + " width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"" + HTMLText.escape(label) + "\"" + extra + ">\n"
    }

    /// The grid with its month and weekday labels, from `y` down (`gridHeight` with the timeline).
    static func grid(_ heatmap: Heatmap, y: Int) -> String {
        var out = ""
        for (column, label) in heatmap.monthLabels {
            out += "<text class=\"t\" x=\"\(left + column * pitch)\" y=\"\(y + top - 6)\">" + HTMLText.escape(label) + "</text>\n"
        }
        for row in [0, 2, 4, 6] {
            out += "<text class=\"t\" x=\"0\" y=\"\(y + top + row * pitch + 9)\">" + HTMLText.escape(heatmap.weekdayLabels[row]) + "</text>\n"
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
            out += String(y + top + cell.row * pitch)
            out += cellTail
            out += HTMLText.escape(cell.title)
            out += "</title></rect>\n"
        }
        return out
    }

    /// The runs of the heatmap's weeks as bars on its time axis, below the grid at `y`.
    static func timeline(_ timeline: StreakTimeline, _ heatmap: Heatmap, y: Int) -> String {
        let heading = timeline.longestBeforeAxis.map { timeline.title + " · " + $0 } ?? timeline.title
        let axisWidth = heatmap.weeks * pitch
        // Over the axis's right end where it fits: a phone shows the grid scrolled to its end.
        let rightAligned = Double(heading.count) * 6.2 < Double(axisWidth)
        var out = "<text class=\"t\" x=\"\(rightAligned ? left + axisWidth : 0)\" y=\"\(y + 10)\"" + (rightAligned ? " text-anchor=\"end\"" : "") + ">"
            + HTMLText.escape(heading) + "</text>\n"
        let barY = y + 16
        let scale = Double(axisWidth) / Double(timeline.days)
        out += "<line class=\"axis\" x1=\"\(left)\" x2=\"\(left + axisWidth)\" y1=\"\(barY + 5)\" y2=\"\(barY + 5)\"/>\n"
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

    /// Where each legend item goes within `width`: items left to right, a new row when the
    /// next would pass the right edge. Text width is not measurable here: a generous 6.2 px
    /// per character at 10 px.
    static func legendLayout(_ legend: [(style: String, text: String)], width: Int) -> [(style: String, text: String, x: Int, row: Int)] {
        var items: [(style: String, text: String, x: Int, row: Int)] = []
        var x = 0
        var row = 0
        for item in legend {
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

    /// The legend's rows at `y` (16 px each).
    static func legend(_ items: [(style: String, text: String, x: Int, row: Int)], y: Int) -> String {
        var out = ""
        for item in items {
            let rowY = y + 16 * item.row
            out += "<rect class=\"\(item.style)\" x=\"\(item.x)\" y=\"\(rowY)\" width=\"\(cellSize)\" height=\"\(cellSize)\" rx=\"2\"/>"
            out += "<text class=\"t\" x=\"\(item.x + 14)\" y=\"\(rowY + 9)\">" + HTMLText.escape(item.text) + "</text>\n"
        }
        return out
    }

    /// How wide index.html lets the grid grow: a quarter past its natural width.
    static func inlineMaxWidth(_ heatmap: Heatmap) -> Int { gridWidth(heatmap) * 5 / 4 }

    /// The grid and the timeline for index.html: at its natural width, not narrower than 560
    /// px (smaller days are hard to read; the page scrolls it inside its box instead).
    static func inline(_ heatmap: Heatmap, timeline line: StreakTimeline, label: String) -> String {
        let width = gridWidth(heatmap)
        let style = " style=\"max-width:\(inlineMaxWidth(heatmap))px;min-width:\(min(width, 560))px\""
        return open(class: "heatmap", width: String(width), height: gridHeight, viewBox: "0 0 \(width) \(gridHeight)", label: label, extra: style)
            + grid(heatmap, y: 0) + timeline(line, heatmap, y: top + 7 * pitch + 6) + "</svg>\n"
    }
}
